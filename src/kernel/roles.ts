import type { User } from './user-schema';
import { isOwnerRole, type RoleOption } from './owners';
import { tokenClaims, type TokenClaims } from '@/lib/token-claims';

export { tokenClaims };

export { ownerNames } from './owners';

/** Roles the service documents, by display name; their wire names are learned from users. */
const documentedRoles = ['Organization Admin', 'Billing Admin', 'Billing Viewer', 'Organization Member'];

/** Every role seen on the organization's users, plus the documented ones not seen. */
export function knownRoles(users: readonly User[]): RoleOption[] {
  const byName = new Map<string, RoleOption>();
  for (const u of users) for (const r of u.roles) byName.set(r.name, { name: r.name, label: r.displayName || r.name });
  const labels = new Set([...byName.values()].map((r) => r.label.toLowerCase()));
  for (const d of documentedRoles) if (!labels.has(d.toLowerCase()) && !byName.has(d)) byName.set(d, { name: d, label: d });
  return [...byName.values()].sort((a, b) => a.label.localeCompare(b.label));
}

export function roleDiff(before: readonly string[], after: readonly string[]): { added: string[]; removed: string[] } {
  return { added: after.filter((r) => !before.includes(r)), removed: before.filter((r) => !after.includes(r)) };
}

/** Owner roles this change takes from the last user who holds them. */
export function lastOwnerRolesRemoved(users: readonly User[], userId: string, removed: readonly string[]): string[] {
  return removed.filter((name) => {
    const role = users.flatMap((u) => u.roles).find((r) => r.name === name);
    if (!role || !isOwnerRole(role)) return false;
    return !users.some((u) => u.id !== userId && u.roles.some((r) => r.name === name));
  });
}

/**
 * Why roles cannot be changed with this token, if the console can tell before
 * trying: the service already refused it (403), or the token names a user who
 * holds no owner role.
 */
export function rolesEditBlocked(users: readonly User[], claims: TokenClaims | undefined, refused: boolean): string | undefined {
  if (refused) return 'The service refused to change roles with the session token in use (403 Forbidden): only an organization owner can change roles.';
  if (!claims) return undefined;
  const me = users.find(
    (u) =>
      (claims.sub && u.id === claims.sub) ||
      (claims.email && u.email === claims.email) ||
      (claims.preferred_username && u.username === claims.preferred_username),
  );
  if (!me || me.roles.some(isOwnerRole)) return undefined;
  return `The session token in use belongs to ${me.email || me.username}, who is not an organization owner: only an owner can change roles.`;
}
