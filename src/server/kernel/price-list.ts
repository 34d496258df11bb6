import type { WorkspaceType } from '@/kernel/workspace-schema';
import { sizeFacts } from '@/kernel/sizes';
import { regions, workspaceTypes } from '@/server/catalog';

/**
 * The embedded control plane's price list (`GET /billing/resource-pricing`, answered by the organization area), here
 * below the areas because the billing area works the month's cost out with it to judge a budget (areas/billing/budget.ts).
 */
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

/**
 * The embedded price list of the add-ons, per hour of a workspace that has one on. The vendor bills
 * Insights at a share of the workspace's compute price (vendor-later-operations.md): that rule is the
 * vendor's, the share (10 %) assumed; GraphQL's share and CoPilot's flat price are assumed too.
 * GraphStudio is free: it has no entry.
 */
const rules: { type: string; share?: number; flat?: number }[] = [
  { type: 'Insights', share: 0.1 },
  { type: 'GraphQL', share: 0.05 },
  { type: 'CoPilot', flat: 0.35 },
];

/** `computePerHour`: the workspace's own price list (org.ts), passed in so that neither module imports the other. */
export function addonPricing(computePerHour: (size: WorkspaceType, region: string, ha: boolean) => number) {
  return rules.flatMap((rule) =>
    workspaceTypes.flatMap((t) =>
      regions.map((r) => ({
        type: rule.type,
        platform: 'aws',
        region: r.name,
        workspace_type: t.typeName,
        price_per_hour: rule.flat ?? Math.round(computePerHour(t, r.name, false) * (rule.share ?? 0) * 10_000) / 10_000,
      })),
    ),
  );
}

/** The whole price list, as `GET /billing/resource-pricing` answers it. */
export const priceLists = () => ({
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
});
