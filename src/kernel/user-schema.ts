import { custom, flag, list, num, object, text, time, type Read } from '@/api/schemas/read';

export const Role = object({ id: text(), name: text(), displayName: text() }, { key: 'name' });
export type Role = Read<typeof Role>;

const Metadata = object({ lastLogin: time() });

export const User = object(
  {
    id: text(),
    email: text(),
    username: text(),
    firstName: text(),
    lastName: text(),
    enabled: flag(true),
    created: time(),
    updated: time(),
    metadata: custom('an object', (v, ctx) => {
      if (v === null || v === undefined) return { lastLogin: '' };
      try {
        return Metadata.read(v, ctx);
      } catch {
        ctx.note('field', 'an object', v);
        return { lastLogin: '' };
      }
    }),
    roles: list(Role),
  },
  { key: 'id', keyless: 'keep' },
);
export type User = Read<typeof User>;

/** A person asked to join the organization (companion-operations.md, "Invitation": assumed). */
export const Invitation = object(
  {
    id: text(),
    email: text(),
    roles: list(Role),
    invited_by: text(),
    created_at: time(),
    sent_at: time(),
    expires_at: time(),
    resent_count: num(),
  },
  { key: 'id', keyless: 'keep' },
);
export type Invitation = Read<typeof Invitation>;
