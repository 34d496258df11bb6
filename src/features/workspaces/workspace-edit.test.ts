import { describe, expect, it } from 'vitest';
import { readAll } from '@/api/schemas/read';
import { Workspace } from '@/kernel/workspace-schema';
import { diffWorkspace, editValuesOf } from './workspace-edit';
import { EditWorkspaceForm } from './workspace-edit-schema';

const ws = readAll(Workspace, {
  workspace_id: 'ws-1',
  name: 'graph',
  enable_ha: false,
  enable_auto_start: true,
  auto_stop_minutes: 30,
  addons: [
    { addons_id: 'addon-insights', enable: true },
    { addons_id: 'addon-studio', enable: false },
  ],
  agent_config: {
    heartbeat_interval_seconds: 30,
    query_activity_update_interval_seconds: 60,
    catalog_activity_update_interval_seconds: 60,
    topology_update_interval_seconds: 300,
    enable_topology_force_update: false,
  },
}).data;
const name = (id: string) => id.replace('addon-', '');

describe('editing a workspace', () => {
  it('sends nothing and lists nothing when nothing changed', () => {
    expect(diffWorkspace(ws, editValuesOf(ws), name, ['addon-insights', 'addon-studio'])).toEqual({ body: {}, changes: [] });
  });

  it('sends only what changed, and says each change as before → after', () => {
    const v = editValuesOf(ws);
    const { body, changes } = diffWorkspace(
      ws,
      { ...v, workspace_name: ' graph-2 ', enable_ha: true, agent_config: { ...v.agent_config, heartbeat_interval_seconds: 15 } },
      name,
      [],
    );
    expect(body).toEqual({ workspace_name: 'graph-2', enable_ha: true, agent_config: { heartbeat_interval_seconds: 15 } });
    expect(changes).toEqual([
      { label: 'Name', from: 'graph', to: 'graph-2' },
      { label: 'High availability', from: 'Off', to: 'On' },
      { label: 'Heartbeat (seconds)', from: '30', to: '15' },
    ]);
  });

  it('sends the whole add-on list with each flag when one add-on is switched, and names only the switched ones', () => {
    const v = editValuesOf(ws);
    const { body, changes } = diffWorkspace(ws, { ...v, addons: ['addon-studio', 'addon-copilot'] }, name, ['addon-insights', 'addon-studio', 'addon-copilot']);
    expect(body.addons).toEqual([
      { addons_id: 'addon-insights', enable: false },
      { addons_id: 'addon-studio', enable: true },
      { addons_id: 'addon-copilot', enable: true },
    ]);
    expect(changes.map((c) => c.label)).toEqual(['Add-on insights', 'Add-on studio', 'Add-on copilot']);
  });

  it('an agent interval the service did not report is not sent unless typed', () => {
    const bare = { ...ws, agent_config: null };
    const v = editValuesOf(bare);
    expect(Number.isNaN(v.agent_config.heartbeat_interval_seconds)).toBe(true);
    expect(diffWorkspace(bare, v, name, []).body).toEqual({});
    expect(diffWorkspace(bare, { ...v, agent_config: { ...v.agent_config, heartbeat_interval_seconds: 20 } }, name, []).changes).toEqual([
      { label: 'Heartbeat (seconds)', from: '—', to: '20' },
    ]);
  });

  it('the form refuses what the body schema refuses, with a message for the field', () => {
    const v = editValuesOf(ws);
    const bad = EditWorkspaceForm.safeParse({ ...v, workspace_name: '', agent_config: { ...v.agent_config, topology_update_interval_seconds: -1 } });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      workspace_name: 'Workspace name is required',
      'agent_config.topology_update_interval_seconds': 'Topology interval must be at least 1',
    });
  });
});
