import { createFileRoute } from '@tanstack/react-router';
import { metaQueries } from '../../api/queries/meta';
import { OnboardingWizard } from '../../features/cloud-providers/onboarding-wizard';

export const Route = createFileRoute('/cloud-providers/new')({
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(metaQueries.workspaceOptions()),
  component: OnboardingWizard,
});
