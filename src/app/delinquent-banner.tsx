import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { orgQueries } from '@/api/resources/org';
import { delinquency } from '@/lib/delinquency';
import { dateTimeFormat } from '@/lib/intl';

/**
 * On every screen while a payment has failed: when workspaces stop and when data is deleted (the
 * tier's grace periods), and where to fix it. It reads what the header already read (`GET /org/self`);
 * only when the organization is delinquent does it also read the quota, for the tier.
 */
export function DelinquentBanner() {
  const org = useQuery({ ...orgQueries.self(), retry: false });
  const since = org.data?.delinquent_since;
  const quota = useQuery({ ...orgQueries.quota(), retry: false, enabled: Boolean(since) });
  const late = since && !quota.isPending ? delinquency(since, quota.data?.tier, new Date()) : undefined;
  if (!late) return null;
  const day = (d: Date) => dateTimeFormat({ dateStyle: 'medium' }).format(d);
  return (
    <section className="delinquent-banner" aria-label="Payment failed">
      <p>
        <strong>The organization’s payment failed on {day(late.since)}.</strong> {late.stopped ? 'Its workspaces are stopped since' : 'Its workspaces stop on'}{' '}
        <strong>{day(late.stopsAt)}</strong>; its data {late.deleted ? 'was deleted on' : 'is deleted on'} <strong>{day(late.deletedAt)}</strong>
        {late.tierKnown ? ` (the ${late.tier} tier’s grace periods).` : ' (the tier is not known here: the shortest grace periods, the Free tier’s).'}{' '}
        <Link to="/billing">Fix the payment in the billing portal</Link>
      </p>
    </section>
  );
}
