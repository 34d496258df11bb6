import { z } from 'zod';

export const Role = z.object({
  id: z.string().nullish().transform((v) => v ?? ''),
  name: z.string(),
  displayName: z.string().nullish().transform((v) => v ?? ''),
});
export type Role = z.infer<typeof Role>;

export const User = z.object({
  id: z.string(),
  email: z.string().nullish().transform((v) => v ?? ''),
  username: z.string().nullish().transform((v) => v ?? ''),
  firstName: z.string().nullish().transform((v) => v ?? ''),
  lastName: z.string().nullish().transform((v) => v ?? ''),
  enabled: z.boolean().nullish().transform((v) => v ?? true),
  created: z.union([z.string(), z.number()]).nullish().transform((v) => (v == null ? '' : String(v))),
  updated: z.union([z.string(), z.number()]).nullish().transform((v) => (v == null ? '' : String(v))),
  metadata: z
    .object({ lastLogin: z.union([z.string(), z.number()]).nullish().transform((v) => (v == null ? '' : String(v))) })
    .nullish()
    .transform((v) => v ?? { lastLogin: '' }),
  roles: z.array(Role).nullish().transform((v) => v ?? []),
});
export type User = z.infer<typeof User>;

export const roleName = z
  .string()
  .trim()
  .min(1, 'A role name is required')
  .max(64, 'A role name must be at most 64 characters')
  .regex(/^[A-Za-z][A-Za-z0-9 _.-]*$/, 'A role name may use letters, digits, spaces, "_", "." and "-", starting with a letter');

/** Operation 12: replace a user's roles. */
export const UpdateUserRolesBody = z.object({
  roles: z.array(roleName).max(32, 'At most 32 roles').optional(),
});
export type UpdateUserRolesBody = z.infer<typeof UpdateUserRolesBody>;
