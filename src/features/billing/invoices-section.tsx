import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { invoiceQueries } from './billing-queries';
import { orgQueries } from '@/kernel/org-queries';
import { delinquency } from '@/kernel/delinquency';
import { formatUsd } from '@/kernel/pricing';
import { Section } from '@/ui/page';
import { FormError } from '@/ui/form-error';
import { lazyNamed } from '@/ui/lazy';

// Only while the organization is delinquent, as on the banner (which loads the same file then).
const PayNow = lazyNamed(() => import('./pay-now'), 'PayNow');

const day = (d: Date) => d.toISOString().slice(0, 10);
const pad = (n: number | null) => String(n ?? 0).padStart(2, '0');

/**
 * The organization's standing and its invoices (the assumed `GET /billing/invoices`): after a failed
 * payment, what it stops and deletes and when, with Pay now; a deployment without the list says so.
 */
export function InvoicesSection() {
  const org = useQuery(orgQueries.self());
  const quota = useQuery(orgQueries.quota());
  const invoices = useQuery(invoiceQueries.list());
  const late = delinquency(org.data?.delinquent_since, quota.data?.tier, new Date());
  const failed = invoices.data?.find((i) => i.status.toLowerCase() === 'open');
  return (
    <Section title="Invoices">
      {late && (
        <div className="notice notice-warn stack" role="note" aria-label="Outstanding invoice">
          <p>
            <strong>The payment of {day(late.since)} failed</strong>
            {failed?.failure_reason ? `: ${failed.failure_reason}` : '.'}{' '}
            {late.stopped
              ? `The workspaces were stopped on ${day(late.stopsAt)} and cannot be resumed until it is paid.`
              : `The workspaces stop on ${day(late.stopsAt)} unless it is paid.`}{' '}
            {late.deleted
              ? `The organization’s data was due for deletion on ${day(late.deletedAt)} and may be deleted at any time: pay now to keep it.`
              : `Its data is deleted on ${day(late.deletedAt)}.`}
          </p>
          <div>
            <Suspense fallback={null}>
              <PayNow />
            </Suspense>
          </div>
        </div>
      )}
      {invoices.isPending ? (
        <p className="muted">Loading…</p>
      ) : invoices.isError ? (
        <FormError error={invoices.error} title="The invoices could not be read" />
      ) : invoices.data === null ? (
        <p className="muted">This deployment does not list invoices (GET /billing/invoices is assumed by this console); see them in the billing portal.</p>
      ) : invoices.data.length === 0 ? (
        <p className="muted">No invoices yet.</p>
      ) : (
        <div className="table-wrap">
          <table aria-label="Invoices" className="responsive row-headed">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Plan</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.map((i) => (
                <tr key={i.invoice_id || `${i.year}-${i.month}-${i.day}`}>
                  <th scope="row" className="nowrap">
                    {i.year}-{pad(i.month)}-{pad(i.day)}
                  </th>
                  <td data-label="Plan">{i.product_plan_id || '—'}</td>
                  <td data-label="Amount">{i.amount_due === null ? '—' : formatUsd(i.amount_due)}</td>
                  <td data-label="Status">
                    {i.status.toLowerCase() === 'paid' ? (
                      `Paid${i.paid_at ? ` on ${i.paid_at.slice(0, 10)}` : ''}`
                    ) : (
                      <strong className="text-danger">{i.status.toLowerCase() === 'open' ? 'Unpaid' : i.status || '—'}</strong>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
