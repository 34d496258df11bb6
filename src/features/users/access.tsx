import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { credentials, maskSecret } from '@/api/credentials';
import { operations, type OperationName } from '@/api/operations';
import { allows, whoMay } from '@/api/access';
import { orgAdminQueries } from '@/features/organization/org-admin-queries';
import { userQueries } from './users-queries';
import type { WhoAmI } from '@/features/organization/org-admin-schema';
import { ownerNames } from './roles';

/**
 * One answer to who is acting. With a session token held, its person acts (the console sends the
 * token with every write and every owners' operation, and the service decides by it: a member's
 * token with the owner's key is the member); else the API key's person. From the assumed
 * `GET /users/me` and `GET /whoami`; undefined while unknown, null where the deployment does not say.
 */
export function useActing(): { acting: WhoAmI | null | undefined; key: WhoAmI | null | undefined; viaToken: boolean } {
  useSyncExternalStore(credentials.subscribe, credentials.version, credentials.version);
  const viaToken = Boolean(credentials.sessionToken());
  const key = useQuery({ ...orgAdminQueries.whoAmI(), enabled: Boolean(credentials.apiKey()) });
  const token = useQuery({ ...orgAdminQueries.sessionWhoAmI(), enabled: viaToken });
  return { acting: viaToken ? token.data : key.data, key: key.data, viaToken };
}

/** A session names its person; a key's `name` is the key's, and its person is its email. */
export const personOf = (w: WhoAmI) => (w.kind === 'session' ? w.name || w.email : w.email || w.name);
const roleOf = (w: WhoAmI | null | undefined) => (w?.role === 'owner' || w?.role === 'member' ? w.role : undefined);

/**
 * Whether the person acting may call an operation, by its declaration (api/access.ts), and if not,
 * why and who may: the control is disabled with this reason and nothing is sent. Where the
 * deployment does not say who is acting, the control stays and the service decides.
 */
export function useMayCall(name: OperationName): { may: boolean; reason?: string; acting?: string; owners: string[] } {
  const { acting, viaToken } = useActing();
  const access = operations[name].access;
  const role = roleOf(acting);
  const refused = role !== undefined && !allows(access, { role });
  const users = useQuery({ ...userQueries.list(), enabled: refused && viaToken });
  if (!refused) return { may: true, owners: [] };
  const owners = users.data ? ownerNames(users.data) : [];
  const who = `${(acting && personOf(acting)) || 'The person acting'} acts here, with ${viaToken ? 'their session token' : 'their API key'}, as a ${role}.`;
  return {
    may: false,
    owners,
    acting: who,
    reason: `Only ${whoMay[access]} may ${operations[name].title.toLowerCase()}${owners.length ? ` (${owners.join(', ')})` : ''}. ${who}`,
  };
}

/** The header's answer to who is acting: the person and role, and (in its accessible name) which credentials. */
export function ActingPill() {
  const { acting, key, viaToken } = useActing();
  if (!acting) return null;
  const role = roleOf(acting) ?? (acting.role || 'role not said');
  const keyText = `API key ${maskSecret(credentials.apiKey())}${key?.name ? ` (${key.name})` : ''}`;
  const via = viaToken ? `session token ${maskSecret(credentials.sessionToken())}, with the ${keyText}` : `the ${keyText}`;
  const person = personOf(acting) || 'Unnamed';
  return (
    <Link
      to="/settings"
      className="pill acting-pill"
      aria-label={`Acting as ${person}, ${role}, with ${via}`}
      title={`Acting as ${person} (${role}) with ${via}`}
    >
      <span className="acting-person">{person} · </span>
      {role}
      {viaToken && <span className="acting-via"> · token</span>}
    </Link>
  );
}
