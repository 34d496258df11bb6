import type { WorkgroupListItem as Workgroup } from '@/api/schemas';

interface PaletteItem {
  id: string;
  label: string;
  group: 'Screens' | 'Actions' | 'Workgroups' | 'Workspaces';
  to: string;
  params?: Record<string, string>;
  hash?: string;
}

const screens: PaletteItem[] = [
  { id: 's-wg', label: 'Workgroups', group: 'Screens', to: '/workgroups' },
  { id: 's-cp', label: 'Cloud providers', group: 'Screens', to: '/cloud-providers' },
  { id: 's-users', label: 'Organization users', group: 'Screens', to: '/users' },
  { id: 's-org', label: 'Organization, quota and API keys', group: 'Screens', to: '/organization' },
  { id: 's-act', label: 'Activity', group: 'Screens', to: '/activity' },
  { id: 's-set', label: 'Settings', group: 'Screens', to: '/settings' },
  { id: 'a-wg', label: 'Create workgroup', group: 'Actions', to: '/workgroups/new' },
  { id: 'a-cp', label: 'Register a cloud account', group: 'Actions', to: '/cloud-providers/new' },
];

/** Everything the palette can jump to or start, from what the console already knows. */
export function paletteItems(workgroups: readonly Workgroup[]): PaletteItem[] {
  const items = [...screens];
  // An entry sent without its id cannot be opened: the palette leaves it out.
  for (const wg of workgroups.filter((w) => w.workgroup_id)) {
    const name = wg.name || wg.workgroup_id;
    const p = { workgroupID: wg.workgroup_id };
    items.push({ id: `wg-${wg.workgroup_id}`, label: `${name}`, group: 'Workgroups', to: '/workgroups/$workgroupID', params: p });
    items.push({ id: `new-ws-${wg.workgroup_id}`, label: `Create workspace in ${name}`, group: 'Actions', to: '/workgroups/$workgroupID/workspaces/new', params: p });
    items.push({ id: `allow-${wg.workgroup_id}`, label: `Add allow-list entry to ${name}`, group: 'Actions', to: '/workgroups/$workgroupID/allow-list', params: p, hash: 'add-entry' });
    for (const ws of wg.workspaces.filter((w) => w.workspace_id)) {
      const q = { workgroupID: wg.workgroup_id, workspaceID: ws.workspace_id };
      items.push({ id: `ws-${ws.workspace_id}`, label: `${ws.name} · ${name}`, group: 'Workspaces', to: '/workgroups/$workgroupID/workspaces/$workspaceID', params: q });
      items.push({ id: `sch-${ws.workspace_id}`, label: `New schedule for ${ws.name} · ${name}`, group: 'Actions', to: '/workgroups/$workgroupID/workspaces/$workspaceID/schedules', params: q });
    }
  }
  return items;
}

/** Items whose label holds every word typed, best first: starts-with before contains. */
export function searchPalette(items: readonly PaletteItem[], query: string, limit = 40): PaletteItem[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return items.filter((i) => i.group === 'Screens' || i.id.startsWith('a-')).slice(0, limit);
  const scored: { item: PaletteItem; score: number }[] = [];
  for (const item of items) {
    const label = item.label.toLowerCase();
    if (!words.every((w) => label.includes(w))) continue;
    const score = (label.startsWith(words[0]!) ? 0 : 10) + (item.group === 'Screens' ? 0 : item.group === 'Workgroups' || item.group === 'Workspaces' ? 1 : 2) + label.length / 1000;
    scored.push({ item, score });
  }
  return scored.sort((a, b) => a.score - b.score).slice(0, limit).map((s) => s.item);
}
