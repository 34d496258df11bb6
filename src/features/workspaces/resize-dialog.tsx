import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Workspace } from '@/kernel/workspace-schema';
import { metaQueries } from '@/kernel/meta-queries';
import { workgroupQueries } from '@/kernel/workgroups-queries';
import { Link } from '@tanstack/react-router';
import { useUpdateWorkspace } from '@/kernel/workspaces-queries';
import { isTransitional, statusLabel } from '@/lib/workspace-status';
import { Dialog } from '@/ui/dialog';
import { FormError } from '@/ui/form-error';
import { ListLoadError } from '@/ui/list-load-error';
import { useSubmitLock } from '@/ui/send-once';
import { toast } from '@/ui/toasts';
import { SizePicker } from './size-picker';
import { isApiError } from '@/api/api-error';
import { CopyRequest } from '@/ui/copy-request';
import { fitRule } from '@/kernel/fit';
import { resizeRefusal, sizeVerdict } from '@/kernel/size-rule';
import { compareChange, sizeFacts } from '@/kernel/sizes';
import { statusTone } from '@/lib/workspace-status';
import { orgQueries } from '@/kernel/org-queries';
import { quotaCheck } from '@/kernel/quota-check';
import { ResizePrice } from './resize-price';
import { FormActions } from '@/ui/form-actions';
import { HarmAcknowledgement } from '@/ui/harm-acknowledgement';

export function ResizeDialog({
  ws,
  open,
  onOpenChange,
  initialSize,
}: {
  ws: Workspace;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  initialSize?: string | undefined;
}) {
  const options = useQuery({ ...metaQueries.workspaceOptions(), enabled: open });
  const update = useUpdateWorkspace({ workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id });
  const quota = useQuery({ ...orgQueries.quota(), enabled: open });
  const lock = useSubmitLock();
  const formRef = useRef<HTMLFormElement>(null);
  const current = ws.workspace_type?.typeName ?? '';
  // A link may name the size (?dialog=resize&size=TG-4): chosen once the offered sizes say it exists,
  // in the same render as the sizes (the dialog's first focus goes to the checked size).
  const linked = initialSize && options.data?.workspaceTypes.some((t) => t.typeName === initialSize) ? initialSize : undefined;
  const [chosen, setTarget] = useState<string>();
  const target = chosen ?? linked ?? current;
  // A size that may not hold the graph takes an explicit decision, made again for each size.
  const [acknowledged, setAcknowledged] = useState('');
  const { reset } = update;
  useEffect(() => {
    if (open) {
      setTarget(undefined);
      reset();
    }
  }, [open, reset]);
  // A smaller size: can it hold the graph? (kernel/fit.ts states the rule.)
  const targetType = options.data?.workspaceTypes.find((t) => t.typeName === target);
  const smaller = targetType && ws.workspace_type && compareChange(ws.workspace_type, targetType).direction === 'down';
  const verdict = smaller && targetType ? sizeVerdict(ws, targetType) : undefined;
  const fit = verdict?.fit;
  const warn = verdict?.warns === true;
  const check = quotaCheck(quota.data, options.data?.workspaceTypes ?? []);
  const memoryRefusal =
    target !== current
      ? check.memoryRefusal(targetType, ws.enable_ha, ws.workspace_type ? sizeFacts(ws.workspace_type).memoryGiB * (ws.enable_ha ? 2 : 1) : 0)
      : undefined;
  const needsDecision = warn && acknowledged !== target;
  const fieldError = isApiError(update.error) ? update.error.fieldErrors.find((f) => f.field === 'workspace_type_name')?.reason : undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Resize ${ws.name}`} wide busy={update.isPending}>
      {resizeRefusal(ws) ? (
        <ReadOnlyResize ws={ws} open={open} />
      ) : isTransitional(ws.status) ? (
        <div className="notice notice-warn" role="status">
          The workspace is {statusLabel(ws.status)}. It can be resized once it settles.
        </div>
      ) : options.isError ? (
        <ListLoadError what="sizes" error={options.error} onRetry={() => options.refetch()} />
      ) : !options.data ? (
        <p className="muted">Loading sizes…</p>
      ) : (
        <form
          ref={formRef}
          className="form form-wide"
          onSubmit={(e) => {
            e.preventDefault();
            void lock(async () => {
              if (target === current) {
                onOpenChange(false);
                return;
              }
              if (memoryRefusal || needsDecision) return;
              try {
                await update.mutateAsync({ workspace_type_name: target });
                toast({ tone: 'info', title: `Resizing ${ws.name} to ${target}` });
                onOpenChange(false);
              } catch (e) {
                // Shown below with its RequestID, which takes focus; a refused size beside the sizes, focus on the chosen one (it stays selected).
                if (isApiError(e) && e.fieldErrors.some((f) => f.field === 'workspace_type_name'))
                  formRef.current?.querySelector<HTMLInputElement>('input[name="resize-size"]:checked')?.focus();
              }
            });
          }}
        >
          <SizePicker
            types={options.data.workspaceTypes}
            value={target}
            onChange={setTarget}
            current={ws.workspace_type}
            legend="New size"
            error={fieldError ?? memoryRefusal}
            name="resize-size"
            refusal={check.sizeRefusal}
          />
          <ResizePrice ws={ws} target={targetType} enabled={open} />
          {fit && <p className="muted small">{warn ? fitRule : fit.message}</p>}
          <p className="muted small">
            {statusTone(ws.status) === 'ok'
              ? 'The workspace stays available; queries may be slower while it is updated.'
              : `The workspace is ${statusLabel(ws.status).toLowerCase() || 'not running'}: it has the new size when it next runs.`}
          </p>
          <FormError error={fieldError ? undefined : update.error} title="The workspace was not resized" takeFocus />
          <FormActions
            pending={update.isPending}
            pendingLabel="Resizing…"
            label={target === current ? 'Choose a new size' : `Resize to ${target}`}
            disabled={target === current || Boolean(memoryRefusal) || needsDecision}
            onCancel={() => onOpenChange(false)}
            before={
              fit &&
              warn && (
                <HarmAcknowledgement
                  message={fit.message}
                  checked={acknowledged === target}
                  onChange={(on) => setAcknowledged(on ? target : '')}
                  label={`Resize to ${target} anyway: I accept that the graph may not fit`}
                />
              )
            }
          >
            <CopyRequest
              operation="updateWorkspace"
              args={() => ({ params: { workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id }, body: { workspace_type_name: target } })}
            />
          </FormActions>
        </form>
      )}
    </Dialog>
  );
}

/** A read-only workspace follows its database's read-write workspace: where to go instead. */
function ReadOnlyResize({ ws, open }: { ws: Workspace; open: boolean }) {
  const group = useQuery({ ...workgroupQueries.detail(ws.workgroup_id), enabled: open });
  const writer = group.data?.workspaces.find((w) => w.database_id === ws.database_id && w.is_rw && w.workspace_id);
  const database = ws.database_name || ws.database_id;
  return (
    <div className="notice notice-warn" role="status">
      <strong>{resizeRefusal(ws)}</strong>
      {group.isPending ? (
        <p>Looking for the read-write workspace of {database}…</p>
      ) : writer ? (
        <p>
          It follows {writer.name}, the read-write workspace of {database}.{' '}
          <Link
            to="/workgroups/$workgroupID/workspaces/$workspaceID"
            params={{ workgroupID: ws.workgroup_id, workspaceID: writer.workspace_id }}
            search={{ dialog: 'resize' }}
          >
            Resize {writer.name}
          </Link>
        </p>
      ) : (
        <p>
          {database} has no read-write workspace, so nothing changes this workspace's size. To run it at another size, create a read-only workspace of that size
          on {database}, then delete this one.{' '}
          <Link to="/workgroups/$workgroupID/workspaces/new" params={{ workgroupID: ws.workgroup_id }}>
            Create a workspace
          </Link>
        </p>
      )}
    </div>
  );
}
