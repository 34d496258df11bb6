import type { CloudProvider } from '@/kernel/cloud-provider-schema';
import type { PublicProvider } from './public-providers';

type NodeGroupConfig = NonNullable<CloudProvider['node_group_config']>;

/**
 * The node groups a new provider starts with. The spec types `node_group_config`
 * as an object, never null: a provider created through the API has these until
 * it is changed.
 */
export function defaultNodeGroupConfig(): NodeGroupConfig {
  return {
    ng_16: { min_size: 0, max_size: 4, overprovisioning_factor: 1 },
    ng_32: { min_size: 0, max_size: 2, overprovisioning_factor: 0 },
    ng_48: { min_size: 0, max_size: 2, overprovisioning_factor: 0 },
    ng_64: { min_size: 0, max_size: 1, overprovisioning_factor: 0 },
    ng_system: { min_size: 2, max_size: 3, overprovisioning_factor: 0 },
    prefetch_image_list: [],
  };
}

/**
 * What a provider has before its cluster exists: no network, endpoint or error yet, the
 * default node groups. A new provider of an organization's and the vendor's view share it.
 */
export function unbuiltInfrastructure() {
  return {
    api_tokens: [] as string[],
    cluster_enabled_log_types: ['api', 'audit'],
    cluster_id: '',
    endpoint_service_name: '',
    last_error: '',
    node_group_config: defaultNodeGroupConfig(),
    security_group_id: '',
    subnet_id: [] as string[],
    vpc_id: '',
    vpc_owned_by_tg: true,
  };
}

/** A vendor-run provider as a Cloud provider record: what any organization may see of it (no account, role or network of the vendor's). */
export function vendorProviderView(p: PublicProvider): CloudProvider {
  return {
    ...p,
    short_id: p.id.slice(-8),
    type: 'public',
    role_arn: '',
    role_external_id: '',
    // An object, as revision D types it: the vendor's own account is not the customer's to see.
    options: { account_id: '', secure_connection: false },
    ...unbuiltInfrastructure(),
    availability_zones: ['a', 'b', 'c'].map((z) => `${p.region}${z}`),
    work_dir: '',
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    created_by: 'vendor',
  };
}
