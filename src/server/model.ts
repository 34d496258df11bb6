import type { AllowedIp, CloudProvider, Database, FolderStatistics, Schedule, User, Workgroup, Workspace } from '@/api/schemas';

/** A state a record moves to by itself at a time (e.g. Creating → Active). */
interface Transition {
  status: string;
  at: number;
  display?: string;
  /** Fields that change when the transition ends (an upgrade's new version). */
  set?: Record<string, string>;
}

export type WorkgroupRecord = Omit<Workgroup, 'tg_databases' | 'workspaces' | 'is_current_ip_allowed'>;
export type WorkspaceRecord = Omit<Workspace, 'folder_statistics' | 'workgroup_name' | 'database_name'> & { transition?: Transition };
export type DatabaseRecord = Omit<Database, 'workspaces' | 'folder_statistics'> & { stats: FolderStatistics };
export type ScheduleRecord = Schedule & { workgroup_id: string; org_id: string };
export type AllowRecord = AllowedIp & { workgroup_id: string; org_id: string };
export type CloudProviderRecord = CloudProvider & { transition?: Transition };
export type UserRecord = User & { org_id: string };

export interface Org {
  id: string;
  name: string;
}

/** Applies a transition whose time has come; records never change on read. */
export function settle<T extends { status: string; transition?: Transition; display_status?: string }>(record: T, now: number): T {
  if (!record.transition || record.transition.at > now) return record;
  const { transition, ...rest } = record;
  const settled: Record<string, unknown> = { ...rest, ...transition.set, status: transition.status };
  if ('display_status' in record) settled.display_status = transition.display ?? transition.status;
  if ('condition_type' in record) settled.condition_type = transition.status === 'Active' ? 'Ready' : transition.status;
  return settled as T;
}

export function isoNow(now = Date.now()): string {
  return new Date(now).toISOString();
}
