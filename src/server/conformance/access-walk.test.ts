import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationName } from '@/api/operations';
import { accessLevels, allows, type Access } from '@/api/access';
import { consoleRoutes } from '@/server/access/console-routes';
import { startTestServer } from '@/server/testing/test-server';

/**
 * Every operation × every kind of credential, answered by the embedded control plane and checked
 * against the operation's declaration (api/access.ts): a refusal where it may not, no 401/403 where
 * it may. Ids that name nothing keep the walk from changing anything it is allowed to.
 */
let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer({ SEED_WORKGROUPS: '2', SEED_WORKSPACES_PER_WORKGROUP: '2' });
});
afterAll(() => s.close());

type Kind =
  'no credential' | "another organization's key" | 'member key' | 'member token' | 'owner key' | 'owner token' | "owner token with another organization's key";

/** What each kind sends, as the console sends it: a session token goes with the organization's (demo owner's) key. */
const sent: Record<Kind, Record<string, string>> = {
  'no credential': {},
  "another organization's key": { 'x-api-key': 'other-org-api-key' },
  'member key': { 'x-api-key': 'demo-member-api-key' },
  'member token': { 'x-api-key': 'demo-api-key', authorization: 'Bearer demo-member-token' },
  'owner key': { 'x-api-key': 'demo-api-key' },
  'owner token': { 'x-api-key': 'demo-member-api-key', authorization: 'Bearer demo-owner-token' },
  // Credentials of two organizations: neither route family may pick one of them (security probe, issue 59).
  "owner token with another organization's key": { 'x-api-key': 'other-org-api-key', authorization: 'Bearer demo-owner-token' },
};
const kinds = Object.keys(sent) as Kind[];

/** The role each kind acts with, for an operation that takes the key or the token (undefined: it opens nothing). */
function actingOf(auth: 'apiKey' | 'session', kind: Kind): 'owner' | 'member' | undefined {
  if (kind === "owner token with another organization's key") return undefined;
  if (auth === 'session') return kind === 'member token' ? 'member' : kind === 'owner token' ? 'owner' : undefined;
  if (kind === 'no credential') return undefined;
  // A key that names no person acts for its organization with an owner's rights.
  return kind === 'member key' || kind === 'member token' ? 'member' : 'owner';
}

/** `tokenToo`: the operation requires a session token beside the key (the vendor's credit and status reads, `bearerToo`). */
function expected(access: Access, auth: 'apiKey' | 'session', kind: Kind, tokenToo = false): 'may' | 401 | 403 {
  if (access === 'none') return 'may';
  const role = actingOf(auth, kind);
  if (!role || (tokenToo && !sent[kind].authorization)) return 401;
  return allows(access, { role }) ? 'may' : 403;
}

const fill = (path: string, value: (name: string) => string) => path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name)));
const names = Object.keys(operations) as OperationName[];

describe('who may call each operation, walked', () => {
  it('every operation and every console route declares who may call it', () => {
    for (const name of names) expect(accessLevels, `${name} has no access declaration`).toContain(operations[name].access);
    for (const r of consoleRoutes) expect(accessLevels, `${r.method} ${r.path}`).toContain(r.access);
  });

  it.each(kinds)('%s: every operation answers as its declaration says', async (kind) => {
    const wrong: string[] = [];
    for (const name of names) {
      const op = operations[name];
      const r = await s.raw(
        op.method,
        fill(op.path, () => 'zz-none'),
        op.body === undefined ? undefined : {},
        sent[kind],
      );
      const want = expected(op.access, op.auth, kind, 'bearerToo' in op && op.bearerToo);
      const ok = want === 'may' ? r.status !== 401 && r.status !== 403 && r.status < 500 : r.status === want;
      if (!ok) wrong.push(`${name} (${op.access}): ${r.status}, expected ${want} — ${r.json?.ErrorDetails?.[0]?.Reason ?? ''}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(kinds)('%s: every console route that takes the request’s own credential answers as declared', async (kind) => {
    const wrong: string[] = [];
    for (const route of consoleRoutes.filter((r) => !('credential' in r))) {
      const path = fill(route.path, (p) => (p === 'workgroupID' ? 'wg-0001' : 'ws-0001-1'));
      const r = await s.raw(route.method, path, route.method === 'GET' ? undefined : route.path.endsWith('faults') ? {} : { days: null }, sent[kind]);
      const want = expected(route.access, 'apiKey', kind);
      const ok = want === 'may' ? r.status !== 401 && r.status !== 403 : r.status === want;
      if (!ok) wrong.push(`${route.method} ${route.path}: ${r.status}, expected ${want}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a session token beside a key of another organization: every operation of either route family refuses it with one answer', async () => {
    const answers = new Map<string, string[]>();
    for (const name of names) {
      const op = operations[name];
      if (op.access === 'none') continue;
      const r = await s.raw(
        op.method,
        fill(op.path, () => 'zz-none'),
        op.body === undefined ? undefined : {},
        sent["owner token with another organization's key"],
      );
      const d = r.json?.ErrorDetails?.[0];
      const answer = `${r.status} ${d?.Type} ${d?.FieldName}: ${d?.Reason}`;
      answers.set(answer, [...(answers.get(answer) ?? []), `${op.auth} ${name}`]);
    }
    expect([...answers.keys()]).toEqual([expect.stringMatching(/^401 Unauthorized Authorization: .*different organizations/)]);
    const families = new Set([...answers.values()][0]!.map((n) => n.split(' ')[0]));
    expect([...families].sort()).toEqual(['apiKey', 'session']);
  });

  it("another organization's key reaches nothing of the demo's, whatever it may call", async () => {
    const demoIds: Record<string, string> = {
      workgroupID: 'wg-0001',
      workspaceID: 'ws-0001-1',
      databaseID: 'db-0001-1',
      id: 'cp-aws-prod',
      cardID: 'card_visa_4242',
      installedAddonsID: 'ia-0001',
      configID: 'cfg-1',
      configName: 'default',
      scheduleID: 'sch-1',
      job: 'job-1',
      userId: 'user-ada',
    };
    const before = await s.client().listWorkgroups();
    const reached: string[] = [];
    for (const name of names) {
      const op = operations[name];
      const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      // An add-on of the marketplace is everyone's: only the demo's own records are checked.
      if (params.length === 0 || params.includes('addonsID')) continue;
      const r = await s.raw(
        op.method,
        fill(op.path, (p) => demoIds[p] ?? 'zz-none'),
        op.body === undefined ? undefined : {},
        sent["another organization's key"],
      );
      if (r.status < 300) reached.push(`${name}: ${r.status}`);
    }
    expect(reached).toEqual([]);
    expect(await s.client().listWorkgroups()).toEqual(before);
  });
});
