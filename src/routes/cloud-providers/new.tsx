import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { stepSearch } from '@/lib/dialog-search';
import { onboardingSteps } from '@/features/cloud-providers/onboarding-steps';
import { OnboardingWizard } from '@/features/cloud-providers/onboarding-wizard';
import { facts } from '@/features/cloud-providers/onboarding.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/cloud-providers/new')({
  staticData: routeStaticData['/cloud-providers/new'],
  validateSearch: stepSearch(onboardingSteps.length),
  loader: screenLoader(facts),
  component: OnboardingWizard,
});
