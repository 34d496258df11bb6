import type { Handlers, HandlerContext, Preparers } from '@/server/kernel/context';
import { Fail, TextAnswer } from '@/server/kernel/context';
import { isoNow } from '@/server/model';
import { newId } from '@/server/store/ids';
import { thresholdsOf } from '@/server/kernel/monitoring-state';
import { alertRuntime, orgNameOf, trim } from './engine';
import { notificationBody, sendOnce, type Attempt } from './deliver';
import { targetRefusal } from './targets';
import { testTurn, type Busy } from './send-limits';
import { takeTurn } from '@/server/kernel/rate-window';
import { alertingRules } from './rules';
import { addressOf, alertView, channelView, deliveryView, MAX_CHANNELS, MAX_DELIVERIES, type ChannelRecord, type DeliveryRecord } from './model';

type Names = 'listAlertChannels' | 'addAlertChannel' | 'removeAlertChannel' | 'testAlertChannel' | 'listAlerts' | 'listAlertDeliveries' | 'exportAlertRules';

function channelOf(ctx: HandlerContext<'removeAlertChannel' | 'testAlertChannel'>): ChannelRecord {
  const c = ctx.store.get('alertChannels', ctx.params.channelID);
  if (!c || c.org_id !== ctx.org.id) throw new Fail('Not-Found', `Notification channel ${ctx.params.channelID} was not found`, 'channelID');
  return c;
}

const mine = <C extends 'alerts' | 'alertDeliveries' | 'alertChannels'>(ctx: HandlerContext<Names>, c: C) =>
  ctx.store.list(c).filter((r) => r.org_id === ctx.org.id);

function runtimeOf(ctx: HandlerContext<Names>) {
  const runtime = alertRuntime(ctx.store);
  if (!runtime) throw new Fail('Internal-Error', 'Alerts are not running on this server (it is stopping); try again in a moment');
  return runtime;
}

/** A test refused for now (429): why, and when to try again. */
const busy = (b: Busy) => new Fail('Quota-Exceed', b.reason, '', undefined, { 'Retry-After': String(b.retryAfterS) });

// Who may call each (owners add, test and remove; any person reads) is the rows' `access`, enforced before any of this (server/access/gate.ts).
export const alertPreparers: Preparers = {
  // The address is resolved before anything is kept: a loop to this server, or a private target where forbidden, is refused beside the field.
  addAlertChannel: async (ctx) => {
    const refused = await targetRefusal(ctx.body.url, runtimeOf(ctx).rules);
    if (refused) throw new Fail('Bad-Request', refused, 'url');
  },
  // One attempt, answered at once: the owner sees whether the receiver took it. Bounded in flight and in rate (send-limits.ts).
  testAlertChannel: async (ctx): Promise<{ attempt: Attempt; body: string }> => {
    const c = channelOf(ctx);
    const { rules, limits, sendTimeoutMs } = runtimeOf(ctx);
    const slot = limits.start('test', ctx.org.id, c);
    if (!('release' in slot)) throw busy(slot);
    try {
      takeTurn(ctx.store, ctx.now, [testTurn(c)]);
      const body = notificationBody(c.kind, 'test', { organization: { id: ctx.org.id, name: orgNameOf(ctx.store, ctx.org.id) }, channel: c.name });
      return { attempt: await sendOnce(c, body, rules, sendTimeoutMs), body };
    } finally {
      slot.release();
    }
  },
};

export const alertHandlers: Pick<Handlers, Names> = {
  listAlertChannels: (ctx) => mine(ctx, 'alertChannels').map(channelView),

  addAlertChannel: (ctx) => {
    if (mine(ctx, 'alertChannels').length >= MAX_CHANNELS)
      throw new Fail('Quota-Exceed', `An organization holds at most ${MAX_CHANNELS} notification channels; remove one first`);
    const c: ChannelRecord = {
      id: newId('ch'),
      org_id: ctx.org.id,
      name: ctx.body.name,
      kind: ctx.body.kind,
      url_secret: ctx.body.url,
      address: addressOf(ctx.body.kind, ctx.body.url),
      secret: ctx.body.secret ?? '',
      created_at: isoNow(ctx.now),
      created_by: ctx.caller?.name ?? '',
    };
    ctx.store.put('alertChannels', c.id, c);
    return channelView(c);
  },

  removeAlertChannel: (ctx) => {
    const c = channelOf(ctx);
    ctx.store.delete('alertChannels', c.id);
    return `Notification channel ${c.id} removed`;
  },

  testAlertChannel: (ctx) => {
    const c = channelOf(ctx);
    const { attempt, body } = ctx.prepared as { attempt: Attempt; body: string };
    const d: DeliveryRecord = {
      id: newId('dlv'),
      org_id: ctx.org.id,
      channel_id: c.id,
      channel_name: c.name,
      alert_id: '',
      event: 'test',
      status: attempt.ok ? 'delivered' : 'failed',
      attempts: 1,
      last_result: attempt.result,
      created_at: isoNow(ctx.now),
      next_attempt_at: '',
      delivered_at: attempt.ok ? isoNow(ctx.now) : '',
      body,
    };
    ctx.store.put('alertDeliveries', d.id, d);
    trim(
      ctx.store,
      'alertDeliveries',
      ctx.org.id,
      MAX_DELIVERIES,
      (r: DeliveryRecord) => r.status !== 'pending',
      (r) => r.created_at,
    );
    return deliveryView(d);
  },

  // Newest first; `workspace_id` keeps one workspace's.
  listAlerts: (ctx) => {
    const ws = ctx.query.get('workspace_id');
    return mine(ctx, 'alerts')
      .filter((a) => !ws || a.workspace_id === ws)
      .sort((a, b) => b.fired_at.localeCompare(a.fired_at))
      .map(alertView);
  },

  listAlertDeliveries: (ctx) =>
    mine(ctx, 'alertDeliveries')
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map(deliveryView),

  exportAlertRules: (ctx) => {
    const workspaces = ctx.store.list('workspaces').filter((w) => w.org_id === ctx.org.id);
    const yaml = alertingRules({
      orgName: orgNameOf(ctx.store, ctx.org.id),
      forSeconds: Math.round(ctx.config.alerts.forMs / 1000),
      workgroups: ctx.store.list('workgroups').filter((w) => w.org_id === ctx.org.id),
      workspaces: workspaces.map((ws) => ({ ws, thresholds: thresholdsOf(ctx.store.get('monitoring', ws.workspace_id)) })),
    });
    return new TextAnswer(Promise.resolve(yaml), 'text/plain; charset=utf-8');
  },
};
