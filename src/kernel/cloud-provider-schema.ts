import { flag, list, nullable, num, object, text, time, type Read } from '@/api/schemas/read';

export const nodeGroupNames = ['ng_16', 'ng_32', 'ng_48', 'ng_64', 'ng_system'] as const;

const NodeGroup = object({ max_size: num(), min_size: num(), overprovisioning_factor: num() });
type NodeGroup = Read<typeof NodeGroup>;

const NodeGroupConfig = object({
  ng_16: nullable(NodeGroup),
  ng_32: nullable(NodeGroup),
  ng_48: nullable(NodeGroup),
  ng_64: nullable(NodeGroup),
  ng_system: nullable(NodeGroup),
  prefetch_image_list: list(text()),
});

const CloudProviderOptions = object({ account_id: text(), secure_connection: flag() });

export const CloudProvider = object(
  {
    id: text(),
    short_id: text(),
    name: text(),
    org_id: text(),
    platform: text(),
    region: text(),
    type: text(),
    role_arn: text(),
    // Secret: read so it can be dropped, never rendered (see features/cloud-providers).
    role_external_id: text({ secret: true }),
    options: nullable(CloudProviderOptions),
    api_tokens: list(text({ secret: true })),
    availability_zones: list(text()),
    cluster_enabled_log_types: list(text()),
    component_versions: text(),
    cluster_id: text(),
    endpoint_service_name: text(),
    last_error: text(),
    node_group_config: nullable(NodeGroupConfig),
    security_group_id: text(),
    subnet_id: list(text()),
    vpc_id: text(),
    vpc_owned_by_tg: flag(),
    status: text(),
    version: text(),
    version_number: num(),
    work_dir: text(),
    created_at: time(),
    updated_at: time(),
    created_by: text(),
  },
  { key: 'id', keyless: 'keep', aliases: { cluster_id: 'eks_id' } },
);
export type CloudProvider = Read<typeof CloudProvider>;
