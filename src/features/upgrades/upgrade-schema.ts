import { custom, list, object, text, time, type Read } from '@/api/schemas/read';

/** A workspace with an upgrade in the next maintenance window (vendor revision D: declared only as `object`, read leniently). */
export const UpcomingUpgrade = object(
  {
    workgroup_id: text(),
    workspace_id: text(),
    name: text(),
    tg_version: text(),
    desired_tg_version: text(),
    window_start: time(),
    window_end: time(),
    maintenance_window_time_zone: text(),
  },
  { key: 'workspace_id', keyless: 'keep' },
);
export type UpcomingUpgrade = Read<typeof UpcomingUpgrade>;
const entries = list(UpcomingUpgrade);
/** The array itself, or an object holding it under one key (`{ upgrades: [...] }`): revision D declares only `object`. */
export const UpcomingUpgrades = custom(entries.expected, (v, ctx) => {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const inner = Object.values(v).find(Array.isArray);
    if (inner) return entries.read(inner, ctx);
  }
  return entries.read(v, ctx);
});
