import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { credentials } from '@/api/credentials';
import { orgKeys, type OrgKey } from '@/api/org-keys';
import { clearAllDrafts } from '@/lib/drafts';

/**
 * Moves the console to another organization: its key becomes the one in use (the other
 * organization's is never sent again), and nothing read or typed under the other key stays:
 * every cached answer, the reads sent early, the kept drafts. The session token belongs to one
 * organization too: it is kept with the organization it was used for, and comes back with it.
 */
export async function switchOrganization(target: OrgKey, qc: QueryClient, router: AnyRouter): Promise<void> {
  if (orgKeys.active()?.orgId === target.orgId) return;
  await qc.cancelQueries();
  // The server keeps the keys: the other organization's key becomes the one in use, and the session token
  // kept with this one stays with it (the demo's organization uses the key the embedded server holds).
  await credentials.change({ do: 'switch', orgId: target.orgId });
  clearAllDrafts();
  // What no screen shows is dropped; the screen of a workgroup or workspace belongs to the other
  // organization, so the console starts at the list; what is still on screen is then emptied and
  // read again with the new key (a reset, not a removal: mounted screens keep observing these queries).
  qc.removeQueries({ type: 'inactive' });
  await router.navigate({ to: '/workgroups' });
  await qc.resetQueries();
  qc.removeQueries({ type: 'inactive' });
  await router.invalidate();
}
