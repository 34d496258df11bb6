import type { UserRecord } from '@/server/model';
import type { ServerConfig } from '@/server/config';
import type { Store } from '@/server/store/store';
import { hashApiKey } from './secrets';

/** Who sent a request, in the words an admin knows: the key's description and name, or the session's user. Never the credential. */
export function whoOfApiKey(key: string | undefined, config: ServerConfig, store: Store): string {
  if (!key) return 'No API key';
  if (key === config.apiKey) return config.apiKeyIsDefault ? 'Demo API key' : 'The configured API key (API_KEY)';
  if (key === config.memberApiKey) return "The demo member's API key (MEMBER_API_KEY)";
  if (key === config.otherOrgApiKey) return "The other organization's key (OTHER_ORG_API_KEY)";
  const hash = hashApiKey(key);
  const found = store.list('apiKeys').find((k) => k.key_hash === hash);
  if (!found) return 'An unknown API key';
  return found.description ? `API key "${found.description}" (${found.key_name})` : `API key ${found.key_name}`;
}

export function whoOfUser(user: UserRecord | undefined, tokenSent: boolean): string {
  if (!user) return tokenSent ? 'An unknown session' : 'No session';
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name ? `${name} <${user.email}>` : user.email || user.id;
}
