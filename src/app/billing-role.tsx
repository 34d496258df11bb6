import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { credentials } from '@/api/credentials';
import { orgAdminQueries } from '@/api/resources/org-admin';
import { userQueries } from '@/api/resources/users';
import { ownerNames } from '@/lib/roles';

/**
 * Whether these credentials may change the payment method and pay (an owner's decision, as the
 * organization's name is), from the assumed `GET /whoami`; where the service does not say, the
 * controls show and the service decides. The owners are named when the user list can be read.
 */
export function useBillingRole(): { member: boolean; owners: string[] } {
  useSyncExternalStore(credentials.subscribe, credentials.version, credentials.version);
  const who = useQuery(orgAdminQueries.whoAmI());
  const member = who.data?.role === 'member';
  const users = useQuery({ ...userQueries.list(), enabled: member && Boolean(credentials.sessionToken()), retry: false });
  return { member, owners: users.data ? ownerNames(users.data) : [] };
}

/** "Only an organization owner … can …", said where a member sees what they may not change. */
export function OwnersOnlyNote({ what, owners }: { what: string; owners: string[] }) {
  return (
    <p className="notice" role="note">
      Only an organization owner (Organization Admin) can {what}
      {owners.length > 0 ? `: ${owners.join(', ')}` : ''}. Your credentials are a member’s, so this is shown read-only.
    </p>
  );
}
