import * as z from 'zod/mini';

export const roleName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'A role name is required'),
    z.maxLength(64, 'A role name must be at most 64 characters'),
    z.regex(/^([A-Za-z][A-Za-z0-9 _.-]*)?$/, 'A role name may use letters, digits, spaces, "_", "." and "-", starting with a letter'),
  );

/** Operation 12: replace a user's roles. */
export const UpdateUserRolesBody = z.object({
  roles: z.optional(z.array(roleName).check(z.maxLength(32, 'At most 32 roles'))),
});
export type UpdateUserRolesBody = z.infer<typeof UpdateUserRolesBody>;

/** Invite a person (assumed): an e-mail address and the roles they will hold, by name. */
export const InviteBody = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'An e-mail address is required'),
      z.maxLength(254, 'An e-mail address has at most 254 characters'),
      z.email('Enter an e-mail address, like name@example.com'),
    ),
  roles: z.array(roleName).check(z.minLength(1, 'Choose at least one role'), z.maxLength(32, 'At most 32 roles')),
});
export type InviteBody = z.infer<typeof InviteBody>;
