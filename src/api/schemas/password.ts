/** The service's rule for an in-database user's password (vendor-operations.md, "In-database users"). */
export const PASSWORD_MIN = 12;

const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/] as const;

export function characterClasses(password: string): number {
  return classes.filter((c) => c.test(password)).length;
}

/** Why a password is refused, or undefined when it is accepted. */
export function passwordProblem(password: string, username: string): string | undefined {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (characterClasses(password) < 3) return 'Password must mix three of: lower-case letters, upper-case letters, digits, symbols';
  if (username.trim() && password.toLowerCase().includes(username.trim().toLowerCase())) return 'Password must not contain the username';
  return undefined;
}

/** 0 (weak) to 4 (strong): length and variety, for the meter beside the field. */
export function passwordStrength(password: string): number {
  if (!password) return 0;
  let score = Math.min(characterClasses(password), 4) - 1;
  if (password.length >= 16) score++;
  if (password.length < PASSWORD_MIN) score = Math.min(score, 1);
  return Math.max(0, Math.min(4, score));
}
