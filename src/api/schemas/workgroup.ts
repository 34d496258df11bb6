import { z } from 'zod';
import { Database, Workspace } from './workspace';
import { resourceId, resourceName } from './text';

export const platforms = ['aws', 'azure', 'gcp'] as const;
export const Platform = z.enum(platforms, { error: 'Choose aws, azure or gcp' });
export type Platform = z.infer<typeof Platform>;

export const encryptionMethods = ['TMK'] as const;

const text = z.string().nullish().transform((v) => v ?? '');
const flag = z.boolean().nullish().transform((v) => v ?? false);

export const Workgroup = z.object({
  workgroup_id: z.string(),
  name: text,
  cloud_provider_id: text,
  cloud_provider_name: text,
  cloud_provider_status: text,
  cloud_provider_type: text,
  creator: text,
  enable_allow_list: flag,
  enable_application_log: flag,
  encryption_method: text,
  is_current_ip_allowed: flag,
  org_id: text,
  org_name: text,
  // Read leniently: an unknown platform is shown as-is.
  platform: text,
  region: text,
  shared_storage: flag,
  tg_databases: z.array(Database).nullish().transform((v) => v ?? []),
  workspaces: z.array(Workspace).nullish().transform((v) => v ?? []),
});
export type Workgroup = z.infer<typeof Workgroup>;

export const regionName = z
  .string()
  .min(1, 'Region is required')
  .max(32, 'Region is not a region name')
  .regex(/^[a-z0-9-]+$/, 'Region is not a region name (for example us-east-1)');

/** Operation 1: create a workgroup. */
export const CreateWorkgroupBody = z.object({
  cloud_provider_id: resourceId,
  enable_application_log: z.boolean().optional(),
  enable_encryption: z.boolean().optional(),
  name: resourceName('Workgroup name').optional(),
  platform: Platform.optional(),
  region: regionName.optional(),
  shared_storage: z.boolean().optional(),
});
export type CreateWorkgroupBody = z.infer<typeof CreateWorkgroupBody>;

/** Operation 2: update a workgroup. */
export const UpdateWorkgroupBody = z.object({
  enable_application_log: z.boolean().optional(),
  encryption_method: z.enum(encryptionMethods, { error: 'Encryption method must be TMK' }).optional(),
  workgroup_name: resourceName('Workgroup name').optional(),
});
export type UpdateWorkgroupBody = z.infer<typeof UpdateWorkgroupBody>;
