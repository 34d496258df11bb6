import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { Workspace } from '@/api/schemas';
import { metaQueries } from '@/api/queries/meta';
import { useUpdateWorkspace } from '@/api/queries/workspaces';
import { isApiError } from '@/api/api-error';
import { daysToEndOfLife, upgradeTargets, versionLabel } from '@/lib/versions';
import { Section } from '@/ui/page';
import { ListLoadError } from '@/ui/list-load-error';
import { TypedConfirmDialog } from '@/ui/typed-confirm-dialog';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';

const route = getRouteApi('/workgroups/$workgroupID/workspaces/$workspaceID/');
/** End of life this close counts as near. */
const NEAR_DAYS = 120;

/** The running version, its end of life, and the versions the workspace can move to. */
export function VersionSection({ ws }: { ws: Workspace }) {
  const all = useQuery(metaQueries.workspaceOptions());
  const offered = useQuery(metaQueries.workspaceOptions(true));
  const { dialog, version: asked } = route.useSearch();
  const navigate = route.useNavigate();
  const update = useUpdateWorkspace({ workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id });
  const running = all.data?.tgVersions.find((v) => v.name === ws.tg_version);
  const days = running ? daysToEndOfLife(running) : Number.NaN;
  const targets = offered.data ? upgradeTargets(offered.data.tgVersions, ws.tg_version) : [];
  const target = dialog === 'upgrade' ? targets.find((v) => v.name === asked) : undefined;
  const moving = ws.desired_tg_version && ws.desired_tg_version !== ws.tg_version;
  const open = (name: string | undefined) => void navigate({ search: (s) => ({ ...s, dialog: name ? 'upgrade' : undefined, version: name }), replace: !name });
  // A deployment without the (assumed) tg_version field refuses it one way or another.
  const refused = isApiError(update.error) && update.error.status >= 400 && update.error.status < 500;

  return (
    <Section title="Version">
      <dl className="facts">
        <div>
          <dt>Running</dt>
          <dd>
            <strong>{ws.tg_version || 'Not reported'}</strong>
            {running?.end_of_life && (
              <div className={days < 0 ? 'field-warn small' : days <= NEAR_DAYS ? 'field-warn small' : 'muted small'}>
                {days < 0 ? `Past its end of life (${running.end_of_life}): upgrade it.` : days <= NEAR_DAYS ? `End of life in ${days} days (${running.end_of_life}).` : `Supported until ${running.end_of_life}.`}
              </div>
            )}
          </dd>
        </div>
        {moving && (
          <div>
            <dt>Moving to</dt>
            <dd>
              {ws.desired_tg_version}
              <div className="muted small">Upgrade state: {ws.auto_upgrade_state || 'not reported'}</div>
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
        <TypedConfirmDialog
          open
          onOpenChange={(o) => {
            if (!o) {
              open(undefined);
              update.reset();
            }
          }}
          title={`Upgrade ${ws.name} from ${ws.tg_version} to ${target.name}?`}
          confirmText={target.name}
          actionLabel={`Upgrade to ${target.name}`}
          pending={update.isPending}
          error={update.error}
          onConfirm={() =>
            update.mutate(
              { tg_version: target.name },
              {
                onSuccess: () => {
                  toast({ tone: 'info', title: `Upgrading ${ws.name} to ${target.name}` });
                  open(undefined);
                },
              },
            )
          }
          extra={<CopyRequest operation="updateWorkspace" args={() => ({ params: { workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id }, body: { tg_version: target.name } })} />}
        >
          <p>
            {ws.name} runs {ws.tg_version}. It moves to {target.name} ({versionLabel(target)}) and is unavailable while it restarts on the new version.
          </p>
          <p className="muted small">Read the release notes of {target.name} first. Nothing in the service's contract moves a workspace back to an older version.</p>
          {refused && (
            <div className="notice notice-warn" role="status">
              The deployment refused the upgrade. Upgrades are sent as <code>tg_version</code> in Update a workspace, a field the public contract does not document: a deployment may not accept it. If the reason below does not say
              what to change, upgrade from the service's own console.
            </div>
          )}
        </TypedConfirmDialog>
      )}
    </Section>
  );
}
