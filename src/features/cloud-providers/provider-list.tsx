import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { cloudProviderQueries } from './cloud-providers-queries';
import { publicProviderQueries } from './cloud-provider-extras-queries';
import { PageHeader } from '@/ui/page';
import { StatusBadge } from '@/ui/status-badge';
import { Time } from '@/ui/time';
import { facts } from './provider-list.route-facts';
import { ScreenNotices } from '@/ui/read-notices';
import { PendingView } from '@/ui/route-states';
import { platformLabel } from '@/lib/labels';
import { ProvidersNotOffered } from './not-offered';
import { EntryName } from '@/ui/no-id';
import { DataTable, type Column } from '@/ui/data-table';
import { knowOperations } from '@/api/loaded-operations';
import { cloudProviderOperations } from './cloud-providers-operations';

// The rows of what this screen waits for come with its chunk (the page preloads them on landing), not on its first read.
knowOperations(cloudProviderOperations);

/** A provider's name, linked to its screen: the organization's accounts and the vendor's alike. */
const nameColumn: Column<{ id: string; name: string }> = {
  header: 'Name',
  cell: (p) => (
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
  ),
};

export function ProviderList() {
  const query = useQuery(cloudProviderQueries.list());
  const providers = query.data ?? [];
  const notOffered = query.error?.notOffered === true;
  return (
    <>
      <PageHeader
        description="Where workgroups run: your own cloud accounts, registered so that workgroups can be deployed into them (bring your own cloud), and the providers the vendor runs."
        actions={
          <Link to="/cloud-providers/new" className="button button-primary">
            Register a cloud account
          </Link>
        }
      />
      <ScreenNotices facts={facts} params={{}} />
      {notOffered ? (
        <ProvidersNotOffered />
      ) : (
        <section className="panel" aria-labelledby="own-providers-title">
          <h2 id="own-providers-title">Your cloud accounts</h2>
          {query.isPending ? (
            <PendingView />
          ) : providers.length === 0 ? (
            <div className="empty">
              <h3>No cloud accounts registered</h3>
              <p>Register an AWS account to deploy workgroups into it.</p>
              <Link to="/cloud-providers/new" className="button button-primary">
                Register a cloud account
              </Link>
            </div>
          ) : (
            <DataTable
              rows={providers}
              rowKey={(p, i) => p.id || `no-id-${i}`}
              columns={[
                nameColumn,
                {
                  header: 'Platform · region',
                  className: 'nowrap',
                  cell: (p) => (
                    <>
                      {platformLabel(p.platform)} · {p.region}
                    </>
                  ),
                },
                { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
                { header: 'Last error', className: 'break small', cell: (p) => p.last_error || <span className="muted">—</span> },
                {
                  header: 'Created',
                  className: 'small',
                  cell: (p) => (
                    <>
                      <Time value={p.created_at} />
                      {p.created_by && <div className="muted break">by {p.created_by}</div>}
                    </>
                  ),
                },
              ]}
            />
          )}
        </section>
      )}
      <VendorProviders />
    </>
  );
}

/**
 * The providers the vendor runs in its own account (GET /cloud-providers/public): the organization
 * creates workgroups on them with nothing to register. A deployment without the operation shows nothing here.
 */
function VendorProviders() {
  const query = useQuery(publicProviderQueries.list());
  if (query.isError) return null;
  const providers = query.data ?? [];
  return (
    <section className="panel" aria-labelledby="vendor-providers-title" style={{ marginTop: '1rem' }}>
      <h2 id="vendor-providers-title">Run by the vendor</h2>
      <p className="muted">Providers the vendor runs in its own cloud account and keeps up to date: create workgroups on them without registering anything.</p>
      {query.isPending ? (
        <p className="muted" role="status">
          Reading the vendor's providers…
        </p>
      ) : providers.length === 0 ? (
        <p className="muted">The service offers none.</p>
      ) : (
        <DataTable
          rows={providers}
          rowKey={(p, i) => p.id || `no-id-${i}`}
          caption="Providers run by the vendor"
          columns={[
            nameColumn,
            { header: 'Platform · region', className: 'nowrap', cell: (p) => `${platformLabel(p.platform)} · ${p.region}` },
            { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
          ]}
        />
      )}
    </section>
  );
}
