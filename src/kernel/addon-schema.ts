import { custom, flag, list, num, object, text, time, type Read } from '@/api/schemas/read';

/**
 * The organization's add-ons (vendor-later-operations.md, "Add-ons for the organization"). The vendor
 * declares these answers only as `object`: the shapes here are assumed, read field by field.
 */
export const AddonConfig = object(
  {
    id: text(),
    config_name: text(),
    config_value: text(),
    updated_at: time(),
  },
  { key: 'id', keyless: 'keep' },
);
export type AddonConfig = Read<typeof AddonConfig>;

export const InstalledAddon = object(
  {
    id: text(),
    addons_id: text(),
    enabled: flag(),
    installed_at: time(),
    installed_by: text(),
    configs: list(AddonConfig),
  },
  { key: 'id', keyless: 'keep' },
);
export type InstalledAddon = Read<typeof InstalledAddon>;

/** `GET /installed-addons`: an array, or an object holding one under a single key (as `addons/meta` may). */
export const InstalledAddonsResult = custom('a list of installed add-ons', (v, ctx) => {
  let items: unknown = v;
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) items = Object.values(v).find(Array.isArray) ?? ('addons_id' in v ? [v] : []);
  if (items === null || items === undefined) items = [];
  return list(InstalledAddon).read(items, ctx);
});

/** An add-on's price (`addon_pricing`, revision D): per hour of a workspace of this type. */
export const AddonPrice = object({
  type: text(),
  platform: text(),
  region: text(),
  workspace_type: text(),
  price_per_hour: num(),
});
export type AddonPrice = Read<typeof AddonPrice>;

export const StoragePrice = object({ platform: text(), region: text(), price_per_month: num() });
export type StoragePrice = Read<typeof StoragePrice>;
