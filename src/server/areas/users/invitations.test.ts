import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_MS, MAX_INVITATIONS } from '@/features/users/invitations';
import { loadConfig } from '@/server/config';
import { createControlPlane } from '@/server/app';
import { startTestServer } from '@/server/testing/test-server';

let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  // Filling the organization's invitations sends more mails than an hour's 20: what is tried here is the cap on invitations held.
  s = await startTestServer({ SEED_WORKGROUPS: '1', SEED_WORKSPACES_PER_WORKGROUP: '1', INVITATION_MAILS_PER_ORG: '1000' });
});
afterAll(() => s.close());

const OWNER = { authorization: 'Bearer demo-owner-token' };
const MEMBER = { authorization: 'Bearer demo-member-token' };
const KEY = { 'x-api-key': 'demo-api-key' };
type Invitation = { id: string; email: string; roles: { name: string }[]; created_at: string; sent_at: string; expires_at: string; resent_count: number };

const list = async (headers = OWNER) => (await s.raw('GET', '/users/invitations', undefined, headers)).json!.Result as Invitation[];

describe('invitations (assumed)', () => {
  it('an owner invites with roles; it expires 7 days after it was sent; a resend renews it; a revoke removes it; each is audited', async () => {
    const made = await s.raw('POST', '/users/invitations', { email: 'lin@new.example', roles: ['org_member', 'billing_viewer'] }, OWNER);
    expect(made.status).toBe(200);
    const inv = made.json!.Result as Invitation;
    expect(inv.roles.map((r) => r.name)).toEqual(['org_member', 'billing_viewer']);
    expect(Date.parse(inv.expires_at) - Date.parse(inv.sent_at)).toBe(INVITATION_MS);
    expect((await list(MEMBER)).map((i) => i.email)).toContain('lin@new.example');
    await new Promise((r) => setTimeout(r, 20));
    const resent = (await s.raw('POST', `/users/invitations/${inv.id}/resend`, undefined, OWNER)).json!.Result as Invitation;
    expect(resent.resent_count).toBe(1);
    expect(Date.parse(resent.expires_at)).toBeGreaterThan(Date.parse(inv.expires_at));
    expect((await s.raw('DELETE', `/users/invitations/${inv.id}`, undefined, OWNER)).status).toBe(200);
    expect((await list()).map((i) => i.id)).not.toContain(inv.id);
    const trail = (await s.raw('GET', `/controller/v4/v2/audit-log?q=${inv.id}`, undefined, KEY)).json!.Result as {
      operation: string;
      outcome: string;
      who: string;
    }[];
    expect(trail.map((e) => `${e.operation} ${e.outcome}`).sort()).toEqual(['resendInvitation accepted', 'revokeInvitation accepted']);
    const invite = (await s.raw('GET', `/controller/v4/v2/audit-log?q=lin@new.example`, undefined, KEY)).json!.Result as { operation: string; who: string }[];
    expect(invite.map((e) => e.operation)).toContain('createInvitation');
    expect(invite[0]!.who).toMatch(/Ada/);
  });

  it('refuses a member (403), an API key and no credential (401), and records nothing for them', async () => {
    const before = (await list()).length;
    expect((await s.raw('POST', '/users/invitations', { email: 'm@new.example', roles: ['org_member'] }, MEMBER)).status).toBe(403);
    expect((await s.raw('POST', '/users/invitations', { email: 'm@new.example', roles: ['org_member'] }, KEY)).status).toBe(401);
    expect((await s.raw('POST', '/users/invitations', { email: 'm@new.example', roles: ['org_member'] }, {})).status).toBe(401);
    expect((await s.raw('GET', '/users/invitations', undefined, {})).status).toBe(401);
    expect(await list()).toHaveLength(before);
  });

  it.each([
    ['not an e-mail address', { email: 'not-an-address', roles: ['org_member'] }, /e-mail address/],
    ['an existing member', { email: 'GRACE@acme.example', roles: ['org_member'] }, /already a member/],
    ['no role', { email: 'x@new.example', roles: [] }, /at least one role/],
  ])('refuses %s with a 400 naming the field', async (_, body, reason) => {
    const r = await s.raw('POST', '/users/invitations', body, OWNER);
    expect(r.status).toBe(400);
    expect(r.json!.ErrorDetails[0]!.Reason).toMatch(reason);
  });

  it('refuses a pending duplicate, then past the cap (Quota-Exceed), and keeps invitations across a restart', async () => {
    for (const i of await list()) await s.raw('DELETE', `/users/invitations/${i.id}`, undefined, OWNER);
    expect((await s.raw('POST', '/users/invitations', { email: 'dup@new.example', roles: ['org_member'] }, OWNER)).status).toBe(200);
    const dup = await s.raw('POST', '/users/invitations', { email: 'Dup@New.example', roles: ['org_member'] }, OWNER);
    expect([dup.status, dup.json!.ErrorDetails[0]!.FieldName]).toEqual([400, 'email']);
    for (let i = 1; i < MAX_INVITATIONS; i++)
      expect((await s.raw('POST', '/users/invitations', { email: `p${i}@new.example`, roles: ['org_member'] }, OWNER)).status).toBe(200);
    const over = await s.raw('POST', '/users/invitations', { email: 'one-more@new.example', roles: ['org_member'] }, OWNER);
    expect(over.status).toBe(429);
    expect(over.json!.ErrorDetails[0]).toMatchObject({ Type: 'Quota-Exceed' });
    expect(over.json!.ErrorDetails[0]!.Reason).toMatch(/revoke/);
    expect(over.headers.get('retry-after')).toBeNull();

    await s.plane.close();
    const again = createControlPlane(loadConfig({ PORT: '0', DATA_DIR: s.dataDir, LOG_LEVEL: 'quiet', STATIC_DIR: s.dataDir }));
    const url = await again.listen();
    try {
      const res = await fetch(`${url}/users/invitations`, { headers: OWNER });
      const after = ((await res.json()) as { Result: Invitation[] }).Result;
      expect(after).toHaveLength(MAX_INVITATIONS);
      expect(after[0]!.email).toBe('dup@new.example');
    } finally {
      await again.close();
      // The suite's own plane is closed already: its close() below only removes the directory.
      s.close = async () => fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
  });
});
