import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { credentials } from '@/api/credentials';
import { orgAdminQueries } from '@/kernel/org-admin-queries';
import type { WhoAmI } from '@/kernel/org-admin-schema';

/**
 * One answer to who is acting. With a session token held, its person acts (the console sends the
 * token with every write and every owners' operation, and the service decides by it: a member's
 * token with the owner's key is the member); else the API key's person. From the assumed
 * `GET /users/me` and `GET /whoami`; undefined while unknown, null where the deployment does not say.
 */
export function useActing(): { acting: WhoAmI | null | undefined; key: WhoAmI | null | undefined; viaToken: boolean } {
  useSyncExternalStore(credentials.subscribe, credentials.version, credentials.version);
  const viaToken = credentials.has('sessionToken');
  const key = useQuery({ ...orgAdminQueries.whoAmI(), enabled: credentials.has('apiKey') });
  const token = useQuery({ ...orgAdminQueries.sessionWhoAmI(), enabled: viaToken });
  return { acting: viaToken ? token.data : key.data, key: key.data, viaToken };
}

/** A session names its person; a key's `name` is the key's, and its person is its email. */
export const personOf = (w: WhoAmI) => (w.kind === 'session' ? w.name || w.email : w.email || w.name);
export const roleOf = (w: WhoAmI | null | undefined) => (w?.role === 'owner' || w?.role === 'member' ? w.role : undefined);

/** The header's answer to who is acting: the person and role, and (in its accessible name) which credentials. */
export function ActingPill() {
  const { acting, key, viaToken } = useActing();
  if (!acting) return null;
  const role = roleOf(acting) ?? (acting.role || 'role not said');
  const keyText = `API key ${credentials.masked('apiKey')}${key?.name ? ` (${key.name})` : ''}`;
  const via = viaToken ? `session token ${credentials.masked('sessionToken')}, with the ${keyText}` : `the ${keyText}`;
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
