import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { workgroupListFrame } from '@/lib/screen-frames';
import { parseWorkgroupSearch, workgroupSearchDefaults } from '@/features/workgroups/workgroup-search';
import { WorkgroupList } from '@/features/workgroups/workgroup-list';

export const Route = createFileRoute('/workgroups/')({
  staticData: { title: workgroupListFrame.title },
  validateSearch: parseWorkgroupSearch,
  search: { middlewares: [stripSearchParams(workgroupSearchDefaults)] },
  loader: screenLoader('/workgroups/'),
  component: WorkgroupList,
});
