import type { RouteFacts, RoutePalette } from '@/api/route-facts';
import { alongside, wait } from '@/api/screen-reads';
import { metaQueries } from '@/kernel/meta-queries';
import { workgroupQueries } from '@/kernel/workgroups-queries';

export const facts = {
  title: 'Workgroup',
  crumbs: [{ label: 'Workgroups', to: '/workgroups' }],
  // Region names: asked for alongside, never holding up the workgroup.
  reads: (p: { workgroupID: string }) => [wait(workgroupQueries.detail(p.workgroupID)), alongside(metaQueries.workspaceOptions(), 'quiet')],
} satisfies RouteFacts;

const WG = '/workgroups/$workgroupID';
// The palette's "This screen": the workgroup's dialogs (opened through the URL) and the screens below it.
export const palette = {
  here: [
    { label: 'Edit this workgroup', dialog: 'edit' },
    { label: 'Delete this workgroup', dialog: 'delete' },
    { id: 'new-ws', label: 'Create a workspace in this workgroup', to: `${WG}/workspaces/new` },
    { id: 'allow', label: 'Allow list of this workgroup', to: `${WG}/allow-list` },
    { id: 'allow-add', label: 'Add an allow-list entry to this workgroup', to: `${WG}/allow-list`, hash: 'add-entry' },
  ],
} satisfies RoutePalette;

export const early = true;
