import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { AllowListScreen } from '@/features/allow-list/allow-list-screen';
import { facts } from '@/features/allow-list/allow-list.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/workgroups/$workgroupID/allow-list')({
  staticData: routeStaticData['/workgroups/$workgroupID/allow-list'],
  loader: screenLoader(facts),
  component: AllowListScreen,
});
