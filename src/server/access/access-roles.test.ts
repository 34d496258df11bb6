import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';

/** The member cases of issue 49, each as it was reported. */
let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer({ SEED_WORKGROUPS: '1', SEED_WORKSPACES_PER_WORKGROUP: '1' });
});
afterAll(() => s.close());

const V = '/controller/v4/v2';
const MEMBER_KEY = { 'x-api-key': 'demo-member-api-key' };
const MEMBER_TOKEN_WITH_OWNER_KEY = { 'x-api-key': 'demo-api-key', authorization: 'Bearer demo-member-token' };
const orgBody = { orgID: 'org-acme', orgName: 'acme-graph-labs', orgDisplayName: 'Renamed by a member', logoUrl: '' };

async function trail(q: string) {
  const r = await s.raw('GET', `${V}/audit-log?q=${encodeURIComponent(q)}`);
  return r.json!.Result as { who: string; operation: string; status: number; title: string }[];
}

describe('members and owners', () => {
  it('a member cannot open the billing portal; an owner can', async () => {
    const member = await s.raw('POST', `${V}/billing/session`, undefined, MEMBER_KEY);
    expect(member.status).toBe(403);
    expect(member.json!.ErrorDetails[0]!.Reason).toMatch(/organization owner/);
    const viaToken = await s.raw('POST', `${V}/billing/session`, undefined, MEMBER_TOKEN_WITH_OWNER_KEY);
    expect(viaToken.status).toBe(403);
    expect((await s.raw('POST', `${V}/billing/session`)).status).toBe(200);
  });

  it("a member's session token with the owner's key acts as the member: PUT /org is refused", async () => {
    const r = await s.raw('PUT', `${V}/org`, orgBody, MEMBER_TOKEN_WITH_OWNER_KEY);
    expect(r.status).toBe(403);
    expect((await s.client().getOrgSelf()).org_display_name).not.toBe('Renamed by a member');
    const [entry] = await trail(r.json!.RequestID);
    expect(entry!.who).toMatch(/^Grace Hopper <grace@acme\.example> \(session token, with Demo API key\)$/);
    // A token of no organization, or of another, opens nothing.
    expect((await s.raw('GET', `${V}/workgroups`, undefined, { 'x-api-key': 'other-org-api-key', authorization: 'Bearer demo-owner-token' })).status).toBe(401);
  });

  it("a member's writes are audited as the member, not as an unknown key", async () => {
    const r = await s.raw('PUT', `${V}/workgroups/wg-0001`, { workgroup_name: 'member-renamed' }, MEMBER_KEY);
    expect(r.status).toBe(200);
    const [entry] = await trail(r.json!.RequestID);
    expect(entry!.who).toBe("Grace Hopper <grace@acme.example> (The demo member's API key (MEMBER_API_KEY))");
  });

  it('what is done in the portal is audited as the owner who opened it', async () => {
    const url = (await s.raw('POST', `${V}/billing/session`)).json!.Result as string;
    expect((await fetch(`${s.url}${url}/add-card`, { method: 'POST' })).status).toBe(200);
    expect((await fetch(`${s.url}${url}/pay`, { method: 'POST' })).status).toBe(200);
    const entries = (await trail('in the billing portal')).filter((e) => e.operation.startsWith('portal'));
    const who = 'Ada Lovelace <ada@acme.example> (Demo API key), in the billing portal';
    expect(entries.map((e) => [e.operation, e.who, e.status])).toEqual([
      ['portalPay', who, 200],
      ['portalAddCard', who, 200],
    ]);
  });

  it("a member deletes their own API key, never someone else's", async () => {
    const owners = await s.raw('POST', `${V}/org/api-keys`, { description: "the owner's", life_time_in_seconds: 86_400 * 30 });
    const mine = await s.raw('POST', `${V}/org/api-keys`, { description: "the member's", life_time_in_seconds: 86_400 * 30 }, MEMBER_KEY);
    const ownerKey = (owners.json!.Result as { key_name: string }).key_name;
    const memberKey = (mine.json!.Result as { key_name: string }).key_name;
    const refused = await s.raw('DELETE', `${V}/org/api-keys`, { key_name: ownerKey }, MEMBER_KEY);
    expect(refused.status).toBe(403);
    expect(refused.json!.ErrorDetails[0]).toMatchObject({ FieldName: 'key_name', Reason: expect.stringMatching(/only an organization owner/) });
    expect((await s.raw('DELETE', `${V}/org/api-keys`, { key_name: memberKey }, MEMBER_KEY)).status).toBe(200);
    expect((await s.raw('DELETE', `${V}/org/api-keys`, { key_name: ownerKey })).status).toBe(200);
  });
});
