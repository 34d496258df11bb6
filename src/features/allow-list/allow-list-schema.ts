import { flag, object, optional, text, type Read } from '@/api/schemas/read';

export const AllowedIp = object(
  {
    id: text(),
    cidr: text({ required: true }),
    note: text(),
  },
  // An entry without an id can be neither edited nor removed: it is shown read-only.
  { key: 'id', keyless: 'keep' },
);
export type AllowedIp = Read<typeof AllowedIp>;

export const CurrentIp = object(
  {
    CurrentIP: text({ required: true }),
    // Unknown when absent: the console then judges from the entries alone.
    IsAllowed: optional(flag()),
  },
  // The vendor's reference documents the key with a leading space.
  { aliases: { IsAllowed: ' IsAllowed' } },
);
export type CurrentIp = Read<typeof CurrentIp>;
