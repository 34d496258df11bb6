import { flag, object, text, time, type Read } from '@/api/schemas/read';

/** An in-database user (vendor-operations.md, "In-database users"): never carries a password. */
export const DbUser = object(
  {
    id: text(),
    username: text(),
    enabled: flag(true),
    created: time(),
    updated: time(),
  },
  { key: 'username', keyless: 'keep' },
);
export type DbUser = Read<typeof DbUser>;
