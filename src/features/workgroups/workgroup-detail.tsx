import { Suspense } from 'react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { workgroupQueries } from '@/kernel/workgroups-queries';
import { metaQueries } from '@/kernel/meta-queries';
import type { Database } from '@/kernel/workspace-schema';
import type { Workgroup } from '@/kernel/workgroup-schema';
import { PageHeader, Section } from '@/ui/page';
import { StatusBadge } from '@/ui/status-badge';
import { CopyButton } from '@/ui/copy-button';
import { formatBytes, formatMemory } from '@/lib/format';
import { lazyNamed } from '@/ui/lazy';
import { facts } from './workgroup-detail.route-facts';
import { ScreenNotices } from '@/ui/read-notices';
import { platformLabel } from '@/lib/labels';
import type { LoadCellSlot, WorkgroupSlots } from '@/kernel/slots';
import { NoIdNote } from '@/ui/no-id';
import { DataTable } from '@/ui/data-table';
import { DeleteWorkgroupButton, ProtectedMark, ProtectionFact, workgroupDeleteRefusal } from './workgroup-protection';

// Dialogs (and the form library they use) load when opened.
const EditWorkgroupDialog = lazyNamed(() => import('./edit-workgroup-dialog'), 'EditWorkgroupDialog');
const DeleteWorkgroupDialog = lazyNamed(() => import('./delete-workgroup-dialog'), 'DeleteWorkgroupDialog');

const route = getRouteApi('/workgroups/$workgroupID/');

export function WorkgroupDetail({ slots }: { slots: WorkgroupSlots }) {
  const { workgroupID } = route.useParams();
  const { data: wg } = useSuspenseQuery(workgroupQueries.detail(workgroupID));
  // The open dialog lives in the URL (?dialog=edit): a link opens it, Back closes it.
  const { dialog } = route.useSearch();
  const navigate = route.useNavigate();
  const setDialog = (d: 'edit' | 'delete' | undefined) =>
    void navigate({ search: (s) => ({ ...s, dialog: d, database: undefined }), replace: d === undefined });
  return (
    <>
      <PageHeader
        title={wg.name || wg.workgroup_id}
        actions={
          <>
            <Link to="/workgroups/$workgroupID/workspaces/new" params={{ workgroupID }} className="button button-primary">
              Create workspace
            </Link>
            <button type="button" className="button" onClick={() => setDialog('edit')}>
              Edit workgroup
            </button>
            <DeleteWorkgroupButton wg={wg} onClick={() => setDialog('delete')} />
          </>
        }
      />
      <ScreenNotices facts={facts} params={{ workgroupID }} />
      <Overview wg={wg} />
      <WorkspacesPanel wg={wg} LoadCell={slots.LoadCell} />
      <DatabasesPanel wg={wg} RenameDatabase={slots.RenameDatabase} DeleteDatabase={slots.DeleteDatabase} />
      <Suspense fallback={null}>
        {dialog === 'edit' && <EditWorkgroupDialog wg={wg} open onOpenChange={(o) => setDialog(o ? 'edit' : undefined)} />}
        {dialog === 'delete' && !workgroupDeleteRefusal(wg) && <DeleteWorkgroupDialog wg={wg} open onOpenChange={(o) => setDialog(o ? 'delete' : undefined)} />}
      </Suspense>
    </>
  );
}

function Overview({ wg }: { wg: Workgroup }) {
  const options = useQuery(metaQueries.workspaceOptions());
  const regionDescription = options.data?.regions.find((r) => r.name === wg.region)?.description; // Read alongside: its line is kept until it comes.
  return (
    <Section
      title="Overview"
      actions={
        <>
          <Link to="/workgroups/$workgroupID/allow-list" params={{ workgroupID: wg.workgroup_id }} className="button">
            IP allow list
          </Link>
          <Link to="/workgroups/$workgroupID/schedules" params={{ workgroupID: wg.workgroup_id }} className="button">
            Schedules
          </Link>
        </>
      }
    >
      <dl className="facts">
        <div>
          <dt>Workgroup ID</dt>
          <dd className="row">
            <span className="mono">{wg.workgroup_id}</span> <CopyButton value={wg.workgroup_id} label="Copy workgroup ID" />
          </dd>
        </div>
        <div>
          <dt>Platform · region</dt>
          <dd>
            {platformLabel(wg.platform)} · {wg.region}
            <div className="muted small">{regionDescription ?? '\u00a0'}</div>
          </dd>
        </div>
        <div>
          <dt>Cloud provider</dt>
          <dd>
            {wg.cloud_provider_id ? (
              <Link to="/cloud-providers/$providerId" params={{ providerId: wg.cloud_provider_id }}>
                {wg.cloud_provider_name || wg.cloud_provider_id}
              </Link>
            ) : (
              '—'
            )}{' '}
            {wg.cloud_provider_status && <StatusBadge status={wg.cloud_provider_status} />}
          </dd>
        </div>
        <ProtectionFact wg={wg} />
        <div>
          <dt>IP allow list</dt>
          <dd>
            {wg.enable_allow_list ? 'Enabled' : 'Disabled: any address may connect'}
            {wg.enable_allow_list && (
              <div className={`small ${wg.is_current_ip_allowed ? 'muted' : ''}`}>
                {wg.is_current_ip_allowed ? 'Your address is allowed' : 'Your address is not allowed'}
              </div>
            )}
          </dd>
        </div>
        <div>
          <dt>Encryption at rest</dt>
          <dd>{wg.encryption_method ? `${wg.encryption_method} (service-managed keys)` : 'Off'}</dd>
        </div>
        <div>
          <dt>Application logging</dt>
          <dd>{wg.enable_application_log ? 'On' : 'Off'}</dd>
        </div>
        <div>
          <dt>Shared storage</dt>
          <dd>{wg.shared_storage ? 'Workspaces share storage' : 'Separate storage per workspace'}</dd>
        </div>
        <div>
          <dt>Organization</dt>
          <dd>{wg.org_name || wg.org_id || '—'}</dd>
        </div>
        <div>
          <dt>Created by</dt>
          <dd>{wg.creator || '—'}</dd>
        </div>
      </dl>
    </Section>
  );
}

function WorkspacesPanel({ wg, LoadCell }: { wg: Workgroup; LoadCell: LoadCellSlot }) {
  return (
    <Section title={`Workspaces (${wg.workspaces.length})`}>
      {wg.workspaces.length === 0 ? (
        <div className="empty">
          <p>This workgroup has no workspaces yet.</p>
          <Link to="/workgroups/$workgroupID/workspaces/new" params={{ workgroupID: wg.workgroup_id }} className="button button-primary">
            Create a workspace
          </Link>
        </div>
      ) : (
        <DataTable
          rows={wg.workspaces}
          rowKey={(ws, i) => ws.workspace_id || `no-id-${i}`}
          columns={[
            {
              header: 'Workspace',
              cell: (ws) =>
                ws.workspace_id ? (
                  <Link
                    to="/workgroups/$workgroupID/workspaces/$workspaceID"
                    params={{ workgroupID: wg.workgroup_id, workspaceID: ws.workspace_id }}
                    className="break"
                  >
                    <strong>{ws.name || ws.workspace_id}</strong> <ProtectedMark on={ws.deletion_protection} />
                  </Link>
                ) : (
                  <>
                    <strong className="break">{ws.name || 'Unnamed workspace'}</strong>
                    <div>
                      <NoIdNote />
                    </div>
                  </>
                ),
            },
            { header: 'Status', cell: (ws) => <StatusBadge status={ws.status} /> },
            { header: 'Load now', cell: (ws) => <LoadCell ws={ws} /> },
            {
              header: 'Size',
              cell: (ws) =>
                ws.workspace_type ? (
                  <>
                    <strong>{ws.workspace_type.typeName}</strong>
                    <div className="muted small nowrap">
                      {ws.workspace_type.cpu} vCPU · {formatMemory(ws.workspace_type.memory)}
                    </div>
                  </>
                ) : (
                  '—'
                ),
            },
            {
              header: 'Version',
              cell: (ws) => (
                <>
                  {ws.tg_version || '—'}
                  {ws.desired_tg_version && ws.desired_tg_version !== ws.tg_version && <div className="muted small">→ {ws.desired_tg_version}</div>}
                </>
              ),
            },
            { header: 'Database', className: 'break', cell: (ws) => ws.database_name || ws.database_id || '—' },
            {
              header: 'Access',
              cell: (ws) => (
                <>
                  {ws.is_rw ? 'Read-write' : 'Read-only'}
                  {ws.enable_ha && <div className="muted small">High availability</div>}
                </>
              ),
            },
          ]}
        />
      )}
    </Section>
  );
}

function DatabasesPanel({ wg, RenameDatabase, DeleteDatabase }: { wg: Workgroup } & Omit<WorkgroupSlots, 'LoadCell'>) {
  const { dialog, database } = route.useSearch();
  const navigate = route.useNavigate();
  const renaming = dialog === 'rename-database' ? wg.tg_databases.find((d) => d.database_id === database) : undefined;
  const setRenaming = (db: Database | undefined) =>
    void navigate({ search: (s) => ({ ...s, dialog: db ? 'rename-database' : undefined, database: db?.database_id }), replace: db === undefined });
  const deleting = dialog === 'delete-database' ? wg.tg_databases.find((d) => d.database_id === database) : undefined;
  const setDeleting = (db: Database | undefined) =>
    void navigate({ search: (s) => ({ ...s, dialog: db ? 'delete-database' : undefined, database: db?.database_id }), replace: db === undefined });
  const attached = (db: Database) => wg.workspaces.filter((w) => w.database_id === db.database_id);
  return (
    <Section title={`Databases (${wg.tg_databases.length})`}>
      {wg.tg_databases.length === 0 ? (
        <p className="muted">No databases yet: creating a workspace creates its database.</p>
      ) : (
        <DataTable
          rows={wg.tg_databases}
          rowKey={(db, i) => db.database_id || `no-id-${i}`}
          columns={[
            {
              header: 'Database',
              cell: (db) => (
                <>
                  <strong className="break">{db.name || db.database_id}</strong>
                  <div className="muted small mono">{db.database_id}</div>
                </>
              ),
            },
            { header: 'Version', cell: (db) => db.tg_version || '—' },
            { header: 'Storage', className: 'num', cell: (db) => formatBytes(db.folder_statistics?.total_size) },
            { header: 'Billed', className: 'num', cell: (db) => formatBytes(db.folder_statistics?.billed_size) },
            {
              header: 'Workspaces',
              className: 'break',
              cell: (db) =>
                attached(db)
                  .map((w) => w.name)
                  .join(', ') || <span className="muted">None</span>,
            },
            {
              header: 'Actions',
              actions: true,
              cell: (db) =>
                db.database_id ? (
                  <div className="row">
                    <button type="button" className="button button-small" onClick={() => setRenaming(db)} aria-label={`Rename database ${db.name}`}>
                      Rename
                    </button>
                    <button type="button" className="button button-small" onClick={() => setDeleting(db)} aria-label={`Delete database ${db.name}`}>
                      Delete
                    </button>
                  </div>
                ) : (
                  <NoIdNote />
                ),
            },
          ]}
        />
      )}
      {renaming && (
        <Suspense fallback={null}>
          <RenameDatabase
            workgroupID={wg.workgroup_id}
            databaseID={renaming.database_id}
            currentName={renaming.name}
            open
            onOpenChange={(o) => !o && setRenaming(undefined)}
          />
        </Suspense>
      )}
      {deleting && (
        <Suspense fallback={null}>
          <DeleteDatabase wg={wg} db={deleting} onClose={() => setDeleting(undefined)} />
        </Suspense>
      )}
    </Section>
  );
}
