import type { IncomingHttpHeaders } from 'node:http';
import type { ApiKeyRecord, UserRecord } from './model';
import type { ServerConfig } from './config';
import type { Store } from './store';
import { hashApiKey } from './secrets';
import { callerOfApiKey } from './handlers/api-keys';
import { seededUsers } from './seed';

/** Who sent a request, in the words an admin knows: the key's description and name, or the session's user. Never the credential. */
export function whoOfApiKey(key: string | undefined, config: ServerConfig, store: Store): string {
  if (!key) return 'No API key';
  if (key === config.apiKey) return config.apiKeyIsDefault ? 'Demo API key' : 'The configured API key (API_KEY)';
  if (key === config.otherOrgApiKey) return "The other organization's key (OTHER_ORG_API_KEY)";
  const hash = hashApiKey(key);
  const found = store.list<ApiKeyRecord>('apiKeys').find((k) => k.key_hash === hash);
  if (!found) return 'An unknown API key';
  return found.description ? `API key "${found.description}" (${found.key_name})` : `API key ${found.key_name}`;
}

export function whoOfUser(user: UserRecord | undefined, tokenSent: boolean): string {
  if (!user) return tokenSent ? 'An unknown session' : 'No session';
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name ? `${name} <${user.email}>` : user.email || user.id;
}

/**
 * For a write refused before it was handled (a path too long, a body too large): the organization
 * its credential opens ('' when it opens none: the refusal then goes to no organization's trail) and who it is.
 */
export function auditIdentity(headers: IncomingHttpHeaders, config: ServerConfig, store: Store): { orgId: string; who: string } {
  const key = headers['x-api-key'];
  if (typeof key === 'string' && key) return { orgId: callerOfApiKey(key, config, store, Date.now())?.org.id ?? '', who: whoOfApiKey(key, config, store) };
  const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
  const userId =
    bearer === undefined ? undefined : bearer === config.ownerToken ? seededUsers.ownerId : bearer === config.memberToken ? seededUsers.memberId : undefined;
  const user = userId ? store.get<UserRecord>('users', userId) : undefined;
  return { orgId: user?.org_id ?? '', who: whoOfUser(user, bearer !== undefined) };
}
