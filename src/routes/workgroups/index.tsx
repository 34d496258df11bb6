import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { parseWorkgroupSearch, workgroupSearchDefaults } from '@/lib/workgroup-search';
import { WorkgroupList } from '@/features/workgroups/workgroup-list';

export const Route = createFileRoute('/workgroups/')({
  staticData: { title: 'Workgroups' },
  validateSearch: parseWorkgroupSearch,
  search: { middlewares: [stripSearchParams(workgroupSearchDefaults)] },
  loader: screenLoader('/workgroups/'),
  component: WorkgroupList,
});
