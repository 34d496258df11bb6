import * as z from 'zod/mini';
import { CreateWorkgroupBody, PlatformField, regionName } from '@/kernel/workgroup-body';
import { resourceName } from '@/api/schemas/text';

/** The create form's checks: loaded with the form, not before it (see ui/zod-resolver). */
export const CreateWorkgroupForm = z.extend(CreateWorkgroupBody, {
  name: resourceName('Workgroup name'),
  cloud_provider_id: z.pipe(z.string().check(z.trim(), z.minLength(1, 'Choose a cloud provider')), CreateWorkgroupBody.shape.cloud_provider_id),
  platform: PlatformField,
  region: regionName,
  enable_application_log: z.boolean(),
  enable_encryption: z.boolean(),
  shared_storage: z.boolean(),
});
