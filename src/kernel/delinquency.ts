/**
 * A missed payment's consequences (vendor-later-operations.md, "Billing"): by the vendor's tier,
 * the days of grace before workspaces are stopped and before data is deleted.
 */
export const vendorGrace = {
  Free: { stopDays: 0, deleteDays: 7 },
  Paid: { stopDays: 3, deleteDays: 10 },
  Premium: { stopDays: 5, deleteDays: 20 },
  Enterprise: { stopDays: 7, deleteDays: 30 },
} as const;
export type VendorTier = keyof typeof vendorGrace;

/** Our tiers (the embedded control plane's Standard and Enterprise) in the vendor's words; the vendor's own names as they are. */
const tierMapping: Record<string, VendorTier> = { free: 'Free', paid: 'Paid', standard: 'Paid', premium: 'Premium', enterprise: 'Enterprise' };

export interface Delinquency {
  since: Date;
  tier: VendorTier;
  /** false: the organization's tier is unknown or not one of these, so the shortest grace (Free's) is assumed. */
  tierKnown: boolean;
  stopsAt: Date;
  deletedAt: Date;
  stopped: boolean;
  deleted: boolean;
}

const DAY = 86_400_000;

/** Undefined when the organization is in good standing (no `delinquent_since`, or one that is not a date). */
export function delinquency(since: string | undefined, tier: string | undefined, now: Date): Delinquency | undefined {
  const at = since ? Date.parse(since) : Number.NaN;
  if (!Number.isFinite(at)) return undefined;
  const mapped = tier ? tierMapping[tier.trim().toLowerCase()] : undefined;
  const grace = vendorGrace[mapped ?? 'Free'];
  const stopsAt = new Date(at + grace.stopDays * DAY);
  const deletedAt = new Date(at + grace.deleteDays * DAY);
  return {
    since: new Date(at),
    tier: mapped ?? 'Free',
    tierKnown: mapped !== undefined,
    stopsAt,
    deletedAt,
    stopped: now >= stopsAt,
    deleted: now >= deletedAt,
  };
}
