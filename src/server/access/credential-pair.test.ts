import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';

/**
 * A request that carries a session token and an API key: both must be valid and open the same
 * organization, on `/users` (which takes the token) as on `/controller` (which takes the key).
 * The security probe of issue 59 found `/users` acting on the token's organization beside another's key.
 */
let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer({ SEED_WORKGROUPS: '1', SEED_WORKSPACES_PER_WORKGROUP: '1' });
});
afterAll(() => s.close());

const OWNER = { authorization: 'Bearer demo-owner-token' };
const PAIR = { ...OWNER, 'x-api-key': 'other-org-api-key' };
const BAD_KEY = { ...OWNER, 'x-api-key': 'gck_not-a-key' };
type Detail = { FieldName: string; Reason: string; Type: string };
type Invitation = { id: string; email: string; resent_count: number };

async function refusal(method: string, path: string, body: unknown, headers: Record<string, string>) {
  const r = await s.raw(method, path, body, headers);
  return { status: r.status, detail: r.json?.ErrorDetails?.[0] as Detail | undefined };
}

const invitations = async () => (await s.raw('GET', '/users/invitations', undefined, OWNER)).json!.Result as Invitation[];

describe('a session token beside an API key', () => {
  it('of another organization: every /users route answers 401 exactly as /controller does, and changes nothing', async () => {
    const made = await s.raw('POST', '/users/invitations', { email: 'pair@new.example', roles: ['org_member'] }, OWNER);
    const inv = made.json!.Result as Invitation;
    const users = (await s.raw('GET', '/users', undefined, OWNER)).json!.Result as { id: string; roles: { name: string }[] }[];

    const controller = await refusal('GET', '/controller/v4/v2/workgroups', undefined, PAIR);
    expect(controller.status).toBe(401);
    expect(controller.detail).toMatchObject({ Type: 'Unauthorized', FieldName: 'Authorization', Reason: expect.stringMatching(/different organizations/) });
    expect(await refusal('POST', '/controller/v4/v2/org/api-keys', { description: 'x', life_time_in_seconds: 86_400 }, PAIR)).toEqual(controller);

    const routes: [string, string, unknown][] = [
      ['GET', '/users', undefined],
      ['GET', '/users/me', undefined],
      ['PUT', '/users/user-grace/roles', { roles: ['org_admin'] }],
      ['GET', '/users/invitations', undefined],
      ['POST', '/users/invitations', { email: 'mallory@new.example', roles: ['org_admin'] }],
      ['POST', `/users/invitations/${inv.id}/resend`, undefined],
      ['DELETE', `/users/invitations/${inv.id}`, undefined],
    ];
    for (const [method, path, body] of routes) expect(await refusal(method, path, body, PAIR), `${method} ${path}`).toEqual(controller);

    const after = await invitations();
    expect(after.map((i) => i.email)).not.toContain('mallory@new.example');
    expect(after.find((i) => i.id === inv.id)?.resent_count).toBe(0);
    expect((await s.raw('GET', '/users', undefined, OWNER)).json!.Result).toEqual(users);
  });

  it('that is not valid: /users refuses it as /controller refuses a token that is not valid beside a valid key', async () => {
    const controller = await refusal('GET', '/controller/v4/v2/workgroups', undefined, { 'x-api-key': 'demo-api-key', authorization: 'Bearer nobody' });
    expect(controller).toMatchObject({ status: 401, detail: { FieldName: 'Authorization', Type: 'Unauthorized' } });
    const users = await refusal('GET', '/users/invitations', undefined, { authorization: 'Bearer nobody', 'x-api-key': 'demo-api-key' });
    expect(users).toEqual(controller);
    const keyRefused = await refusal('GET', '/controller/v4/v2/workgroups', undefined, { 'x-api-key': 'gck_not-a-key' });
    expect(await refusal('GET', '/users/invitations', undefined, BAD_KEY)).toEqual(keyRefused);
  });

  it('of the same organization: both route families accept the pair', async () => {
    const same = { ...OWNER, 'x-api-key': 'demo-member-api-key' };
    expect((await s.raw('GET', '/users/invitations', undefined, same)).status).toBe(200);
    expect((await s.raw('GET', '/controller/v4/v2/workgroups', undefined, same)).status).toBe(200);
  });
});
