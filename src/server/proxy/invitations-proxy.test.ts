import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createControlPlane, type ControlPlane } from '@/server/app';
import { startTestServer } from '@/server/testing/test-server';

/** Invitations in proxy mode: forwarded like every operation of the table, and audited by the proxy. */
let upstream: Awaited<ReturnType<typeof startTestServer>>;
let proxy: ControlPlane;
let proxyUrl: string;
beforeAll(async () => {
  upstream = await startTestServer({ SEED_WORKGROUPS: '1', SEED_WORKSPACES_PER_WORKGROUP: '1' });
  proxy = createControlPlane(loadConfig({ PORT: '0', DATA_DIR_FRESH: '1', LOG_LEVEL: 'quiet', STATIC_DIR: os.tmpdir(), UPSTREAM_URL: upstream.url }));
  proxyUrl = await proxy.listen();
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

const OWNER = { authorization: 'Bearer demo-owner-token', 'content-type': 'application/json' };

describe('invitations through the proxy', () => {
  it('invites, lists and revokes at the upstream, and the proxy keeps each write in its audit trail', async () => {
    const made = await fetch(`${proxyUrl}/users/invitations`, {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({ email: 'via@proxy.example', roles: ['org_member'] }),
    });
    expect(made.status).toBe(200);
    const inv = ((await made.json()) as { Result: { id: string } }).Result;
    const upstreamList = (await upstream.raw('GET', '/users/invitations', undefined, OWNER)).json!.Result as { id: string }[];
    expect(upstreamList.map((i) => i.id)).toContain(inv.id);
    // A body the contract refuses never reaches the upstream.
    const bad = await fetch(`${proxyUrl}/users/invitations`, { method: 'POST', headers: OWNER, body: '[1]' });
    expect(bad.status).toBe(400);
    expect((await fetch(`${proxyUrl}/users/invitations/${inv.id}`, { method: 'DELETE', headers: OWNER })).status).toBe(200);
    const trail = (await (await fetch(`${proxyUrl}/controller/v4/v2/audit-log?q=${inv.id}`, { headers: OWNER })).json()) as {
      Result: { operation: string; via: string; status: number }[];
    };
    expect(trail.Result.map((e) => [e.operation, e.via, e.status])).toEqual([['revokeInvitation', 'proxy', 200]]);
  });

  it("forwards a session token beside another organization's key as it came: the upstream refuses the pair on /users as on /controller", async () => {
    const pair = { ...OWNER, 'x-api-key': 'other-org-api-key' };
    const before = (await upstream.raw('GET', '/users/invitations', undefined, OWNER)).json!.Result as unknown[];
    const viaUsers = await fetch(`${proxyUrl}/users/invitations`, {
      method: 'POST',
      headers: pair,
      body: JSON.stringify({ email: 'pair@proxy.example', roles: ['org_member'] }),
    });
    const viaController = await fetch(`${proxyUrl}/controller/v4/v2/workgroups`, { headers: pair });
    expect([viaUsers.status, viaController.status]).toEqual([401, 401]);
    const reasons = await Promise.all(
      [viaUsers, viaController].map(async (r) => ((await r.json()) as { ErrorDetails: { Reason: string }[] }).ErrorDetails[0]!.Reason),
    );
    expect(reasons[0]).toBe(reasons[1]);
    expect((await upstream.raw('GET', '/users/invitations', undefined, OWNER)).json!.Result).toEqual(before);
  });

  it("passes the upstream's refusal of a resend too many through, with its Retry-After and Reason", async () => {
    const made = await upstream.raw('POST', '/users/invitations', { email: 'resend@proxy.example', roles: ['org_member'] }, OWNER);
    const id = (made.json!.Result as { id: string }).id;
    const answers = [];
    // The invitation was the first of the address's three mails.
    for (let i = 0; i < 3; i++) answers.push(await fetch(`${proxyUrl}/users/invitations/${id}/resend`, { method: 'POST', headers: OWNER }));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(Number(answers[2]!.headers.get('retry-after'))).toBeGreaterThan(0);
    const refused = (await answers[2]!.json()) as { ErrorDetails: { Reason: string }[] };
    expect(refused.ErrorDetails[0]!.Reason).toMatch(/resend@proxy\.example was sent 3 invitation mails/);
  });
});
