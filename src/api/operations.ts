import type * as z from 'zod/mini';
import * as s from '@/api/schemas/responses';
import type * as bodies from './schemas';
// Bodies of the access operations: apart, so the forms of other screens do not load them.
import type * as access from './schemas/org-body';
import { custom, list, type Read, type Reader } from '@/api/schemas/read';

export const API_PREFIX = '/controller/v4/v2';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Which credential an operation takes: the API key, or an owner session token. */
type Auth = 'apiKey' | 'session';
/** The resource an operation reads or changes: it names the query root key too. */
export type Resource =
  | 'workgroups'
  | 'workspaces'
  | 'databases'
  | 'schedules'
  | 'allowList'
  | 'cloudProviders'
  | 'meta'
  | 'users'
  | 'dbUsers'
  | 'org'
  | 'apiKeys'
  | 'backups';

declare const bodyBrand: unique symbol;
/**
 * Marks that an operation sends a JSON body, and its type. The schema itself is
 * not referenced here, so reading data never loads the request validators; the
 * server and the forms import them (see request-bodies.ts).
 */
interface BodyMarker<T extends z.ZodMiniType> {
  readonly [bodyBrand]?: T;
}
const bodyOf = <T extends z.ZodMiniType>(): BodyMarker<T> => ({});

type PathParams<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? { [k in K | keyof PathParams<Rest>]: string }
  : Record<never, string>;

interface OperationDef<
  P extends string = string,
  B extends BodyMarker<z.ZodMiniType> | undefined = BodyMarker<z.ZodMiniType> | undefined,
  R extends Reader<unknown> = Reader<unknown>,
> {
  method: Method;
  path: P;
  auth: Auth;
  resource: Resource;
  /** What a person would call it, for the activity log and error messages. */
  title: string;
  body: B;
  result: R;
  /** Number in control-service.md, or undefined for a companion operation. */
  documented?: number;
  /** Companion operations nothing public documents. */
  assumed?: boolean;
  /** Revision A documents the answer bare, without the envelope: read either. */
  bareAnswer?: boolean;
  /** Documented only from revision C of the vendor's reference: a deployment on revision A may not offer it. */
  sinceRevisionC?: boolean;
  /** Success is 204 with no body. */
  noContent?: boolean;
  /** A list answer long enough to be read item by item as it arrives (json-stream.ts); `result` is then `list(items)`. */
  items?: Reader<unknown>;
  /**
   * The same operation at revision A of the vendor's reference (vendor-operations.md:
   * no workgroup segment). A deployment that does not offer `path` is asked here
   * instead; which of the two answers is remembered (api/path-family.ts).
   */
  revisionA?: string;
}

function op<const P extends string, B extends BodyMarker<z.ZodMiniType> | undefined, R extends Reader<unknown>>(
  def: OperationDef<P, B, R>,
): OperationDef<P, B, R> {
  return def;
}

const V = API_PREFIX;
const WG = `${V}/workgroups/{workgroupID}` as const;
const WS = `${WG}/workspaces/{workspaceID}` as const;
/** Revision A's workspace paths (vendor-operations.md, "The vendor's dialect"). */
const WSA = `${V}/workspaces/{workspaceID}` as const;

export const operations = {
  // --- the twelve documented operations -----------------------------------
  createWorkgroup: op({ documented: 1, method: 'POST', path: `${V}/workgroups`, auth: 'apiKey', resource: 'workgroups', title: 'Create workgroup', body: bodyOf<typeof bodies.CreateWorkgroupBody>(), result: s.Workgroup }),
  updateWorkgroup: op({ documented: 2, method: 'PUT', path: WG, auth: 'apiKey', resource: 'workgroups', title: 'Update workgroup', body: bodyOf<typeof bodies.UpdateWorkgroupBody>(), result: s.Workgroup }),
  deleteWorkgroup: op({ documented: 3, method: 'DELETE', path: WG, auth: 'apiKey', resource: 'workgroups', title: 'Delete workgroup', body: undefined, result: s.RawStringResult }),
  createWorkspace: op({ documented: 4, method: 'POST', path: `${WG}/workspaces`, auth: 'apiKey', resource: 'workspaces', title: 'Create workspace', body: bodyOf<typeof bodies.CreateWorkspaceBody>(), result: s.Workspace }),
  updateDatabase: op({ documented: 5, method: 'PUT', path: `${WG}/databases/{databaseID}`, auth: 'apiKey', resource: 'databases', title: 'Rename database', body: bodyOf<typeof bodies.UpdateDatabaseBody>(), result: s.Database }),
  createWorkspaceSchedule: op({ documented: 6, method: 'POST', path: `${WS}/schedules`, revisionA: `${WSA}/schedules`, auth: 'apiKey', resource: 'schedules', title: 'Create schedule', body: bodyOf<typeof bodies.ScheduleBody>(), result: s.Schedule }),
  updateWorkspaceSchedule: op({ documented: 7, method: 'PUT', path: `${WS}/schedules/{scheduleID}`, revisionA: `${WSA}/schedules/{scheduleID}`, auth: 'apiKey', resource: 'schedules', title: 'Update schedule', body: bodyOf<typeof bodies.ScheduleBody>(), result: s.RawStringResult }),
  deleteAllowedIp: op({ documented: 8, method: 'DELETE', path: `${WG}/allow_list/{id}`, auth: 'apiKey', resource: 'allowList', title: 'Remove allow-list entry', body: undefined, result: s.RawStringResult }),
  createCloudProvider: op({ documented: 9, method: 'POST', path: `${V}/cloud-providers`, auth: 'apiKey', resource: 'cloudProviders', title: 'Register cloud provider', body: bodyOf<typeof bodies.CreateCloudProviderBody>(), result: s.CloudProvider }),
  listAddons: op({ documented: 10, method: 'GET', path: `${V}/addons/meta`, auth: 'apiKey', resource: 'meta', title: 'List add-ons', body: undefined, result: s.AddonsMetaResult }),
  getWorkspaceOptions: op({ documented: 11, method: 'GET', path: `${V}/workspaces/meta`, auth: 'apiKey', resource: 'meta', title: 'Get workspace options', body: undefined, result: s.WorkspaceOptions }),
  updateUserRoles: op({ documented: 12, method: 'PUT', path: '/users/{userId}/roles', auth: 'session', resource: 'users', title: 'Replace user roles', body: bodyOf<typeof bodies.UpdateUserRolesBody>(), result: custom('nothing', () => undefined), noContent: true }),

  // --- companion operations (companion-operations.md) ----------------------
  listWorkgroups: op({ method: 'GET', path: `${V}/workgroups`, auth: 'apiKey', resource: 'workgroups', title: 'List workgroups', body: undefined, result: list(s.WorkgroupListItem), items: s.WorkgroupListItem }),
  getWorkgroup: op({ method: 'GET', path: WG, auth: 'apiKey', resource: 'workgroups', title: 'Get workgroup', body: undefined, result: s.Workgroup }),
  getWorkspace: op({ method: 'GET', path: WS, auth: 'apiKey', resource: 'workspaces', title: 'Get workspace', body: undefined, result: s.Workspace }),
  updateWorkspace: op({ method: 'PUT', path: WS, auth: 'apiKey', resource: 'workspaces', title: 'Update workspace', body: bodyOf<typeof bodies.UpdateWorkspaceBody>(), result: s.Workspace }),
  deleteWorkspace: op({ method: 'DELETE', path: WS, auth: 'apiKey', resource: 'workspaces', title: 'Delete workspace', body: undefined, result: s.RawStringResult }),
  pauseWorkspace: op({ method: 'POST', path: `${WS}/pause`, auth: 'apiKey', resource: 'workspaces', title: 'Pause workspace', body: undefined, result: s.RawStringResult }),
  resumeWorkspace: op({ method: 'POST', path: `${WS}/resume`, auth: 'apiKey', resource: 'workspaces', title: 'Resume workspace', body: undefined, result: s.RawStringResult }),
  getDatabase: op({ method: 'GET', path: `${WG}/databases/{databaseID}`, auth: 'apiKey', resource: 'databases', title: 'Get database', body: undefined, result: s.Database }),
  listAllowedIps: op({ method: 'GET', path: `${WG}/allow_list`, auth: 'apiKey', resource: 'allowList', title: 'List allow-list entries', body: undefined, result: list(s.AllowedIp) }),
  addAllowedIp: op({ method: 'POST', path: `${WG}/allow_list`, auth: 'apiKey', resource: 'allowList', title: 'Add allow-list entry', body: bodyOf<typeof bodies.AllowedIpBody>(), result: s.AllowedIp }),
  updateAllowedIp: op({ method: 'PUT', path: `${WG}/allow_list/{id}`, auth: 'apiKey', resource: 'allowList', title: 'Update allow-list entry', body: bodyOf<typeof bodies.AllowedIpBody>(), result: s.AllowedIp }),
  getCurrentIp: op({ method: 'GET', path: `${WG}/allow_list/current`, auth: 'apiKey', resource: 'allowList', title: 'Get current IP', body: undefined, result: s.CurrentIp }),
  enableAllowList: op({ method: 'PUT', path: `${WG}/allow_list/enable`, auth: 'apiKey', resource: 'allowList', title: 'Enable allow list', body: undefined, result: s.RawStringResult }),
  disableAllowList: op({ method: 'PUT', path: `${WG}/allow_list/disable`, auth: 'apiKey', resource: 'allowList', title: 'Disable allow list', body: undefined, result: s.RawStringResult }),
  listWorkspaceSchedules: op({ method: 'GET', path: `${WS}/schedules`, revisionA: `${WSA}/schedules`, auth: 'apiKey', resource: 'schedules', title: 'List schedules', body: undefined, result: list(s.Schedule) }),
  deleteWorkspaceSchedule: op({ assumed: true, method: 'DELETE', path: `${WS}/schedules/{scheduleID}`, revisionA: `${WSA}/schedules/{scheduleID}`, auth: 'apiKey', resource: 'schedules', title: 'Delete schedule', body: undefined, result: s.RawStringResult }),
  listCloudProviders: op({ assumed: true, method: 'GET', path: `${V}/cloud-providers`, auth: 'apiKey', resource: 'cloudProviders', title: 'List cloud providers', body: undefined, result: list(s.CloudProvider) }),
  getCloudProvider: op({ assumed: true, method: 'GET', path: `${V}/cloud-providers/{id}`, auth: 'apiKey', resource: 'cloudProviders', title: 'Get cloud provider', body: undefined, result: s.CloudProvider }),
  listUsers: op({ bareAnswer: true, method: 'GET', path: '/users', auth: 'session', resource: 'users', title: 'List users', body: undefined, result: list(s.User) }),

  // --- the vendor's operations (vendor-operations.md) ------------------------
  upgradeWorkspace: op({ sinceRevisionC: true, method: 'POST', path: `${WS}/upgrade`, auth: 'apiKey', resource: 'workspaces', title: 'Upgrade workspace', body: bodyOf<typeof bodies.UpgradeWorkspaceBody>(), result: s.RawStringResult }),
  listDbUsers: op({ method: 'GET', path: `${WS}/dbuser`, auth: 'apiKey', resource: 'dbUsers', title: 'List database users', body: undefined, result: list(s.DbUser) }),
  createDbUser: op({ method: 'POST', path: `${WS}/dbuser`, auth: 'apiKey', resource: 'dbUsers', title: 'Create database user', body: bodyOf<typeof access.DbUserBody>(), result: s.DbUser }),
  updateDbUserPassword: op({ method: 'PUT', path: `${WS}/dbuser`, auth: 'apiKey', resource: 'dbUsers', title: 'Change database user password', body: bodyOf<typeof access.DbUserBody>(), result: s.RawStringResult }),
  deleteDbUser: op({ method: 'DELETE', path: `${WS}/dbuser`, auth: 'apiKey', resource: 'dbUsers', title: 'Delete database user', body: bodyOf<typeof access.DeleteDbUserBody>(), result: s.RawStringResult }),
  getOrgQuota: op({ sinceRevisionC: true, method: 'GET', path: `${V}/org/quota`, auth: 'apiKey', resource: 'org', title: 'Get organization quota', body: undefined, result: s.OrgQuota }),
  getOrgSelf: op({ sinceRevisionC: true, method: 'GET', path: `${V}/org/self`, auth: 'apiKey', resource: 'org', title: 'Get organization', body: undefined, result: s.Organization }),
  getResourcePricing: op({ sinceRevisionC: true, method: 'GET', path: `${V}/billing/resource-pricing`, auth: 'apiKey', resource: 'org', title: 'Get resource prices', body: undefined, result: s.ResourcePricing }),
  listApiKeys: op({ sinceRevisionC: true, method: 'GET', path: `${V}/org/api-keys`, auth: 'apiKey', resource: 'apiKeys', title: 'List API keys', body: undefined, result: list(s.ApiKey) }),
  createApiKey: op({ sinceRevisionC: true, method: 'POST', path: `${V}/org/api-keys`, auth: 'apiKey', resource: 'apiKeys', title: 'Create API key', body: bodyOf<typeof access.CreateApiKeyBody>(), result: s.ApiKey }),
  deleteApiKey: op({ sinceRevisionC: true, method: 'DELETE', path: `${V}/org/api-keys`, auth: 'apiKey', resource: 'apiKeys', title: 'Delete API key', body: bodyOf<typeof access.DeleteApiKeyBody>(), result: s.RawStringResult }),
  updateCloudProvider: op({ sinceRevisionC: true, method: 'PUT', path: `${V}/cloud-providers/{id}`, auth: 'apiKey', resource: 'cloudProviders', title: 'Update cloud provider', body: bodyOf<typeof access.UpdateCloudProviderBody>(), result: s.CloudProvider }),
  deleteCloudProvider: op({ sinceRevisionC: true, method: 'DELETE', path: `${V}/cloud-providers/{id}`, auth: 'apiKey', resource: 'cloudProviders', title: 'Delete cloud provider', body: undefined, result: s.RawStringResult }),
  listBackups: op({ method: 'GET', path: `${WS}/backups`, revisionA: `${WSA}/backups`, auth: 'apiKey', resource: 'backups', title: 'List backups', body: undefined, result: list(s.Backup) }),
  deleteBackup: op({ method: 'DELETE', path: `${WS}/backups`, auth: 'apiKey', resource: 'backups', title: 'Delete backup', body: bodyOf<typeof bodies.BackupIdBody>(), result: s.RawStringResult }),
  restoreBackup: op({ method: 'POST', path: `${WS}/backups/restore`, auth: 'apiKey', resource: 'backups', title: 'Restore backup', body: bodyOf<typeof bodies.BackupIdBody>(), result: s.RestoreJobName }),
  getRestoreStatus: op({ method: 'GET', path: `${WS}/backups/{job}/status`, revisionA: `${WSA}/backups/restore/{job}/status`, auth: 'apiKey', resource: 'backups', title: 'Restore status', body: undefined, result: s.BackupRestoreStatus }),
  getBackupSchedule: op({ method: 'GET', path: `${WS}/backups/schedule`, revisionA: `${WSA}/backups/schedule`, auth: 'apiKey', resource: 'backups', title: 'Get automatic-backup schedule', body: undefined, result: s.BackupSchedule }),
  setBackupSchedule: op({ method: 'POST', path: `${WS}/backups/schedule`, auth: 'apiKey', resource: 'backups', title: 'Set automatic-backup schedule', body: bodyOf<typeof bodies.BackupScheduleBody>(), result: s.RawStringResult }),
  takeBackup: op({ assumed: true, method: 'POST', path: `${WS}/backups`, auth: 'apiKey', resource: 'backups', title: 'Take backup', body: bodyOf<typeof bodies.TakeBackupBody>(), result: s.Backup }),
  refreshWorkspace: op({ method: 'POST', path: `${WS}/refresh`, auth: 'apiKey', resource: 'workspaces', title: 'Refresh read-only workspace', body: undefined, result: s.RawStringResult }),
  deleteDatabase: op({ method: 'DELETE', path: `${WG}/databases/{databaseID}`, auth: 'apiKey', resource: 'databases', title: 'Delete database', body: undefined, result: s.RawStringResult }),
};

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type ParamsOf<N extends OperationName> = PathParams<Operations[N]['path']>;
export type BodySchemaOf<N extends OperationName> = Operations[N]['body'] extends BodyMarker<infer T> ? T : never;
export type BodyOf<N extends OperationName> = Operations[N]['body'] extends BodyMarker<infer T> ? z.input<T> : undefined;
export type ResultOf<N extends OperationName> = Read<Operations[N]['result']>;

/** Every path template an operation answers at: the contract's, and revision A's where it has one. */
export function pathsOf(op: Operations[OperationName]): string[] {
  return 'revisionA' in op && op.revisionA ? [op.path, op.revisionA] : [op.path];
}

/** Fills `{name}` placeholders, each value URL-encoded. */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
}

/** Matches a concrete path against a template; returns its decoded params. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const m = new RegExp(`^${pattern}$`).exec(path);
  if (!m) return null;
  const params: Record<string, string> = {};
  try {
    names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1]!)));
  } catch {
    return null;
  }
  return params;
}
