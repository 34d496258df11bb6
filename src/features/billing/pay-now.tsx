import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { billingQueries, invoiceQueries, usePayInvoice } from './billing-queries';
import { orgQueries } from '@/kernel/org-queries';
import { cardLabel, invoiceQuery, invoiceToPay, whyNotPaid } from './outstanding-invoice';
import { formatUsd } from '@/kernel/pricing';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';
import { OwnersOnlyNote, useBillingRole } from './billing-role';

/**
 * "Pay now" for the invoice whose payment failed (`POST /billing/payment/invoice`), on the banner and
 * on Billing. It asks before charging, names the invoice and the card, and says why when the payment
 * does not go through: the service's reason, or (an answer of `false`) the payment method's check.
 * Loaded only while the organization is delinquent.
 */
export function PayNow() {
  const org = useQuery(orgQueries.self());
  const since = org.data?.delinquent_since;
  const quota = useQuery({ ...orgQueries.quota(), enabled: Boolean(since) });
  const invoices = useQuery({ ...invoiceQueries.list(), enabled: Boolean(since) });
  const customer = useQuery({ ...billingQueries.customer(), enabled: Boolean(since) });
  const [open, setOpen] = useState(false);
  // The payment method's check, once the owner means to pay: a failing one is said before anything is charged.
  const valid = useQuery({ ...billingQueries.validation(), enabled: open });
  const role = useBillingRole();
  const pay = usePayInvoice();
  const [declined, setDeclined] = useState('');
  if (!since || invoices.isPending || quota.isPending) return null;
  const invoice = invoiceToPay(invoices.data, since, quota.data?.tier);
  if (!invoice) return null;
  if (role.member) return <OwnersOnlyNote what="pay the outstanding invoice" owners={role.owners} />;
  // The service requires the invoice's plan (productPlanId, as the vendor declares): without it nothing is sent.
  if (!invoice.productPlanId)
    return (
      <p className="muted small" role="note">
        Paying here needs the invoice’s plan (productPlanId), which this deployment does not give: pay it in the billing portal.
      </p>
    );
  const cards = customer.data?.cards;
  const def = cards?.find((c) => c.is_default);
  const query = invoiceQuery(invoice);
  // What is known of the card says more than the service's yes or no.
  const cardWarned = Boolean((def?.status && def.status !== 'valid') || (cards && !def));
  const close = (o: boolean) => {
    setOpen(o);
    if (!o) {
      pay.reset();
      setDeclined('');
    }
  };
  const confirm = async () => {
    setDeclined('');
    const paid = await pay.mutateAsync(query);
    if (paid) {
      close(false);
      toast({ tone: 'success', title: `The invoice of ${invoice.date} is paid`, detail: 'Stopped workspaces can be resumed again.' });
      return;
    }
    // The vendor answers `false` for a payment that did not go through: its payment method check says why.
    const check = await valid.refetch();
    setDeclined(`The payment did not go through. ${whyNotPaid(check.data, cards)}`);
  };
  const amount = invoice.amountDue === null ? '' : ` (${formatUsd(invoice.amountDue)})`;
  return (
    <>
      <button type="button" className="button button-primary button-small" onClick={() => setOpen(true)}>
        Pay now
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={close}
        title="Pay the outstanding invoice?"
        actionLabel={`Pay${amount ? ` ${formatUsd(invoice.amountDue!)}` : ''} now`}
        pending={pay.isPending}
        // A refusal, or a payment the service answered did not go through: either is said above the buttons, and takes focus.
        error={pay.error ?? (declined || undefined)}
        errorTitle="The invoice was not paid"
        onConfirm={confirm}
        extra={<CopyRequest operation="payInvoice" args={() => ({ query })} />}
      >
        <p>
          The invoice of <strong>{invoice.date}</strong>
          {amount}
          {invoice.productPlanId ? ` on ${invoice.productPlanId}` : ''} is charged to{' '}
          {def ? <strong>{cardLabel(def)}</strong> : 'the organization’s default payment method'}.
        </p>
        {def && def.status && def.status !== 'valid' && (
          <p className="field-warn" role="note">
            The default card is {def.status}
            {def.declined_reason ? ` (${def.declined_reason})` : ''}: the service will likely refuse this payment. Make another card the default under Billing
            first.
          </p>
        )}
        {valid.data === false && !cardWarned && (
          <p className="field-warn" role="note">
            The service says the organization has no valid payment method (GET /billing/validation): the payment will likely be refused. Fix it in the billing
            portal first.
          </p>
        )}
        {cards && !def && (
          <p className="field-warn" role="note">
            The organization has no default card: make one the default under Billing first.
          </p>
        )}
        {invoice.guessed && (
          <p className="muted small">
            This deployment does not list invoices, so the console asks for the one dated the day the payment failed
            {invoice.productPlanId ? `, on the plan named after the tier (${invoice.productPlanId})` : ''}; the service says so if that is not it.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
