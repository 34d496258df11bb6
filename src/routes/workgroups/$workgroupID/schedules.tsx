import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { WorkgroupSchedulesScreen } from '@/features/schedules/workgroup-schedules-screen';
import { facts } from '@/features/schedules/workgroup-schedules.route-facts';

export const Route = createFileRoute('/workgroups/$workgroupID/schedules')({
  staticData: facts,
  loader: screenLoader(facts),
  component: WorkgroupSchedulesScreen,
});
