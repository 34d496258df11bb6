import type { ApiKeyRecord, Org, UserRecord } from './model';
import type { ServerConfig } from './config';
import type { Store } from './store';
import { OWNER_ROLE } from './catalog';
import { seededUsers } from './seed';
import { hashApiKey } from './secrets';
import type { Caller } from './caller';

export type { Caller };

const roleOf = (u: UserRecord | undefined): Caller['role'] => (!u || u.roles.some((r) => r.name === OWNER_ROLE) ? 'owner' : 'member');
const fullName = (u: UserRecord) => `${u.firstName} ${u.lastName}`.trim() || u.username;

export function sessionCaller(user: UserRecord): Caller {
  return { kind: 'session', name: fullName(user), user_id: user.id, email: user.email, org_id: user.org_id, role: roleOf(user) };
}

/**
 * An API key answers for the user who holds it: the demo key for the owner, the member's
 * demo key for the member, a created key for whoever created it (a key created before keys
 * named their user, or by a configured key, acts with an owner's rights, as it always did).
 */
export function apiKeyCaller(key: string, org: Org, config: ServerConfig, store: Store): Caller {
  const user = (id: string) => store.get<UserRecord>('users', id);
  const asUser = (name: string, u: UserRecord | undefined): Caller => ({
    kind: 'api_key',
    name,
    user_id: u?.id ?? '',
    email: u?.email ?? '',
    org_id: org.id,
    role: roleOf(u),
  });
  if (key === config.apiKey) return asUser('Organization API key', user(seededUsers.ownerId));
  if (key === config.memberApiKey) return asUser('Member API key', user(seededUsers.memberId));
  if (key === config.otherOrgApiKey) return asUser(`${org.name} API key`, undefined);
  const hash = hashApiKey(key);
  const record = store.list<ApiKeyRecord>('apiKeys').find((k) => k.key_hash === hash);
  return asUser(record?.description || 'API key', record?.user_id ? user(record.user_id) : undefined);
}
