import type { Refusal } from '@/lib/refusal';
import { statusLabel, statusTone } from '@/lib/workspace-status';

/**
 * Whether a workspace may be refreshed, a database deleted, or a workspace's backups touched while a restore runs:
 * the screens grey the action out with this reason, and the embedded control plane (server/areas/) refuses with
 * the same words. Each reads only what
 * the service sends about the resource, so a console in front of another deployment decides from the same fields.
 */

/** What the refresh rule reads of a workspace. */
export interface RefreshSubject {
  name: string;
  is_rw: boolean;
  status: string;
}

/**
 * A read-only workspace is refreshed only while Active. A status the console does not know ("Hibernating") is
 * not refused here: the service decides, and says why if it refuses.
 */
export function refreshRefusal(ws: RefreshSubject): Refusal {
  if (ws.is_rw) return `${ws.name} is a read-write workspace: only a read-only workspace is refreshed from its read-write one.`;
  if (ws.status === 'Active' || statusTone(ws.status) === 'unknown') return undefined;
  return `${ws.name} is ${statusLabel(ws.status).toLowerCase()}: only an Active read-only workspace can be refreshed.`;
}

/** A database is deleted only once no workspace is attached to it; the reason names those that are. */
export function deleteDatabaseRefusal(db: { name: string }, attached: readonly { name: string }[]): Refusal {
  if (attached.length === 0) return undefined;
  const one = attached.length === 1;
  return `Database "${db.name}" still has ${one ? 'a workspace' : 'workspaces'} attached: ${attached.map((w) => w.name).join(', ')}. Delete ${one ? 'it' : 'them'} first.`;
}

/** What a running restore holds back, as its refusal says it: each action the service refuses while one runs. */
const HELD_BY_RESTORE = {
  delete: 'the workspace cannot be deleted',
  backups: 'no backup can be taken, restored or deleted',
  change: 'its size, high availability, add-ons and agent cannot be changed',
  upgrade: 'the workspace cannot be upgraded',
  pause: 'the workspace cannot be paused',
  resume: 'the workspace cannot be resumed',
  deleteWorkgroup: 'its workgroup cannot be deleted',
} as const;
export type HeldByRestore = keyof typeof HELD_BY_RESTORE;

/**
 * A workspace being restored is not deleted, paused, resumed, resized or upgraded, its workgroup not deleted, and
 * none of its backups taken, restored or deleted (`backups`), until the restore ends. Read from the workspace's
 * status, or from the restore job the screen follows (a deployment that does not say Restoring).
 */
export function restoreRunningRefusal(what: HeldByRestore, ws: { name: string; status: string }, jobRunning = false): Refusal {
  if (ws.status !== 'Restoring' && !jobRunning) return undefined;
  return `A restore into ${ws.name} is running: ${HELD_BY_RESTORE[what]} until it ends.`;
}

/** What deletion protection (an assumed field, companion-operations.md) reads of a workspace or workgroup. */
export interface ProtectedSubject {
  name: string;
  deletion_protection?: boolean;
}

/**
 * A workspace with deletion protection on is not deleted, nor a workgroup with it on or holding such a workspace: the
 * Delete control is greyed out with this reason (how to turn protection off included), and the control plane refuses
 * the DELETE with the same words before anything is touched.
 */
export function deletionProtectionRefusal(kind: 'workspace' | 'workgroup', subject: ProtectedSubject, workspaces: readonly ProtectedSubject[] = []): Refusal {
  if (subject.deletion_protection)
    return kind === 'workspace'
      ? `Workspace ${subject.name} has deletion protection on: it cannot be deleted. Turn deletion protection off on its page first.`
      : `Workgroup ${subject.name} has deletion protection on: it cannot be deleted. Turn deletion protection off in Edit workgroup first.`;
  const locked = workspaces.filter((w) => w.deletion_protection);
  if (kind === 'workspace' || locked.length === 0) return undefined;
  const one = locked.length === 1;
  return `Workgroup ${subject.name} holds ${one ? 'a workspace' : 'workspaces'} with deletion protection on (${locked.map((w) => w.name).join(', ')}): it cannot be deleted. Turn deletion protection off on ${one ? 'that workspace' : 'each of them'} first.`;
}
