/**
 * Who may call an operation: declared once, beside its row (`access` in features/<area>/*-operations.ts, and
 * for the console's own routes in server/access/console-routes.ts). The embedded control plane enforces it
 * before any handler (server/access/gate.ts), the console disables what the person acting may not do and
 * says who may (kernel/access.tsx), and a test walks every operation with every kind of credential.
 *
 * - `none`: no credential (the console's configuration, test hooks).
 * - `org`: any credential that opens the organization: a person's key or token, or a key that names
 *   no person (a configured key, a key made before keys named their maker; those act for the
 *   organization with an owner's rights).
 * - `member`: a person of the organization, member or owner.
 * - `owner`: an organization owner (the Organization Admin role) only.
 */
export const accessLevels = ['none', 'org', 'member', 'owner'] as const;
export type Access = (typeof accessLevels)[number];

/** What a request's credentials come to (server/access/identity.ts, or `GET /whoami` in the console). */
export interface Acting {
  /** Undefined: no credential, or one that opens no organization. */
  role: 'owner' | 'member' | undefined;
}

/** Whether these credentials may call an operation with this declaration. */
export function allows(access: Access, acting: Acting): boolean {
  if (access === 'none') return true;
  if (!acting.role) return false;
  return access !== 'owner' || acting.role === 'owner';
}

/** Who may, in words: for a refusal's Reason, a disabled control's note and the table of docs/access.md. */
export const whoMay: Record<Access, string> = {
  none: 'anyone, with no credential',
  org: 'any credential of the organization',
  member: 'a member or an owner of the organization',
  owner: 'an organization owner (Organization Admin)',
};
