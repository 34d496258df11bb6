// Checked by the form before sending and by the embedded control plane on arrival: written once so both say the same.

/** A database user's name is unique in its database, whatever the case. */
export function duplicateUserRefusal(username: string, existing: readonly string[]): string | undefined {
  const wanted = username.trim().toLowerCase();
  return wanted && existing.some((u) => u.toLowerCase() === wanted) ? `This database already has a user named "${username.trim()}"` : undefined;
}
