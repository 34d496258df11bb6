import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '@/api/api-error';
import { Fact, Section } from '@/ui/page';
import { AfterPaint } from '@/ui/after-paint';
import { BillingFigure } from './billing-reads';
import { InvoicesSection } from './invoices-section';
import { CardsSection } from './cards-section';
import { CostExplorer } from './month-cost-section';
import type { MonthCostState } from './use-month-cost';
import type { BillingCustomer, Invoice } from './billing-schema';

interface Props {
  state: MonthCostState;
  credit: UseQueryResult<number | null, ApiError>;
  customer: UseQueryResult<BillingCustomer, ApiError>;
  invoices: UseQueryResult<Invoice[] | null, ApiError>;
}

/**
 * Billing below its first screen: the invoices, the cards, the customer and the cost explorer. A section of rows shows
 * once its rows are in, and what follows it after it (a retry may keep them pending); the cost explorer, drawn once the
 * cost is added up, comes last.
 */
export function BillingBelow({ state, credit, customer, invoices }: Props) {
  const c = customer.data;
  const address = c ? [c.address.line1, c.address.city, c.address.state, c.address.postalCode, c.address.country].filter(Boolean).join(', ') : '';
  return (
    <>
      <InvoicesSection />
      {!invoices.isPending && <CardsSection />}
      {!invoices.isPending && !customer.isPending && (
        <AfterPaint>
          <Section title="Customer">
            <dl className="facts">
              <Fact label="Name">
                <BillingFigure query={customer} what="The customer">
                  {(x) => x.customer_name || '—'}
                </BillingFigure>
              </Fact>
              <Fact label="Billing e-mail">{c?.customer_email || '—'}</Fact>
              <Fact label="Customer ID">
                <span className="mono">{c?.customer_id || '—'}</span>
              </Fact>
              <Fact label="Address">{address || '—'}</Fact>
            </dl>
          </Section>
          <CostExplorer state={state} service={{ credit: credit.data, invoices: invoices.data }} />
        </AfterPaint>
      )}
    </>
  );
}
