import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { credentials } from '@/api/credentials';
import { forgetEarlyRequests } from '@/api/early-requests';
import { orgKeys, type OrgKey } from '@/api/org-keys';
import { clearAllDrafts } from '@/lib/drafts';

/**
 * Moves the console to another organization: its key becomes the one in use (the other
 * organization's is never sent again), and nothing read or typed under the other key stays:
 * every cached answer, the reads sent early, the kept drafts. The session token belongs to one
 * organization too: it is kept with the organization it was used for, and comes back with it.
 */
export async function switchOrganization(target: OrgKey, qc: QueryClient, router: AnyRouter): Promise<void> {
  const current = orgKeys.active();
  if (current && current.orgId === target.orgId) return;
  if (current) orgKeys.put({ ...current, sessionToken: credentials.sessionToken() || undefined });
  await qc.cancelQueries();
  // The demo's organization: the key the embedded server hands out, never stored.
  if (target.apiKey === '') credentials.clear('apiKey');
  else credentials.save('apiKey', target.apiKey, target.remember);
  if (target.sessionToken) credentials.save('sessionToken', target.sessionToken, target.remember);
  else credentials.clear('sessionToken');
  forgetEarlyRequests();
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
