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
