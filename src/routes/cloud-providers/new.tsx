import { createFileRoute } from '@tanstack/react-router';
import { stepSearch } from '@/lib/dialog-search';
import { onboardingSteps } from '@/features/cloud-providers/onboarding-steps';
import { metaQueries } from '@/api/queries/meta';
import { OnboardingWizard } from '@/features/cloud-providers/onboarding-wizard';

export const Route = createFileRoute('/cloud-providers/new')({
  staticData: { title: 'Register a cloud account', crumbs: [{ label: 'Cloud providers', to: '/cloud-providers' }] },
  validateSearch: stepSearch(onboardingSteps.length),
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(metaQueries.workspaceOptions()),
  component: OnboardingWizard,
});
