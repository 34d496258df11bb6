import { describe, expect, it } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';
import { closeAfterEach } from '@/server/testing/close-after-each';
import { startReceiver } from './receiver.test-util';
import { alertRuntime } from './engine';
import type { ChannelRecord } from './model';

// Where a channel may send (issue 59, items 15 and 16): the address policy at save, and at send on what the name resolves to.

const OWNER = { 'x-api-key': 'demo-api-key' };
const V = '/controller/v4/v2';
type Server = Awaited<ReturnType<typeof startTestServer>>;
type Delivery = { status: string; last_result: string };

const { closed } = closeAfterEach();
const server = (env: Record<string, string> = {}) => closed(startTestServer(env));
const receiver = () => closed(startReceiver());
const add = (s: Server, url: string) => s.raw('POST', `${V}/alert-channels`, { name: 'Hook', kind: 'webhook', url }, OWNER);
const test = async (s: Server, id: string) => (await s.raw('POST', `${V}/alert-channels/${id}/test`, undefined, OWNER)).json!.Result as Delivery;

/** Adding `url` is refused beside the address, for a reason that matches `reason`. */
async function expectRefused(s: Server, url: string, reason: RegExp) {
  const r = await add(s, url);
  expect(r.status, url).toBe(400);
  expect(r.json!.ErrorDetails[0], url).toMatchObject({ FieldName: 'url', Reason: expect.stringMatching(reason) });
}

const ALWAYS_REFUSED = [
  ['http://169.254.169.254/latest/meta-data/', /^169\.254\.169\.254 is the cloud metadata service/],
  ['http://[fd00:ec2::254]/latest/meta-data/', /^fd00:ec2::254 is the cloud metadata service/],
  ['http://[64:ff9b::a9fe:a9fe]/', /^64:ff9b::a9fe:a9fe carries 169\.254\.169\.254, the cloud metadata service/],
  ['http://[::ffff:169.254.169.254]/', /carries 169\.254\.169\.254, the cloud metadata service/],
  ['http://169.254.10.20/', /a link-local address \(169\.254\.0\.0\/16\)/],
  ['http://[fe80::1]/', /a link-local address \(fe80::\/10\)/],
  ['http://224.0.0.251/', /a multicast address/],
  ['http://[ff02::1]/', /a multicast address/],
  ['http://255.255.255.255/', /the broadcast address/],
  ['http://0.0.0.0:9/', /an unspecified address/],
  ['http://0:9/', /^0\.0\.0\.0 is an unspecified address/],
  ['http://[::]:9/', /^:: is the unspecified address/],
] as const;

const PRIVATE = [
  'http://127.0.0.1:9/',
  'http://[::127.0.0.1]:9/',
  'http://[64:ff9b::7f00:1]:9/',
  'http://2130706433:9/',
  'http://10.0.0.1/',
  'http://198.18.0.1/',
  'http://[fd12:3456::1]/',
];

describe('the addresses a channel may send to', () => {
  it('by default: never the metadata service, link-local, multicast, broadcast or unspecified; loopback and private ranges are allowed', async () => {
    const s = await server();
    for (const [url, reason] of ALWAYS_REFUSED) await expectRefused(s, url, new RegExp(`${reason.source}.*: notifications never go there$`));
    for (const url of PRIVATE) expect((await add(s, url)).status, url).toBe(200);
  });

  it('with ALERT_FORBID_PRIVATE_TARGETS=1, also loopback and private ranges in their IPv6 forms, benchmarking, multicast and broadcast', async () => {
    const s = await server({ ALERT_FORBID_PRIVATE_TARGETS: '1' });
    for (const [url, reason] of ALWAYS_REFUSED) await expectRefused(s, url, reason);
    await expectRefused(s, 'http://[::127.0.0.1]:9/', /^::7f00:1 carries 127\.0\.0\.1, a loopback address .*, and this deployment forbids private targets$/);
    await expectRefused(s, 'http://[64:ff9b::7f00:1]:9/', /^64:ff9b::7f00:1 carries 127\.0\.0\.1, a loopback address/);
    await expectRefused(s, 'http://198.19.0.1/', /^198\.19\.0\.1 is a benchmarking address \(198\.18\.0\.0\/15\), and this deployment forbids/);
    for (const url of PRIVATE) await expectRefused(s, url, /, and this deployment forbids private targets$/);
  });

  it('never the console itself: its port on any loopback alias, in any form, is a loop; on 0.0.0.0, 0 or [::] it is refused on any port', async () => {
    const s = await server();
    const port = new URL(s.url).port;
    for (const host of ['127.0.0.1', '127.0.0.2', '2130706433', '0x7f.1', 'localhost', '[::1]', '[::ffff:127.0.0.1]', '[::127.0.0.1]', '[64:ff9b::7f00:1]'])
      await expectRefused(s, `http://${host}:${port}/controller/v4/v2/workgroups`, /this console server's own address: notifications to it would loop$/);
    for (const host of ['0.0.0.0', '0', '[::]', '[::ffff:0.0.0.0]'])
      await expectRefused(
        s,
        `http://${host}:${port}/controller/v4/v2/workgroups`,
        /unspecified address .*, which reaches this machine itself: notifications never go there$/,
      );
  });

  it('a name is judged by what it resolves to, at save and again at every send (a name rebound to the metadata service is refused)', async () => {
    const s = await server();
    const r = await receiver();
    const rules = alertRuntime(s.plane.store!)!.rules;
    let answer = ['127.0.0.1'];
    rules.resolve = async (host) => (host === 'hooks.example.test' ? answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })) : []);
    const url = `http://hooks.example.test:${new URL(r.url).port}/hook`;
    const added = await add(s, url);
    expect(added.status).toBe(200);
    const id = (added.json!.Result as { id: string }).id;
    expect(await test(s, id)).toMatchObject({ status: 'delivered', last_result: 'HTTP 200' });

    answer = ['169.254.169.254'];
    expect(await test(s, id)).toMatchObject({
      status: 'failed',
      last_result: expect.stringMatching(/^Refused: 169\.254\.169\.254 is the cloud metadata service/),
    });
    answer = ['127.0.0.1', 'fd00:ec2::254'];
    expect(await test(s, id)).toMatchObject({ status: 'failed', last_result: expect.stringMatching(/^Refused: fd00:ec2::254 is the cloud metadata service/) });
    expect(r.received).toHaveLength(1);
    await expectRefused(s, url, /^169\.254\.169\.254 is the cloud metadata service|^fd00:ec2::254 is the cloud metadata service/);
    await expectRefused(s, 'http://nowhere.example.test/', /^nowhere\.example\.test could not be resolved$/);
  });

  it('a channel kept before the policy (its address now refused) is refused at send, not sent to', async () => {
    const s = await server();
    const store = s.plane.store!;
    const kept = { id: 'ch-old', org_id: 'org-acme', name: 'Old', kind: 'webhook', url_secret: 'http://[::ffff:a9fe:a9fe]/latest', address: '', secret: '' };
    store.transaction(() => store.put('alertChannels', kept.id, { ...kept, created_at: '', created_by: '' } as ChannelRecord));
    expect(await test(s, 'ch-old')).toMatchObject({
      status: 'failed',
      last_result: expect.stringMatching(/^Refused: ::ffff:a9fe:a9fe carries 169\.254\.169\.254/),
    });
  });
});
