import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createRoutePreloader, routePattern } from './route-preload';
import { startTestServer } from '@/server/testing/test-server';
import { frameHeaderHtml } from '@/lib/screen-frames';

describe('route patterns from file routes', () => {
  it('turns file routes into URL patterns, index files into their folder', () => {
    const p = (f: string) => routePattern(f)!.pattern;
    expect(p('src/routes/workgroups/index.tsx').test('/workgroups')).toBe(true);
    expect(p('src/routes/workgroups/index.tsx').test('/workgroups/')).toBe(true);
    expect(p('src/routes/workgroups/$workgroupID/allow-list.tsx').test('/workgroups/wg-1/allow-list')).toBe(true);
    expect(p('src/routes/workgroups/$workgroupID/allow-list.tsx').test('/workgroups/wg-1/x/allow-list')).toBe(false);
    expect(p('src/routes/index.tsx').test('/')).toBe(true);
    expect(routePattern('src/routes/__root.tsx')).toBeUndefined();
  });

  it('ranks a static segment above a parameter in the same place', () => {
    expect(routePattern('src/routes/workgroups/new.tsx')!.rank).toBeGreaterThan(routePattern('src/routes/workgroups/$workgroupID/index.tsx')!.rank);
  });
});

describe('the landing route’s chunks', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-preload-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index.js', imports: ['_early.js'], dynamicImports: ['src/boot.tsx'] },
    '_early.js': { file: 'assets/early.js' },
    'src/boot.tsx': { file: 'assets/boot.js', imports: ['_framework.js'] },
    '_framework.js': { file: 'assets/framework.js' },
    '_forms.js': { file: 'assets/forms.js', imports: ['_framework.js'] },
    'src/routes/workgroups/new.tsx?tsr-split=component': { file: 'assets/new.js', imports: ['_forms.js', '_framework.js'], dynamicImports: ['_dialog.js'] },
    'src/routes/workgroups/$workgroupID/index.tsx?tsr-split=component': { file: 'assets/detail.js', imports: ['_framework.js', '_queries.js'] },
    // The route's loader, split off with the facts and the queries it reads.
    'src/routes/workgroups/$workgroupID/index.tsx?tsr-split=loader': { file: 'assets/detail-loader.js', imports: ['_queries.js'] },
    '_queries.js': { file: 'assets/queries.js' },
    '_dialog.js': { file: 'assets/dialog.js' },
  };
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  const preload = createRoutePreloader(dir);

  // The page names the entry itself; Vite's preload tags are off.
  const entry = ['/assets/early.js', '/assets/boot.js', '/assets/framework.js'];

  it('names the entry’s imports first (static, then the stages it imports at once), then the route chunk and its static imports, not lazy ones', () => {
    expect(preload('/workgroups/new')).toEqual([...entry, '/assets/new.js', '/assets/forms.js']);
    expect(preload('/workgroups/wg-0001')).toEqual([...entry, '/assets/detail.js', '/assets/queries.js', '/assets/detail-loader.js']);
    expect(preload('/nowhere')).toEqual(entry);
  });

  it('reads the manifest again after a rebuild', () => {
    fs.writeFileSync(
      path.join(dir, '.vite/manifest.json'),
      JSON.stringify({ ...manifest, 'src/routes/workgroups/new.tsx?tsr-split=component': { file: 'assets/new-2.js' } }),
    );
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(dir, '.vite/manifest.json'), later, later);
    expect(preload('/workgroups/new')).toEqual([...entry, '/assets/new-2.js']);
  });

  it('the served page names the chunks of the URL it was asked for: the entry’s own imports at once, the rest listed for after the first paint', async () => {
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>console</title></head><body></body></html>');
    const s = await startTestServer({ STATIC_DIR: dir });
    try {
      const page = await (await fetch(`${s.url}/workgroups/wg-0001`, { headers: { accept: 'text/html' } })).text();
      expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/early.js">');
      expect(page).not.toContain('<link rel="modulepreload" crossorigin href="/assets/framework.js">');
      const listed = JSON.parse(/<script type="application\/json" id="console-preloads">(.*?)<\/script>/.exec(page)![1]!) as string[];
      expect(listed).toEqual(['/assets/boot.js', '/assets/framework.js', '/assets/detail.js', '/assets/queries.js', '/assets/detail-loader.js']);
      expect(page).not.toContain('/assets/new-2.js');
      const other = await (await fetch(`${s.url}/workgroups/new`, { headers: { accept: 'text/html' } })).text();
      expect(other).toContain('"/assets/new-2.js"');
      expect(other).not.toContain('page-header');
    } finally {
      await s.close();
    }
  });

  it('the served page draws the heading of a screen whose heading needs no data in place of the skeleton’s title', async () => {
    const skeleton =
      '<div class="frame-skeleton" role="status"><div class="skeleton-line skeleton-title"></div>\n<div class="skeleton-line"></div><div class="skeleton-panel"></div></div>';
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><title>console</title></head><body><main>${skeleton}</main></body></html>`);
    const s = await startTestServer({ STATIC_DIR: dir });
    try {
      const list = await (await fetch(`${s.url}/workgroups`, { headers: { accept: 'text/html' } })).text();
      expect(list).toContain(
        `<main>${frameHeaderHtml('/workgroups')}<div class="frame-skeleton" role="status"><div class="skeleton-panel"></div></div></main>`,
      );
      // A screen whose heading is its data: drawn with the workgroup's name the server read for the page (issue 62).
      const { name } = (await s.raw('GET', '/controller/v4/v2/workgroups/wg-0001')).json!.Result as { name: string };
      const detail = await (await fetch(`${s.url}/workgroups/wg-0001`, { headers: { accept: 'text/html' } })).text();
      expect(detail).toContain(`<h1>${name}</h1></div></header><div class="frame-skeleton" role="status"><div class="skeleton-panel"></div></div></main>`);
      expect(detail).toContain('<script type="application/json" id="console-first-reads">');
    } finally {
      await s.close();
    }
  });
});

describe('on the real build (dist/, which npm run test:unit builds first)', () => {
  const dist = path.resolve('dist');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
  >;
  const preload = createRoutePreloader(dist);
  const routeFiles = fs
    .readdirSync('src/routes', { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.tsx') && f !== '__root.tsx' && fs.readFileSync(path.join('src/routes', f), 'utf8').includes('component:'))
    .map((f) => f.split(path.sep).join('/'));
  /** A URL of the route: each parameter filled in. */
  const urlOf = (f: string) =>
    `/${f
      .replace(/\.tsx$/, '')
      .replace(/(^|\/)index$/, '')
      .replace(/\$\w+/g, 'x-1')}`;
  // What a screen loads when asked: its dialogs, the week view, the palette, the key prompt.
  const onDemand = Object.entries(manifest)
    .filter(([k, e]) => e.isDynamicEntry && /(dialog|week-view|command-palette|credential-prompt)\.tsx$/.test(k))
    .map(([, e]) => `/${e.file}`);

  it('finds the chunks loaded on demand', () => expect(onDemand.length).toBeGreaterThan(8));

  // Without them the entry, and the landing screen's early reads, wait for its imports to be found and fetched one after another.
  it('every page names the entry’s own imports and the stages it loads at once, the largest first', () => {
    const entry = manifest['index.html']!;
    const files = preload('/workgroups');
    for (const key of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) expect(files).toContain(`/${manifest[key]!.file}`);
    const scripts = files.filter((f) => f.endsWith('.js'));
    const sizes = scripts.map((f) => fs.statSync(path.join(dist, f)).size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    // The stylesheets the code inserts as it loads follow the scripts (the page's own is in its head).
    expect(files.slice(scripts.length).every((f) => f.endsWith('.css'))).toBe(true);
  });

  // Without them the screen's first render waits, after the code has run, a round trip for the stylesheet the route's chunk inserts.
  it('a page names the stylesheets of the console’s code and of its route, not the page’s own', () => {
    const own = (manifest['index.html'] as { css?: string[] }).css ?? [];
    const route = manifest['src/routes/workgroups/$workgroupID/workspaces/$workspaceID/monitoring.tsx?tsr-split=component'] as { css?: string[] };
    const files = preload('/workgroups/wg-1/workspaces/ws-1/monitoring');
    expect(route.css?.length).toBeGreaterThan(0);
    for (const css of route.css!) expect(files).toContain(`/${css}`);
    for (const css of own) expect(files).not.toContain(`/${css}`);
    expect(files.filter((f) => f.endsWith('.css')).length).toBeGreaterThan(route.css!.length);
  });

  it.each(routeFiles)('%s: its page names the route’s own chunk, files that exist, and nothing loaded only later', (f) => {
    const own = manifest[`src/routes/${f}?tsr-split=component`];
    expect(own, `the build split no component chunk for ${f}`).toBeDefined();
    const files = preload(urlOf(f));
    expect(files).toContain(`/${own!.file}`);
    // Its loader's part, split off too where the route has a loader: named with it, so that the loader does not wait for it.
    const loader = manifest[`src/routes/${f}?tsr-split=loader`];
    if (/^\s*loader:/m.test(fs.readFileSync(path.join('src/routes', f), 'utf8'))) expect(loader, `the build split no loader chunk for ${f}`).toBeDefined();
    if (loader) expect(files).toContain(`/${loader.file}`);
    for (const file of files) expect(fs.existsSync(path.join(dist, file)), file).toBe(true);
    expect(files).not.toContain(`/${manifest['index.html']!.file}`);
    expect(files.filter((file) => onDemand.includes(file))).toEqual([]);
  });

  it('matches the most specific route: /workgroups/new is the create form, not a workgroup called "new"', () => {
    const create = manifest['src/routes/workgroups/new.tsx?tsr-split=component']!.file;
    const detail = manifest['src/routes/workgroups/$workgroupID/index.tsx?tsr-split=component']!.file;
    expect(preload('/workgroups/new')).toContain(`/${create}`);
    expect(preload('/workgroups/new')).not.toContain(`/${detail}`);
    expect(preload('/workgroups/wg-0001')).toContain(`/${detail}`);
  });
});

describe('compressed assets', () => {
  it('are sent as the build wrote them beside the file, and compressed here only when it did not', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-precompressed-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const js = `export const x = ${JSON.stringify('x'.repeat(2000))};`;
    fs.writeFileSync(path.join(dir, 'assets/a.js'), js);
    fs.writeFileSync(path.join(dir, 'assets/b.js'), js);
    // What the build would write for a.js (vite.config.ts), made recognizable: compressed at another quality.
    const built = zlib.brotliCompressSync(Buffer.from(js), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });
    fs.writeFileSync(path.join(dir, 'assets/a.js.br'), built);
    const s = await startTestServer({ STATIC_DIR: dir });
    try {
      const get = async (f: string) => {
        // Node's fetch would decode the body: ask with http to see the bytes as sent.
        const res = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) =>
          http
            .get(`${s.url}/assets/${f}`, { headers: { 'accept-encoding': 'br' } }, (r) => {
              const chunks: Buffer[] = [];
              r.on('data', (c: Buffer) => chunks.push(c));
              r.on('end', () => resolve({ headers: r.headers, body: Buffer.concat(chunks) }));
            })
            .on('error', reject),
        );
        expect(res.headers['content-encoding']).toBe('br');
        expect(zlib.brotliDecompressSync(res.body).toString()).toBe(js);
        return res.body;
      };
      expect((await get('a.js')).equals(built)).toBe(true);
      expect((await get('b.js')).equals(built)).toBe(false);
    } finally {
      await s.close();
    }
  });
});

describe('the page’s stylesheet, written in', () => {
  it('replaces the shell’s stylesheet link with its text, and leaves a link it cannot read', async () => {
    const { inlineStylesheets } = await import('./static');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-inline-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets/index-a1.css'), 'body{color:red}/* </style><script> */');
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-a1.css"><link rel="stylesheet" crossorigin href="/assets/gone.css"></head>';
    expect(inlineStylesheets(html, dir)).toBe(
      '<head><style>body{color:red}/* <\\/style><script> */</style><link rel="stylesheet" crossorigin href="/assets/gone.css"></head>',
    );
  });
});
