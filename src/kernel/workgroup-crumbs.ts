import type { RouteCrumb } from '@/api/route-facts';

/** The breadcrumbs above a workgroup's screens ("Workgroup" stands for its name: ui/page.tsx). */
export const workgroupCrumbs = [
  { label: 'Workgroups', to: '/workgroups' },
  { label: 'Workgroup', to: '/workgroups/$workgroupID' },
] as const satisfies readonly RouteCrumb[];
