import type { WorkgroupListItem as Workgroup } from '@/features/workgroups/workgroup-schema';
import { screens } from '@/lib/navigation';

interface PaletteItem {
  id: string;
  label: string;
  group: 'This screen' | 'Screens' | 'Actions' | 'Workgroups' | 'Workspaces';
  to: string;
  params?: Record<string, string>;
  /** A dialog of the screen opened through the URL (`?dialog=resize`). */
  search?: Record<string, string>;
  hash?: string;
}

const WS = '/workgroups/$workgroupID/workspaces/$workspaceID';
const WG = '/workgroups/$workgroupID';
/**
 * The actions of the screen that is open, by its route: its dialogs (opened through
 * the URL) and its sub-screens, so "resize" on a workspace finds Resize.
 */
export function screenActions(routeId: string, params: Record<string, string>): PaletteItem[] {
  const here = (id: string, label: string, dialog: string, to: string): PaletteItem => ({
    id: `here-${id}`,
    label,
    group: 'This screen',
    to,
    params,
    search: { dialog },
  });
  const go = (id: string, label: string, to: string, hash?: string): PaletteItem => ({ id: `here-${id}`, label, group: 'This screen', to, params, hash });
  if (routeId === `${WS}/` && params.workspaceID) {
    return [
      here('connect', 'Connect to this workspace (Python, REST, GSQL)', 'connect', WS),
      here('resize', 'Resize this workspace', 'resize', WS),
      here('pause', 'Pause or resume this workspace', 'pause', WS),
      here('autostop', 'Set auto-stop of this workspace', 'autostop', WS),
      here('delete', 'Delete this workspace', 'delete', WS),
      go('edit', 'Edit settings of this workspace', `${WS}/edit`),
      go('schedules', 'Schedules of this workspace', `${WS}/schedules`),
    ];
  }
  if (routeId === `${WG}/` && params.workgroupID) {
    return [
      here('edit', 'Edit this workgroup', 'edit', WG),
      here('delete', 'Delete this workgroup', 'delete', WG),
      go('new-ws', 'Create a workspace in this workgroup', `${WG}/workspaces/new`),
      go('allow', 'Allow list of this workgroup', `${WG}/allow-list`),
      go('allow-add', 'Add an allow-list entry to this workgroup', `${WG}/allow-list`, 'add-entry'),
    ];
  }
  return [];
}

const screenItems: PaletteItem[] = [
  ...screens.map((s): PaletteItem => ({ id: `s-${s.to.slice(1)}`, label: s.label, group: 'Screens', to: s.to })),
  { id: 'a-wg', label: 'Create workgroup', group: 'Actions', to: '/workgroups/new' },
  { id: 'a-cp', label: 'Register a cloud account', group: 'Actions', to: '/cloud-providers/new' },
];

/** Everything the palette can jump to or start, from what the console already knows. */
export function paletteItems(workgroups: readonly Workgroup[]): PaletteItem[] {
  const items = [...screenItems];
  // An entry sent without its id cannot be opened: the palette leaves it out.
  for (const wg of workgroups.filter((w) => w.workgroup_id)) {
    const name = wg.name || wg.workgroup_id;
    const p = { workgroupID: wg.workgroup_id };
    items.push({ id: `wg-${wg.workgroup_id}`, label: `${name}`, group: 'Workgroups', to: '/workgroups/$workgroupID', params: p });
    items.push({
      id: `new-ws-${wg.workgroup_id}`,
      label: `Create workspace in ${name}`,
      group: 'Actions',
      to: '/workgroups/$workgroupID/workspaces/new',
      params: p,
    });
    items.push({
      id: `allow-${wg.workgroup_id}`,
      label: `Add allow-list entry to ${name}`,
      group: 'Actions',
      to: '/workgroups/$workgroupID/allow-list',
      params: p,
      hash: 'add-entry',
    });
    for (const ws of wg.workspaces.filter((w) => w.workspace_id)) {
      const q = { workgroupID: wg.workgroup_id, workspaceID: ws.workspace_id };
      items.push({
        id: `ws-${ws.workspace_id}`,
        label: `${ws.name} · ${name}`,
        group: 'Workspaces',
        to: '/workgroups/$workgroupID/workspaces/$workspaceID',
        params: q,
      });
      items.push({
        id: `sch-${ws.workspace_id}`,
        label: `New schedule for ${ws.name} · ${name}`,
        group: 'Actions',
        to: '/workgroups/$workgroupID/workspaces/$workspaceID/schedules',
        params: q,
      });
    }
  }
  return items;
}

/** Items whose label holds every word typed, best first: starts-with before contains. */
export function searchPalette(items: readonly PaletteItem[], query: string, limit = 40): PaletteItem[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return items.filter((i) => i.group === 'This screen' || i.group === 'Screens' || i.id.startsWith('a-')).slice(0, limit);
  const scored: { item: PaletteItem; score: number }[] = [];
  for (const item of items) {
    const label = item.label.toLowerCase();
    if (!words.every((w) => label.includes(w))) continue;
    const rank = item.group === 'This screen' || item.group === 'Screens' ? 0 : item.group === 'Workgroups' || item.group === 'Workspaces' ? 1 : 2;
    const score = (label.startsWith(words[0]!) ? 0 : 10) + rank + label.length / 1000;
    scored.push({ item, score });
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((s) => s.item);
}
