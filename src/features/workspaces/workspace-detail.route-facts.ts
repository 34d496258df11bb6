import { workgroupCrumbs } from '@/kernel/workgroup-crumbs';
import type { RouteFacts, RoutePalette } from '@/api/route-facts';
import { alongside, wait } from '@/api/screen-reads';
import { metaQueries } from '@/kernel/meta-queries';
import { workspaceQueries } from '@/kernel/workspaces-queries';

export const facts = {
  title: 'Workspace',
  crumbs: workgroupCrumbs,
  // The add-on catalog names the workspace's add-ons, and the version lists say until when its version is
  // supported and what it can move to: asked for alongside, so that the screen does not ask for them after it draws.
  reads: (p: { workgroupID: string; workspaceID: string }) => [
    wait(workspaceQueries.detail(p)),
    alongside(metaQueries.addons()),
    alongside(metaQueries.workspaceOptions(), 'quiet'),
    alongside(metaQueries.workspaceOptions(true), 'quiet'),
  ],
} satisfies RouteFacts;

const WS = '/workgroups/$workgroupID/workspaces/$workspaceID';
// The palette's "This screen": the workspace's dialogs (opened through the URL, so "resize" finds Resize) and its sub-screens.
export const palette = {
  here: [
    { label: 'Connect to this workspace (Python, REST, GSQL)', dialog: 'connect' },
    { label: 'Resize this workspace', dialog: 'resize' },
    { label: 'Pause or resume this workspace', dialog: 'pause' },
    { label: 'Set auto-stop of this workspace', dialog: 'autostop' },
    { label: 'Delete this workspace', dialog: 'delete' },
    { id: 'edit', label: 'Edit settings of this workspace', to: `${WS}/edit` },
    { id: 'schedules', label: 'Schedules of this workspace', to: `${WS}/schedules` },
  ],
} satisfies RoutePalette;

export const early = true;
