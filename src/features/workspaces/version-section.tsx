import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { Workspace } from './workspace-schema';
import { metaQueries } from './meta-queries';
import { Suspense, useState } from 'react';
import { useUpgradeWorkspace } from './workspaces-queries';
import { statusTone, statusLabel } from '@/lib/workspace-status';
import { daysToEndOfLife, upgradeTargets, versionLabel } from './versions';
import { withVendorDefault } from './maintenance';
import { Section } from '@/ui/page';
import { ListLoadError } from '@/ui/list-load-error';
import { lazyNamed, useLazyModule } from '@/ui/lazy';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';

// The upgrade's confirmation: its code comes when it opens.
const TypedConfirmDialog = lazyNamed(() => import('@/ui/typed-confirm-dialog'), 'TypedConfirmDialog');
// Only while an upgrade waits for the window: its code comes then, in place of a button of its size.
const CancelUpgrade = lazyNamed(() => import('@/features/upgrades/cancel-upgrade'), 'CancelUpgrade');
const cancelPlaceholder = (
  <div className="stack">
    <div className="form-actions">
      <button type="button" className="button button-small" disabled>
        Cancel upgrade
      </button>
    </div>
  </div>
);

const route = getRouteApi('/workgroups/$workgroupID/workspaces/$workspaceID/');
/** End of life this close counts as near. */
const NEAR_DAYS = 120;

/** The running version, its end of life, and the versions the workspace can move to. */
export function VersionSection({ ws }: { ws: Workspace }) {
  const all = useQuery(metaQueries.workspaceOptions());
  const offered = useQuery(metaQueries.workspaceOptions(true));
  const { dialog, version: asked } = route.useSearch();
  const navigate = route.useNavigate();
  const upgrade = useUpgradeWorkspace({ workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id });
  // Unchosen, the upgrade waits for the next maintenance window where there is one (less harm than a restart now).
  const [chosenWhen, setScheduled] = useState<boolean>();
  const running = all.data?.tgVersions.find((v) => v.name === ws.tg_version);
  const days = running ? daysToEndOfLife(running) : Number.NaN;
  const targets = offered.data ? upgradeTargets(offered.data.tgVersions, ws.tg_version) : [];
  const moving = ws.desired_tg_version && ws.desired_tg_version !== ws.tg_version;
  // `?dialog=upgrade` alone (as the README documents it) opens the first version offered, the recommended one;
  // `&version=` names another. A read-only workspace follows its database: no upgrade of its own opens.
  const target = dialog === 'upgrade' && ws.is_rw ? (asked ? targets.find((v) => v.name === asked) : targets[0]) : undefined;
  const open = (name: string | undefined) => void navigate({ search: (s) => ({ ...s, dialog: name ? 'upgrade' : undefined, version: name }), replace: !name });
  // Only a scheduled upgrade and the upgrade dialog name the window (zone maths: not worked out otherwise).
  const placeWindow = Boolean(target || (moving && ws.auto_upgrade_state === 'Scheduled'));
  const windows = useLazyModule(() => import('./maintenance-next'), placeWindow);
  const nextWindow = placeWindow && windows ? windows.nextMaintenanceWindow(withVendorDefault(ws), Date.now()) : undefined;
  const placing = placeWindow && !windows;
  const scheduled = chosenWhen ?? nextWindow !== undefined;
  const windowText =
    nextWindow === undefined || !windows ? undefined : <windows.MaintenanceWindowTime at={nextWindow} zone={ws.maintenance_window_time_zone || 'UTC'} />;

  return (
    <Section title="Version">
      <dl className="facts">
        <div>
          <dt>Running</dt>
          <dd>
            <strong>{ws.tg_version || 'Not reported'}</strong>
            {running?.end_of_life && (
              <div className={days < 0 ? 'field-warn small' : days <= NEAR_DAYS ? 'field-warn small' : 'muted small'}>
                {days < 0
                  ? `Past its end of life (${running.end_of_life}): upgrade it.`
                  : days <= NEAR_DAYS
                    ? `End of life in ${days} days (${running.end_of_life}).`
                    : `Supported until ${running.end_of_life}.`}
              </div>
            )}
          </dd>
        </div>
        {moving && (
          <div>
            <dt>Moving to</dt>
            <dd>
              {ws.desired_tg_version}
              <div className="muted small">
                {ws.auto_upgrade_state === 'Scheduled' ? (
                  <>
                    Scheduled for the next maintenance window{windowText ? <>: {windowText}</> : ''}.
                    <Suspense fallback={cancelPlaceholder}>
                      <CancelUpgrade workgroupID={ws.workgroup_id} workspaceID={ws.workspace_id} name={ws.name} version={ws.desired_tg_version} />
                    </Suspense>
                  </>
                ) : (
                  <>Upgrade state: {ws.auto_upgrade_state || 'not reported'}</>
                )}
              </div>
            </dd>
          </div>
        )}
      </dl>
      {offered.isError ? (
        <ListLoadError what="versions it can move to" error={offered.error} onRetry={() => offered.refetch()} />
      ) : offered.isPending ? (
        <p className="muted">Loading the versions it can move to…</p>
      ) : targets.length === 0 ? (
        <p className="muted">No version is offered as an upgrade from {ws.tg_version || 'this version'}.</p>
      ) : (
        <>
          <p className="muted small">It can move to:</p>
          <ul className="plain-list" aria-label="Versions it can move to">
            {targets.map((v) => (
              <li key={v.name} className="row">
                <span>{versionLabel(v)}</span>
                <button type="button" className="button button-small" disabled={Boolean(moving) || !ws.is_rw} onClick={() => open(v.name)}>
                  Upgrade to {v.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {!ws.is_rw && targets.length > 0 && <p className="muted small">A read-only workspace follows its database: upgrade its read-write workspace.</p>}
      {target && (
        <Suspense fallback={null}>
          <TypedConfirmDialog
            open
            onClose={() => {
              open(undefined);
              setScheduled(undefined);
            }}
            title={`Upgrade ${ws.name} from ${ws.tg_version} to ${target.name}?`}
            confirmText={target.name}
            actionLabel={`Upgrade to ${target.name}`}
            mutation={upgrade}
            onConfirm={() =>
              upgrade.mutate(
                { desired_version: target.name, scheduled },
                {
                  onSuccess: () => {
                    toast({
                      tone: 'info',
                      title: scheduled ? `${ws.name} will move to ${target.name} at its next maintenance window` : `Upgrading ${ws.name} to ${target.name}`,
                    });
                    open(undefined);
                  },
                },
              )
            }
            extra={
              <CopyRequest
                operation="upgradeWorkspace"
                args={() => ({ params: { workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id }, body: { desired_version: target.name, scheduled } })}
              />
            }
          >
            <p>
              {ws.name} runs {ws.tg_version}. It moves to {target.name} ({versionLabel(target)})
              {statusTone(ws.status) === 'ok'
                ? ' and is unavailable while it restarts on the new version.'
                : `; it is ${statusLabel(ws.status).toLowerCase() || 'not running'} now, so it runs the new version when it next starts.`}
            </p>
            <fieldset>
              <legend>When</legend>
              <label className="check-field">
                <input type="radio" name="upgrade-when" checked={!scheduled} onChange={() => setScheduled(false)} /> Now
              </label>
              <label className="check-field">
                <input type="radio" name="upgrade-when" checked={scheduled} disabled={nextWindow === undefined} onChange={() => setScheduled(true)} /> At the
                next maintenance window
              </label>
              <p className="muted small">
                {placing ? (
                  'Working out the next maintenance window…'
                ) : windowText ? (
                  <>Next window: {windowText}.</>
                ) : (
                  'This workspace has no maintenance window the console can place, so it can only be upgraded now.'
                )}
              </p>
            </fieldset>
            <p className="muted small">Read the release notes of {target.name} first: there is no way back to an older version afterwards.</p>
          </TypedConfirmDialog>
        </Suspense>
      )}
    </Section>
  );
}
