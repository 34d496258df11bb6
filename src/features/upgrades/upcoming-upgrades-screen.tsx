import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { upgradeQueries } from './upgrades-queries';
import type { UpcomingUpgrade } from './upgrade-schema';
import { isApiError } from '@/api/api-error';
import { facts } from './upgrades.route-facts';
import { formatClock, formatInZone, formatTimeInZone as endTime } from '@/lib/format-time';
import { viewerZone } from '@/lib/timezones';
import { PageHeader, Section } from '@/ui/page';
import { ScreenNotices } from '@/ui/read-notices';
import { DataTable } from '@/ui/data-table';
import { ListLoadError } from '@/ui/list-load-error';
import { Loading } from '@/ui/route-states';
import { NoIdNote } from '@/ui/no-id';
import { CancelUpgrade } from './cancel-upgrade';
import { RefreshFailed } from '@/ui/refresh-failed';

/** The window's start and end, in the workspace's zone and, when it differs, in the viewer's. */
function Window({ u }: { u: UpcomingUpgrade }) {
  const start = Date.parse(u.window_start);
  if (Number.isNaN(start)) return <span className="muted">unknown</span>;
  const end = Date.parse(u.window_end);
  const zone = u.maintenance_window_time_zone || 'UTC';
  const mine = viewerZone();
  const span = (z: string) => `${formatInZone(start, z)}${Number.isNaN(end) ? '' : ` – ${endTime(end, z)}`}`;
  return (
    <>
      <time dateTime={u.window_start}>{span(zone)}</time>
      {mine !== zone && <div className="muted small">Your time: {span(mine)}</div>}
      {/* Still listed after its window: the workspace is paused (or busy), and the upgrade waits until it runs again. */}
      {(Number.isNaN(end) ? start : end) < Date.now() && (
        <div className="small" role="note">
          The window has passed: the upgrade starts once the workspace runs again (it is paused or busy).
        </div>
      )}
    </>
  );
}

/** Every workspace of the organization with an upgrade waiting for its next maintenance window, each cancellable. */
export function UpcomingUpgradesScreen() {
  const upgrades = useQuery(upgradeQueries.upcomingUpgrades());
  return (
    <>
      <PageHeader
        description={`Workspaces that move to a new version in their next maintenance window. A workspace whose window is not set follows the vendor's default: every 4 weeks, Sunday ${formatClock(20)}–${formatClock(22)} in its zone.`}
      />
      <ScreenNotices facts={facts} params={{}} />
      {upgrades.isError && !upgrades.data ? (
        isApiError(upgrades.error) && upgrades.error.notOffered ? (
          <Section title="Not offered by this deployment">
            <p role="note">
              This deployment does not list upgrades across the organization (GET /workspaces/upgrade-next-window, revision D). Each workspace's screen still
              shows its own scheduled upgrade. <Link to="/workgroups">Go to the workgroups</Link>.
            </p>
          </Section>
        ) : (
          <ListLoadError what="upcoming upgrades" error={upgrades.error} onRetry={() => upgrades.refetch()} />
        )
      ) : upgrades.isPending ? (
        <Loading what="upcoming upgrades" />
      ) : (
        <section className="panel" aria-label="Upcoming upgrades">
          <RefreshFailed query={upgrades} />
          <p className="count-line" aria-live="polite">
            {upgrades.data.length === 1 ? '1 workspace' : `${upgrades.data.length} workspaces`} with an upgrade in the next window
          </p>
          <DataTable
            rows={upgrades.data}
            rowKey={(u, i) => u.workspace_id || `no-id-${i}`}
            caption="Upcoming upgrades"
            empty="No workspace has an upgrade in its next maintenance window."
            columns={[
              {
                header: 'Workspace',
                cell: (u) =>
                  u.workspace_id && u.workgroup_id ? (
                    <Link to="/workgroups/$workgroupID/workspaces/$workspaceID" params={{ workgroupID: u.workgroup_id, workspaceID: u.workspace_id }}>
                      {u.name || u.workspace_id}
                    </Link>
                  ) : (
                    <strong>{u.name || '—'}</strong>
                  ),
              },
              { header: 'Version', cell: (u) => `${u.tg_version || '—'} → ${u.desired_tg_version || '—'}` },
              { header: 'Window', cell: (u) => <Window u={u} /> },
              {
                header: 'Actions',
                actions: true,
                cell: (u) =>
                  u.workspace_id && u.workgroup_id ? (
                    <CancelUpgrade workgroupID={u.workgroup_id} workspaceID={u.workspace_id} name={u.name || u.workspace_id} version={u.desired_tg_version} />
                  ) : (
                    <NoIdNote />
                  ),
              },
            ]}
          />
        </section>
      )}
    </>
  );
}
