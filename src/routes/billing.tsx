import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { BillingScreen } from '@/features/billing/billing-screen';
import { facts } from '@/features/billing/billing.route-facts';

export const Route = createFileRoute('/billing')({
  staticData: facts,
  loader: screenLoader(facts),
  component: BillingScreen,
});
