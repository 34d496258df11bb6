import { billingOperations } from './billing-operations';
import { useMayCall } from '@/kernel/may-call';

/**
 * Whether the person acting may change the payment method and pay (declared on the operations:
 * owners only, api/access.ts); where the service does not say who acts, the controls show and the
 * service decides. The owners are named when the user list can be read.
 */
export function useBillingRole(): { member: boolean; owners: string[] } {
  const pay = useMayCall(billingOperations.payInvoice);
  return { member: !pay.may, owners: pay.owners };
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
