import { describe, expect, it } from 'vitest';
import { sleep, startTestServer } from '@/server/testing/test-server';
import { closeAfterEach } from '@/server/testing/close-after-each';
import { startReceiver, startSilentReceiver } from './receiver.test-util';

// How many notifications are in flight at once, and how often an owner may test (issue 59, item 13).

const OWNER = { 'x-api-key': 'demo-api-key' };
const V = '/controller/v4/v2';
type Server = Awaited<ReturnType<typeof startTestServer>>;
type Delivery = { channel_id: string; event: string; status: string; last_result: string };

const { closed: tracked } = closeAfterEach();
const server = (env: Record<string, string> = {}) => tracked(startTestServer(env));
const add = async (s: Server, name: string, url: string) =>
  ((await s.raw('POST', `${V}/alert-channels`, { name, kind: 'webhook', url }, OWNER)).json!.Result as { id: string }).id;
const test = (s: Server, id: string) => s.raw('POST', `${V}/alert-channels/${id}/test`, undefined, OWNER);

describe('test notifications are bounded', () => {
  it('60 tests at once to receivers that never answer hold at most 2 connections; the rest are refused 429 with Retry-After', async () => {
    const s = await server({ ALERT_SEND_TIMEOUT_MS: '3000' });
    const silent = await tracked(startSilentReceiver());
    const ids = [await add(s, 'Dead 1', silent.url), await add(s, 'Dead 2', silent.url), await add(s, 'Dead 3', silent.url)];
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => test(s, ids[i % 3]!)));
    expect(silent.seen.most).toBeLessThanOrEqual(2);
    const refused = answers.filter((a) => a.status === 429);
    const sent = answers.filter((a) => a.status === 200);
    expect(refused.length + sent.length).toBe(60);
    expect(refused.length).toBeGreaterThanOrEqual(50);
    for (const a of refused) {
      expect(Number(a.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(a.json!.ErrorDetails[0]!.Reason).toMatch(
        /^(A test notification to channel "Dead \d" is still waiting for its receiver \(one at a time\)|This organization's test notifications are still waiting for their receivers \(2 at a time\)); try again in \d+ s$/,
      );
    }
    // Each send gives up at its time limit…
    for (const a of sent) expect((a.json!.Result as Delivery).last_result).toBe('no answer within 3 s');
    // And lets its connection go.
    await sleep(200);
    expect(silent.seen.open).toBe(0);
  }, 30_000);

  it('a channel takes 5 tests a minute; the 6th is refused 429 with Retry-After and the reason; another channel is not held by it', async () => {
    const s = await server();
    const r = await tracked(startReceiver());
    const ops = await add(s, 'Ops', r.url);
    for (let i = 0; i < 5; i++) expect((await test(s, ops)).status).toBe(200);
    const sixth = await test(s, ops);
    expect(sixth.status).toBe(429);
    const wait = Number(sixth.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(sixth.json!.ErrorDetails[0]!.Reason).toBe(
      `Channel "Ops" was sent 5 test notifications in the last minute, the most it takes; try again in ${wait} s`,
    );
    expect(r.received).toHaveLength(5);
    expect((await test(s, await add(s, 'Other', r.url))).status).toBe(200);
  });

  it('real alerts are still delivered while test notifications are held and refused', async () => {
    const s = await server({ ALERT_FOR_S: '1', ALERT_RETRY_MS: '200', ALERT_SEND_TIMEOUT_MS: '5000' });
    const silent = await tracked(startSilentReceiver());
    const r = await tracked(startReceiver());
    const dead = [await add(s, 'Dead 1', silent.url), await add(s, 'Dead 2', silent.url)];
    const ops = await add(s, 'Ops', r.url);
    // Both of the organization's test slots wait on receivers that never answer.
    const held = dead.map((id) => test(s, id));
    await sleep(300);
    const refused = await test(s, ops);
    expect(refused.status).toBe(429);
    expect(refused.json!.ErrorDetails[0]!.Reason).toMatch(/^This organization's test notifications are still waiting for their receivers/);
    // The demo's production runs hot from the start: its alert fires after a second and reaches Ops, the dead channels notwithstanding.
    const end = Date.now() + 10_000;
    let delivered: Delivery | undefined;
    while (!delivered && Date.now() < end) {
      await sleep(100);
      const log = (await s.raw('GET', `${V}/alert-deliveries`, undefined, OWNER)).json!.Result as Delivery[];
      delivered = log.find((d) => d.channel_id === ops && d.event === 'firing' && d.status === 'delivered');
    }
    expect(delivered).toBeDefined();
    expect(r.received.some((m) => m.body.includes('"event":"firing"'))).toBe(true);
    expect(silent.seen.most).toBeLessThanOrEqual(2 + 2);
    await Promise.all(held);
  }, 30_000);
});
