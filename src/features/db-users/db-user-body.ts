import * as z from 'zod/mini';
import { passwordProblem } from '@/api/schemas/password';

/** Missing is "required"; sent as another type says what it must be (a number is not taken for a missing field). */
const textRequired = (label: string) => (iss: { input?: unknown }) => (iss.input === undefined ? `${label} is required` : `${label} must be text`);

export const dbUsername = z
  .string({ error: textRequired('Username') })
  .check(
    z.trim(),
    z.minLength(1, 'Username is required'),
    z.maxLength(64, 'Username must be at most 64 characters'),
    z.regex(/^([A-Za-z][A-Za-z0-9_.-]*)?$/, 'Username may use letters, digits, "_", "." and "-", starting with a letter'),
  );

/** Create a user, or change a user's password: the same body. */
export const DbUserBody = z
  .object({ username: dbUsername, password: z.string({ error: textRequired('Password') }).check(z.maxLength(128, 'Password must be at most 128 characters')) })
  .check(
    z.superRefine((b, ctx) => {
      const problem = passwordProblem(b.password, b.username);
      if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
    }),
  );
export type DbUserBody = z.infer<typeof DbUserBody>;

// A password is not needed to delete, but one sent must at least be a string: a wrong-typed body is refused before anything is deleted.
export const DeleteDbUserBody = z.object({ username: dbUsername, password: z.optional(z.string({ error: 'password must be a string' })) });
