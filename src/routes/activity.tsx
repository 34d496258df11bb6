import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { activitySearchDefaults, parseActivitySearch } from '@/features/activity/activity-search';
import { ActivityScreen } from '@/features/activity/activity-screen';
import type { facts } from '@/features/activity/activity.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/activity')({
  // Its title and crumbs, generated from its facts (imported for their type only: the queries they read load with the screen).
  staticData: routeStaticData['/activity'] satisfies Pick<typeof facts, 'title'>,
  // ?view=browser&q=wg-0001&since=…&outcome=refused: which log and what was searched, so a reload or a link keeps the place.
  validateSearch: parseActivitySearch,
  search: { middlewares: [stripSearchParams(activitySearchDefaults)] },
  component: ActivityScreen,
});
