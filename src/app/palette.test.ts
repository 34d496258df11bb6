import { describe, expect, it } from 'vitest';
import { readAll } from '@/api/schemas/read';
import { paletteItems, screenActions, searchPalette } from './palette';
import { screens } from '@/lib/navigation';
import { Workgroup } from '@/kernel/workgroup-schema';

const wgs = [
  readAll(Workgroup, { workgroup_id: 'wg-1', name: 'Fraud detection', workspaces: [{ workspace_id: 'ws-1', name: 'production' }] }).data,
  readAll(Workgroup, { workgroup_id: 'wg-2', name: 'Supply chain', workspaces: [] }).data,
];

describe('command palette', () => {
  const items = paletteItems(wgs);
  it('offers screens, workgroups, workspaces and actions on them', () => {
    expect(items.map((i) => i.label)).toEqual(
      expect.arrayContaining([
        'Workgroups',
        'Fraud detection',
        'production · Fraud detection',
        'Create workspace in Supply chain',
        'Add allow-list entry to Fraud detection',
        'New schedule for production · Fraud detection',
      ]),
    );
  });
  it('finds by every word typed, workgroup itself before actions on it', () => {
    expect(searchPalette(items, 'supply').map((i) => i.label)).toEqual([
      'Supply chain',
      'Create workspace in Supply chain',
      'Add allow-list entry to Supply chain',
    ]);
    expect(searchPalette(items, 'schedule prod').map((i) => i.id)).toEqual(['sch-ws-1']);
    expect(searchPalette(items, 'zzz')).toEqual([]);
  });
  it('shows screens and top actions before anything is typed', () => {
    expect(searchPalette(items, '  ').map((i) => i.group)).toEqual([...screens.map(() => 'Screens'), 'Actions', 'Actions']);
  });
});

describe("a workspace screen's actions", () => {
  it('"connect" finds the Connect dialog of the workspace on screen', () => {
    const params = { workgroupID: 'wg-1', workspaceID: 'ws-1' };
    const items = screenActions('/workgroups/$workgroupID/workspaces/$workspaceID/', params);
    const [first] = searchPalette(items, 'connect');
    expect(first).toMatchObject({ label: 'Connect to this workspace (Python, REST, GSQL)', search: { dialog: 'connect' }, params });
  });
});
