import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILS_PER_ADDRESS, MAILS_PER_ORG } from '@/features/users/invitations';
import { sleep, startTestServer } from '@/server/testing/test-server';

/**
 * An invitation and each resend mail the invited person (at a deployment's service): they are throttled per
 * address and per organization, counted as each is accepted, so that concurrent resends cannot slip past the
 * count (the security probe of issue 59 had 50 concurrent resends all accepted), nor revoking and inviting again.
 */
type Server = Awaited<ReturnType<typeof startTestServer>>;
const OWNER = { authorization: 'Bearer demo-owner-token' };
type Invitation = { id: string; resent_count: number };

let s: Server;
beforeAll(async () => {
  s = await startTestServer({ SEED_WORKGROUPS: '1', SEED_WORKSPACES_PER_WORKGROUP: '1' });
});
afterAll(() => s.close());

async function invite(server: Server, email: string): Promise<Invitation> {
  const r = await server.raw('POST', '/users/invitations', { email, roles: ['org_member'] }, OWNER);
  expect(r.status).toBe(200);
  return r.json!.Result as Invitation;
}
const resend = (server: Server, id: string) => server.raw('POST', `/users/invitations/${id}/resend`, undefined, OWNER);
const resendAll = (server: Server, ids: string[]) => Promise.all(ids.map((id) => resend(server, id)));
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();
const revoke = (server: Server, id: string) => server.raw('DELETE', `/users/invitations/${id}`, undefined, OWNER);

describe('resending an invitation', () => {
  it(`50 at once: the invitation and ${MAILS_PER_ADDRESS - 1} resends make the ${MAILS_PER_ADDRESS} mails an address may get, the rest are 429 with Retry-After and a Reason`, async () => {
    const inv = await invite(s, 'burst@new.example');
    const answers = await resendAll(s, Array<string>(50).fill(inv.id));
    const accepted = MAILS_PER_ADDRESS - 1;
    expect(statuses(answers)).toEqual([...Array<number>(accepted).fill(200), ...Array<number>(50 - accepted).fill(429)]);
    for (const r of answers.filter((a) => a.status === 429)) {
      const wait = Number(r.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(590);
      expect(wait).toBeLessThanOrEqual(600);
      expect(r.json!.ErrorDetails[0]).toMatchObject({ Type: 'Quota-Exceed', FieldName: 'invitationId' });
      expect(r.json!.ErrorDetails[0]!.Reason).toMatch(/burst@new\.example was sent 3 invitation mails in the last 10 minutes.*try again in (9|10) min/);
    }
    const listed = (await s.raw('GET', '/users/invitations', undefined, OWNER)).json!.Result as Invitation[];
    expect(listed.find((i) => i.id === inv.id)!.resent_count).toBe(accepted);
  });

  it('revoking and inviting the same address again (any case) shares its mails: the next invitation and its resend are 429 naming the address', async () => {
    const own = await startTestServer({});
    try {
      for (let i = 0; i < MAILS_PER_ADDRESS; i++) {
        const inv = await invite(own, i % 2 ? 'Again@New.example' : 'again@new.example');
        if (i < MAILS_PER_ADDRESS - 1) expect((await revoke(own, inv.id)).status).toBe(200);
        else {
          const refused = await resend(own, inv.id);
          expect(refused.status).toBe(429);
          expect(refused.json!.ErrorDetails[0]!.Reason).toMatch(/was sent 3 invitation mails in the last 10 minutes.*try again in (9|10) min/);
          expect((await revoke(own, inv.id)).status).toBe(200);
        }
      }
      const refused = await own.raw('POST', '/users/invitations', { email: 'again@new.example', roles: ['org_member'] }, OWNER);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
      expect(refused.json!.ErrorDetails[0]).toMatchObject({ Type: 'Quota-Exceed', FieldName: 'email' });
      expect(refused.json!.ErrorDetails[0]!.Reason).toMatch(/^again@new\.example was sent 3 invitation mails in the last 10 minutes.*try again in (9|10) min/);
      // Nothing was recorded for the refused one.
      expect((await own.raw('GET', '/users/invitations', undefined, OWNER)).json!.Result).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it(`the organization sends at most ${MAILS_PER_ORG} invitation mails an hour, new invitations and resends alike, even all at once`, async () => {
    const own = await startTestServer({});
    try {
      const ids: string[] = [];
      for (let i = 0; i < 7; i++) ids.push((await invite(own, `org-cap-${i}@new.example`)).id);
      // 7 invitations and 14 resends, none past its address's 3: the organization's cap refuses one of them.
      const answers = await resendAll(
        own,
        ids.flatMap((id) => [id, id]),
      );
      const accepted = answers.filter((a) => a.status === 200).length;
      expect(accepted).toBe(MAILS_PER_ORG - 7);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused.length).toBe(14 - accepted);
      expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(refused[0]!.json!.ErrorDetails[0]!.Reason).toMatch(/This organization sent 20 invitation mails in the last hour.*try again in/);
      // A new invitation is a mail too: refused, and not recorded.
      const more = await own.raw('POST', '/users/invitations', { email: 'one-more@new.example', roles: ['org_member'] }, OWNER);
      expect(more.status).toBe(429);
      expect(more.json!.ErrorDetails[0]!.Reason).toMatch(/This organization sent 20 invitation mails in the last hour.*try again in/);
      expect((await own.raw('GET', '/users/invitations', undefined, OWNER)).json!.Result).toHaveLength(7);
    } finally {
      await own.close();
    }
  });

  it('after the window it is accepted again (INVITATION_RESEND_WINDOW_MS, INVITATION_RESEND_ORG_WINDOW_MS)', async () => {
    const quick = await startTestServer({ INVITATION_RESEND_WINDOW_MS: '1000', INVITATION_RESEND_ORG_WINDOW_MS: '1000' });
    try {
      const inv = await invite(quick, 'later@new.example');
      expect(statuses(await resendAll(quick, Array<string>(5).fill(inv.id)))).toEqual([200, 200, 429, 429, 429]);
      const refused = await resend(quick, inv.id);
      expect(refused.status).toBe(429);
      await sleep(Number(refused.headers.get('retry-after')) * 1000 + 50);
      expect((await resend(quick, inv.id)).status).toBe(200);
    } finally {
      await quick.close();
    }
  });
});
