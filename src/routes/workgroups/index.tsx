import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { parseWorkgroupSearch, workgroupSearchDefaults } from '@/features/workgroups/workgroup-search';
import { WorkgroupList } from '@/features/workgroups/workgroup-list';
import { facts } from '@/features/workgroups/workgroup-list.route-facts';

export const Route = createFileRoute('/workgroups/')({
  staticData: facts,
  validateSearch: parseWorkgroupSearch,
  search: { middlewares: [stripSearchParams(workgroupSearchDefaults)] },
  loader: screenLoader(facts),
  component: WorkgroupList,
});
