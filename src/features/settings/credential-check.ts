import { isApiError } from '@/api/api-error';
import { createClient } from '@/api/client';
import { recordExchange } from '@/api/activity';
import { credentials, maskSecret } from '@/api/credentials';
import { orgKeys } from '@/api/org-keys';
import { orgAdminOperations } from '@/kernel/org-admin-operations';
import { orgOperations } from '@/kernel/org-operations';
import { metaOperations } from '@/kernel/meta-operations';
import { userOperations } from '@/kernel/users-operations';
import type { WhoAmI } from '@/kernel/org-admin-schema';

/** What the service said about a key or token before it is saved: whose it is, and which organization it opens. */
export interface CheckedCredential {
  orgId: string;
  label: string;
  who: WhoAmI | undefined;
}

/** A key or token the service refused, with the answer's RequestID: shown on the field, never saved. */
export class CredentialRefused extends Error {
  constructor(
    message: string,
    readonly requestId: string,
  ) {
    super(message);
  }
}

const notOffered = (e: unknown) => isApiError(e) && e.notOffered;

function clientWith(apiKey: string | undefined, sessionToken: string | undefined) {
  const { getWhoAmI, getSessionWhoAmI } = orgAdminOperations;
  const rows = {
    getWhoAmI,
    getSessionWhoAmI,
    getOrgSelf: orgOperations.getOrgSelf,
    getWorkspaceOptions: metaOperations.getWorkspaceOptions,
    listUsers: userOperations.listUsers,
  };
  return createClient({ baseUrl: '', getApiKey: () => apiKey, getSessionToken: () => sessionToken, onExchange: recordExchange }, rows);
}

function refused(e: unknown, noun: string): never {
  if (isApiError(e) && e.status === 401)
    throw new CredentialRefused(`The service did not accept this ${noun} (401 Unauthorized): ${e.reason}. Check it and enter it again.`, e.requestId);
  throw e;
}

/**
 * Asks the service whose API key this is (the assumed `GET /whoami`), then which organization it
 * opens (`GET /org/self`); a deployment that offers neither is asked for its workspace options, which
 * any valid key may read. Throws CredentialRefused for a key the service refuses.
 */
export async function checkApiKey(apiKey: string): Promise<CheckedCredential> {
  const c = clientWith(apiKey, undefined);
  let who: WhoAmI | undefined;
  try {
    who = await c.getWhoAmI();
  } catch (e) {
    if (!notOffered(e)) refused(e, 'API key');
  }
  try {
    const org = await c.getOrgSelf();
    return { orgId: org.org_id || who?.org_id || `key:${maskSecret(apiKey)}`, label: org.org_display_name || org.org_name || 'Organization', who };
  } catch (e) {
    if (!notOffered(e)) refused(e, 'API key');
  }
  if (!who) {
    try {
      await c.getWorkspaceOptions();
    } catch (e) {
      refused(e, 'API key');
    }
  }
  return { orgId: who?.org_id || `key:${maskSecret(apiKey)}`, label: `Organization (key ${maskSecret(apiKey)})`, who };
}

/** The same for a session token: the assumed `GET /users/me`, else the user list (a 403 there is a valid token without the right). */
export async function checkSessionToken(token: string): Promise<WhoAmI | undefined> {
  const c = clientWith(undefined, token);
  try {
    return await c.getSessionWhoAmI();
  } catch (e) {
    if (!notOffered(e)) refused(e, 'session token');
  }
  try {
    await c.listUsers();
  } catch (e) {
    if (!(isApiError(e) && e.status === 403)) refused(e, 'session token');
  }
  return undefined;
}

export const isCredentialRefused = (e: unknown): e is CredentialRefused => e instanceof CredentialRefused;

/** Adds the key in use to the organizations' list (so that one can come back to it), when it is not there yet. */
export async function registerCurrentOrganization(): Promise<void> {
  if (orgKeys.active() || !credentials.has('apiKey')) return;
  // The console's own client: the server sends the key in use.
  const c = createClient({ baseUrl: '', onExchange: recordExchange }, { getOrgSelf: orgOperations.getOrgSelf, getWhoAmI: orgAdminOperations.getWhoAmI });
  const who = await c.getWhoAmI().catch(() => undefined);
  const org = await c.getOrgSelf();
  await orgKeys.registerCurrent(org.org_id || who?.org_id || `key:${credentials.masked('apiKey')}`, org.org_display_name || org.org_name || 'Organization');
}

type Saved = { ok: true; label?: string; warning?: string } | { ok: false; message: string };

/**
 * Checks a key or token with the service, then saves it: one the service refuses (401) is not
 * saved and its error names it. When the check itself cannot be made (offline, 5xx, a rate
 * limit), it is saved and the caller says that it was not checked.
 */
export async function checkAndSave(kind: 'apiKey' | 'sessionToken', value: string, remember: boolean): Promise<Saved> {
  let label: string | undefined;
  let warning: string | undefined;
  // The organization this key opens: its entry in the organizations' list, if it is there, takes the key.
  let orgId: string | undefined;
  try {
    if (kind === 'apiKey') {
      const checked = await checkApiKey(value);
      label = checked.label;
      // The organization it opens keeps this key in the organizations' list, if it is there.
      orgId = checked.orgId;
    } else await checkSessionToken(value);
  } catch (e) {
    if (isCredentialRefused(e)) return { ok: false, message: e.requestId ? `${e.message} (RequestID ${e.requestId})` : e.message };
    warning = `It could not be checked now: ${e instanceof Error ? e.message : String(e)}`;
  }
  try {
    await credentials.save(kind, value, remember, orgId);
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  return { ok: true, label, warning };
}
