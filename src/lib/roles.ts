import type { Role, User } from '../api/schemas';

/** Roles the service documents, by display name; their wire names are learned from users. */
export const documentedRoles = ['Organization Admin', 'Billing Admin', 'Billing Viewer', 'Organization Member'];

export interface RoleOption {
  name: string;
  label: string;
}

/** Every role seen on the organization's users, plus the documented ones not seen. */
export function knownRoles(users: readonly User[]): RoleOption[] {
  const byName = new Map<string, RoleOption>();
  for (const u of users) for (const r of u.roles) byName.set(r.name, { name: r.name, label: r.displayName || r.name });
  const labels = new Set([...byName.values()].map((r) => r.label.toLowerCase()));
  for (const d of documentedRoles) if (!labels.has(d.toLowerCase()) && !byName.has(d)) byName.set(d, { name: d, label: d });
  return [...byName.values()].sort((a, b) => a.label.localeCompare(b.label));
}

export function isOwnerRole(role: Pick<Role, 'name' | 'displayName'> | RoleOption): boolean {
  const text = `${role.name} ${'displayName' in role ? role.displayName : role.label}`.toLowerCase();
  return /owner|org(anization)?[ _-]?admin/.test(text);
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
