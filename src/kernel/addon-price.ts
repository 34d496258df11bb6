import type { AddonPrice } from '@/kernel/addon-schema';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The add-on's entries of `addon_pricing`: matched by its type, the catalog's unique name or name. */
function entriesOf(list: readonly AddonPrice[], names: readonly string[]): number[] {
  return list
    .filter((p) => names.some((n) => n && same(p.type, n)) && p.price_per_hour !== null && Number.isFinite(p.price_per_hour))
    .map((p) => p.price_per_hour!);
}

/** Its price per hour on a workspace of this size and region; undefined when the list has none. */
export function addonPriceAt(list: readonly AddonPrice[], names: readonly string[], size: string, region: string): number | undefined {
  const p = list.find((x) => names.some((n) => n && same(x.type, n)) && same(x.workspace_type, size) && same(x.region, region) && x.price_per_hour !== null);
  return p?.price_per_hour ?? undefined;
}

const usd = (n: number) => `US$ ${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: n < 1 ? 4 : 2 })}`;

/**
 * What an add-on costs, in a line: free (the catalog says so), the range of its hourly prices (they
 * depend on the workspace's size and region), or that no price is known.
 */
export function describeAddonPrice(isFree: boolean | undefined, list: readonly AddonPrice[] | undefined, names: readonly string[]): string {
  if (isFree === true) return 'Free';
  const prices = entriesOf(list ?? [], names);
  if (prices.length === 0) return isFree === false ? 'Paid: this deployment lists no price for it' : 'Price not stated';
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? `${usd(min)} per workspace-hour` : `${usd(min)} to ${usd(max)} per workspace-hour, by the workspace's size and region`;
}

export { usd as formatUsdPrecise };
