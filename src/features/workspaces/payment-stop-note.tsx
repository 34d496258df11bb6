import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { orgQueries } from '@/kernel/org-queries';
import type { Workspace } from '@/kernel/workspace-schema';
import { delinquency } from '@/kernel/delinquency';

/** The condition the control plane gives a workspace it stopped for an overdue payment (vendor-later-operations.md, assumed). */
export const PAYMENT_STOP = 'PaymentOverdue';

/**
 * Why a workspace is stopped when the organization's payment is overdue, and that resuming waits for
 * the payment: the service's reason where it gives one (`err_message` with `condition_type`
 * PaymentOverdue), else what the organization's standing says.
 */
export function PaymentStopNote({ ws }: { ws: Workspace }) {
  const org = useQuery(orgQueries.self());
  const since = org.data?.delinquent_since;
  const quota = useQuery({ ...orgQueries.quota(), enabled: Boolean(since) });
  const late = since && !quota.isPending ? delinquency(since, quota.data?.tier, new Date()) : undefined;
  const stoppedHere = ws.condition_type === PAYMENT_STOP || (late?.stopped && ['stopped', 'paused'].includes(ws.status.toLowerCase()));
  if (!stoppedHere) return null;
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return (
    <div className="form-error" role="note" aria-label="Stopped for an overdue payment" style={{ marginTop: '0.75rem' }}>
      <strong>Stopped for an overdue payment</strong>
      <p>
        {ws.condition_type === PAYMENT_STOP && ws.err_message
          ? ws.err_message
          : late && `The organization’s payment failed on ${day(late.since)} and its workspaces were stopped on ${day(late.stopsAt)}.`}{' '}
        {late ? 'Resuming is refused until the outstanding invoice is paid.' : 'The invoice is paid: the workspace can be resumed.'}{' '}
        {late && <Link to="/billing">Pay it under Billing</Link>}
      </p>
    </div>
  );
}
