import type { Handlers } from '@/server/kernel/context';
import { findWorkgroup, findWorkspace } from '@/server/kernel/context';
import type { Store } from '@/server/store/store';
import type { WorkspaceRecord } from '@/server/model';
import { settle } from '@/server/model';
import { sampleWorkspace } from '@/server/kernel/simulation';
import { scrapeText, summaryMetrics } from './scrape';
import { thresholdsOf, observe, profileOf, stateAt, type StateEvent } from '@/server/kernel/monitoring-state';
import { withDiskDefault } from '@/features/monitoring/monitoring-body';

/** Per store: the last state seen of workspaces that have no monitoring record yet (state.ts). */
const seenByStore = new WeakMap<Store, Map<string, StateEvent>>();
export function seenStates(store: Store): Map<string, StateEvent> {
  let seen = seenByStore.get(store);
  if (!seen) seenByStore.set(store, (seen = new Map()));
  return seen;
}

const LICENSE_END = Date.parse('2027-12-31T00:00:00Z');

function sampleNow(store: Store, ws: WorkspaceRecord, now: number) {
  observe(store, ws, now, seenStates(store));
  const rec = store.get('monitoring', ws.workspace_id);
  return sampleWorkspace(ws.workspace_id, profileOf(rec), stateAt(settle(ws, now), undefined, now), now);
}

export const monitoringHandlers: Pick<Handlers, 'scrapeWorkspaceMetrics' | 'getWorkgroupMetrics' | 'getAlertThresholds' | 'setAlertThresholds'> = {
  scrapeWorkspaceMetrics: (ctx) => {
    const ws = findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID);
    return scrapeText(sampleNow(ctx.store, ws, ctx.now), Math.max(0, Math.floor((LICENSE_END - ctx.now) / 86_400_000)));
  },
  getWorkgroupMetrics: (ctx) => {
    findWorkgroup(ctx, ctx.params.workgroupID);
    const workspaces = ctx.store.list('workspaces').filter((w) => w.workgroup_id === ctx.params.workgroupID && w.org_id === ctx.org.id);
    return {
      workgroupID: ctx.params.workgroupID,
      workspaceMetrics: workspaces.map((ws) => ({ workspaceID: ws.workspace_id, metrics: summaryMetrics(sampleNow(ctx.store, ws, ctx.now)) })),
    };
  },
  getAlertThresholds: (ctx) => {
    findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID);
    return thresholdsOf(ctx.store.get('monitoring', ctx.params.workspaceID));
  },
  setAlertThresholds: (ctx) => {
    const ws = findWorkspace(ctx, ctx.params.workgroupID, ctx.params.workspaceID);
    const rec = ctx.store.get('monitoring', ws.workspace_id);
    const thresholds = withDiskDefault(ctx.body);
    ctx.store.put('monitoring', ws.workspace_id, {
      workspace_id: ws.workspace_id,
      workgroup_id: ws.workgroup_id,
      org_id: ws.org_id,
      events: [],
      ...rec,
      thresholds,
    });
    return thresholds;
  },
};
