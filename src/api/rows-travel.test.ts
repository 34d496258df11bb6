import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every screen loads the shell, the client and the route loaders' reads (the `app` chunk, vite.config.ts);
// an area's operation rows and readers travel with its screens instead (api/loaded-operations.ts, api-ref.ts
// bindApi). This walks what those modules load at once, file by file (a type-only import or an import() loads nothing then).
const src = path.resolve(import.meta.dirname, '..');
const specs = /(?:from\s+|^import\s+)'([^']+)'/gm;
function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? path.join(src, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : undefined;
  if (!base) return undefined;
  return ['', '.ts', '.tsx', '/index.ts'].map((e) => base + e).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}
function reach(...entries: string[]): string[] {
  const seen = new Set<string>();
  const todo = entries.map((e) => path.join(src, e));
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(specs)) {
      if (/^(import|export)\s+type\b/.test(text.slice(text.lastIndexOf('\n', m.index) + 1, m.index + m[0].length))) continue;
      const next = resolve(file, m[1]!);
      if (next) todo.push(next);
    }
  }
  return [...seen].map((f) => path.relative(src, f).split(path.sep).join('/'));
}
const rows = (files: string[]) => files.filter((f) => f === 'api/operations.ts' || /^(features\/.*|kernel\/.*)-operations\.ts$/.test(f)).sort();

describe('operation rows load with their area', () => {
  it('the client, the error handling and every route loader’s reads bring only the rows the shell reads on every screen', () => {
    // The route loaders' reads are each route's facts (features/<area>/*.route-facts.ts), which the route definitions import.
    const facts = fs
      .readdirSync(path.join(src, 'features'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.route-facts.ts'))
      .map((f) => `features/${f.split(path.sep).join('/')}`);
    const loaded = reach('api/runtime.ts', 'app/query-client.ts', 'api/auth-events.ts', 'api/screen-reads.ts', 'app/app-shell.tsx', ...facts);
    // The walk is real: it reaches every area's queries.
    expect(loaded.filter((f) => f.endsWith('-queries.ts')).length).toBeGreaterThan(15);
    // The organization's name and who acts, in the header.
    expect(rows(loaded)).toEqual(['kernel/org-admin-operations.ts', 'kernel/org-operations.ts']);
  });
  it('a screen that waits for a read brings that area’s rows', () => {
    expect(rows(reach('features/workspaces/workspace-detail.tsx'))).toContain('kernel/workspaces-operations.ts');
    expect(rows(reach('features/billing/billing-screen.tsx'))).toContain('features/billing/billing-operations.ts');
    expect(rows(reach('features/workgroups/workgroup-list.tsx'))).toContain('kernel/workgroups-operations.ts');
  });
  it('a screen brings the rows of every read it makes as it lands: the options it shows, the load it warns of', () => {
    const meta = 'kernel/meta-operations.ts';
    const monitoring = 'features/monitoring/monitoring-operations.ts';
    // The load warning and the load cell are passed in by the screens' routes (kernel/slots.ts): the walk starts there.
    expect(rows(reach('routes/workgroups/$workgroupID/workspaces/$workspaceID/index.tsx'))).toEqual(expect.arrayContaining([meta, monitoring]));
    expect(rows(reach('features/monitoring/monitoring-screen.tsx'))).toEqual(expect.arrayContaining([meta, monitoring]));
    expect(rows(reach('routes/workgroups/$workgroupID/index.tsx'))).toEqual(expect.arrayContaining([meta, monitoring]));
    expect(rows(reach('features/schedules/workspace-schedules-screen.tsx'))).toContain(meta);
  });
});
