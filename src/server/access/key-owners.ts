import type { ApiKeyRecord, Org } from '@/server/model';
import type { ServerConfig } from '@/server/config';
import type { Store } from '@/server/store/store';
import { hashApiKey } from './secrets';

/**
 * The organizations and people the configured credentials open (API_KEY, MEMBER_API_KEY,
 * OTHER_ORG_API_KEY, the demo session tokens). The demo seed writes them into a fresh data
 * directory; the request path reads them here, so that it never loads the seed.
 */
export const demoOrg: Org = { id: 'org-acme', name: 'Acme Graph Labs' };
export const otherOrg: Org = { id: 'org-other', name: 'Other Org' };
export const seededUsers = { ownerId: 'user-ada', memberId: 'user-grace' };

/**
 * Who an `x-api-key` is: a configured key (no record), or a key created
 * through the API that has not expired (found by its hash). Undefined: 401.
 */
export function callerOfApiKey(key: string | undefined, config: ServerConfig, store: Store, now: number): { org: Org; key?: ApiKeyRecord } | undefined {
  if (!key) return undefined;
  if (key === config.apiKey) return { org: demoOrg };
  if (key === config.otherOrgApiKey) return { org: otherOrg };
  if (key === config.memberApiKey) return { org: demoOrg };
  const hash = hashApiKey(key);
  const found = store.list('apiKeys').find((k) => k.key_hash === hash);
  if (!found || Date.parse(found.expires_at) <= now) return undefined;
  const org = [demoOrg, otherOrg].find((o) => o.id === found.org_id);
  return org && { org, key: found };
}

/** The organization an `x-api-key` opens. */
export function orgOfApiKey(key: string | undefined, config: ServerConfig, store: Store, now: number): Org | undefined {
  return callerOfApiKey(key, config, store, now)?.org;
}
