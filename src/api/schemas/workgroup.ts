import * as z from 'zod/mini';
import { Database, Workspace } from './workspace';
import { orEmpty, orFalse, orNone } from './read';

export const platforms = ['aws', 'azure', 'gcp'] as const;
export const Platform = z.enum(platforms, { error: 'Choose aws, azure or gcp' });
export type Platform = z.infer<typeof Platform>;

export const encryptionMethods = ['TMK'] as const;

const WorkgroupFields = z.object({
  workgroup_id: z.string(),
  name: orEmpty(),
  cloud_provider_id: orEmpty(),
  cloud_provider_name: orEmpty(),
  cloud_provider_status: orEmpty(),
  cloud_provider_type: orEmpty(),
  creator: orEmpty(),
  enable_allow_list: orFalse(),
  enable_application_log: orFalse(),
  encryption_method: orEmpty(),
  is_current_ip_allowed: orFalse(),
  org_id: orEmpty(),
  org_name: orEmpty(),
  // Read leniently: an unknown platform is shown as-is.
  platform: orEmpty(),
  region: orEmpty(),
  shared_storage: orFalse(),
});

export const Workgroup = z.extend(WorkgroupFields, {
  tg_databases: orNone(Database),
  workspaces: orNone(Workspace),
});
export type Workgroup = z.infer<typeof Workgroup>;

/**
 * A workgroup as the list reads it: every field of its own, but of its nested
 * workspaces and databases only what a list row shows. Validating 10,000 nested
 * workspaces in full would cost a large organization a quarter of a second.
 */
export const WorkgroupListItem = z.extend(WorkgroupFields, {
  tg_databases: orNone(z.pick(Database, { database_id: true, name: true })),
  workspaces: orNone(z.pick(Workspace, { workspace_id: true, name: true, status: true })),
});
export type WorkgroupListItem = z.infer<typeof WorkgroupListItem>;

