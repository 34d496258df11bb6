import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readsOf } from '@/api/route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';
import { collectFacts, generatedFile, landingFile, renderLandingReads, renderRouteFacts } from './route-facts';

// Each route's facts are declared once, beside its screen (features/<area>/*.route-facts.ts); the route file takes
// its title, breadcrumbs and loader from them, and src/lib/route-facts.gen.ts gathers the rest.
const routesDir = path.resolve(__dirname, '../src/routes');
const routes = fs
  .readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => ({ file: f, text: fs.readFileSync(path.join(routesDir, f), 'utf8') }))
  .map((r) => ({ ...r, id: /createFileRoute\('([^']+)'\)/.exec(r.text)?.[1] }))
  .filter((r): r is typeof r & { id: string } => r.id !== undefined);
const all = await collectFacts();
// One sample of every route's params: each screen's reads take those of its own path (a cast, since the path is read from a file).
const sample = { workgroupID: 'wg', workspaceID: 'ws', providerId: 'p', addonID: 'a' } as never;

describe('the route facts index (src/lib/route-facts.gen.ts)', () => {
  it('is what scripts/route-facts.ts makes of the facts today (run it: npx tsx scripts/route-facts.ts)', () => {
    expect(fs.readFileSync(generatedFile, 'utf8')).toBe(renderRouteFacts(all));
  });
});

describe('the landing reads index (src/api/landing-reads.gen.ts)', () => {
  it('is what scripts/route-facts.ts makes of the early routes’ reads today', async () => {
    expect(fs.readFileSync(landingFile, 'utf8')).toBe(await renderLandingReads(all));
  });
});

describe('a route’s facts', () => {
  it('give its title and crumbs in the generated index, as the route file takes them', () => {
    for (const a of all)
      expect(routeStaticData[a.path as keyof typeof routeStaticData], a.path).toEqual({
        title: a.facts.title,
        ...(a.facts.crumbs?.length ? { crumbs: a.facts.crumbs } : {}),
      });
  });

  it('are each the facts of one route (collectFacts refuses a module no route file imports, or two do)', () => {
    expect(all.length).toBeGreaterThan(10);
    expect(new Set(all.map((a) => a.path)).size).toBe(all.length);
  });

  it('are where every screen’s route takes its title, breadcrumbs and loader from, each its own route', () => {
    for (const { file, id, text } of routes) {
      // A route that only sends elsewhere shows no screen.
      if (!/component:/.test(text)) continue;
      // With a loader, the route imports its facts for it; without, for their type only. Either way the title and crumbs come from
      // the generated index: the facts, with the queries they read, load with the loader's part (split off, vite.config.ts) or the screen.
      const loads = readsOf(all.find((a) => a.path === id)?.facts ?? { title: '' }, sample).some((r) => r.when !== 'screen');
      const from = new RegExp(`^import ${loads ? '' : 'type '}\\{ facts \\} from '@/(features/[^']+\\.route-facts)';$`, 'm').exec(text)?.[1];
      expect(from, `${file} imports its facts${loads ? '' : ' (for their type only)'}`).toBeDefined();
      const own = all.find((a) => a.file === `src/${from}.ts`);
      expect(own?.path, file).toBe(id);
      const loader = /^\s*loader:\s*(.*)$/m.exec(text)?.[1];
      // A loader exactly where the screen's reads hold something for it to wait for or start.
      expect(loader, file).toBe(loads ? 'screenLoader(facts),' : undefined);
      const staticData = `^\\s*staticData: routeStaticData\\['${id.replace(/\$/g, '\\$')}'\\]${loads ? '' : " satisfies Pick<typeof facts, 'title'>"},$`;
      expect(text, file).toMatch(new RegExp(staticData, 'm'));
    }
  });
});
