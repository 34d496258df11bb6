import type { Collection } from './store-journal';
import type {
  AllowRecord,
  ApiKeyRecord,
  CloudProviderRecord,
  DatabaseRecord,
  DbUserRecord,
  AlertRecord,
  BackupRecord,
  BackupScheduleRecord,
  ChannelRecord,
  DeliveryRecord,
  InvitationRecord,
  LoadProfile,
  OrgRecord,
  RestoreRecord,
  ScheduleRecord,
  UserRecord,
  WorkgroupRecord,
  WorkspaceRecord,
} from '@/server/model';

/**
 * What the store holds: each collection's record type, declared once. `store.get('workspaces', id)` is a
 * WorkspaceRecord, and a collection name the store does not know does not compile. A collection that holds
 * several kinds (backups, add-ons, billing) holds their union, told apart by `kind`.
 */
export interface Collections {
  workgroups: WorkgroupRecord;
  workspaces: WorkspaceRecord;
  databases: DatabaseRecord;
  schedules: ScheduleRecord;
  allowList: AllowRecord;
  cloudProviders: CloudProviderRecord;
  users: UserRecord;
  invitations: InvitationRecord;
  dbUsers: DbUserRecord;
  org: OrgRecord;
  apiKeys: ApiKeyRecord;
  backups: BackupRecord | RestoreRecord | BackupScheduleRecord;
  addons: InstalledAddonRecord | AddonRequestRecord;
  billing: UsageRecord | AccountRecord | SessionRecord | BudgetRecord;
  monitoring: MonitoringRecord;
  alertChannels: ChannelRecord;
  alerts: AlertRecord;
  alertDeliveries: DeliveryRecord;
  idempotencyKeys: IdempotencyRecord;
}

/** Every collection of the store (a resource of the operations table) has its record type above, and nothing else is there. */
export type CollectionsComplete = Assert<Same<keyof Collections, Collection>>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

// The record types below belong to modules that use the store; declared here, they reach it without an import circle.

/** A POST's `Idempotency-Key` and what it answered (http/idempotency.ts); `id`: the organization and a hash of the key. */
export interface IdempotencyRecord {
  id: string;
  org_id: string;
  /** When it was answered (ms since the epoch): replayed for 24 hours from then. */
  at: number;
  /** SHA-256 of the method, path and body: the same key with another request is refused. */
  fingerprint: string;
  status: number;
  /** The answer's Result (null for a 204). */
  result: unknown;
  /** The first answer's request id, which the replayed body carries. */
  request_id: string;
}

/** One month-cost state of a workspace (usage-meter.ts), from `at` on. */
export interface UsageEvent {
  /** From when this state held (ISO 8601). */
  at: string;
  /** Billed for compute: neither paused, pausing, stopped, idle, failed nor being deleted. */
  running: boolean;
  workspace_type: string;
  enable_ha: boolean;
  /** The add-ons on: their type as the price list names it, and whether the catalog says free. */
  addons: { type: string; is_free: boolean }[];
}

export interface UsageRecord {
  kind: 'usage';
  org_id: string;
  workspace_id: string;
  name: string;
  workgroup_id: string;
  workgroup_name: string;
  region: string;
  platform: string;
  created_at: string;
  deleted_at: string;
  /** `folder_statistics.billed_size` when last seen, bytes. */
  billed_bytes: number;
  events: UsageEvent[];
}

export interface CardRecord {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  status: 'valid' | 'declined' | 'expired';
  declined_reason: string;
}

export interface InvoiceRecord {
  invoice_id: string;
  year: number;
  month: number;
  day: number;
  product_plan_id: string;
  amount_due: number;
  status: 'open' | 'paid';
  attempted_at: string;
  failure_reason: string;
  paid_at: string;
}

/** An organization's billing account (billing-account.ts); `delinquent_since` '' once paid. */
export interface AccountRecord {
  kind: 'account';
  org_id: string;
  delinquent_since: string;
  cards: CardRecord[];
  default_card_id: string;
  invoices: InvoiceRecord[];
}

/**
 * An organization's monthly budget (areas/billing/budget.ts), `budget-<org id>`. `notified`: the crossings already notified,
 * `YYYY-MM:percent`, this month's and the last (written in the transaction that notifies, so each notifies once).
 */
export interface BudgetRecord {
  kind: 'budget';
  org_id: string;
  monthly_usd: number;
  notify_at_percent: number[];
  updated_at: string;
  updated_by: string;
  notified: string[];
}

/** A billing-portal session (areas/billing/billing.ts). */
export interface SessionRecord {
  kind: 'session';
  id: string;
  org_id: string;
  expires_at: number;
  /** Who opened it (an owner: the operation is declared so), named in the audit of what is done in the portal. */
  who?: string;
}

/** An add-on installed by an organization, or one it asked for (areas/addons/addons.ts). */
export interface ConfigRecord {
  id: string;
  config_name: string;
  config_value: string;
  updated_at: string;
}

export interface InstalledAddonRecord {
  kind: 'installed';
  id: string;
  org_id: string;
  addons_id: string;
  enabled: boolean;
  installed_at: string;
  installed_by: string;
  configs: ConfigRecord[];
}

export interface AddonRequestRecord {
  kind: 'request';
  id: string;
  org_id: string;
  addon_name: string;
  message: string;
  asked_at: string;
}

/**
 * What the embedded control plane keeps for monitoring, per workspace (collection
 * `monitoring`; areas/monitoring/state.ts): its load profile, its own alert thresholds, and the states it was
 * seen in (status, size, replicas) with when each began. Past samples are the
 * simulation's at that time for the state then in force: a week of history costs
 * these few events, not the samples.
 */
export interface StateEvent {
  at: number;
  status: string;
  type: NonNullable<WorkspaceRecord['workspace_type']>;
  replicas: number;
}

export interface MonitoringRecord {
  workspace_id: string;
  workgroup_id: string;
  org_id: string;
  profile?: LoadProfile;
  thresholds?: { cpu_percent: number; memory_percent: number; disk_percent?: number };
  events: StateEvent[];
}
