import { getRouteApi, Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { cloudProviderQueries, isProviderSettled } from './cloud-providers-queries';
import { nodeGroupNames } from '@/kernel/cloud-provider-schema';
import { Fact, PageHeader, Section } from '@/ui/page';
import { StatusBadge } from '@/ui/status-badge';
import { CopyButton } from '@/ui/copy-button';
import { Time } from '@/ui/time';
import { facts } from './provider-detail.route-facts';
import { ScreenNotices } from '@/ui/read-notices';
import { PendingView } from '@/ui/route-states';
import { ProvidersNotOffered } from './not-offered';
import { platformLabel } from '@/lib/labels';
import { ProviderRecovery } from './provider-recovery';
import { ProviderUpgrade } from './provider-upgrade';
import { Suspense } from 'react';
import { lazyNamed } from '@/ui/lazy';
import { DataTable } from '@/ui/data-table';
import { publicProviderQueries } from './cloud-provider-extras-queries';
import { formatPlain } from '@/lib/format';
import { knowOperations } from '@/api/loaded-operations';
import { cloudProviderOperations } from './cloud-providers-operations';

// The rows of what this screen waits for come with its chunk (the page preloads them on landing), not on its first read.
knowOperations(cloudProviderOperations);

// Rename, rotate and delete load after the screen: its first load stays as it was.
const ProviderChanges = lazyNamed(() => import('./provider-changes'), 'ProviderChanges');

const route = getRouteApi('/cloud-providers/$providerId');

const list = (items: string[]) => (items.length ? items.join(', ') : '—');

export function ProviderDetail() {
  const { providerId } = route.useParams();
  const query = useQuery(cloudProviderQueries.detail(providerId));
  // The same read as the upgrade's (one request): a provider in the vendor's own list is the vendor's to change.
  const vendorList = useQuery(publicProviderQueries.list());
  const p = query.data;
  const notOffered = query.error?.notOffered === true;
  if (!p) {
    if (notOffered)
      return (
        <>
          <PageHeader title={providerId} />
          <ProvidersNotOffered providerId={providerId} />
        </>
      );
    return <PendingView />;
  }
  const vendorRun = vendorList.data?.some((v) => v.id === p.id) ?? false;
  // Until the vendor's list has answered (or is not offered) it is not known whose provider this is: no action is offered yet.
  const ownKnown = !vendorRun && (vendorList.isSuccess || vendorList.isError);
  const groups = nodeGroupNames.map((n) => [n, p.node_group_config?.[n]] as const).filter(([, g]) => g);
  return (
    <>
      <PageHeader
        title={p.name || p.id}
        actions={
          <>
            {p.status.toLowerCase() === 'active' && (
              <Link to="/workgroups/new" search={{ provider: p.id }} className="button button-primary">
                Create a workgroup in it
              </Link>
            )}
            {p.id && ownKnown && (
              <Suspense fallback={null}>
                <ProviderChanges provider={p} />
              </Suspense>
            )}
          </>
        }
      />
      <ScreenNotices facts={facts} params={{ providerId }} />
      {vendorRun && (
        <p className="notice" role="note" style={{ marginBottom: '1rem' }}>
          <strong>Run by the vendor.</strong> The vendor operates this provider in its own cloud account and keeps it up to date, so it cannot be renamed,
          rotated, upgraded or deleted here. Create workgroups on it freely. To keep your data in an account of your own,{' '}
          <Link to="/cloud-providers/new">connect your cloud account</Link>.
        </p>
      )}
      <Section title="Status">
        <div className="status-hero" aria-live="polite">
          <StatusBadge status={p.status} />
          {!isProviderSettled(p.status) &&
            (notOffered ? (
              <span className="muted small">
                Being set up. This deployment does not offer reading a provider, so this page shows what the registration answered and cannot follow it.
              </span>
            ) : (
              <span className="muted small">
                {p.status.toLowerCase() === 'upgrading' ? 'Upgrading' : 'Being set up'}; this page follows it until it settles.
              </span>
            ))}
        </div>
        {p.last_error && (
          <div className="form-error" role="alert" style={{ marginTop: '0.75rem' }}>
            <strong>Last error</strong>
            <p>{p.last_error}</p>
          </div>
        )}
      </Section>
      {p.status.toLowerCase() === 'error' && <ProviderRecovery provider={p} query={query} />}
      <ProviderUpgrade provider={p} />
      <div className="grid-2">
        <Section title="Account and access">
          <dl className="facts">
            <Fact label="Provider ID">
              <span className="row">
                <span className="mono">{p.id}</span> <CopyButton value={p.id} label="Copy provider ID" />
              </span>
            </Fact>
            <Fact label="Short ID">{p.short_id || '—'}</Fact>
            <Fact label="Platform · region">
              {platformLabel(p.platform)} · {p.region}
            </Fact>
            {vendorRun ? (
              <Fact label="Cloud account">The vendor’s own: it holds no role or secret of yours</Fact>
            ) : (
              <>
                <Fact label="Account ID">{p.options?.account_id || '—'}</Fact>
                <Fact label="Private secure connection">{p.options?.secure_connection ? 'Yes' : 'No'}</Fact>
                <Fact label="Role">
                  <span className="mono break">{p.role_arn || '—'}</span>
                </Fact>
                <Fact label="External ID">Secret: never shown</Fact>
                <Fact label="API tokens">{p.api_tokens.length ? `${p.api_tokens.length} (secret, not shown)` : 'None shown'}</Fact>
              </>
            )}
          </dl>
        </Section>
        <Section title="Network">
          <dl className="facts">
            <Fact label="VPC">
              {p.vpc_id || '—'}
              <div className="muted small">{p.vpc_owned_by_tg ? 'Created and managed by the service' : 'Your own VPC'}</div>
            </Fact>
            <Fact label="Subnets">{list(p.subnet_id)}</Fact>
            <Fact label="Security group">{p.security_group_id || '—'}</Fact>
            <Fact label="Availability zones">{list(p.availability_zones)}</Fact>
            <Fact label="Private endpoint service">
              <span className="break">{p.endpoint_service_name || '—'}</span>
            </Fact>
          </dl>
        </Section>
      </div>
      <Section title="Cluster">
        <dl className="facts">
          <Fact label="Cluster ID">{p.cluster_id || '—'}</Fact>
          <Fact label="Log types">{list(p.cluster_enabled_log_types)}</Fact>
          <Fact label="Component versions">
            <span className="break">{p.component_versions || '—'}</span>
          </Fact>
          <Fact label="Deployment version">{p.version || '—'}</Fact>
          <Fact label="Working directory">
            <span className="mono break">{p.work_dir || '—'}</span>
          </Fact>
        </dl>
        <h3 style={{ margin: '1rem 0 0.5rem' }}>Node groups</h3>
        {groups.length === 0 ? (
          <p className="muted">No node groups reported yet.</p>
        ) : (
          // On a phone each group is a card with its figures labelled; the wide table was cut off there ("OVERPRO…").
          <DataTable
            caption="Node groups"
            rows={groups}
            rowKey={([name]) => name}
            columns={[
              { header: 'Group', className: 'mono', cell: ([name]) => name },
              { header: 'Min size', className: 'num', cell: ([, g]) => g!.min_size },
              { header: 'Max size', className: 'num', cell: ([, g]) => g!.max_size },
              // A soft hyphen: on a phone its label breaks there instead of running into the figure.
              { header: 'Over\u00adprovisioning', className: 'num', cell: ([, g]) => g!.overprovisioning_factor },
            ]}
          />
        )}
        {p.node_group_config && p.node_group_config.prefetch_image_list.length > 0 && (
          <p className="small muted">Images prefetched: {list(p.node_group_config.prefetch_image_list)}</p>
        )}
      </Section>
      <Section title="History">
        <dl className="facts">
          <Fact label="Created">
            <Time value={p.created_at} />
          </Fact>
          <Fact label="Created by">{p.created_by || '—'}</Fact>
          <Fact label="Updated">
            <Time value={p.updated_at} />
          </Fact>
          <Fact label="Record version">{formatPlain(p.version_number)}</Fact>
        </dl>
      </Section>
    </>
  );
}
