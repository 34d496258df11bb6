import { Suspense, useEffect, useId, useRef } from 'react';
import { Link, getRouteApi } from '@tanstack/react-router';
import type { WorkspaceDialog } from './workspace-dialogs';
import { focusScreenHeading } from '@/ui/focus';
import type { Workspace } from '@/kernel/workspace-schema';
import { usePowerWorkspace } from '@/kernel/workspaces-queries';
import { isTransitional } from '@/lib/workspace-status';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormError } from '@/ui/form-error';
import { useSendOnce } from '@/ui/send-once';
import { toast } from '@/ui/toasts';
import { CopyRequest } from '@/ui/copy-request';
import { lazyNamed } from '@/ui/lazy';
import { resizeRefusal } from '@/kernel/size-rule';
import { deletionProtectionRefusal } from '@/kernel/lifecycle-rules';

const AutoStopDialog = lazyNamed(() => import('./auto-stop-dialog'), 'AutoStopDialog');
// With its size picker, quota and prices: loaded when it opens.
const ResizeDialog = lazyNamed(() => import('./resize-dialog'), 'ResizeDialog');
const DeleteWorkspaceDialog = lazyNamed(() => import('./delete-workspace-dialog'), 'DeleteWorkspaceDialog');
const ConnectDialog = lazyNamed(() => import('./connect-dialog'), 'ConnectDialog');

const route = getRouteApi('/workgroups/$workgroupID/workspaces/$workspaceID/');

export function WorkspaceActions({ ws }: { ws: Workspace }) {
  // The open dialog lives in the URL: a link opens it, Back closes it.
  const { dialog: open, size } = route.useSearch();
  const navigate = route.useNavigate();
  const setOpen = (dialog: WorkspaceDialog | undefined) => void navigate({ search: (s) => ({ ...s, dialog, size: undefined }), replace: dialog === undefined });
  // Pause and Resume turn into a disabled "Pausing…": focus moves to the heading rather than being dropped.
  const powerButton = useRef<HTMLButtonElement>(null);
  const p = { workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id };
  const power = usePowerWorkspace(p);
  const send = useSendOnce();
  const busy = isTransitional(ws.status);
  const stopped = ['stopped', 'idle', 'paused'].includes(ws.status.toLowerCase());
  const close = (o: boolean) => !o && setOpen(undefined);
  const protectedFromDelete = deletionProtectionRefusal('workspace', { name: ws.name || ws.workspace_id, deletion_protection: ws.deletion_protection });
  const protectedId = useId();
  useEffect(() => {
    if (busy && powerButton.current && document.activeElement === powerButton.current) focusScreenHeading();
  }, [busy]);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen('connect')}>
        Connect
      </button>
      {/* A read-only workspace is not offered a resize (the size rule's reason shows beside its size); a link to the dialog says where to go instead. */}
      {!resizeRefusal(ws) && (
        <button type="button" className="button button-primary" onClick={() => setOpen('resize')}>
          Resize
        </button>
      )}
      {stopped ? (
        <button
          ref={powerButton}
          type="button"
          className="button"
          disabled={busy || power.isPending}
          onClick={() => send(() => power.mutateAsync('resume').then(() => toast({ tone: 'info', title: `Resuming ${ws.name}` })))}
        >
          {power.isPending ? 'Resuming…' : 'Resume'}
        </button>
      ) : (
        <button ref={powerButton} type="button" className="button" disabled={busy || power.isPending} onClick={() => setOpen('pause')}>
          Pause
        </button>
      )}
      <button type="button" className="button" onClick={() => setOpen('autostop')}>
        Auto-stop settings
      </button>
      <Link
        to="/workgroups/$workgroupID/workspaces/$workspaceID/monitoring"
        params={{ workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id }}
        search={{ range: '1h' }}
        className="button"
      >
        Monitoring
      </Link>
      <Link
        to="/workgroups/$workgroupID/workspaces/$workspaceID/schedules"
        params={{ workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id }}
        className="button"
      >
        Schedules
      </Link>
      <Link
        to="/workgroups/$workgroupID/workspaces/$workspaceID/users"
        params={{ workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id }}
        className="button"
      >
        Database users
      </Link>
      <Link
        to="/workgroups/$workgroupID/workspaces/$workspaceID/backups"
        params={{ workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id }}
        className="button"
      >
        Backups
      </Link>
      {stopped && !busy && <CopyRequest operation="resumeWorkspace" label="Copy resume as cURL" args={() => ({ params: p, body: undefined })} />}
      <button type="button" className="button" onClick={() => setOpen('rename-database')}>
        Rename database
      </button>
      <button
        type="button"
        className="button button-danger"
        disabled={Boolean(protectedFromDelete)}
        aria-describedby={protectedFromDelete ? protectedId : undefined}
        onClick={() => setOpen('delete')}
      >
        Delete
      </button>
      {/* Deletion protection on: nothing is sent; why, and how to turn it off, beside the greyed-out control. */}
      {protectedFromDelete && (
        <p className="muted small" role="note" id={protectedId} style={{ flexBasis: '100%' }}>
          {protectedFromDelete}
        </p>
      )}
      {/* A refused Resume (a refused Pause shows in its dialog, and closing it forgets the refusal): below the buttons, taking focus from the disabled one. */}
      {open !== 'pause' && power.error && (
        <div style={{ flexBasis: '100%' }}>
          <FormError error={power.error} title={`${ws.name} was not resumed`} takeFocus />
        </div>
      )}
      <Suspense fallback={null}>{open === 'connect' && <ConnectDialog ws={ws} open onOpenChange={close} />}</Suspense>
      <Suspense fallback={null}>{open === 'resize' && <ResizeDialog ws={ws} open onOpenChange={close} initialSize={size} />}</Suspense>
      <Suspense fallback={null}>{open === 'autostop' && <AutoStopDialog ws={ws} open onOpenChange={close} />}</Suspense>
      <ConfirmDialog
        open={open === 'pause'}
        onOpenChange={(o) => {
          if (!o) power.reset();
          close(o);
        }}
        title={`Pause ${ws.name}?`}
        actionLabel="Pause workspace"
        pending={power.isPending}
        error={power.error}
        extra={<CopyRequest operation="pauseWorkspace" args={() => ({ params: p, body: undefined })} />}
        onConfirm={() =>
          power.mutateAsync('pause').then(() => {
            setOpen(undefined);
            toast({ tone: 'info', title: `Pausing ${ws.name}` });
          })
        }
      >
        <p>
          Open connections and running queries are stopped. Data stays; compute is no longer billed until you resume
          {ws.enable_auto_start ? ' or a query arrives (auto-start is on)' : ''}.
        </p>
      </ConfirmDialog>
      <Suspense fallback={null}>{open === 'delete' && !protectedFromDelete && <DeleteWorkspaceDialog ws={ws} open onOpenChange={close} />}</Suspense>
    </>
  );
}
