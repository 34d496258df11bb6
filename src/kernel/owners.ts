import type { Role, User } from './user-schema';

// Who the owners are, apart from the roles' other rules (roles.ts): "who may" on every screen that asks (may-call.tsx) needs only this.

export interface RoleOption {
  name: string;
  label: string;
}

export function isOwnerRole(role: Pick<Role, 'name' | 'displayName'> | RoleOption): boolean {
  const text = `${role.name} ${'displayName' in role ? role.displayName : role.label}`.toLowerCase();
  return /owner|org(anization)?[ _-]?admin/.test(text);
}

/** The organization's owners by name, for "who may change this". */
export function ownerNames(users: readonly User[]): string[] {
  return users.filter((u) => u.roles.some(isOwnerRole)).map((u) => `${u.firstName} ${u.lastName}`.trim() || u.email || u.username);
}
