import type { IncomingMessage } from 'node:http';
import type { ApiKeyRecord, Org, UserRecord } from '@/server/model';
import type { ServerConfig } from '@/server/config';
import type { Store } from '@/server/store/store';
import { API_PREFIX } from '@/api/define';
import { OWNER_ROLE } from '@/server/catalog';
import { hashApiKey } from './secrets';
import { callerOfApiKey, demoOrg, seededUsers } from './key-owners';
import { whoOfApiKey, whoOfUser } from './audit-who';
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

/** What a request sends: the key, the session token, and whom each opens (undefined: nothing, or not sent). */
interface Sent {
  key: string | undefined;
  found: ReturnType<typeof callerOfApiKey>;
  token: string | undefined;
  user: UserRecord | undefined;
}

const MIXED_ORGANIZATIONS = 'The session token and the API key belong to different organizations; send the credentials of one organization only';
const TOKEN_NOT_VALID = 'The session token is not valid or has expired';

/**
 * One rule for every route family, whichever credential the operation takes: what it takes must be
 * there and valid; a credential sent beside it must be valid too, and open the same organization. An
 * operation that takes the token (`/users`) never acts on the token's organization beside another's key.
 */
function credentialRefusal(auth: 'apiKey' | 'session', c: Sent): { field: string; reason: string } | undefined {
  const key = () => (c.found ? undefined : { field: 'x-api-key', reason: c.key ? 'The API key is not valid' : 'The x-api-key header is required' });
  const token = () =>
    c.user
      ? undefined
      : {
          field: 'Authorization',
          reason: c.token ? TOKEN_NOT_VALID : 'A session token (Authorization: Bearer) is required; API keys are not accepted here',
        };
  const taken = auth === 'apiKey' ? key() : token();
  if (taken) return taken;
  const beside = auth === 'apiKey' ? c.token !== undefined && token() : c.key !== undefined && key();
  if (beside) return beside;
  if (c.user && c.found && c.user.org_id !== c.found.org.id) return { field: 'Authorization', reason: MIXED_ORGANIZATIONS };
  return undefined;
}

/**
 * The one answer to who is acting. An operation that takes the API key needs a valid key; a
 * session token sent with it must be of the key's organization, and then its person acts: a
 * member's token with an owner's key acts as the member. An operation that takes the session
 * token (`/users`) needs a valid one, and a key sent with it must be of the token's organization.
 * The monitoring paths at the service's root also take the key as `Authorization: Bearer` (a
 * Prometheus cannot send x-api-key).
 */
export function identify(req: IncomingMessage, op: { auth: 'apiKey' | 'session'; path: string }, config: ServerConfig, store: Store, now: number): Identity {
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const keyHeader = header(req.headers['x-api-key']);
  const bearerIsKey = op.auth === 'apiKey' && !keyHeader && !op.path.startsWith(API_PREFIX);
  const key = keyHeader ?? (bearerIsKey ? bearer : undefined);
  const token = bearerIsKey ? undefined : bearer;
  const user = tokenUser(token, config, store);
  const found = callerOfApiKey(key, config, store, now);
  const keyWho = whoOfApiKey(key, config, store);

  const refusal = credentialRefusal(op.auth, { key, found, token, user });
  if (refusal) {
    const sessionWho = whoOfUser(user, token !== undefined);
    const who = op.auth === 'session' ? (key ? `${sessionWho}, with ${keyWho}` : sessionWho) : token !== undefined ? `${keyWho}, with ${sessionWho}` : keyWho;
    return { org: undefined, caller: undefined, user: undefined, callerKey: undefined, who, refusal };
  }

  if (op.auth === 'session') {
    return {
      org: { id: user!.org_id, name: user!.org_id === demoOrg.id ? demoOrg.name : user!.org_id },
      caller: sessionCaller(user!),
      user,
      callerKey: undefined,
      who: whoOfUser(user, true),
    };
  }

  const caller = user ? sessionCaller(user) : apiKeyCaller(key!, found!.org, config, store);
  const person = user ?? (caller.user_id ? store.get('users', caller.user_id) : undefined);
  const who = !person ? keyWho : user ? `${whoOfUser(user, true)} (session token, with ${keyWho})` : `${whoOfUser(person, false)} (${keyWho})`;
  return { org: found!.org, caller, user, callerKey: found!.key, who };
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
