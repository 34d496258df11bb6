import { flag, object, text, type Read } from './read';

export const AllowedIp = object(
  {
    id: text(),
    cidr: text({ required: true }),
    note: text(),
  },
  // An entry without an id can be neither edited nor removed: it is left out and counted.
  { key: 'id' },
);
export type AllowedIp = Read<typeof AllowedIp>;

export const CurrentIp = object({
  CurrentIP: text({ required: true }),
  IsAllowed: flag(),
});
export type CurrentIp = Read<typeof CurrentIp>;
