import type { OperationName } from '@/api/operations';
import { operationDirectory } from '@/api/operation-directory.gen';
import { matchPath } from '@/api/paths';

export interface Target {
  label: string;
  to?: string;
  params?: Record<string, string>;
}

/** The console screen for the resource a request touched, from its path. */
export function targetOf(operation: OperationName, path: string): Target {
  const op = operationDirectory[operation];
  const params = op ? (matchPath(op.path, path.split('?')[0]!) ?? {}) : {};
  const { workgroupID, workspaceID, id, userId } = params;
  if (workspaceID && workgroupID) {
    const deleted = operation === 'deleteWorkspace';
    return deleted
      ? { label: `Workspace ${workspaceID}`, to: '/workgroups/$workgroupID', params: { workgroupID } }
      : operation.toLowerCase().includes('schedule')
        ? { label: `Schedules of ${workspaceID}`, to: '/workgroups/$workgroupID/workspaces/$workspaceID/schedules', params: { workgroupID, workspaceID } }
        : { label: `Workspace ${workspaceID}`, to: '/workgroups/$workgroupID/workspaces/$workspaceID', params: { workgroupID, workspaceID } };
  }
  if (workgroupID) {
    if (op?.resource === 'allowList') return { label: `Allow list of ${workgroupID}`, to: '/workgroups/$workgroupID/allow-list', params: { workgroupID } };
    if (operation === 'deleteWorkgroup') return { label: `Workgroup ${workgroupID}`, to: '/workgroups' };
    return { label: `Workgroup ${workgroupID}`, to: '/workgroups/$workgroupID', params: { workgroupID } };
  }
  if (op?.resource === 'cloudProviders')
    return id
      ? { label: `Cloud provider ${id}`, to: '/cloud-providers/$providerId', params: { providerId: id } }
      : { label: 'Cloud providers', to: '/cloud-providers' };
  if (op?.resource === 'users') return { label: userId ? `User ${userId}` : 'Users', to: '/users' };
  if (op?.resource === 'workgroups') return { label: 'Workgroups', to: '/workgroups' };
  return { label: op?.title ?? operation };
}
