import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { parseWeekSearch, weekSearchDefaults } from '@/features/schedules/week-search';
import { screenLoader } from '@/api/screen-reads';
import { WorkspaceSchedulesScreen } from '@/features/schedules/workspace-schedules-screen';
import { facts } from '@/features/schedules/workspace-schedules.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/$workspaceID/schedules')({
  staticData: routeStaticData['/workgroups/$workgroupID/workspaces/$workspaceID/schedules'],
  // ?week=2&zone=America/New_York: the week the week view shows and its zone, so a reload or a link keeps the place.
  validateSearch: parseWeekSearch,
  search: { middlewares: [stripSearchParams(weekSearchDefaults)] },
  loader: screenLoader(facts),
  component: WorkspaceSchedulesScreen,
});
