import * as z from 'zod/mini';
import { orEmpty, orNone, orTrue, stringOrNumber } from './read';

export const Role = z.object({ id: orEmpty(), name: z.string(), displayName: orEmpty() });
export type Role = z.infer<typeof Role>;

export const User = z.object({
  id: z.string(),
  email: orEmpty(),
  username: orEmpty(),
  firstName: orEmpty(),
  lastName: orEmpty(),
  enabled: orTrue(),
  created: stringOrNumber(),
  updated: stringOrNumber(),
  metadata: z.pipe(z.nullish(z.object({ lastLogin: stringOrNumber() })), z.transform((v) => v ?? { lastLogin: '' })),
  roles: orNone(Role),
});
export type User = z.infer<typeof User>;

