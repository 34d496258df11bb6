import { Suspense } from 'react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { workspaceQueries } from '@/kernel/workspaces-queries';
import { metaQueries } from '@/kernel/meta-queries';
import type { Workspace } from '@/kernel/workspace-schema';
import { Fact, PageHeader, Section } from '@/ui/page';
import { StatusBadge } from '@/ui/status-badge';
import { CopyButton } from '@/ui/copy-button';
import { Time } from '@/ui/time';
import { formatBytes, formatCount, formatMemory, formatPlain, plural } from '@/lib/format';
import { describeMaintenanceWindow } from './maintenance';
import { fitRule } from '@/kernel/fit';
import { resizeRefusal, sizeWarning } from '@/kernel/size-rule';
import { isTransitional } from '@/lib/workspace-status';
import { WorkspaceActions } from './workspace-actions';
import { VersionSection } from './version-section';
import { facts } from './workspace-detail.route-facts';
import { ScreenNotices } from '@/ui/read-notices';
import type { WorkspaceSlots } from '@/kernel/slots';
import { AfterPaint, useAfterPaint } from '@/ui/after-paint';
import { lazyNamed } from '@/ui/lazy';
import { StorageChart } from './storage-chart';
import { PAYMENT_STOP, PaymentStopNote } from './payment-stop-note';
import { DeletionProtectionControl } from './deletion-protection';
import { knowOperations } from '@/api/loaded-operations';
import { workspaceOperations } from '@/kernel/workspaces-operations';
import { metaOperations } from '@/kernel/meta-operations';

// When the maintenance window next opens (zone maths): its code comes after the first paint.
const NextWindowTime = lazyNamed(() => import('./next-window'), 'NextWindowTime');
// Only a read-only workspace offers a refresh: its code (and its rule) stays off every read-write workspace's first load.
const RefreshControl = lazyNamed(() => import('./refresh-control'), 'RefreshControl');

// The rows of what this screen reads as it lands (what it waits for and the service's options it shows) come with its
// chunk (the page preloads them on landing), not a round trip after its code has run.
knowOperations({ ...workspaceOperations, ...metaOperations });

const route = getRouteApi('/workgroups/$workgroupID/workspaces/$workspaceID/');

export function WorkspaceDetail({ slots }: { slots: WorkspaceSlots }) {
  const { RenameDatabase, WithLoadWarning } = slots;
  const { workgroupID, workspaceID } = route.useParams();
  const { data: ws, isFetching } = useSuspenseQuery(workspaceQueries.detail({ workgroupID, workspaceID }));
  const { dialog } = route.useSearch();
  const navigate = route.useNavigate();
  const renaming = dialog === 'rename-database';
  const setRenaming = (open: boolean) => void navigate({ search: (s) => ({ ...s, dialog: open ? 'rename-database' : undefined }), replace: !open });
  const transitional = isTransitional(ws.status);
  return (
    <>
      <PageHeader title={ws.name || ws.workspace_id} names={{ workgroup: ws.workgroup_name || workgroupID }} actions={<WorkspaceActions ws={ws} />} />
      <ScreenNotices facts={facts} params={{ workgroupID, workspaceID }} />
      {/* The status and its facts need only the workspace: they paint at once, above the load's place. */}
      <Section title="Status">
        <div className="status-hero" aria-live="polite">
          <StatusBadge status={ws.status} />
          {transitional && <span className="muted small">{isFetching ? 'Checking…' : 'Updates by itself every few seconds until it settles.'}</span>}
        </div>
        <dl className="facts" style={{ marginTop: '0.75rem' }}>
          {ws.display_status && ws.display_status !== ws.status && <Fact label="Shown as">{ws.display_status}</Fact>}
          {ws.condition_type && ws.condition_type !== ws.status && <Fact label="Condition">{ws.condition_type}</Fact>}
          {ws.refresh_status && <Fact label="Last refresh">{`${ws.refresh_status}${ws.refresh_message ? `: ${ws.refresh_message}` : ''}`}</Fact>}
          <Fact label="Auto-upgrade">{ws.auto_upgrade_state || 'Not reported by the service'}</Fact>
        </dl>
        {!ws.is_rw && (
          <Suspense fallback={null}>
            <RefreshControl ws={ws} />
          </Suspense>
        )}
        <PaymentStopNote ws={ws} />
        <DeletionProtectionControl ws={ws} />
        {ws.err_message && ws.condition_type !== PAYMENT_STOP && (
          <div className="form-error" role="alert" style={{ marginTop: '0.75rem' }}>
            <strong>The workspace reports an error</strong>
            <p>{ws.err_message}</p>
          </div>
        )}
      </Section>
      <WithLoadWarning ws={ws}>
        <VersionSection ws={ws} CancelUpgrade={slots.CancelUpgrade} />
        <div className="grid-2">
          <Section title="Connection">
            <dl className="facts">
              <Fact label="Endpoint host">
                {ws.proxy_host ? (
                  <span className="row">
                    <span className="mono break">{ws.proxy_host}</span>
                    <CopyButton value={ws.proxy_host} label="Copy endpoint host" />
                  </span>
                ) : (
                  '—'
                )}
              </Fact>
              <Fact label="Workspace ID">
                <span className="row">
                  <span className="mono">{ws.workspace_id}</span> <CopyButton value={ws.workspace_id} label="Copy workspace ID" />
                </span>
              </Fact>
              <Fact label="Region">{ws.region || '—'}</Fact>
              <Fact label="Cloud provider">{ws.cloud_provider_name || ws.cloud_provider_id || '—'}</Fact>
              <Fact label="Database">
                {ws.database_name || ws.database_id}{' '}
                <button type="button" className="button button-small" onClick={() => setRenaming(true)}>
                  Rename
                </button>
              </Fact>
            </dl>
          </Section>
          <Section
            title="Configuration"
            actions={
              <Link to="/workgroups/$workgroupID/workspaces/$workspaceID/edit" params={{ workgroupID, workspaceID }} className="button button-small">
                Edit settings
              </Link>
            }
          >
            <Configuration ws={ws} />
          </Section>
        </div>
        {/* Below the fold on a phone: after the first paint (ui/after-paint.tsx), appended, so nothing above moves. */}
        <AfterPaint>
          <Section title="Storage and graph">
            <div className="grid-2">
              {ws.folder_statistics ? (
                <StorageChart stats={ws.folder_statistics} workspaceNames={new Map([[ws.workspace_id, ws.name]])} />
              ) : (
                <p className="muted">No storage statistics reported yet.</p>
              )}
              <dl className="facts">
                <Fact label="Vertices">{formatCount(ws.vertex_count)}</Fact>
                <Fact label="Edges">{formatCount(ws.edge_count)}</Fact>
                <Fact label="Graph topology">{formatBytes(ws.graph_topology_size_bytes)}</Fact>
              </dl>
            </div>
          </Section>
          <div className="grid-2">
            <Section title="Add-ons">
              <Addons ws={ws} />
            </Section>
            <Section title="Agent configuration">
              {ws.agent_config ? (
                <dl className="facts">
                  <Fact label="Heartbeat">{seconds(ws.agent_config.heartbeat_interval_seconds)}</Fact>
                  <Fact label="Query activity updates">{seconds(ws.agent_config.query_activity_update_interval_seconds)}</Fact>
                  <Fact label="Catalog activity updates">{seconds(ws.agent_config.catalog_activity_update_interval_seconds)}</Fact>
                  <Fact label="Topology updates">{seconds(ws.agent_config.topology_update_interval_seconds)}</Fact>
                  <Fact label="Force topology updates">{ws.agent_config.enable_topology_force_update ? 'Yes' : 'No'}</Fact>
                </dl>
              ) : (
                <p className="muted">The service reports no agent configuration.</p>
              )}
            </Section>
          </div>
          <Section title="History">
            <dl className="facts">
              <Fact label="Created">
                <Time value={ws.created_at} />
              </Fact>
              <Fact label="Created by">{ws.creator || '—'}</Fact>
              <Fact label="Last modified">
                <Time value={ws.last_modified_time} />
              </Fact>
              <Fact label="Last maintenance">
                <Time value={ws.last_maintenance} />
              </Fact>
              {ws.snapshot_time && (
                <Fact label="Created from snapshot">
                  <Time value={ws.snapshot_time} />
                </Fact>
              )}
              <Fact label="Record version">{formatPlain(ws.version_number)}</Fact>
            </dl>
          </Section>
        </AfterPaint>
      </WithLoadWarning>
      {renaming && (
        <Suspense fallback={null}>
          <RenameDatabase
            workgroupID={workgroupID}
            databaseID={ws.database_id}
            currentName={ws.database_name}
            open
            onOpenChange={(o) => !o && setRenaming(false)}
          />
        </Suspense>
      )}
    </>
  );
}

function seconds(n: number | null): string {
  return n === null ? '—' : `every ${plural(n, 'second')}`;
}

function Configuration({ ws }: { ws: Workspace }) {
  const t = ws.workspace_type;
  // The size it runs at now may be too small for its graph, as much as a size it is moving to.
  const fit = t ? sizeWarning(ws, t) : undefined;
  return (
    <dl className="facts">
      <Fact label="Size">
        {t ? (
          <>
            <strong>{t.typeName}</strong>
            <div className="muted small">
              {t.cpu} vCPU · {formatMemory(t.memory)} · {plural(t.partition || 1, 'partition')}
            </div>
            {resizeRefusal(ws) && <div className="muted small">{resizeRefusal(ws)}</div>}
            {fit && (
              <div className="field-warn small">
                <strong>{fit.verdict === 'too-small' ? 'Too small for the graph.' : 'May not hold the graph.'}</strong> {fit.message}{' '}
                <span title={fitRule}>(the console's rule: at most 70 % of memory)</span>
              </div>
            )}
          </>
        ) : (
          '—'
        )}
      </Fact>
      <Fact label="High availability">{ws.enable_ha ? (ws.replicas === null ? 'On' : `On · ${plural(ws.replicas, 'replica')}`) : 'Off'}</Fact>
      <Fact label="Access">{ws.is_rw ? 'Read-write' : 'Read-only'}</Fact>
      <Fact label="Auto-stop">
        {ws.auto_stop_minutes === null ? '—' : ws.auto_stop_minutes > 0 ? `After ${plural(ws.auto_stop_minutes, 'idle minute')}` : 'Never'}
      </Fact>
      <Fact label="Auto-start">{ws.enable_auto_start ? 'Starts on access' : 'Off'}</Fact>
      <Fact label="Maintenance window">
        {describeMaintenanceWindow(ws)}
        <NextWindow ws={ws} />
      </Fact>
      <Fact label="Update strategy">{ws.update_strategy || 'Service default'}</Fact>
    </dl>
  );
}

function Addons({ ws }: { ws: Workspace }) {
  const meta = useQuery(metaQueries.addons());
  const catalog = meta.data ?? [];
  const enabled = new Map(ws.addons.map((a) => [a.addons_id, a]));
  const ids = [...new Set([...catalog.map((a) => a.id), ...enabled.keys()])];
  if (ids.length === 0) return <p className="muted">No add-ons.</p>;
  return (
    <ul className="plain-list">
      {ids.map((id) => {
        const info = catalog.find((a) => a.id === id);
        const on = enabled.get(id)?.enable ?? false;
        return (
          <li key={id} className="row">
            <span className={`badge ${on ? 'badge-ok' : 'badge-idle'}`}>{on ? 'Enabled' : 'Off'}</span>
            <span>{info?.name ?? enabled.get(id)?.unique_name ?? id}</span>
            {info?.isFree && <span className="muted small">free</span>}
          </li>
        );
      })}
    </ul>
  );
}

function NextWindow({ ws }: { ws: Workspace }) {
  // Time-zone maths (its code and the zone data): after the first paint.
  const painted = useAfterPaint();
  return (
    <div className="muted small">
      {painted ? (
        <Suspense fallback="Next: …">
          <NextWindowTime ws={ws} before="Next: " />
        </Suspense>
      ) : (
        'Next: …'
      )}
    </div>
  );
}
