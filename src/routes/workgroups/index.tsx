import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { workgroupQueries } from '@/api/resources/workgroups';
import { metaQueries } from '@/api/resources/meta';
import { parseWorkgroupSearch, workgroupSearchDefaults } from '@/lib/workgroup-search';
import { WorkgroupList } from '@/features/workgroups/workgroup-list';

export const Route = createFileRoute('/workgroups/')({
  staticData: { title: 'Workgroups' },
  validateSearch: parseWorkgroupSearch,
  search: { middlewares: [stripSearchParams(workgroupSearchDefaults)] },
  loader: ({ context: { queryClient } }) => {
    // Region descriptions are a nicety: fetched alongside, never blocking the list.
    void queryClient.prefetchQuery(metaQueries.workspaceOptions());
    return queryClient.ensureQueryData(workgroupQueries.list());
  },
  component: WorkgroupList,
});
