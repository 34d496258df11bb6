/**
 * One root key per resource: invalidating a root refreshes everything about it.
 * Workspaces and databases live inside workgroups (lists show their counts and
 * storage), so changing them refreshes the workgroups too.
 */
export const rootKeys = {
  workgroups: ['workgroups'] as const,
  workspaces: ['workspaces'] as const,
  schedules: ['schedules'] as const,
  allowList: ['allowList'] as const,
  cloudProviders: ['cloudProviders'] as const,
  meta: ['meta'] as const,
  users: ['users'] as const,
  dbUsers: ['dbUsers'] as const,
  org: ['org'] as const,
  apiKeys: ['apiKeys'] as const,
  backups: ['backups'] as const,
};
