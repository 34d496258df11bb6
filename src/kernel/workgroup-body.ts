import * as z from 'zod/mini';
import { resourceId, resourceName } from '@/api/schemas/text';
import { encryptionMethods, platforms } from './workgroup-schema';

/** The platform a request names (the console reads any platform the service sends). */
export const PlatformField = z.enum(platforms, { error: 'Choose aws, azure or gcp' });

export const regionName = z
  .string()
  .check(
    z.minLength(1, 'Region is required'),
    z.maxLength(32, 'Region is not a region name'),
    z.regex(/^[a-z0-9-]*$/, 'Region is not a region name (for example us-east-1)'),
  );

/** Operation 1: create a workgroup. */
export const CreateWorkgroupBody = z.object({
  cloud_provider_id: resourceId,
  enable_application_log: z.optional(z.boolean()),
  enable_encryption: z.optional(z.boolean()),
  name: z.optional(resourceName('Workgroup name')),
  platform: z.optional(PlatformField),
  region: z.optional(regionName),
  shared_storage: z.optional(z.boolean()),
});

/** Operation 2: update a workgroup. */
export const UpdateWorkgroupBody = z.object({
  enable_application_log: z.optional(z.boolean()),
  // Assumed (companion-operations.md, "Deletion protection"): while on, the workgroup is not deleted.
  deletion_protection: z.optional(z.boolean()),
  encryption_method: z.optional(z.enum(encryptionMethods, { error: 'Encryption method must be TMK' })),
  workgroup_name: z.optional(resourceName('Workgroup name')),
});
export type CreateWorkgroupBody = z.infer<typeof CreateWorkgroupBody>;
export type UpdateWorkgroupBody = z.infer<typeof UpdateWorkgroupBody>;
