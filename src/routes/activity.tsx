import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { activitySearchDefaults, parseActivitySearch } from '@/features/activity/activity-search';
import { ActivityScreen } from '@/features/activity/activity-screen';
import { facts } from '@/features/activity/activity.route-facts';

export const Route = createFileRoute('/activity')({
  staticData: facts,
  // ?view=browser&q=wg-0001&since=…&outcome=refused: which log and what was searched, so a reload or a link keeps the place.
  validateSearch: parseActivitySearch,
  search: { middlewares: [stripSearchParams(activitySearchDefaults)] },
  component: ActivityScreen,
});
