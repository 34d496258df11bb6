import type { RouteFacts, RouteNav } from '@/api/route-facts';
import { retryTransient } from '@/api/api-error';
import { alongside, screen } from '@/api/screen-reads';
import { orgQueries } from '@/kernel/org-queries';
import { billingQueries, budgetQueries, invoiceQueries, usageQueries } from './billing-queries';

export const facts = {
  title: 'Billing',
  frame: {
    description: 'What the organization has paid and owes, what this month costs so far at its prices, and the billing portal where payment is fixed.',
  },
  reads: () => [
    // The month's cost: the usage history and the prices (a deployment without the history is estimated from the workgroups).
    alongside(usageQueries.history()),
    // Started by the loader with the client's retries (the cost below asks once, kernel/org-queries.ts).
    alongside({ ...orgQueries.pricing(), retry: retryTransient }),
    screen(billingQueries.credit()),
    screen(billingQueries.status()),
    screen(billingQueries.validation()),
    screen(billingQueries.customer()),
    screen(invoiceQueries.list()),
    // The budget's section shows with the rest (a deployment without budgets says so in the section).
    alongside(budgetQueries.get()),
  ],
} satisfies RouteFacts;

export const nav = { label: 'Billing', order: 7, main: true } satisfies RouteNav;
