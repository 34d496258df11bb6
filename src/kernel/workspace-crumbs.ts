import type { RouteCrumb } from '@/api/route-facts';
import { workgroupCrumbs } from '@/kernel/workgroup-crumbs';

/** The breadcrumbs above a workspace's screens ("Workspace" stands for its name: ui/page.tsx). */
export const workspaceCrumbs = [
  ...workgroupCrumbs,
  { label: 'Workspace', to: '/workgroups/$workgroupID/workspaces/$workspaceID' },
] as const satisfies readonly RouteCrumb[];
