import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { parseWeekSearch, weekSearchDefaults } from '@/features/schedules/week-search';
import { screenLoader } from '@/api/screen-reads';
import { WorkspaceSchedulesScreen } from '@/features/schedules/workspace-schedules-screen';

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/$workspaceID/schedules')({
  staticData: {
    title: 'Schedules',
    crumbs: [
      { label: 'Workgroups', to: '/workgroups' },
      { label: 'Workgroup', to: '/workgroups/$workgroupID' },
      { label: 'Workspace', to: '/workgroups/$workgroupID/workspaces/$workspaceID' },
    ],
  },
  // ?week=2&zone=America/New_York: the week the week view shows and its zone, so a reload or a link keeps the place.
  validateSearch: parseWeekSearch,
  search: { middlewares: [stripSearchParams(weekSearchDefaults)] },
  loader: screenLoader('/workgroups/$workgroupID/workspaces/$workspaceID/schedules'),
  component: WorkspaceSchedulesScreen,
});
