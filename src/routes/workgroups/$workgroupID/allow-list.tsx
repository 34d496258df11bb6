import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { AllowListScreen } from '@/features/allow-list/allow-list-screen';
import { facts } from '@/features/allow-list/allow-list.route-facts';

export const Route = createFileRoute('/workgroups/$workgroupID/allow-list')({
  staticData: facts,
  loader: screenLoader(facts),
  component: AllowListScreen,
});
