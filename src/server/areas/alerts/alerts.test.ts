import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createControlPlane } from '@/server/app';
import { loadConfig } from '@/server/config';
import { sleep, startTestServer } from '@/server/testing/test-server';
import { closeAfterEach } from '@/server/testing/close-after-each';
import { startReceiver } from './receiver.test-util';
import { MAX_CHANNELS, type AlertRecord, type DeliveryRecord } from './model';

const OWNER = { 'x-api-key': 'demo-api-key' };
const MEMBER = { 'x-api-key': 'demo-member-api-key' };
const V = '/controller/v4/v2';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const { atEnd, closed } = closeAfterEach();
const server = (env: Record<string, string> = {}) => closed(startTestServer(env));
const receiver = (statuses?: number[], failEach?: number) => closed(startReceiver(statuses, failEach));
async function until<T>(what: string, read: () => Promise<T | undefined> | T | undefined, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}
const result = <T>(r: { json?: { Result?: unknown } }) => r.json!.Result as T;
const addChannel = (s: Server, body: Record<string, string>, headers = OWNER) => s.raw('POST', `${V}/alert-channels`, body, headers);
type Delivery = { channel_id: string; alert_id: string; event: string; status: string; attempts: number; last_result: string };
const deliveries = async (s: Server) => result<Delivery[]>(await s.raw('GET', `${V}/alert-deliveries`));

describe('notification channels', () => {
  it('an owner adds a signed webhook; reads never answer the secret; the test arrives signed with the HMAC of its raw body', async () => {
    const s = await server();
    const r = await receiver();
    const added = await addChannel(s, { name: 'Ops', kind: 'webhook', url: r.url, secret: 'hush-hush' });
    expect(added.status).toBe(200);
    const channel = result<{ id: string; has_secret: boolean }>(added);
    expect(channel.has_secret).toBe(true);
    expect(added.text).not.toContain('hush-hush');
    const listed = await s.raw('GET', `${V}/alert-channels`, undefined, MEMBER);
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain('hush-hush');
    const test = await s.raw('POST', `${V}/alert-channels/${channel.id}/test`, undefined, OWNER);
    expect(result<Delivery>(test)).toMatchObject({ event: 'test', status: 'delivered', attempts: 1, last_result: 'HTTP 200' });
    const got = r.received.at(-1)!;
    const expected = `sha256=${createHmac('sha256', 'hush-hush').update(got.body).digest('hex')}`;
    expect(got.headers['x-signature-256']).toBe(expected);
    expect(JSON.parse(got.body)).toMatchObject({ event: 'test', organization: { id: 'org-acme' } });
    // The audit trail keeps the change, never the secret or the full address.
    const audit = await s.raw('GET', `${V}/audit-log?q=alert`);
    expect(audit.text).toContain('Add a notification channel');
    expect(audit.text).not.toContain('hush-hush');
  });

  it("a member's key reads but cannot add, test or remove (403 with the reason); no key is 401", async () => {
    const s = await server();
    const r = await receiver();
    const refused = await addChannel(s, { name: 'Mine', kind: 'webhook', url: r.url }, MEMBER);
    expect(refused.status).toBe(403);
    expect(refused.json!.ErrorDetails[0]!.Reason).toMatch(/^Only an organization owner \(Organization Admin\) may add a notification channel; /);
    const id = result<{ id: string }>(await addChannel(s, { name: 'Ops', kind: 'slack', url: r.url })).id;
    expect((await s.raw('POST', `${V}/alert-channels/${id}/test`, undefined, MEMBER)).status).toBe(403);
    expect((await s.raw('DELETE', `${V}/alert-channels/${id}`, undefined, MEMBER)).status).toBe(403);
    expect(r.received).toHaveLength(0);
    expect((await s.raw('GET', `${V}/alert-channels`, undefined, {})).status).toBe(401);
    expect((await s.raw('DELETE', `${V}/alert-channels/${id}`, undefined, OWNER)).status).toBe(200);
  });

  it('a name is a label ("#ops" is taken); in a Slack message, a name such as "<!channel>" reads as typed and pings nobody', async () => {
    const s = await server();
    const r = await receiver();
    expect((await addChannel(s, { name: '#ops', kind: 'webhook', url: r.url })).status).toBe(200);
    const id = result<{ id: string }>(await addChannel(s, { name: 'Ops <!channel> & co', kind: 'slack', url: r.url })).id;
    expect((await s.raw('POST', `${V}/alert-channels/${id}/test`, undefined, OWNER)).status).toBe(200);
    const text = (JSON.parse(r.received.at(-1)!.body) as { text: string }).text;
    expect(text).toContain('"Ops &lt;!channel&gt; &amp; co"');
    expect(text).not.toContain('<!channel>');
  });

  it('only http and https; never the server itself; private targets only refused when the operator says so; at most 10', async () => {
    const s = await server();
    const bad = await addChannel(s, { name: 'Files', kind: 'webhook', url: 'file:///etc/passwd' });
    expect(bad.status).toBe(400);
    expect(bad.json!.ErrorDetails[0]).toMatchObject({ FieldName: 'url', Reason: 'Only http and https addresses can receive notifications' });
    const port = new URL(s.url).port;
    for (const host of ['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]']) {
      const loop = await addChannel(s, { name: 'Loop', kind: 'webhook', url: `http://${host}:${port}/controller/v4/v2/workgroups` });
      expect(loop.status, host).toBe(400);
      expect(loop.json!.ErrorDetails[0]!.Reason).toMatch(/this console server's own address/);
    }
    const r = await receiver();
    for (let i = 0; i < MAX_CHANNELS; i++) expect((await addChannel(s, { name: `Hook ${i}`, kind: 'webhook', url: r.url })).status).toBe(200);
    const over = await addChannel(s, { name: 'One more', kind: 'webhook', url: r.url });
    expect(over.status).toBe(429);
    expect(over.json!.ErrorDetails[0]!.Reason).toMatch(/at most 10 notification channels/);

    const strict = await server({ ALERT_FORBID_PRIVATE_TARGETS: '1' });
    const priv = await addChannel(strict, { name: 'Lan', kind: 'webhook', url: r.url });
    expect(priv.status).toBe(400);
    expect(priv.json!.ErrorDetails[0]!.Reason).toMatch(/^127\.0\.0\.1 is a loopback address \(127\.0\.0\.0\/8\), and this deployment forbids private targets$/);
  });
});

describe('alerts and their deliveries', () => {
  it('a workspace held over its threshold fires after the sustain period and resolves when it falls back; each event reaches the channel', async () => {
    const s = await server({ ALERT_FOR_S: '2', ALERT_RETRY_MS: '100' });
    const r = await receiver();
    await addChannel(s, { name: 'Ops', kind: 'webhook', url: r.url });
    const held = Date.now();
    await fetch(`${s.url}/console/test/load`, { method: 'PUT', body: JSON.stringify({ workspaceID: 'ws-0001-2', profile: 'hot' }) });
    type Alert = { id: string; workspace_id: string; metric: string; state: string; value: number; threshold: number; fired_at: string; resolved_at: string };
    const alerts = async () => result<Alert[]>(await s.raw('GET', `${V}/alerts?workspace_id=ws-0001-2`));
    const fired = await until('the CPU alert of analytics', async () => (await alerts()).find((a) => a.metric === 'cpu'));
    expect(fired).toMatchObject({ state: 'firing', threshold: 80 });
    expect(fired.value).toBeGreaterThan(80);
    expect(Date.parse(fired.fired_at) - held).toBeGreaterThanOrEqual(1500);
    const firing = await until('the firing notification', () => r.received.find((m) => m.body.includes(fired.id)));
    const body = JSON.parse(firing.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      event: 'firing',
      organization: { id: 'org-acme', name: 'Acme Graph Labs' },
      workgroup: { id: 'wg-0001' },
      workspace: { id: 'ws-0001-2', name: 'analytics' },
      metric: 'cpu',
      threshold: 80,
    });
    expect(body.link).toBe(`${s.url}/workgroups/wg-0001/workspaces/ws-0001-2/monitoring`);
    expect(body.text).toMatch(/^\[FIRING\] analytics .*CPU of the busiest node is \d+(\.\d)? %, above its threshold of 80 %/);
    // The filter keeps one workspace's alerts.
    expect((await alerts()).every((a) => a.workspace_id === 'ws-0001-2')).toBe(true);

    await fetch(`${s.url}/console/test/load`, { method: 'PUT', body: JSON.stringify({ workspaceID: 'ws-0001-2', profile: 'idle' }) });
    const resolved = await until('the resolved alert', async () => (await alerts()).find((a) => a.id === fired.id && a.state === 'resolved'));
    expect(resolved.value).toBeLessThanOrEqual(80);
    await until('the resolved notification', () => r.received.find((m) => m.body.includes(fired.id) && m.body.includes('"event":"resolved"')));
    const log = (await deliveries(s)).filter((d) => d.alert_id === fired.id);
    expect(log.map((d) => [d.event, d.status]).sort()).toEqual([
      ['firing', 'delivered'],
      ['resolved', 'delivered'],
    ]);
  });

  it('a receiver failing twice gets the notification on the third attempt; the log shows the attempts', async () => {
    const s = await server({ ALERT_FOR_S: '1', ALERT_RETRY_MS: '200' });
    const r = await receiver([], 2);
    const channel = result<{ id: string }>(await addChannel(s, { name: 'Flaky', kind: 'slack', url: r.url }));
    // The demo's production runs hot from the start: its alerts fire after a second.
    const done = await until('a delivered notification', async () =>
      (await deliveries(s)).find((d) => d.channel_id === channel.id && d.status === 'delivered'),
    );
    expect(done.attempts).toBe(3);
    expect(done.last_result).toBe('HTTP 200');
    const sent = r.received.filter((m) => m.body === r.received[0]!.body);
    expect(sent).toHaveLength(3);
    expect(JSON.parse(sent[0]!.body)).toEqual({ text: expect.stringMatching(/^\[FIRING\] production/) });
  });

  it('a delivery still due when the server stops is made after it starts again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-alerts-'));
    atEnd(async () => fs.rmSync(dir, { recursive: true, force: true }));
    // The first attempt fails; the next is due 3 s later, when the first server has stopped.
    const env = { PORT: '0', DATA_DIR: dir, LOG_LEVEL: 'quiet', STATIC_DIR: dir, ALERT_FOR_S: '1', ALERT_RETRY_MS: '3000' };
    const r = await receiver([500]);
    const first = createControlPlane(loadConfig(env));
    const url = await first.listen();
    await fetch(`${url}${V}/alert-channels`, {
      method: 'POST',
      headers: { ...OWNER, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ops', kind: 'webhook', url: r.url }),
    });
    await until('a first, failed attempt', () => (r.received.length > 0 ? true : undefined));
    await sleep(300);
    await first.close();
    const count = r.received.length;
    const second = createControlPlane(loadConfig(env));
    const again = await second.listen();
    atEnd(() => second.close());
    const list = async () =>
      ((await (await fetch(`${again}${V}/alert-deliveries`, { headers: OWNER })).json()) as { Result: Delivery[] }).Result.filter((d) => d.event === 'firing');
    expect((await list()).some((d) => d.attempts === 1)).toBe(true);
    await until('the delivery after the restart', async () => ((await list()).some((d) => d.status === 'delivered' && d.attempts === 2) ? true : undefined));
    expect(r.received.length).toBeGreaterThan(count);
  });
});

describe('what grows by itself is capped', () => {
  it('the history and the delivery log keep at most 200 records per organization, dropping the oldest finished first', async () => {
    const { Store } = await import('@/server/store/store');
    const { trim } = await import('./engine');
    const { MAX_ALERTS, MAX_DELIVERIES } = await import('./model');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-alert-caps-'));
    atEnd(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const store = new Store(dir);
    atEnd(async () => store.close());
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
    store.transaction(() => {
      for (let i = 0; i < MAX_DELIVERIES + 20; i++)
        store.put('alertDeliveries', `d${i}`, {
          id: `d${i}`,
          org_id: 'org-acme',
          status: i < 5 ? 'pending' : 'delivered',
          created_at: at(i),
        } as DeliveryRecord);
      store.put('alertDeliveries', 'other', { id: 'other', org_id: 'org-other', status: 'delivered', created_at: at(0) } as DeliveryRecord);
      for (let i = 0; i < MAX_ALERTS + 3; i++)
        store.put('alerts', `a${i}`, { id: `a${i}`, org_id: 'org-acme', state: i === 0 ? 'firing' : 'resolved', fired_at: at(i) } as AlertRecord);
      trim(
        store,
        'alertDeliveries',
        'org-acme',
        MAX_DELIVERIES,
        (d) => d.status !== 'pending',
        (d) => d.created_at,
      );
      trim(
        store,
        'alerts',
        'org-acme',
        MAX_ALERTS,
        (a) => a.state === 'resolved',
        (a) => a.fired_at,
      );
    });
    const ids = (c: 'alerts' | 'alertDeliveries') =>
      store
        .list(c)
        .filter((r) => r.org_id === 'org-acme')
        .map((r) => r.id);
    expect(ids('alertDeliveries')).toHaveLength(MAX_DELIVERIES);
    // The pending ones stay (they are still to be sent); the oldest delivered went.
    for (const kept of ['d0', 'd4', `d${MAX_DELIVERIES + 19}`]) expect(ids('alertDeliveries')).toContain(kept);
    expect(ids('alertDeliveries')).not.toContain('d5');
    expect(store.get('alertDeliveries', 'other')).toBeDefined();
    expect(ids('alerts')).toHaveLength(MAX_ALERTS);
    expect(ids('alerts')).toContain('a0');
    expect(ids('alerts')).not.toContain('a1');
  });
});
