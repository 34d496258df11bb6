import type { WorkspacePrice } from '@/kernel/org-schema';

export interface PriceKey {
  type: string;
  region: string;
  ha: boolean;
  /** The workgroup's platform, when known: a price for another platform is not this one. */
  platform?: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The vendor's price per hour of a workspace of this type, region and HA; undefined when it lists none. */
export function priceOf(list: readonly WorkspacePrice[], k: PriceKey): number | undefined {
  const found = list.find(
    (p) => same(p.workspace_type, k.type) && same(p.region, k.region) && p.ha === k.ha && (!k.platform || !p.platform || same(p.platform, k.platform)),
  );
  return found && found.price_per_hour !== null && Number.isFinite(found.price_per_hour) ? found.price_per_hour : undefined;
}

/** The money for hours at each size; undefined when a size has no price (a partial sum would mislead). */
export function costOf(hoursBySize: readonly { size: string; hours: number }[], price: (size: string) => number | undefined): number | undefined {
  let total = 0;
  for (const { size, hours } of hoursBySize) {
    const p = price(size);
    if (p === undefined) return undefined;
    total += hours * p;
  }
  return total;
}

export function formatUsd(amount: number): string {
  return `US$ ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
