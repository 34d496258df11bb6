import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { BillingScreen } from '@/features/billing/billing-screen';
import { facts } from '@/features/billing/billing.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/billing')({
  staticData: routeStaticData['/billing'],
  loader: screenLoader(facts),
  component: BillingScreen,
});
