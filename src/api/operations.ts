import type * as z from 'zod/mini';
import type { Read } from '@/api/schemas/read';
import type { BodyMarker } from './define';
import { workgroupOperations } from '@/features/workgroups/workgroups-operations';
import { workspaceOperations } from '@/features/workspaces/workspaces-operations';
import { databaseOperations } from '@/features/workspaces/databases-operations';
import { scheduleOperations } from '@/features/schedules/schedules-operations';
import { allowListOperations } from '@/features/allow-list/allow-list-operations';
import { cloudProviderOperations } from '@/features/cloud-providers/cloud-providers-operations';
import { metaOperations } from '@/features/workspaces/meta-operations';
import { userOperations } from '@/features/users/users-operations';
import { dbUserOperations } from '@/features/db-users/db-users-operations';
import { orgOperations } from '@/features/organization/org-operations';
import { apiKeyOperations } from '@/features/organization/api-keys-operations';
import { backupOperations } from '@/features/backups/backups-operations';
import { orgAdminOperations } from '@/features/organization/org-admin-operations';
import { auditOperations } from '@/features/activity/audit-operations';
import { cloudProviderExtraOperations } from '@/features/cloud-providers/cloud-provider-extras-operations';
import { addonOperations } from '@/features/addons/addons-operations';
import { billingOperations } from '@/features/billing/billing-operations';
import { monitoringOperations } from '@/features/monitoring/monitoring-operations';
import { alertOperations } from '@/features/alerts/alerts-operations';
import { upgradeOperations } from '@/features/upgrades/upgrades-operations';

export { API_PREFIX, type Resource } from './define';

type PathParams<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? { [k in K | keyof PathParams<Rest>]: string } : Record<never, string>;

/**
 * Every operation the console sends, by name: each area's rows (features/<area>/<resource>-operations.ts,
 * apart from its queries in <resource>-queries.ts, which call the client); the table is their union.
 */
export const operations = {
  ...workgroupOperations,
  ...workspaceOperations,
  ...databaseOperations,
  ...scheduleOperations,
  ...allowListOperations,
  ...cloudProviderOperations,
  ...metaOperations,
  ...userOperations,
  ...dbUserOperations,
  ...orgOperations,
  ...apiKeyOperations,
  ...backupOperations,
  ...orgAdminOperations,
  ...auditOperations,
  ...cloudProviderExtraOperations,
  ...addonOperations,
  ...billingOperations,
  ...monitoringOperations,
  ...alertOperations,
  ...upgradeOperations,
};

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type ParamsOf<N extends OperationName> = PathParams<Operations[N]['path']>;
export type BodySchemaOf<N extends OperationName> = Operations[N]['body'] extends BodyMarker<infer T> ? T : never;
export type BodyOf<N extends OperationName> = Operations[N]['body'] extends BodyMarker<infer T> ? z.input<T> : undefined;
export type ResultOf<N extends OperationName> = Read<Operations[N]['result']>;

export { fillPath, matchPath, pathsOf } from './paths';
