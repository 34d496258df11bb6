import { billingOperations } from './billing-operations';
import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { credentials } from '@/api/credentials';
import './billing.css';
import { billingQueries, budgetQueries, invoiceQueries, useBillingSession } from './billing-queries';
import { useMayCall } from '@/kernel/may-call';
import { orgQueries } from '@/kernel/org-queries';
import { delinquency } from '@/kernel/delinquency';
import { formatUsd } from '@/kernel/pricing';
import { PageHeader, Section, Fact } from '@/ui/page';
import { FormError } from '@/ui/form-error';
import { useSendOnce } from '@/ui/send-once';
import { CopyRequest } from '@/ui/copy-request';
import { facts } from './billing.route-facts';
import { ScreenNotices } from '@/ui/read-notices';
import { useFirstReads } from '@/ui/first-reads';
import { BillingFigure } from './billing-reads';
import { MonthFigures } from './month-figures';
import { BudgetBanner, BudgetSection } from './budget-section';
import { useMonthCost } from './use-month-cost';
import { orgAdminQueries } from '@/kernel/org-admin-queries';
import { AfterPaint } from '@/ui/after-paint';
import { lazyNamed } from '@/ui/lazy';
import { Suspense } from 'react';

// The invoices, cards, customer and cost explorer, below the first screen: their code comes after it has painted.
const BillingBelow = lazyNamed(() => import('./billing-below'), 'BillingBelow');

// `GET /billing/status` (revision D declares a number; what each means is assumed).
const paymentStatus: Record<number, string> = { 0: 'No payment method', 1: 'Credit card', 2: 'Cloud marketplace', 3: 'Invoice' };

/** Only a web address or a path of this console opens: never `javascript:` or another scheme from an answer. */
function safePortalUrl(raw: string): string | undefined {
  try {
    const url = new URL(raw.trim(), window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function BillingScreen() {
  useSyncExternalStore(credentials.subscribe, credentials.version, credentials.version);
  // The vendor declares a session token beside the key on these two: without one, nothing is sent and the figure says what to add.
  const token = credentials.has('sessionToken');
  const credit = useQuery({ ...billingQueries.credit(), enabled: token });
  const status = useQuery({ ...billingQueries.status(), enabled: token });
  const valid = useQuery(billingQueries.validation());
  const customer = useQuery(billingQueries.customer());
  const org = useQuery(orgQueries.self());
  const quota = useQuery(orgQueries.quota());
  // Read here for the sections below too: they show together, once all have answered.
  const invoices = useQuery(invoiceQueries.list());
  // Who acts says whether the portal's button is refused, with a note under it: waited for with the rest.
  const acting = useQuery({ ...orgAdminQueries.whoAmI(), enabled: credentials.has('apiKey') });
  // The budget too: its section shows with the rest, not after it, moving what is below.
  const budget = useQuery(budgetQueries.get());
  const ready = useFirstReads('billing', [credit, status, valid, customer, org, quota, invoices, acting, budget]);
  // Not waited for: its figures keep their space until they are added up.
  const cost = useMonthCost();
  const portal = useBillingSession();
  const send = useSendOnce();
  // The portal pays and adds cards: an owner's to open (api/access.ts).
  const mayOpen = useMayCall(billingOperations.createBillingSession);
  const late = delinquency(org.data?.delinquent_since, quota.data?.tier, new Date());
  return (
    <>
      <PageHeader description={facts.frame.description} />
      <ScreenNotices facts={facts} params={{}} />
      {!ready ? (
        <p className="muted" role="status">
          Reading the payment, the invoices and the cards…
        </p>
      ) : (
        <>
          <BudgetBanner state={cost} />
          <MonthFigures state={cost} />
          <BudgetSection state={cost} />
          <Section title="Payment">
            <dl className="facts">
              <Fact label="Credit balance">
                <BillingFigure query={credit} what="The credit balance" lacksToken={!token}>
                  {(n) => (n === null ? '—' : formatUsd(n))}
                </BillingFigure>
              </Fact>
              <Fact label="Payment method">
                <BillingFigure query={status} what="The payment status" lacksToken={!token}>
                  {(n) => (n === null ? '—' : (paymentStatus[n] ?? `Status ${n}`))}
                </BillingFigure>
              </Fact>
              <Fact label="Payment method valid">
                <BillingFigure query={valid} what="The payment method's check">
                  {(ok) => (ok ? 'Yes' : <strong className="text-danger">No: fix it in the billing portal</strong>)}
                </BillingFigure>
              </Fact>
              <Fact label="Standing">
                {late ? (
                  <strong className="text-danger">Payment failed on {late.since.toISOString().slice(0, 10)}</strong>
                ) : org.data ? (
                  'In good standing'
                ) : (
                  '—'
                )}
              </Fact>
            </dl>
            <div className="form-actions" style={{ marginTop: '1rem' }}>
              <button
                type="button"
                className="button button-primary"
                disabled={portal.isPending || !mayOpen.may}
                aria-describedby={mayOpen.may ? undefined : 'billing-portal-owners'}
                onClick={() =>
                  send(() =>
                    portal.mutateAsync().then((raw) => {
                      const url = safePortalUrl(raw);
                      if (url) window.location.assign(url);
                    }),
                  )
                }
              >
                {portal.isPending ? 'Opening…' : 'Open the billing portal'}
              </button>
              <CopyRequest operation="createBillingSession" args={() => ({})} />
            </div>
            {!mayOpen.may && (
              <p className="notice" role="note" id="billing-portal-owners">
                {mayOpen.reason}
              </p>
            )}
            {portal.isSuccess && !safePortalUrl(portal.data) && (
              <p className="form-error" role="alert">
                The service answered something that is not a web address, so nothing was opened: {portal.data.slice(0, 120) || '(empty)'}
              </p>
            )}
            <FormError error={portal.error} title="The billing portal could not be opened" takeFocus />
          </Section>
          {/* Below the first screen, drawn once the figures above have painted; its code comes then, in one file, so that
              no part of it waits for code of its own later (which would hide what is shown). */}
          <AfterPaint>
            <Suspense fallback={null}>
              <BillingBelow state={cost} credit={credit} customer={customer} invoices={invoices} />
            </Suspense>
          </AfterPaint>
        </>
      )}
    </>
  );
}
