import type { Invoice } from './billing-schema';
import { formatCents, cents, type MonthCost } from './month-cost';
import type { MonthCostState } from './use-month-cost';

export interface ServiceFiguresProps {
  /** The service's credit balance in US dollars; null or undefined when it sent none or was not read. */
  credit: number | null | undefined;
  /** The service's invoices; null where the deployment does not list them. */
  invoices: readonly Invoice[] | null | undefined;
}

const monthName = (d: Date) => d.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const pad = (n: number | null) => String(n ?? 0).padStart(2, '0');
const invoiceOf = (invoices: readonly Invoice[], month: Date) =>
  invoices.find((i) => i.year === month.getUTCFullYear() && i.month === month.getUTCMonth() + 1 && i.amount_due !== null);

/** How ours stands against the service's: the same to the cent, or by how much and which way. */
function difference(theirs: number, ours: number, theirName: string): string {
  const d = theirs - ours;
  if (d === 0) return 'the same, to the cent.';
  return `${theirName} is ${formatCents(Math.abs(d))} ${d > 0 ? 'more' : 'less'} than ours (it may hold taxes, credits, or charges this console does not price).`;
}

function InvoiceLine({ invoice, ours, what }: { invoice: Invoice; ours: MonthCost; what: 'month' | 'projection' }) {
  const theirs = cents(invoice.amount_due!);
  const ourFigure = what === 'month' ? ours.soFar : ours.projected;
  return (
    <li>
      The service’s invoice for {monthName(ours.start)} (dated {invoice.year}-{pad(invoice.month)}-{pad(invoice.day)}, {invoice.status || 'status not sent'}):{' '}
      <strong>{formatCents(theirs)}</strong>; {what === 'month' ? 'the usage kept for that month adds up to' : 'our projection for the month is'}{' '}
      <strong>{formatCents(ourFigure)}</strong>: {difference(theirs, ourFigure, 'the invoice')}
    </li>
  );
}

/** The service's own figures (credit, invoices) beside ours, and any difference said. */
export function ServiceFigures({ credit, invoices, cost }: ServiceFiguresProps & { cost: Extract<MonthCostState, { kind: 'ready' }> }) {
  const current = invoices ? invoiceOf(invoices, cost.cost.start) : undefined;
  const previous = invoices && cost.previous ? invoiceOf(invoices, cost.previous.start) : undefined;
  const lines = [
    typeof credit === 'number' && (
      <li key="credit">
        The service’s credit balance: <strong>{formatCents(cents(credit))}</strong>; the projection for {monthName(cost.cost.start)} is{' '}
        <strong>{formatCents(cost.cost.projected)}</strong>:{' '}
        {cents(credit) >= cost.cost.projected
          ? 'the credit covers it.'
          : `the credit falls ${formatCents(cost.cost.projected - cents(credit))} short of it, which the payment method pays.`}
      </li>
    ),
    current && <InvoiceLine key="current" invoice={current} ours={cost.cost} what="projection" />,
    previous && cost.previous && <InvoiceLine key="previous" invoice={previous} ours={cost.previous.cost()} what="month" />,
  ].filter(Boolean);
  return (
    <div className="stack cost-service">
      <h3>Beside the service’s own figures</h3>
      {lines.length > 0 ? <ul className="plain-list">{lines}</ul> : null}
      <p className="muted small">
        {invoices === null
          ? 'This deployment does not list invoices, so none is compared here. '
          : !current && !previous
            ? 'The service has no invoice for this month or the last. '
            : ''}
        {!cost.fromHistory && 'Last month cannot be worked out here: this deployment keeps no usage history.'}
      </p>
    </div>
  );
}
