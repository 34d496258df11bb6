import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readsOf, screenReads, type ScreenPath } from './screen-reads';

// Each screen's reads are declared once (screen-reads.ts); the route files take their loaders from there.
const routesDir = path.resolve(__dirname, '../routes');
const routeFiles = fs
  .readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => fs.readFileSync(path.join(routesDir, f), 'utf8'));
const routes = routeFiles.map((text) => ({ id: /createFileRoute\('([^']+)'\)/.exec(text)?.[1], text })).filter((r) => r.id !== undefined);

describe('screen reads', () => {
  it('names routes that exist', () => {
    const ids = routes.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(10);
    for (const screen of Object.keys(screenReads)) expect(ids, screen).toContain(screen);
  });

  it('is where every route loader comes from, each its own route', () => {
    for (const { id, text } of routes) {
      const loader = /^\s*loader:\s*(.*)$/m.exec(text)?.[1];
      if (loader === undefined) continue;
      expect(loader, id).toBe(`screenLoader('${id}'),`);
    }
  });

  it('gives every route with a loader reads to wait for or start', () => {
    for (const { id, text } of routes) {
      if (!/^\s*loader:/m.test(text)) continue;
      // One sample of every route's params: each screen takes those of its own path (a cast, since the id is read from a file).
      const reads = readsOf(id as ScreenPath, { workgroupID: 'wg', workspaceID: 'ws', providerId: 'p' } as never);
      expect(
        reads.some((r) => r.when !== 'screen'),
        id,
      ).toBe(true);
    }
  });
});
