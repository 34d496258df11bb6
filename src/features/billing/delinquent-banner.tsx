import { Suspense } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { orgQueries } from '@/kernel/org-queries';
import { delinquency } from '@/kernel/delinquency';
import { dateTimeFormat } from '@/lib/intl';
import { lazyNamed } from '@/ui/lazy';

// Its reads and dialog load only while a payment has failed: never with a screen's first load.
const PayNow = lazyNamed(() => import('./pay-now'), 'PayNow');

/**
 * On every screen while a payment has failed: when workspaces stop and when data is deleted (the
 * tier's grace periods), and where to fix it. It reads what the header already read (`GET /org/self`);
 * only when the organization is delinquent does it also read the quota, for the tier.
 */
export function DelinquentBanner() {
  const org = useQuery(orgQueries.self());
  // Billing offers Pay now beside the invoice itself: once on a screen is enough.
  const onBilling = useLocation({ select: (l) => l.pathname === '/billing' });
  const since = org.data?.delinquent_since;
  const quota = useQuery({ ...orgQueries.quota(), enabled: Boolean(since) });
  const late = since && !quota.isPending ? delinquency(since, quota.data?.tier, new Date()) : undefined;
  if (!late) return null;
  const day = (d: Date) => dateTimeFormat({ dateStyle: 'medium' }).format(d);
  return (
    <section className="delinquent-banner" aria-label="Payment failed">
      <p>
        <strong>The organization’s payment failed on {day(late.since)}.</strong> {late.stopped ? 'Its workspaces are stopped since' : 'Its workspaces stop on'}{' '}
        <strong>{day(late.stopsAt)}</strong>
        {late.stopped ? ' and cannot be resumed until the invoice is paid' : ''}; its data {late.deleted ? 'was due for deletion on' : 'is deleted on'}{' '}
        <strong>{day(late.deletedAt)}</strong>
        {late.deleted ? ' and may be deleted at any time' : ''}
        {late.tierKnown ? ` (the ${late.tier} tier’s grace periods).` : ' (the tier is not known here: the shortest grace periods, the Free tier’s).'}{' '}
        <Link to="/billing">Fix the payment in the billing portal</Link>
      </p>
      {!onBilling && (
        <Suspense fallback={null}>
          <div className="delinquent-banner-pay">
            <PayNow />
          </div>
        </Suspense>
      )}
    </section>
  );
}
