import type { AllowedIp } from '@/features/allow-list/allow-list-schema';
import type { CloudProvider } from '@/kernel/cloud-provider-schema';
import type { Database, FolderStatistics, Workspace } from '@/kernel/workspace-schema';
import type { Invitation, User } from '@/kernel/user-schema';
import type { Schedule } from '@/kernel/schedule-schema';
import type { Workgroup } from '@/kernel/workgroup-schema';

/** A state a record moves to by itself at a time (e.g. Creating → Active). */
interface Transition {
  status: string;
  at: number;
  display?: string;
  /** Fields that change when the transition ends (an upgrade's new version). */
  set?: Record<string, string>;
}

export type WorkgroupRecord = Omit<Workgroup, 'tg_databases' | 'workspaces' | 'is_current_ip_allowed'>;
/** An upgrade asked for at the next maintenance window: it starts then (or once a transition under way ends). */
interface ScheduledUpgrade {
  version: string;
  at: number;
  durationMs: number;
  /** auto_upgrade_state before the upgrade was scheduled: a cancel puts it back. */
  stateBefore?: string;
}
export type WorkspaceRecord = Omit<Workspace, 'folder_statistics' | 'workgroup_name' | 'database_name'> & {
  transition?: Transition;
  scheduled_upgrade?: ScheduledUpgrade;
};
export type DatabaseRecord = Omit<Database, 'workspaces' | 'folder_statistics'> & { stats: FolderStatistics };
export type ScheduleRecord = Schedule & { workgroup_id: string; org_id: string };
export type AllowRecord = AllowedIp & { workgroup_id: string; org_id: string };
export type CloudProviderRecord = CloudProvider & { transition?: Transition };
export type UserRecord = User & { org_id: string };

export interface Org {
  id: string;
  name: string;
}

type Settleable = { status: string; transition?: Transition; display_status?: string; scheduled_upgrade?: ScheduledUpgrade };

/** Applies a transition whose time has come, and starts a scheduled upgrade whose window has come; records never change on read. */
export function settle<T extends Settleable>(record: T, now: number): T {
  let r: T = record;
  let free = 0; // when the record last became free of a transition
  if (r.transition && r.transition.at <= now) {
    const { transition, ...rest } = r;
    const settled: Record<string, unknown> = { ...rest, ...transition.set, status: transition.status };
    if ('display_status' in r) settled.display_status = transition.display ?? transition.status;
    // A condition the transition names (a stop for an overdue payment) wins over the status's own.
    if ('condition_type' in r) settled.condition_type = transition.set?.condition_type ?? (transition.status === 'Active' ? 'Ready' : transition.status);
    r = settled as T;
    free = transition.at;
  }
  const up = r.scheduled_upgrade;
  // A paused workspace's upgrade waits for the resume: it starts once the workspace runs again.
  if (up && !r.transition && up.at <= now && r.status !== 'Stopped') {
    const { scheduled_upgrade: _s, ...rest } = r;
    void _s;
    const start = Math.max(up.at, free);
    const upgrading = { ...rest, status: 'Upgrading', display_status: 'Upgrading', condition_type: 'Upgrading', auto_upgrade_state: 'Upgrading' };
    // Only a workspace carries a scheduled upgrade, so T has these fields.
    return settle(
      {
        ...upgrading,
        transition: { status: r.status, at: start + up.durationMs, set: { tg_version: up.version, auto_upgrade_state: 'Succeeded' } },
      } as unknown as T,
      now,
    );
  }
  return r;
}

export function isoNow(now = Date.now()): string {
  return new Date(now).toISOString();
}

/** An in-database user: the database's own (shared by its workspaces); only a salted hash of the password is kept (passwords.ts). */
export interface DbUserRecord {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  enabled: boolean;
  created: string;
  updated: string;
  database_id: string;
  org_id: string;
  /** A PHC string (`$scrypt$ln=17,r=8,p=1$…`); before those, a hex hash with its salt in `password_salt`. */
  password_hash: string;
  password_salt?: string;
}

/** An API key: only its hash is kept; the plaintext leaves once, in the answer to Create. */
export interface ApiKeyRecord {
  key_name: string;
  description: string;
  redacted_key: string;
  key_hash: string;
  creator: string;
  user_id: string;
  org_id: string;
  created_at: string;
  expires_at: string;
  /** The key (key_name) whose request made this one; empty or absent for a configured key or the seed. */
  made_by?: string;
}

export interface OrgRecord {
  org_id: string;
  org_name: string;
  org_display_name: string;
  logo_url: string;
  creator: string;
  create_time: string;
  tier: string;
}

/** A person invited to an organization (companion-operations.md, "Invitation": assumed). */
export type InvitationRecord = Invitation & { org_id: string };

/** A workspace's simulated load (areas/monitoring/simulation.ts). */
export type LoadProfile = 'hot' | 'idle' | 'normal';

/**
 * Backups, restore jobs and automatic-backup schedules of the embedded control
 * plane, all in the `backups` collection (told apart by `kind`). Time-based states
 * (a backup in progress, a restore's growing log) are computed from the record and
 * the time of the request: records never change on read.
 */
export interface BackupRecord {
  kind: 'backup';
  id: string;
  workspace_id: string;
  org_id: string;
  is_automatic: boolean;
  size_bytes: string;
  /** Succeeded or Failed once `done_at` has passed; InProgress before. */
  outcome: 'Succeeded' | 'Failed';
  done_at: number;
  tag: string;
  time: string;
  type: string;
  version: string;
}

export interface RestoreRecord {
  kind: 'restore';
  id: string;
  workspace_id: string;
  org_id: string;
  backup_id: string;
  backup_time: string;
  backup_size: string;
  started: number;
  /** When the last step ends. */
  ends: number;
  /** Why it fails, when the backup cannot be restored. */
  failure?: string;
}

export interface BackupScheduleRecord {
  kind: 'schedule';
  id: string;
  workspace_id: string;
  org_id: string;
  schedule: string;
  max_backup_files: number;
  max_reserved_days: number;
  max_retry: number;
  pause: boolean;
  /** Automatic backups have been made for every run up to this time. */
  ran_until: number;
}

export const restoreRunning = (r: RestoreRecord, now: number) => now < r.ends;

/** Alerts (areas/alerts): a metric an alert watches, and the records of its three collections. */
export type Metric = 'cpu' | 'memory' | 'disk';

export interface ChannelRecord {
  id: string;
  org_id: string;
  name: string;
  kind: 'webhook' | 'slack';
  /** The full address: a Slack webhook's path is its credential, so it is kept under a name the audit trail redacts. */
  url_secret: string;
  /** What reads show of the address (see addressOf). */
  address: string;
  /** Signs each delivery (HMAC-SHA256); never answered. */
  secret: string;
  created_at: string;
  created_by: string;
}

export interface AlertRecord {
  id: string;
  org_id: string;
  workgroup_id: string;
  workgroup_name: string;
  workspace_id: string;
  workspace_name: string;
  /** `budget`: a share of the monthly budget crossed (areas/billing/budget.ts), no workspace's; `workspace_name` names the budget. */
  metric: Metric | 'budget';
  threshold: number;
  /** The busiest node's value when the alert fired (then when it resolved). */
  value: number;
  /** `notified`: an event notified once (a budget's share crossed), never firing nor resolved. */
  state: 'firing' | 'resolved' | 'notified';
  fired_at: string;
  resolved_at: string;
}

export interface DeliveryRecord {
  id: string;
  org_id: string;
  channel_id: string;
  channel_name: string;
  alert_id: string;
  event: 'firing' | 'resolved' | 'test' | 'budget';
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_result: string;
  created_at: string;
  next_attempt_at: string;
  delivered_at: string;
  /** The JSON sent, made once so that every attempt (and one after a restart) sends the same bytes. */
  body: string;
}
