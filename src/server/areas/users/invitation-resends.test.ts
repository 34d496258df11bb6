import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESENDS_PER_INVITATION, RESENDS_PER_ORG } from '@/features/users/invitations';
import { sleep, startTestServer } from '@/server/testing/test-server';

/**
 * A resend mails the invited person again (at a deployment's service): it is throttled per invitation
 * and per organization, counted as each is accepted, so that concurrent resends cannot slip past the
 * count (the security probe of issue 59 had 50 concurrent resends all accepted).
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

describe('resending an invitation', () => {
  it(`50 at once: exactly ${RESENDS_PER_INVITATION} are accepted, the rest are 429 with Retry-After and a Reason`, async () => {
    const inv = await invite(s, 'burst@new.example');
    const answers = await resendAll(s, Array<string>(50).fill(inv.id));
    expect(statuses(answers)).toEqual([...Array<number>(RESENDS_PER_INVITATION).fill(200), ...Array<number>(50 - RESENDS_PER_INVITATION).fill(429)]);
    for (const r of answers.filter((a) => a.status === 429)) {
      const wait = Number(r.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(590);
      expect(wait).toBeLessThanOrEqual(600);
      expect(r.json!.ErrorDetails[0]).toMatchObject({ Type: 'Quota-Exceed', FieldName: 'invitationId' });
      expect(r.json!.ErrorDetails[0]!.Reason).toMatch(/burst@new\.example was sent 3 times in the last 10 minutes.*try again in (9|10) min/);
    }
    const listed = (await s.raw('GET', '/users/invitations', undefined, OWNER)).json!.Result as Invitation[];
    expect(listed.find((i) => i.id === inv.id)!.resent_count).toBe(RESENDS_PER_INVITATION);
  });

  it(`the organization resends at most ${RESENDS_PER_ORG} an hour, whichever invitations, even all at once`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await invite(s, `org-cap-${i}@new.example`)).id);
    // 21 resends, none past its invitation's 3: the organization's cap refuses one of them.
    const answers = await resendAll(
      s,
      ids.flatMap((id) => [id, id, id]),
    );
    const accepted = answers.filter((a) => a.status === 200).length;
    // The burst above spent 3 of the hour's resends already.
    expect(accepted).toBe(RESENDS_PER_ORG - RESENDS_PER_INVITATION);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBe(21 - accepted);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(refused[0]!.json!.ErrorDetails[0]!.Reason).toMatch(/This organization sent 20 invitations again in the last hour.*try again in/);
  });

  it('after the window it is accepted again (INVITATION_RESEND_WINDOW_MS, INVITATION_RESEND_ORG_WINDOW_MS)', async () => {
    const quick = await startTestServer({ INVITATION_RESEND_WINDOW_MS: '1000', INVITATION_RESEND_ORG_WINDOW_MS: '1000' });
    try {
      const inv = await invite(quick, 'later@new.example');
      expect(statuses(await resendAll(quick, Array<string>(5).fill(inv.id)))).toEqual([200, 200, 200, 429, 429]);
      const refused = await resend(quick, inv.id);
      expect(refused.status).toBe(429);
      await sleep(Number(refused.headers.get('retry-after')) * 1000 + 50);
      expect((await resend(quick, inv.id)).status).toBe(200);
    } finally {
      await quick.close();
    }
  });
});
