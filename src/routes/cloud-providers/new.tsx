import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { onboardingFrame } from '@/lib/screen-frames';
import { stepSearch } from '@/lib/dialog-search';
import { onboardingSteps } from '@/features/cloud-providers/onboarding-steps';
import { OnboardingWizard } from '@/features/cloud-providers/onboarding-wizard';

export const Route = createFileRoute('/cloud-providers/new')({
  staticData: { title: onboardingFrame.title, crumbs: [{ label: 'Cloud providers', to: '/cloud-providers' }] },
  validateSearch: stepSearch(onboardingSteps.length),
  loader: screenLoader('/cloud-providers/new'),
  component: OnboardingWizard,
});
