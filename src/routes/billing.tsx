import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { billingFrame } from '@/lib/screen-frames';
import { BillingScreen } from '@/features/billing/billing-screen';

export const Route = createFileRoute('/billing')({
  staticData: { title: billingFrame.title },
  loader: screenLoader('/billing'),
  component: BillingScreen,
});
