import type { WorkgroupListItem as Workgroup } from '@/kernel/workgroup-schema';
import { screens } from '@/lib/navigation';
import { paletteActions, screenPaletteEntries } from '@/lib/route-facts.gen';

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

/**
 * The actions of the screen that is open, by its route (`palette.here` in its route's facts): its dialogs
 * (opened through the URL) and its sub-screens, so "resize" on a workspace finds Resize.
 */
export function screenActions(routeId: string, params: Record<string, string>): PaletteItem[] {
  // The params are the open route's own (command-palette.tsx): each entry links with them.
  return (screenPaletteEntries[routeId] ?? []).map((e): PaletteItem => {
    const item = { label: e.label, group: 'This screen' as const, params };
    return 'dialog' in e
      ? { ...item, id: `here-${e.dialog}`, to: routeId.replace(/(.)\/$/, '$1'), search: { dialog: e.dialog } }
      : { ...item, id: `here-${e.id}`, to: e.to, hash: e.hash };
  });
}

const screenItems: PaletteItem[] = [
  ...screens.map((s): PaletteItem => ({ id: `s-${s.to.slice(1)}`, label: s.label, group: 'Screens', to: s.to })),
  ...paletteActions.map((a): PaletteItem => ({ id: a.id, label: a.label, group: 'Actions', to: a.to })),
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
