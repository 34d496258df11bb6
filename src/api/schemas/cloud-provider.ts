import * as z from 'zod/mini';
import { orEmpty, orFalse, orNone, orZero } from './read';

export const nodeGroupNames = ['ng_16', 'ng_32', 'ng_48', 'ng_64', 'ng_system'] as const;

const NodeGroup = z.object({ max_size: orZero(), min_size: orZero(), overprovisioning_factor: orZero() });
export type NodeGroup = z.infer<typeof NodeGroup>;

export const NodeGroupConfig = z.object({
  ng_16: z.nullish(NodeGroup),
  ng_32: z.nullish(NodeGroup),
  ng_48: z.nullish(NodeGroup),
  ng_64: z.nullish(NodeGroup),
  ng_system: z.nullish(NodeGroup),
  prefetch_image_list: orNone(z.string()),
});

export const CloudProviderOptions = z.object({ account_id: orEmpty(), secure_connection: orFalse() });

export const CloudProvider = z.object({
  id: z.string(),
  short_id: orEmpty(),
  name: orEmpty(),
  org_id: orEmpty(),
  platform: orEmpty(),
  region: orEmpty(),
  type: orEmpty(),
  role_arn: orEmpty(),
  // Secret: parsed so it can be dropped, never rendered (see features/cloud-providers).
  role_external_id: orEmpty(),
  options: z.nullish(CloudProviderOptions),
  api_tokens: orNone(z.string()),
  availability_zones: orNone(z.string()),
  cluster_enabled_log_types: orNone(z.string()),
  component_versions: orEmpty(),
  cluster_id: orEmpty(),
  endpoint_service_name: orEmpty(),
  last_error: orEmpty(),
  node_group_config: z.nullish(NodeGroupConfig),
  security_group_id: orEmpty(),
  subnet_id: orNone(z.string()),
  vpc_id: orEmpty(),
  vpc_owned_by_tg: orFalse(),
  status: orEmpty(),
  version: orEmpty(),
  version_number: orZero(),
  work_dir: orEmpty(),
  created_at: orEmpty(),
  updated_at: orEmpty(),
  created_by: orEmpty(),
});
export type CloudProvider = z.infer<typeof CloudProvider>;

