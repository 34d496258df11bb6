import type { Collection } from '@/server/store/store';
import type { ApiKeyRecord, DbUserRecord, OrgRecord, WorkspaceRecord } from '@/server/model';
import { hashApiKey, newApiKey, redactKey } from '@/server/access/secrets';
import { unusablePasswordHash } from '@/server/access/passwords';
import { tierFor, usage } from '@/server/kernel/quota';

type Out = { c: Collection; id: string; v: unknown }[];

/**
 * The demo organization's record (its tier the one its seeded workspaces fit),
 * two in-database users on each read-write workspace's database, and two API
 * keys (one expiring within 14 days). Nobody knows the seeded secrets.
 */
export function seedAccess(out: Out, now: number): void {
  const orgId = 'org-acme';
  const at = (days: number) => new Date(now + days * 86_400_000).toISOString();
  const workspaces = out.filter((e) => e.c === 'workspaces').map((e) => e.v as WorkspaceRecord);
  const store = { list: <T>(c: Collection) => out.filter((e) => e.c === c).map((e) => e.v as T) } as Parameters<typeof usage>[0]['store'];
  const org: OrgRecord = {
    org_id: orgId,
    org_name: 'acme-graph-labs',
    org_display_name: 'Acme Graph Labs',
    logo_url: '',
    creator: 'ada@acme.example',
    create_time: at(-400),
    tier: tierFor(usage({ store, org: { id: orgId, name: '' } })),
  };
  out.push({ c: 'org', id: orgId, v: org });

  // A large seed (thousands of workspaces) gets no users: nothing reads them all at once.
  for (const ws of workspaces.filter((w) => w.is_rw).slice(0, 50)) {
    for (const [name, days] of [
      ['app_reader', 90],
      ['etl_loader', 30],
    ] as const) {
      const user: DbUserRecord = {
        id: `dbu-${ws.database_id}-${name}`,
        username: name,
        email: '',
        firstName: '',
        lastName: '',
        enabled: true,
        created: at(-days),
        updated: at(-days),
        database_id: ws.database_id,
        org_id: orgId,
        // Nobody knows a password for a seeded user: a random digest, with no hashing cost at each fresh start.
        password_hash: unusablePasswordHash(),
      };
      out.push({ c: 'dbUsers', id: user.id, v: user });
    }
  }

  const keys: [string, string, number, number][] = [
    ['key-ci-pipeline', 'CI pipeline', -120, 245],
    ['key-nightly-export', 'Nightly export job', -80, 10],
  ];
  for (const [name, description, created, expires] of keys) {
    const plaintext = newApiKey();
    const key: ApiKeyRecord = {
      key_name: name,
      description,
      redacted_key: redactKey(plaintext),
      key_hash: hashApiKey(plaintext),
      creator: 'ada@acme.example',
      user_id: 'user-ada',
      org_id: orgId,
      created_at: at(created),
      expires_at: at(expires),
    };
    out.push({ c: 'apiKeys', id: name, v: key });
  }
}
