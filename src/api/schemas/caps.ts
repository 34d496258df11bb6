/**
 * What grows by a user's action is capped: the console checks these in its forms before sending, and the embedded
 * control plane refuses past them with the same words (API keys: server/areas/organization/api-key-limits.ts; backups: the quota).
 */
export const CAPS = {
  schedulesPerWorkspace: { max: 20, what: 'schedules', holder: 'A workspace' },
  dbUsersPerDatabase: { max: 100, what: 'database users', holder: 'A database' },
  workgroupsPerOrganization: { max: 100, what: 'workgroups', holder: 'An organization' },
  cloudProvidersPerOrganization: { max: 20, what: 'cloud providers', holder: 'An organization' },
  addonConfigsPerAddon: { max: 100, what: 'configurations', holder: 'An add-on' },
  addonRequestsPerOrganization: { max: 50, what: 'add-on requests', holder: 'An organization' },
  addonsPerWorkspace: { max: 16, what: 'add-ons', holder: 'A workspace' },
  cardsPerAccount: { max: 20, what: 'cards', holder: 'An organization' },
  billingSessionsPerOrganization: { max: 10, what: 'open billing portal sessions', holder: 'An organization' },
} as const;

/** An add-on's configuration on a workspace (`enable_configuration`), as JSON: at most this many characters. */
export const ADDON_CONFIGURATION_MAX_CHARS = 4096;

/** The refusal when a collection already holds its cap (undefined while there is room). */
export function capRefusal(cap: keyof typeof CAPS, count: number): string | undefined {
  const c = CAPS[cap];
  return count >= c.max ? `${c.holder} holds at most ${c.max} ${c.what}; remove one first` : undefined;
}
