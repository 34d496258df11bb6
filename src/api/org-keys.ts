/**
 * The organizations this person belongs to, one key each, labelled by the organization's display name as read
 * with that key: kept by the console's server with the API key (credentials.ts), the page sees labels and masked
 * keys only. Only the active organization's key is ever sent (it is the API key in use).
 */
import { credentials } from './credentials';
import type { OrgEntryView } from './session-view';

export type OrgKey = OrgEntryView;

export const orgKeys = {
  list: (): OrgKey[] => credentials.view().orgs,
  /** Adds an organization's key (checked by the page), or replaces the one it had. */
  add: (entry: { orgId: string; label: string; apiKey: string; remember: boolean }) => credentials.change({ do: 'addOrg', ...entry }),
  relabel: (orgId: string, label: string) => credentials.change({ do: 'relabel', orgId, label }),
  /** The key in use joins the list, under the organization it opens. */
  registerCurrent: (orgId: string, label: string) => credentials.change({ do: 'registerCurrent', orgId, label }),
  remove: (orgId: string) => credentials.change({ do: 'removeOrg', orgId }),
  /** The entry of the key in use: the demo's when the server's key is in use. */
  active(): OrgKey | undefined {
    const { orgs, active } = credentials.view();
    return orgs.find((o) => o.orgId === active);
  },
  subscribe: credentials.subscribe,
  version: credentials.version,
};
