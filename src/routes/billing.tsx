import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { BillingScreen } from '@/features/billing/billing-screen';

export const Route = createFileRoute('/billing')({
  staticData: { title: 'Billing' },
  loader: screenLoader('/billing'),
  component: BillingScreen,
});
