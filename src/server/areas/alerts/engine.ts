import type { Store } from '@/server/store/store';
import type { Collections } from '@/server/store/collections';
import type { AlertConfig } from '@/server/config';
import { settle } from '@/server/model';
import { demoOrg } from '@/server/access/key-owners';
import { newId } from '@/server/store/ids';
import { sampleWorkspace } from '@/server/kernel/simulation';
import { profileOf, stateAt, thresholdsOf } from '@/server/kernel/monitoring-state';
import type { AlertNotice, AlertSource } from '@/server/kernel/alert-sources';
import { busiestValues } from './busiest';
import { noticeBody, notificationBody, sendOnce } from './deliver';
import type { TargetRules } from './targets';
import { SendLimits } from './send-limits';
import { backoffMs, MAX_ALERTS, MAX_ATTEMPTS, MAX_DELIVERIES, METRICS, type AlertRecord, type ChannelRecord, type DeliveryRecord } from './model';

/**
 * Alerts of the embedded control plane: every tick, each workspace's busiest node against its
 * thresholds; above for the sustain period (ALERT_FOR_S) fires, back at or below resolves; each
 * firing and resolved alert becomes one delivery per channel of the organization, attempted
 * until delivered or MAX_ATTEMPTS, with doubling waits. Deliveries are records of the store,
 * so a restart picks up those still due. One server only: two would notify twice (src/features/alerts/README.md).
 */
export interface AlertRuntime {
  rules: TargetRules;
  /** The console's address for links in notifications. */
  consoleUrl: () => string;
  /** The sends in flight and the recent tests (send-limits.ts). */
  limits: SendLimits;
  sendTimeoutMs: number;
}

const runtimes = new WeakMap<Store, AlertRuntime>();
export const alertRuntime = (store: Store) => runtimes.get(store);

export const orgNameOf = (store: Store, orgId: string) => store.get('org', orgId)?.org_display_name || (orgId === demoOrg.id ? demoOrg.name : orgId);

const iso = (t: number) => new Date(t).toISOString();

/** New deliveries of one event to every channel of the organization; the oldest finished ones past the cap go. */
export function enqueue(
  store: Store,
  orgId: string,
  make: (c: ChannelRecord) => { alertId: string; event: DeliveryRecord['event']; body: string },
  now: number,
) {
  for (const c of store.list('alertChannels').filter((ch) => ch.org_id === orgId)) {
    const { alertId, event, body } = make(c);
    const d: DeliveryRecord = {
      id: newId('dlv'),
      org_id: orgId,
      channel_id: c.id,
      channel_name: c.name,
      alert_id: alertId,
      event,
      status: 'pending',
      attempts: 0,
      last_result: '',
      created_at: iso(now),
      next_attempt_at: iso(now),
      delivered_at: '',
      body,
    };
    store.put('alertDeliveries', d.id, d);
  }
  trim(
    store,
    'alertDeliveries',
    orgId,
    MAX_DELIVERIES,
    (d: DeliveryRecord) => d.status !== 'pending',
    (d) => d.created_at,
  );
}

/** Keeps at most `max` records of the organization: the oldest of those `removable` go first, then the oldest. */
export function trim<C extends 'alerts' | 'alertDeliveries'>(
  store: Store,
  c: C,
  orgId: string,
  max: number,
  removable: (r: Collections[C]) => boolean,
  at: (r: Collections[C]) => string,
) {
  const mine = store.list(c).filter((r) => r.org_id === orgId);
  if (mine.length <= max) return;
  const order = [...mine].sort((a, b) => Number(removable(b)) - Number(removable(a)) || at(a).localeCompare(at(b)));
  for (const r of order.slice(0, mine.length - max)) store.delete(c, r.id);
}

/**
 * `sources`: what else notifies through the channels in each tick (a budget's shares: server/kernel/alert-sources.ts).
 * `background`: false when the evaluation and deliveries wait for `startBackground` (the leader lease, several servers).
 */
export function startAlerts(
  store: Store,
  config: AlertConfig,
  self: () => string,
  { sources = [], background = true }: { sources?: readonly AlertSource[]; background?: boolean } = {},
): { stop: () => void; startBackground: () => () => void } {
  const rules: TargetRules = {
    forbidPrivate: config.forbidPrivate,
    self: () => {
      const u = self() ? new URL(self()) : undefined;
      return u && { host: u.hostname, port: Number(u.port) };
    },
  };
  const consoleUrl = () => config.consoleUrl ?? self();
  const limits = new SendLimits(config.sendTimeoutMs);
  runtimes.set(store, { rules, consoleUrl, limits, sendTimeoutMs: config.sendTimeoutMs });
  let stopped = false;
  /** Since when each workspace's metric has been above its threshold (`ws:metric`), in this process. */
  const aboveSince = new Map<string, number>();
  const inFlight = new Set<string>();

  const facts = (a: AlertRecord) => ({
    organization: { id: a.org_id, name: orgNameOf(store, a.org_id) },
    alert: a,
    link: `${consoleUrl()}/workgroups/${encodeURIComponent(a.workgroup_id)}/workspaces/${encodeURIComponent(a.workspace_id)}/monitoring`,
  });
  const notify = (a: AlertRecord, event: 'firing' | 'resolved', now: number) =>
    enqueue(store, a.org_id, (c) => ({ alertId: a.id, event, body: notificationBody(c.kind, event, facts(a)) }), now);

  function evaluate(now: number) {
    const open = new Map(
      store
        .list('alerts')
        .filter((a) => a.state === 'firing')
        .map((a) => [`${a.workspace_id}:${a.metric}`, a]),
    );
    const resolve = (a: AlertRecord, value: number) => {
      const done: AlertRecord = { ...a, state: 'resolved', value, resolved_at: iso(now) };
      store.put('alerts', a.id, done);
      notify(done, 'resolved', now);
    };
    const seen = new Set<string>();
    for (const raw of store.list('workspaces')) {
      const ws = settle(raw, now);
      const rec = store.get('monitoring', ws.workspace_id);
      const values = busiestValues(sampleWorkspace(ws.workspace_id, profileOf(rec), stateAt(ws, undefined, now), now));
      const thresholds = thresholdsOf(rec);
      for (const metric of METRICS) {
        const key = `${ws.workspace_id}:${metric}`;
        seen.add(key);
        const threshold = thresholds[`${metric}_percent`];
        const value = values?.[metric] ?? 0;
        const firing = open.get(key);
        if (value <= threshold) {
          aboveSince.delete(key);
          if (firing) resolve(firing, value);
          continue;
        }
        if (firing) continue;
        const since = aboveSince.get(key) ?? now;
        aboveSince.set(key, since);
        if (now - since < config.forMs) continue;
        const a: AlertRecord = {
          id: newId('alert'),
          org_id: ws.org_id,
          workgroup_id: ws.workgroup_id,
          workgroup_name: store.get('workgroups', ws.workgroup_id)?.name ?? '',
          workspace_id: ws.workspace_id,
          workspace_name: ws.name,
          metric,
          threshold,
          value,
          state: 'firing',
          fired_at: iso(now),
          resolved_at: '',
        };
        store.put('alerts', a.id, a);
        trim(
          store,
          'alerts',
          a.org_id,
          MAX_ALERTS,
          (r: AlertRecord) => r.state === 'resolved',
          (r) => r.fired_at,
        );
        notify(a, 'firing', now);
      }
    }
    // A workspace deleted while its alert fired: the alert is over.
    for (const [key, a] of open) if (!seen.has(key)) resolve(a, 0);
    for (const source of sources) for (const n of source(store, now)) notice(n, now);
  }

  /** A source's event: one entry of the history (`notified`, never firing) and one delivery per channel. */
  function notice(n: AlertNotice, now: number) {
    const a: AlertRecord = {
      id: newId('alert'),
      org_id: n.org_id,
      workgroup_id: '',
      workgroup_name: '',
      workspace_id: '',
      workspace_name: n.subject,
      metric: n.kind,
      threshold: n.threshold,
      value: n.value,
      state: 'notified',
      fired_at: iso(now),
      resolved_at: '',
    };
    store.put('alerts', a.id, a);
    trim(
      store,
      'alerts',
      a.org_id,
      MAX_ALERTS,
      (r: AlertRecord) => r.state !== 'firing',
      (r) => r.fired_at,
    );
    const organization = { id: n.org_id, name: orgNameOf(store, n.org_id) };
    enqueue(store, n.org_id, (c) => ({ alertId: a.id, event: n.kind, body: noticeBody(c.kind, a.id, n, organization, `${consoleUrl()}${n.path}`) }), now);
  }

  async function attempt(d: DeliveryRecord, release: () => void) {
    inFlight.add(d.id);
    try {
      const channel = store.get('alertChannels', d.channel_id);
      const outcome = channel ? await sendOnce(channel, d.body, rules, config.sendTimeoutMs) : { ok: false, result: 'The channel was removed' };
      const now = Date.now();
      const current = store.get('alertDeliveries', d.id);
      if (!current) return;
      const attempts = current.attempts + 1;
      const last = outcome.ok || !channel || attempts >= MAX_ATTEMPTS;
      store.transaction(() =>
        store.put('alertDeliveries', d.id, {
          ...current,
          attempts,
          last_result: outcome.result,
          status: outcome.ok ? 'delivered' : last ? 'failed' : 'pending',
          delivered_at: outcome.ok ? iso(now) : '',
          next_attempt_at: last ? '' : iso(now + backoffMs(config.retryMs, attempts)),
        }),
      );
    } catch (e) {
      console.error(`alerts: delivery ${d.id} could not be recorded (${e instanceof Error ? e.message : String(e)})`);
    } finally {
      inFlight.delete(d.id);
      release();
      // The slot is free: what waited for it goes now, not at the next tick.
      if (!stopped) setImmediate(deliverDue);
    }
  }

  const evaluateNow = () => {
    try {
      store.transaction(() => evaluate(Date.now()));
    } catch (e) {
      // A full disk must not stop the server: the next tick tries again.
      console.error(`alerts: could not evaluate (${e instanceof Error ? e.message : String(e)})`);
    }
  };
  const deliverDue = () => {
    if (stopped) return;
    const now = Date.now();
    for (const d of store.list('alertDeliveries')) {
      if (d.status !== 'pending' || inFlight.has(d.id) || Date.parse(d.next_attempt_at) > now) continue;
      // Past the channel's or the organization's bound it stays pending, in the store's order, until a slot frees.
      const slot = limits.start('delivery', d.org_id, { id: d.channel_id, name: d.channel_name });
      if ('release' in slot) void attempt(d, slot.release);
    }
  };
  /** Evaluation and deliveries: every server's own, or with a shared database only the leader's (the others answer requests). */
  const startBackground = () => {
    stopped = false;
    // Often enough to fire within a few seconds of the sustain period; deliveries within half the first retry's wait.
    const timers = [
      setInterval(evaluateNow, Math.min(15_000, Math.max(1000, config.forMs / 5))),
      setInterval(deliverDue, Math.min(5000, Math.max(250, config.retryMs / 2))),
    ];
    for (const t of timers) t.unref();
    const first = setTimeout(() => (evaluateNow(), deliverDue()), 0);
    first.unref();
    return () => {
      stopped = true;
      aboveSince.clear();
      timers.forEach(clearInterval);
      clearTimeout(first);
    };
  };
  const stopBackground = background ? startBackground() : undefined;
  return {
    startBackground,
    stop: () => {
      stopBackground?.();
      runtimes.delete(store);
    },
  };
}
