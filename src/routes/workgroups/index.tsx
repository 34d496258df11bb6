import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { parseWorkgroupSearch, workgroupSearchDefaults } from '@/features/workgroups/workgroup-search';
import { WorkgroupList } from '@/features/workgroups/workgroup-list';
import { facts } from '@/features/workgroups/workgroup-list.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/workgroups/')({
  staticData: routeStaticData['/workgroups/'],
  validateSearch: parseWorkgroupSearch,
  search: { middlewares: [stripSearchParams(workgroupSearchDefaults)] },
  loader: screenLoader(facts),
  component: WorkgroupList,
});
