import { describe, expect, it } from 'vitest';
import { sleep, startTestServer } from '@/server/testing/test-server';
import { closeAfterEach } from '@/server/testing/close-after-each';
import { startReceiver } from '@/server/areas/alerts/receiver.test-util';
import { budgetNotices, monthFigures } from './budget';
import { monthKey } from '@/features/billing/budget-rules';

const OWNER = { 'x-api-key': 'demo-api-key' };
const MEMBER = { 'x-api-key': 'demo-member-api-key' };
const V = '/controller/v4/v2';
const { closed } = closeAfterEach();
const result = <T>(r: { json?: { Result?: unknown } }) => r.json!.Result as T;

describe('the monthly budget', () => {
  it('is none until an owner sets it; a member reads it but may not set it; bad input is refused beside the field', async () => {
    const s = await closed(startTestServer());
    expect(result(await s.raw('GET', `${V}/billing/budget`, undefined, MEMBER))).toEqual({
      monthly_usd: null,
      notify_at_percent: [],
      updated_at: '',
      updated_by: '',
    });
    const refused = await s.raw('PUT', `${V}/billing/budget`, { monthly_usd: 500, notify_at_percent: [80] }, MEMBER);
    expect(refused.status).toBe(403);
    const bad = await s.raw('PUT', `${V}/billing/budget`, { monthly_usd: 0, notify_at_percent: [80] }, OWNER);
    expect(bad.status).toBe(400);
    expect(bad.json!.ErrorDetails[0]).toMatchObject({ FieldName: 'monthly_usd', Reason: 'The monthly budget must be between US$ 1 and US$ 10,000,000' });
    const twice = await s.raw('PUT', `${V}/billing/budget`, { monthly_usd: 500, notify_at_percent: [80, 80] }, OWNER);
    expect(twice.json!.ErrorDetails[0]).toMatchObject({ FieldName: 'notify_at_percent', Reason: 'Give each share once' });
    const set = await s.raw('PUT', `${V}/billing/budget`, { monthly_usd: 500, notify_at_percent: [100, 50, 80] }, OWNER);
    expect(set.status).toBe(200);
    expect(result(set)).toMatchObject({ monthly_usd: 500, notify_at_percent: [50, 80, 100] });
    expect(result(await s.raw('GET', `${V}/billing/budget`, undefined, MEMBER))).toMatchObject({ monthly_usd: 500, notify_at_percent: [50, 80, 100] });
    // The change is in the audit trail.
    expect((await s.raw('GET', `${V}/audit-log?q=budget`)).text).toContain('Set the monthly budget');
  });

  it('below the month to date: one notification to each channel, once this month, in the alert history; a new month notifies again', async () => {
    const s = await closed(startTestServer({ ALERT_FOR_S: '1', ALERT_RETRY_MS: '200' }));
    const r = await closed(startReceiver());
    expect((await s.raw('POST', `${V}/alert-channels`, { name: 'Finance', kind: 'webhook', url: r.url }, OWNER)).status).toBe(200);
    const { soFar } = monthFigures(s.plane.store!, 'org-acme', Date.now());
    expect(soFar).toBeGreaterThan(200);
    const budgetUsd = Math.floor(soFar / 2) / 100;
    expect((await s.raw('PUT', `${V}/billing/budget`, { monthly_usd: budgetUsd, notify_at_percent: [50, 80, 100] }, OWNER)).status).toBe(200);
    const budgetBodies = () => r.received.map((m) => JSON.parse(m.body) as Record<string, unknown>).filter((b) => b.event === 'budget');
    for (let i = 0; i < 100 && budgetBodies().length === 0; i++) await sleep(100);
    // Three ticks more: nothing further.
    await sleep(3500);
    const got = budgetBodies();
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ event: 'budget', percent: 100, basis: 'month to date', monthly_usd: budgetUsd, month: monthKey(Date.now()) });
    expect(got[0]!.text).toMatch(/This month's spending has reached 100 % of the US\$ [\d,.]+ budget/);
    const history = result<{ metric: string; state: string; threshold: number; workspace_name: string }[]>(await s.raw('GET', `${V}/alerts`));
    expect(history.filter((a) => a.metric === 'budget')).toEqual([
      expect.objectContaining({ state: 'notified', threshold: 100, workspace_name: 'Monthly budget' }),
    ]);
    const logged = result<{ event: string; status: string }[]>(await s.raw('GET', `${V}/alert-deliveries`)).filter((d) => d.event === 'budget');
    expect(logged).toEqual([expect.objectContaining({ status: 'delivered' })]);
    // Next month (a day past this month's end, as the engine would see it): the shares notify again, once.
    const d = new Date();
    const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, 12);
    const store = s.plane.store!;
    const first = store.transaction(() => budgetNotices(store, next));
    expect(first.map((n) => [n.org_id, n.facts.month])).toEqual([['org-acme', monthKey(next)]]);
    expect(store.transaction(() => budgetNotices(store, next))).toEqual([]);
  });
});
