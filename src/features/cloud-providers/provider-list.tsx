import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { cloudProviderQueries } from '@/api/resources/cloud-providers';
import { PageHeader } from '@/ui/page';
import { StatusBadge } from '@/ui/status-badge';
import { Time } from '@/ui/time';
import { noticeQueries } from '@/api/screen-reads';
import { ReadNotices } from '@/ui/read-notices';
import { PendingView } from '@/ui/route-states';
import { platformLabel } from '@/lib/labels';
import { ProvidersNotOffered } from './not-offered';
import { EntryName } from '@/ui/no-id';

export function ProviderList() {
  const query = useQuery(cloudProviderQueries.list());
  const providers = query.data ?? [];
  const notOffered = query.error?.notOffered === true;
  return (
    <>
      <PageHeader
        title="Cloud providers"
        description="Your own cloud accounts, registered so that workgroups can be deployed into them (bring your own cloud)."
        actions={
          <Link to="/cloud-providers/new" className="button button-primary">
            Register a cloud account
          </Link>
        }
      />
      <ReadNotices queries={noticeQueries('/cloud-providers/', {})} />
      {notOffered ? (
        <ProvidersNotOffered />
      ) : (
        <section className="panel" aria-label="Cloud provider list">
          {query.isPending ? (
            <PendingView />
          ) : providers.length === 0 ? (
            <div className="empty">
              <h2>No cloud accounts registered</h2>
              <p>Register an AWS account to deploy workgroups into it.</p>
              <Link to="/cloud-providers/new" className="button button-primary">
                Register a cloud account
              </Link>
            </div>
          ) : (
            <div className="table-wrap">
              <table className="responsive">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Platform · region</th>
                    <th scope="col">Type</th>
                    <th scope="col">Status</th>
                    <th scope="col">Last error</th>
                    <th scope="col">Created</th>
                  </tr>
                </thead>
                <tbody>
                  {providers.map((p, i) => (
                    <tr key={p.id || `no-id-${i}`}>
                      <td data-label="Name">
                        <EntryName
                          id={p.id}
                          name={p.name}
                          unnamed="Unnamed provider"
                          link={(label) => (
                            <Link to="/cloud-providers/$providerId" params={{ providerId: p.id }} className="break">
                              {label}
                            </Link>
                          )}
                        />
                      </td>
                      <td data-label="Platform · region" className="nowrap">
                        {platformLabel(p.platform)} · {p.region}
                      </td>
                      <td data-label="Type">{p.type || '—'}</td>
                      <td data-label="Status">
                        <StatusBadge status={p.status} />
                      </td>
                      <td data-label="Last error" className="break small">
                        {p.last_error || <span className="muted">—</span>}
                      </td>
                      <td data-label="Created" className="small">
                        <Time value={p.created_at} />
                        {p.created_by && <div className="muted break">by {p.created_by}</div>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </>
  );
}
