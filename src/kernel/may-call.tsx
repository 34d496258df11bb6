import { useQuery } from '@tanstack/react-query';
import { allows, whoMay, type Access } from '@/api/access';
import { userQueries } from './users-queries';
import { ownerNames } from './owners';
import { personOf, roleOf, useActing } from './access';

// Apart from the header's pill (access.tsx, which every screen loads): the screens that ask bring it, and the roles' rules.
/**
 * Whether the person acting may call an operation, by its row's declaration (api/access.ts; the screen passes the row,
 * from its area's *-operations.ts), and if not,
 * why and who may: the control is disabled with this reason and nothing is sent. Where the
 * deployment does not say who is acting, the control stays and the service decides.
 */
export function useMayCall(op: { access: Access; title: string }): { may: boolean; reason?: string; acting?: string; owners: string[] } {
  const { acting, viaToken } = useActing();
  const access = op.access;
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
    reason: `Only ${whoMay[access]} may ${op.title.toLowerCase()}${owners.length ? ` (${owners.join(', ')})` : ''}. ${who}`,
  };
}
