import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';
import { alertingRules, yamlString } from './rules';

const PROMTOOL = process.env.PROMTOOL_BIN ?? '/usr/bin/promtool';
const hasPromtool = fs.existsSync(PROMTOOL);

// What YAML 1.1 (the Go reader Prometheus and promtool use) ends a line at, and what it refuses to hold raw.
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const BREAKS_OR_UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]|\p{Cs}/u;

let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer({ SEED_WORKGROUPS: '1', SEED_WORKSPACES_PER_WORKGROUP: '1' });
});
afterAll(() => s.close());

const SEPARATORS = ['\u2028', '\u2029', '\u0085'];

/**
 * The file's scalars, read back: every value is a double-quoted scalar on its key's line; with only the
 * escapes JSON shares with YAML, JSON.parse reads each as YAML does. A line of any other shape fails the test.
 */
function readScalars(yaml: string): { key: string; value: string }[] {
  return yaml
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#') && !/^\s*(groups|rules|labels|annotations):$/.test(l))
    .map((l) => {
      const m = /^\s*(?:- )?([a-z_]+): (".*")$/.exec(l);
      expect(m, `a line of the rules file is not "key: \\"value\\"": ${JSON.stringify(l)}`).not.toBeNull();
      return { key: m![1]!, value: JSON.parse(m![2]!) as string };
    });
}

/** A label's value as Prometheus prints it: a name holding "{{" is written as a Go template string constant. */
const expanded = (v: string) => {
  const constant = /^\{\{ (".*") \}\}$/s.exec(v);
  return constant ? (JSON.parse(constant[1]!) as string) : v;
};

/** promtool's verdict when it is installed; the file's shape and characters otherwise (and as well). */
function expectValidRules(yaml: string) {
  expect(yaml).not.toMatch(BREAKS_OR_UNPRINTABLE);
  const scalars = readScalars(yaml);
  if (hasPromtool) {
    const file = path.join(s.dataDir, `rules-${Date.now()}.yml`);
    fs.writeFileSync(file, yaml);
    const r = spawnSync(PROMTOOL, ['check', 'rules', file], { encoding: 'utf8' });
    expect(r.status, `promtool check rules refused the file:\n${r.stdout}${r.stderr}`).toBe(0);
  }
  return scalars;
}

describe('names that end up in the alerting rules', () => {
  it.each(SEPARATORS.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, c]))(
    'refuses %s in the organization’s display name, a workgroup’s, a workspace’s and a channel’s name, naming the field',
    async (_, ch) => {
      const c = s.client();
      const org = await c.getOrgSelf();
      const refused = async (p: Promise<unknown>, field: string, label: string) => {
        const e = await p.then(
          () => undefined,
          (x: unknown) => x,
        );
        expect(e).toMatchObject({
          status: 400,
          details: [{ FieldName: field, Reason: `${label} must be one line: no line breaks or line and paragraph separators` }],
        });
      };
      await refused(
        c.updateOrg({ body: { orgID: org.org_id, orgName: org.org_name, orgDisplayName: `Acme${ch}Corp`, logoUrl: '' } }),
        'orgDisplayName',
        'Display name',
      );
      await refused(c.updateWorkgroup({ params: { workgroupID: 'wg-0001' }, body: { workgroup_name: `Team${ch}A` } }), 'workgroup_name', 'Workgroup name');
      await refused(
        c.updateWorkspace({ params: { workgroupID: 'wg-0001', workspaceID: 'ws-0001-1' }, body: { workspace_name: `Prod${ch}1` } }),
        'workspace_name',
        'Workspace name',
      );
      await refused(c.addAlertChannel({ body: { name: `Ops${ch}EU`, kind: 'webhook', url: 'https://example.com/hook' } }), 'name', 'Name');
      expect((await c.getOrgSelf()).org_display_name).not.toContain(ch);
    },
  );

  it('a name stored before the rule (an old data directory) still gives a rules file Prometheus reads, the name exactly as stored', async () => {
    const c = s.client();
    const org = await c.getOrgSelf();
    await c.updateOrg({ body: { orgID: org.org_id, orgName: org.org_name, orgDisplayName: 'Acme', logoUrl: '' } });
    const store = s.plane.store!;
    const odd = `Acme\u2028Corp\u2029 "quoted" \\ back\u0085slash\ufeff\u0007 # not a comment: {{ $value }} {{ oops 東京 🚨`;
    store.put('org', org.org_id, { ...store.get('org', org.org_id)!, org_display_name: odd });
    const wg = store.get('workgroups', 'wg-0001')!;
    store.put('workgroups', wg.workgroup_id, { ...wg, name: `Team\u2028A\n- alert: injected` });
    const ws = store.get('workspaces', 'ws-0001-1')!;
    store.put('workspaces', ws.workspace_id, { ...ws, name: `Prod\u00851\r\n"` });

    const r = await s.raw('GET', '/controller/v4/v2/alert-rules');
    expect(r.status).toBe(200);
    const scalars = expectValidRules(r.text);
    const values = (key: string) => scalars.filter((x) => x.key === key).map((x) => expanded(x.value));
    expect(values('organization')).toEqual([odd, odd, odd]);
    expect(values('workgroup_name')).toEqual(Array(3).fill(`Team\u2028A\n- alert: injected`));
    expect(values('workspace_name')).toEqual(Array(3).fill(`Prod\u00851\r\n"`));
    expect(values('alert')).toEqual(['WorkspaceCPUHigh', 'WorkspaceMemoryHigh', 'WorkspaceDiskHigh']);
  });

  /** The rules file of one workgroup holding one workspace, under these names. */
  const rulesNaming = (orgName: string, wgName: string, wsName: string) =>
    alertingRules({
      orgName,
      forSeconds: 60,
      workgroups: [{ workgroup_id: 'wg-1', name: wgName } as never],
      workspaces: [
        {
          ws: { workgroup_id: 'wg-1', workspace_id: 'ws-1', name: wsName } as never,
          thresholds: { cpu_percent: 90, memory_percent: 85, disk_percent: 80 },
        },
      ],
    });

  it('property: whatever the names hold, every scalar of the file reads back as it was written', () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    fc.assert(
      fc.property(text, text, text, (orgName, wgName, wsName) => {
        const yaml = rulesNaming(orgName, wgName, wsName);
        expect(yaml).not.toMatch(BREAKS_OR_UNPRINTABLE);
        const scalars = readScalars(yaml);
        const wellFormed = (v: string) => v.replace(/\p{Cs}/gu, '\ufffd');
        expect(expanded(scalars.find((x) => x.key === 'organization')!.value)).toBe(wellFormed(orgName));
        expect(expanded(scalars.find((x) => x.key === 'workgroup_name')!.value)).toBe(wellFormed(wgName));
        expect(expanded(scalars.find((x) => x.key === 'workspace_name')!.value)).toBe(wellFormed(wsName));
      }),
      { numRuns: 300 },
    );
  });

  it('property: promtool reads the file whatever the names hold, template braces included', () => {
    const name = fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom('{{', 'a {{ b', '{{ $value }}', '}} {{ "x', '\u2028{{\u0085'));
    const file = path.join(s.dataDir, 'property-rules.yml');
    fc.assert(
      fc.property(name, name, name, (orgName, wgName, wsName) => {
        const yaml = rulesNaming(orgName, wgName, wsName);
        expect(yaml).not.toMatch(BREAKS_OR_UNPRINTABLE);
        readScalars(yaml);
        if (!hasPromtool) return;
        fs.writeFileSync(file, yaml);
        const r = spawnSync(PROMTOOL, ['check', 'rules', file], { encoding: 'utf8' });
        expect(r.status, `promtool check rules refused:\n${r.stdout}${r.stderr}`).toBe(0);
      }),
      { numRuns: 40 },
    );
  });

  it('writes a YAML double-quoted scalar that escapes what YAML 1.1 would break or refuse, and keeps the rest as it is', () => {
    expect(yamlString('a\u2028b\u2029c\u0085d')).toBe('"a\\u2028b\\u2029c\\u0085d"');
    expect(yamlString('"\\\n\t\u0000\u007f\u009f\ufeff')).toBe('"\\"\\\\\\n\\t\\u0000\\u007f\\u009f\\ufeff"');
    expect(yamlString('東京 🚨 Équipe')).toBe('"東京 🚨 Équipe"');
    expect(yamlString('lone \ud800 half')).toBe('"lone \ufffd half"');
  });
});
