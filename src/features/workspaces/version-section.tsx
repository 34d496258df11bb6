import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { Workspace } from '@/kernel/workspace-schema';
import type { CancelUpgradeSlot } from '@/kernel/slots';
import { metaQueries } from '@/kernel/meta-queries';
import { Suspense } from 'react';
import { daysToEndOfLife, upgradeTargets, versionLabel } from './versions';
import { withVendorDefault } from './maintenance';
import { Section } from '@/ui/page';
import { ListLoadError } from '@/ui/list-load-error';
import { lazyNamed } from '@/ui/lazy';

// The upgrade's confirmation, with the zone maths that place the next window: their code comes when it opens.
const UpgradeDialog = lazyNamed(() => import('./upgrade-dialog'), 'UpgradeDialog');
// The next window's time, where an upgrade waits for it: the zone maths' code comes then.
const NextWindowTime = lazyNamed(() => import('./next-window'), 'NextWindowTime');
// A link naming a version not offered: the note says so, its code with the dialog's.
const UpgradeNotOffered = lazyNamed(() => import('./upgrade-dialog'), 'UpgradeNotOffered');
// Only while an upgrade waits for the window: its code comes then, in place of a button of its size.
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
export function VersionSection({ ws, CancelUpgrade }: { ws: Workspace; CancelUpgrade: CancelUpgradeSlot }) {
  const all = useQuery(metaQueries.workspaceOptions());
  const offered = useQuery(metaQueries.workspaceOptions(true));
  const { dialog, version: asked } = route.useSearch();
  const navigate = route.useNavigate();
  const running = all.data?.tgVersions.find((v) => v.name === ws.tg_version);
  const days = running ? daysToEndOfLife(running) : Number.NaN;
  const targets = offered.data ? upgradeTargets(offered.data.tgVersions, ws.tg_version) : [];
  const moving = ws.desired_tg_version && ws.desired_tg_version !== ws.tg_version;
  // `?dialog=upgrade` alone (as the area's README documents it) opens the first version offered, the recommended one;
  // `&version=` names another. A read-only workspace follows its database: no upgrade of its own opens.
  const target = dialog === 'upgrade' && ws.is_rw ? (asked ? targets.find((v) => v.name === asked) : targets[0]) : undefined;
  // A link naming a version that is not offered from this one opens nothing, and says so where the versions are.
  const notOffered = dialog === 'upgrade' && ws.is_rw && asked && offered.data && !target ? asked : undefined;
  const open = (name: string | undefined) => void navigate({ search: (s) => ({ ...s, dialog: name ? 'upgrade' : undefined, version: name }), replace: !name });

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
                    Scheduled for the next maintenance window
                    <Suspense fallback={null}>
                      <NextWindowTime ws={withVendorDefault(ws)} before=": " />
                    </Suspense>
                    .
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
      {notOffered && (
        <Suspense fallback={null}>
          <UpgradeNotOffered asked={notOffered} from={ws.tg_version} anyOffered={targets.length > 0} onDismiss={() => open(undefined)} />
        </Suspense>
      )}
      {!ws.is_rw && targets.length > 0 && <p className="muted small">A read-only workspace follows its database: upgrade its read-write workspace.</p>}
      {target && (
        <Suspense fallback={null}>
          <UpgradeDialog ws={ws} target={target} onClose={() => open(undefined)} />
        </Suspense>
      )}
    </Section>
  );
}
