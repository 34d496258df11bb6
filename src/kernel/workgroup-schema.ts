import { Database, Workspace } from '@/kernel/workspace-schema';
import { extend, flag, list, object, optional, pick, text, type Read } from '@/api/schemas/read';

import { platforms, type Platform } from '@/api/schemas/platform';

export { platforms, type Platform };

export const encryptionMethods = ['TMK'] as const;

const WorkgroupFields = object(
  {
    workgroup_id: text(),
    name: text(),
    cloud_provider_id: text(),
    cloud_provider_name: text(),
    cloud_provider_status: text(),
    cloud_provider_type: text(),
    creator: text(),
    enable_allow_list: flag(),
    enable_application_log: flag(),
    encryption_method: text(),
    // Assumed (companion-operations.md, "Deletion protection"): absent where the deployment does not offer it.
    deletion_protection: optional(flag()),
    is_current_ip_allowed: flag(),
    org_id: text(),
    org_name: text(),
    // An unknown platform is shown as-is.
    platform: text(),
    region: text(),
    shared_storage: flag(),
  },
  { key: 'workgroup_id', keyless: 'keep' },
);

export const Workgroup = extend(WorkgroupFields, {
  tg_databases: list(Database),
  workspaces: list(Workspace),
});
export type Workgroup = Read<typeof Workgroup>;

/**
 * A workgroup as the list reads it: every field of its own, but of its nested
 * workspaces and databases only what a list row shows. Reading 10,000 nested
 * workspaces in full would cost a large organization a quarter of a second.
 */
export const WorkgroupListItem = extend(WorkgroupFields, {
  tg_databases: list(pick(Database, ['database_id', 'name'])),
  workspaces: list(pick(Workspace, ['workspace_id', 'name', 'status', 'deletion_protection'])),
});
export type WorkgroupListItem = Read<typeof WorkgroupListItem>;
