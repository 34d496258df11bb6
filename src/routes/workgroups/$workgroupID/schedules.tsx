import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { WorkgroupSchedulesScreen } from '@/features/schedules/workgroup-schedules-screen';

export const Route = createFileRoute('/workgroups/$workgroupID/schedules')({
  staticData: {
    title: 'Schedules',
    crumbs: [
      { label: 'Workgroups', to: '/workgroups' },
      { label: 'Workgroup', to: '/workgroups/$workgroupID' },
    ],
  },
  loader: screenLoader('/workgroups/$workgroupID/schedules'),
  component: WorkgroupSchedulesScreen,
});
