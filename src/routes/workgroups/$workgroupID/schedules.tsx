import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { WorkgroupSchedulesScreen } from '@/features/schedules/workgroup-schedules-screen';
import { facts } from '@/features/schedules/workgroup-schedules.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/workgroups/$workgroupID/schedules')({
  staticData: routeStaticData['/workgroups/$workgroupID/schedules'],
  loader: screenLoader(facts),
  component: WorkgroupSchedulesScreen,
});
