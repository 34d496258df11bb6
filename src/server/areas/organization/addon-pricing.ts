import type { WorkspaceType } from '@/kernel/workspace-schema';
import { regions, workspaceTypes } from '@/server/catalog';

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
