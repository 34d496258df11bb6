import * as z from 'zod/mini';
import { PlatformField, regionName } from '@/kernel/workgroup-body';

/** `POST /cloud-providers/validate` (revision D): what onboarding checks before it creates; the service names the field that fails. */
export const ValidateCloudProviderBody = z.object({
  account_id: z.string().check(z.maxLength(64)),
  platform: PlatformField,
  region: regionName,
  role_arn: z.string().check(z.maxLength(2048)),
  role_external_id: z.string().check(z.maxLength(1224)),
  secure_connection: z.boolean(),
});
export type ValidateCloudProviderBody = z.infer<typeof ValidateCloudProviderBody>;

export const clusterLogTypes = ['api', 'audit', 'authenticator', 'controllerManager', 'scheduler'] as const;

const NodeGroup = z.object({
  min_size: z.int().check(z.minimum(0)),
  max_size: z.int().check(z.minimum(0)),
  overprovisioning_factor: z.int().check(z.minimum(0)),
});

/** `PUT /cloud-providers/{id}/upgrade` (revision D): the components to move, and optionally the cluster's logs and node groups. */
export const UpgradeCloudProviderBody = z.object({
  components: z
    .array(
      z.object({
        name: z.string().check(z.regex(/^[\w.-]{1,64}$/, 'A component name is letters, digits, ".", "_" and "-"')),
        version: z.string().check(z.regex(/^\d[\w.+-]{0,63}$/, 'A component version starts with a digit (for example 1.9.2)')),
      }),
    )
    .check(z.minLength(1, 'Name at least one component to upgrade')),
  cluster_enabled_log_types: z.optional(z.array(z.enum(clusterLogTypes, { error: `Log types are ${clusterLogTypes.join(', ')}` }))),
  node_group_config: z.optional(
    z.object({
      ng_16: z.optional(NodeGroup),
      ng_32: z.optional(NodeGroup),
      ng_48: z.optional(NodeGroup),
      ng_64: z.optional(NodeGroup),
      ng_system: z.optional(NodeGroup),
      prefetch_image_list: z.optional(z.array(z.string().check(z.maxLength(256)))),
    }),
  ),
});
export type UpgradeCloudProviderBody = z.infer<typeof UpgradeCloudProviderBody>;
