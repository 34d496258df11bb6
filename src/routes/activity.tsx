import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { activitySearchDefaults, parseActivitySearch } from '@/features/activity/activity-search';
import { ActivityScreen } from '@/features/activity/activity-screen';

export const Route = createFileRoute('/activity')({
  staticData: { title: 'Activity' },
  // ?view=browser&q=wg-0001&since=…&outcome=refused: which log and what was searched, so a reload or a link keeps the place.
  validateSearch: parseActivitySearch,
  search: { middlewares: [stripSearchParams(activitySearchDefaults)] },
  component: ActivityScreen,
});
