import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Workspace } from '@/api/schemas';
import { metaQueries } from '@/api/queries/meta';
import { useUpdateWorkspace } from '@/api/queries/workspaces';
import { isTransitional } from '@/lib/workspace-status';
import { Dialog } from '@/ui/dialog';
import { FormError } from '@/ui/form-error';
import { ListLoadError } from '@/ui/list-load-error';
import { useSubmitLock } from '@/ui/form-helpers';
import { toast } from '@/ui/toasts';
import { SizePicker } from './size-picker';
import { isApiError } from '@/api/api-error';
import { CopyRequest } from '@/ui/copy-request';
import { fitRule, footprintOf, graphFit, warns } from '@/lib/fit';
import { compareChange } from '@/lib/sizes';
import { statusTone } from '@/lib/workspace-status';

export function ResizeDialog({ ws, open, onOpenChange, initialSize }: { ws: Workspace; open: boolean; onOpenChange: (o: boolean) => void; initialSize?: string | undefined }) {
  const options = useQuery({ ...metaQueries.workspaceOptions(), enabled: open });
  const update = useUpdateWorkspace({ workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id });
  const lock = useSubmitLock();
  const current = ws.workspace_type?.typeName ?? '';
  const [target, setTarget] = useState(current);
  const { reset } = update;
  // A link may name the size (?dialog=resize&size=TG-4): chosen once the offered sizes say it exists.
  const linked = initialSize && options.data?.workspaceTypes.some((t) => t.typeName === initialSize) ? initialSize : undefined;
  useEffect(() => {
    if (open) {
      setTarget(linked ?? current);
      reset();
    }
  }, [open, current, reset, linked]);
  // A smaller size: can it hold the graph? (lib/fit.ts states the rule.)
  const targetType = options.data?.workspaceTypes.find((t) => t.typeName === target);
  const smaller = targetType && ws.workspace_type && compareChange(ws.workspace_type, targetType).direction === 'down';
  const fit = smaller && targetType ? graphFit(targetType, footprintOf(ws)) : undefined;
  const warn = fit !== undefined && warns(fit);
  const fieldError = isApiError(update.error) ? update.error.fieldErrors.find((f) => f.field === 'workspace_type_name')?.reason : undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Resize ${ws.name}`} wide busy={update.isPending}>
      {!ws.is_rw ? (
        <div className="notice notice-warn" role="status">
          <strong>A read-only workspace cannot be resized.</strong>
          <p>It follows the database's read-write workspace. Resize that workspace instead, or create a read-only workspace of another size.</p>
        </div>
      ) : isTransitional(ws.status) ? (
        <div className="notice notice-warn" role="status">
          The workspace is {ws.status}. It can be resized once it settles.
        </div>
      ) : options.isError ? (
        <ListLoadError what="sizes" error={options.error} onRetry={() => options.refetch()} />
      ) : !options.data ? (
        <p className="muted">Loading sizes…</p>
      ) : (
        <form
          className="form form-wide"
          onSubmit={(e) => {
            e.preventDefault();
            void lock(async () => {
              if (target === current) {
                onOpenChange(false);
                return;
              }
              try {
                await update.mutateAsync({ workspace_type_name: target });
                toast({ tone: 'info', title: `Resizing ${ws.name} to ${target}` });
                onOpenChange(false);
              } catch {
                // Shown below, with its RequestID; the chosen size stays selected.
              }
            });
          }}
        >
          <SizePicker types={options.data.workspaceTypes} value={target} onChange={setTarget} current={ws.workspace_type} legend="New size" error={fieldError} name="resize-size" />
          {fit && (
            <div className={warn ? 'notice notice-warn' : 'muted small'} role="status">
              {warn ? <strong>{fit.message}</strong> : fit.message}
              {warn && <p className="small">{fitRule}</p>}
            </div>
          )}
          <p className="muted small">
            {statusTone(ws.status) === 'ok' ? 'The workspace stays available; queries may be slower while it is updated.' : `The workspace is ${ws.status.toLowerCase() || 'not running'}: it has the new size when it next runs.`}
          </p>
          <FormError error={fieldError ? undefined : update.error} title="The workspace was not resized" />
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={update.isPending || target === current}>
              {update.isPending ? 'Resizing…' : target === current ? 'Choose a new size' : `Resize to ${target}`}
            </button>
            <button type="button" className="button" onClick={() => onOpenChange(false)} disabled={update.isPending}>
              Cancel
            </button>
            <CopyRequest operation="updateWorkspace" args={() => ({ params: { workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id }, body: { workspace_type_name: target } })} />
          </div>
        </form>
      )}
    </Dialog>
  );
}
