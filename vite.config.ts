import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { mainNavHtml } from './src/lib/navigation';
import { brotliOptions, gzipOptions, isCompressible } from './src/server/http/compression';

const src = fileURLToPath(new URL('./src/', import.meta.url));
// The labels (platforms, days) most screens show are in it too, and the removal helper nearly every area's queries use
// (api/remove.ts). ui/ pieces only some screens show (the zone picker, prices, the typed confirmation, the forms' fields, drafts,
// submit and schema helpers and confirmations, copying a request, downloads, the wait for a part to come near) are left out: they travel with the screens and
// dialogs that use them.
// So does the palette's list (app/palette.ts), which only the palette, loaded on demand, reads.
const appCode =
  /src[\\/](router\.tsx|routeTree\.gen\.ts|routes[\\/].*\.tsx|app[\\/](?!palette\.ts).*|ui[\\/](?!prices|typed-confirm-dialog|zone-select|load-warning|field|form-draft|still-form|form-take-over|form-helpers|zod-resolver|form-actions|harm-acknowledgement|confirm-dialog|refused-dialog|refused-wait|copy-request|download|when-near).*|lib[\\/]labels\.ts|api[\\/]remove\.ts)$/;
/** Modules the source imports with import(): loaded on demand, so never in the app chunk. */
const onDemand = new Set(
  fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .flatMap((f) =>
      [...fs.readFileSync(path.join(src, f), 'utf8').matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) =>
        m[1]!.startsWith('@/') ? path.join(src, m[1]!.slice(2)) : path.join(src, path.dirname(f), m[1]!),
      ),
    ),
);

export default defineConfig(({ isSsrBuild }) => ({
  // The router plugin must run before the React plugin: it rewrites route files
  // (code-splitting each route) before JSX is transformed.
  plugins: [
    // Each route's loader is split off too, in a part of its own: it brings the route's facts and the queries they read
    // (features/<area>/*.route-facts.ts), which would otherwise sit in the app chunk every screen loads. The route's
    // own part keeps its title and crumbs, plain data (src/lib/route-facts.gen.ts). The server names a landing
    // route's parts in the page (src/server/http/route-preload.ts), so its loader's part does not wait for the rest.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    // The page's static frame draws the main navigation from the same list as the shell (src/lib/navigation.ts).
    { name: 'main-nav', transformIndexHtml: (html: string) => html.replace('<!--main-nav-->', mainNavHtml()) },
    // Each asset compressed once, at build time, beside it (x.js.br, x.js.gz): the server sends these
    // (src/server/http/static.ts) instead of compressing on the first request, which held every other answer.
    {
      name: 'precompress',
      apply: 'build',
      async writeBundle(options, bundle) {
        // The server's render of first screens (src/entry-server.tsx) is read from disk by the server, never sent.
        if (this.environment.config.consumer === 'server') return;
        const dir = options.dir ?? 'dist';
        // The assets only: the server writes the page per request, and reads the manifest itself.
        const files = Object.keys(bundle).filter((f) => f.startsWith('assets/'));
        await Promise.all(
          files.map(async (f) => {
            const raw = await fs.promises.readFile(path.join(dir, f));
            if (!isCompressible(f, raw.length)) return;
            const [br, gz] = await Promise.all([promisify(zlib.brotliCompress)(raw, brotliOptions), promisify(zlib.gzip)(raw, gzipOptions)]);
            await Promise.all([fs.promises.writeFile(path.join(dir, `${f}.br`), br), fs.promises.writeFile(path.join(dir, `${f}.gz`), gz)]);
          }),
        );
      },
    } satisfies Plugin,
  ],
  resolve: {
    alias: [
      // @/ is src/: imports name the layer they come from (see eslint.config.js).
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // React 19 has useSyncExternalStore built in: skip the pre-18 shim TanStack Store asks for.
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
    ],
  },
  build: {
    sourcemap: false,
    // No preload helper: the server names the landing route's chunks in the page
    // (src/server/http/route-preload.ts), and hovering a link loads the next route's.
    modulePreload: false,
    target: 'es2022',
    // The manifest tells the server which chunks a route needs.
    manifest: true,
    // The server's render of first screens (src/entry-server.tsx) is one file: nothing it draws waits for a chunk to load.
    rolldownOptions: isSsrBuild
      ? { output: { codeSplitting: false } }
      : {
          output: {
            // Every screen needs the framework: one chunk for it compresses better
            // than the dozen fragments automatic splitting makes.
            codeSplitting: {
              groups: [
                // What the entry runs at once (the landing screen's early reads and the key they use)
                // with Vite's preload helper: one small file apart from everything else, so the reads
                // leave before the framework has loaded. (Rolldown's own runtime stays a file of its own.)
                { name: 'early', test: /preload-helper|src[\\/](api[\\/](early-requests|landing-reads\.gen|credentials)|lib[\\/]route-match)\.ts$/ },
                // useQueries serves one screen (a workgroup's schedules): it stays with that screen.
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|node_modules[\\/]@tanstack[\\/](?!react-virtual|virtual-core|.*(useQueries|queriesObserver)\.js)/,
                },
                // The console's own code every screen needs, named by folder: the router (which the boot
                // module imports, so it is no file of its own) and
                // each route's definition (TanStack splits the screen itself off), the shell
                // (app/), the shared UI (ui/) and the pure logic (lib/), with everything they
                // import. What a screen loads on demand (a dialog, the week view, the palette)
                // stays out: those modules are found in the source, not listed here.
                { name: 'app', test: (id: string) => appCode.test(id) && !onDemand.has(id.replace(/\.tsx?$/, '')) },
                // The form library and the console's helpers around it (submitting, server errors, schemas loaded on demand): every
                // form uses them together. After the app's group, which takes what the helpers share with every screen (the API's errors).
                { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]|src[\\/]ui[\\/](form-helpers|zod-resolver)\.ts$/ },
                // The confirmation and "copy as cURL" most actions offer: one small file rather than three.
                { name: 'actions', test: /src[\\/]ui[\\/](confirm-dialog|form-actions|copy-request)\.tsx$/ },
                // Time zones: the list, which several screens need for the viewer's zone, the check of a zone's name (the validators
                // use it, and would otherwise bring the schedule maths' file) and the wall-clock maths in a zone (the backup schedule
                // needs only that of the schedule maths); the picker goes with the forms that show it.
                { name: 'zones', test: /src[\\/](lib[\\/]timezones|api[\\/]schemas[\\/]zones|kernel[\\/]wall-time)\.ts$/ },
                // Small pieces of logic the workspace and schedule screens load together: one file each
                // rather than one per module (each file is a request, and a phone on HTTP/1.1 opens six at a time).
                // Calendar days and schedule times: the schedule screens.
                { name: 'time', test: /src[\\/](lib[\\/]calendar|kernel[\\/]schedule-time)\.ts$/ },
                // The next maintenance window and how it is shown (its maths is the zones' file's): the workspace, its create and edit forms.
                { name: 'maintenance', test: /src[\\/]features[\\/]workspaces[\\/](maintenance-next|maintenance-window-time)\.tsx?$/ },
                // A workspace's rows and its reader: every workspace screen waits for that read (one file, not two).
                { name: 'workspace-rows', test: /src[\\/]kernel[\\/](workspaces-operations|workspace-schema)\.ts$/ },
                // Sizes and versions: the workspace, its create form and the schedule screens; and which statuses run (the load
                // warning's), a few bytes the same screens load: in this file rather than files of their own.
                {
                  name: 'sizing',
                  test: /src[\\/](kernel[\\/]sizes|features[\\/](workspaces[\\/]versions|monitoring[\\/]monitoring-status))\.ts$/,
                },
                // Whether a graph fits a size, and the size rules built on it: the workspace, its resize and the schedule and
                // monitoring screens. Not the create form, nor the lists that load the sizing file for its formatting.
                { name: 'fit', test: /src[\\/]kernel[\\/](fit|size-rule)\.ts$/ },
              ],
            },
          },
        },
  },
  // `npm run dev` talks to a running `npm run serve` (embedded control plane on 4173).
  server: {
    proxy: {
      '/controller': 'http://127.0.0.1:4173',
      // /users is also the users screen: a browser navigation stays with Vite.
      '/users': { target: 'http://127.0.0.1:4173', bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined) },
      '/console': 'http://127.0.0.1:4173',
    },
  },
}));
