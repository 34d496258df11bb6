import type { IncomingMessage } from 'node:http';
import type { ApiKeyRecord, Org, UserRecord } from '@/server/model';
import type { ServerConfig } from '@/server/config';
import type { Store } from '@/server/store/store';
import { API_PREFIX } from '@/api/define';
import { OWNER_ROLE } from '@/server/domain/catalog';
import { demoOrg, seededUsers } from '@/server/seed/seed';
import { hashApiKey } from './secrets';
import { callerOfApiKey } from '@/server/handlers/api-keys';
import { whoOfApiKey, whoOfUser } from '@/server/audit/audit-who';
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
  const user = (id: string) => store.get('users', id);
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
  const record = store.list('apiKeys').find((k) => k.key_hash === hash);
  return asUser(record?.description || 'API key', record?.user_id ? user(record.user_id) : undefined);
}

/** Who a request acts as: what the gate decides on (server/access/gate.ts), the handlers read, and the audit names. */
export interface Identity {
  /** Undefined: the credentials open no organization (answered 401 unless the operation needs none). */
  org: Org | undefined;
  caller: Caller | undefined;
  /** The session token's user, when a valid one was sent. */
  user: UserRecord | undefined;
  /** The API key, when it is one created through the API. */
  callerKey: ApiKeyRecord | undefined;
  /** For the audit's `who`: the person and the credential, never the credential itself. */
  who: string;
  /** Why the credentials open nothing, for the 401. */
  refusal?: { field: string; reason: string };
}

function tokenUser(token: string | undefined, config: ServerConfig, store: Store): UserRecord | undefined {
  const id =
    token === undefined ? undefined : token === config.ownerToken ? seededUsers.ownerId : token === config.memberToken ? seededUsers.memberId : undefined;
  return id ? store.get('users', id) : undefined;
}

const header = (v: string | string[] | undefined) => (typeof v === 'string' && v ? v : undefined);

/**
 * The one answer to who is acting. An operation that takes the API key needs a valid key; a
 * session token sent with it must be of the key's organization, and then its person acts: a
 * member's token with an owner's key acts as the member. An operation that takes the session
 * token (`/users`) needs a valid one. The monitoring paths at the service's root also take the
 * key as `Authorization: Bearer` (a Prometheus cannot send x-api-key).
 */
export function identify(req: IncomingMessage, op: { auth: 'apiKey' | 'session'; path: string }, config: ServerConfig, store: Store, now: number): Identity {
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const keyHeader = header(req.headers['x-api-key']);
  const bearerIsKey = op.auth === 'apiKey' && !keyHeader && !op.path.startsWith(API_PREFIX);
  const key = keyHeader ?? (bearerIsKey ? bearer : undefined);
  const token = bearerIsKey ? undefined : bearer;
  const user = tokenUser(token, config, store);
  const none = (who: string, field: string, reason: string): Identity => ({
    org: undefined,
    caller: undefined,
    user: undefined,
    callerKey: undefined,
    who,
    refusal: { field, reason },
  });

  if (op.auth === 'session') {
    if (!user) {
      return none(
        whoOfUser(undefined, token !== undefined),
        'Authorization',
        token ? 'The session token is not valid or has expired' : 'A session token (Authorization: Bearer) is required; API keys are not accepted here',
      );
    }
    const caller = sessionCaller(user);
    return {
      org: { id: user.org_id, name: user.org_id === demoOrg.id ? demoOrg.name : user.org_id },
      caller,
      user,
      callerKey: undefined,
      who: whoOfUser(user, true),
    };
  }

  const keyWho = whoOfApiKey(key, config, store);
  const found = callerOfApiKey(key, config, store, now);
  if (!found) return none(keyWho, 'x-api-key', key ? 'The API key is not valid' : 'The x-api-key header is required');
  if (token !== undefined && (!user || user.org_id !== found.org.id))
    return none(`${keyWho}, with an unknown session`, 'Authorization', 'The session token is not valid for this organization');
  const caller = user ? sessionCaller(user) : apiKeyCaller(key!, found.org, config, store);
  const person = user ?? (caller.user_id ? store.get('users', caller.user_id) : undefined);
  const who = !person ? keyWho : user ? `${whoOfUser(user, true)} (session token, with ${keyWho})` : `${whoOfUser(person, false)} (${keyWho})`;
  return { org: found.org, caller, user, callerKey: found.key, who };
}

/**
 * For a write refused before it was matched to an operation (a path refused, a body declared too large): the
 * organization its credentials open by the same rule as `identify` ('' when none: it then enters no trail) and who it is.
 */
export function auditIdentity(req: IncomingMessage, config: ServerConfig, store: Store): { orgId: string; who: string } {
  const op = { auth: header(req.headers['x-api-key']) || !req.headers.authorization ? 'apiKey' : 'session', path: API_PREFIX } as const;
  const id = identify(req, op, config, store, Date.now());
  return { orgId: id.org?.id ?? '', who: id.who };
}
