import type { WorkspaceType } from '@/kernel/workspace-schema';
import { sizeFacts } from '@/kernel/sizes';
import { regions, workspaceTypes } from '@/server/catalog';
import type { Handlers } from '@/server/kernel/context';
import { orgRecord, quotaView } from '@/server/kernel/quota';
import { addonPricing } from './addon-pricing';
import { delinquentSince } from '@/server/kernel/payment-standing';

type OrgHandlers = Pick<Handlers, 'getOrgQuota' | 'getOrgSelf' | 'getResourcePricing'>;

const regionFactor: Record<string, number> = {
  'us-east-1': 1,
  'us-west-2': 1,
  'eu-west-1': 1.1,
  'eu-central-1': 1.15,
  'ap-southeast-1': 1.2,
  'ap-northeast-1': 1.25,
};

/** The embedded price list: per vCPU of the size, by region, twice for HA. */
export function pricePerHour(size: WorkspaceType, region: string, ha: boolean): number {
  const cpu = sizeFacts(size).cpu;
  return Math.round(cpu * 0.11 * (regionFactor[region] ?? 1) * (ha ? 2 : 1) * 10_000) / 10_000;
}

const featureFlags = [
  { feature_name: 'addon_marketplace', enabled: true },
  { feature_name: 'billing_portal', enabled: true },
];

export const orgHandlers: OrgHandlers = {
  getOrgSelf: (ctx) => {
    const { tier: _t, ...org } = orgRecord(ctx);
    void _t;
    // Revision D: when a payment failed (grace periods by tier), and what the organization may use.
    return { ...org, delinquent_since: delinquentSince(ctx), feature_flag: featureFlags };
  },

  getOrgQuota: (ctx) => quotaView(ctx),

  getResourcePricing: () => ({
    workspace_pricing: workspaceTypes.flatMap((t) =>
      regions.flatMap((r) =>
        [false, true].map((ha) => ({
          workspace_type: t.typeName,
          platform: 'aws',
          region: r.name,
          cloud_provider: 'aws',
          // The spec types `ha` as a string.
          ha: String(ha),
          price_per_hour: pricePerHour(t, r.name, ha),
        })),
      ),
    ),
    data_storage_pricing: regions.map((r) => ({
      platform: 'aws',
      region: r.name,
      price_per_month: Math.round(0.025 * (regionFactor[r.name] ?? 1) * 1000) / 1000,
    })),
    addon_pricing: addonPricing(pricePerHour),
  }),
};
