// npm run bench: builds the console, then measures it against the budgets of
// issue 10 and prints one table. Exits non-zero, saying which, when a budget is missed.
import { measureBundles } from './bundle.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureLargeOrg, measurePreload, measureRequests } from './browser.mjs';
import { startServer } from './server.mjs';

const BUDGET = { firstRouteGzipKB: 145, mobile: 98, desktop: 100, accessibility: 100, preloadMs: 50, largeFirstScreenMs: 200, keystrokeMs: 16.7 };
const only = new Set((process.env.BENCH_ONLY ?? 'bundles,lighthouse,preload,large,requests').split(','));
const failures = [];
const kb = (n) => (n / 1024).toFixed(1);
const pad = (s, n) => String(s).padEnd(n);

console.log('\n== First-route JavaScript (entry + its static imports + the route\'s chunks), KB ==');
console.log(`${pad('screen', 20)} ${pad('raw', 8)} ${pad('gzip-9', 8)} ${pad('brotli', 8)} budget`);
for (const r of measureBundles()) {
  const ok = r.gzip / 1024 <= BUDGET.firstRouteGzipKB;
  if (!ok) failures.push(`${r.name}: first-route JS is ${kb(r.gzip)} KB gzip, over the ${BUDGET.firstRouteGzipKB} KB budget`);
  console.log(`${pad(r.name, 20)} ${pad(kb(r.raw), 8)} ${pad(kb(r.gzip), 8)} ${pad(kb(r.brotli), 8)} ${ok ? 'ok' : 'OVER'}`);
}

const server = await startServer();
try {
  if (only.has('lighthouse')) {
    const pages = [
      ['Workgroups list', `${server.url}/workgroups`],
      ['Workgroup', `${server.url}/workgroups/wg-0001`],
      ['Workspace', `${server.url}/workgroups/wg-0001/workspaces/ws-0001-1`],
      ['Schedule editor', `${server.url}/workgroups/wg-0001/workspaces/ws-0001-1/schedules`],
      ['Allow list', `${server.url}/workgroups/wg-0001/allow-list`],
      ['Onboarding wizard', `${server.url}/cloud-providers/new`],
    ];
    console.log('\n== Lighthouse 12 (performance, accessibility, LCP ms, TBT ms) ==');
    console.log(`${pad('screen', 20)} ${pad('mobile', 24)} ${pad('desktop', 24)}`);
    for (const r of await runLighthouse(pages)) {
      const cell = (x) => `${x.performance}/${x.accessibility} ${x.lcp} ${x.tbt}`;
      console.log(`${pad(r.name, 20)} ${pad(cell(r.mobile), 24)} ${pad(cell(r.desktop), 24)}`);
      if (r.mobile.performance < BUDGET.mobile) failures.push(`${r.name}: mobile performance ${r.mobile.performance} < ${BUDGET.mobile}`);
      if (r.desktop.performance < BUDGET.desktop) failures.push(`${r.name}: desktop performance ${r.desktop.performance} < ${BUDGET.desktop}`);
      if (r.mobile.accessibility < BUDGET.accessibility || r.desktop.accessibility < BUDGET.accessibility) failures.push(`${r.name}: accessibility ${r.mobile.accessibility} < 100`);
    }
  }
  if (only.has('preload')) {
    const p = await measurePreload(server);
    console.log('\n== Intent preloading (300 ms API latency): click on a hovered workspace link → its content ==');
    console.log(`samples ${p.samples.map((s) => s.toFixed(1)).join(', ')} ms; worst ${p.worst.toFixed(1)} ms (budget ${BUDGET.preloadMs} ms)`);
    if (p.worst > BUDGET.preloadMs) failures.push(`preloaded navigation took ${p.worst.toFixed(1)} ms, over ${BUDGET.preloadMs} ms`);
  }
  if (only.has('requests')) {
    console.log('\n== Requests per screen load (GET), duplicates ==');
    const rows = await measureRequests(server, [
      ['Workgroups list', '/workgroups'],
      ['Workgroup', '/workgroups/wg-0001'],
      ['Workspace', '/workgroups/wg-0001/workspaces/ws-0001-1'],
      ['Schedule editor', '/workgroups/wg-0001/workspaces/ws-0001-1/schedules'],
      ['Allow list', '/workgroups/wg-0001/allow-list'],
      ['Create workspace', '/workgroups/wg-0001/workspaces/new'],
    ]);
    for (const r of rows) {
      console.log(`${pad(r.name, 20)} ${r.requests} requests, ${r.duplicates} duplicates${r.dupes.length ? ` (${r.dupes.join(', ')})` : ''}`);
      if (r.duplicates) failures.push(`${r.name}: ${r.duplicates} duplicate GETs`);
    }
  }
} finally {
  await server.stop();
}

if (only.has('large')) {
  const big = await startServer({ SEED_WORKGROUPS: '2000', SEED_WORKSPACES_PER_WORKGROUP: '5' });
  try {
    const l = await measureLargeOrg(big);
    console.log('\n== Large organization: 2,000 workgroups × 5 workspaces ==');
    console.log(`list answer ${kb(l.listBytes)} KB; ${l.total} workgroups, ${l.rows} rows in the DOM`);
    console.log(`first screen ${l.firstScreenMs} ms after the data arrived (budget ${BUDGET.largeFirstScreenMs} ms); ${l.requestToRowsMs} ms after the request was sent`);
    console.log(`  measures: ${Object.entries(l.breakdown).map(([k, v]) => `${k} ${v} ms`).join(', ')}`);
    console.log(`scrolling 36,000 px: ${l.scrollLongTasks} long tasks (longest ${l.scrollLongestMs} ms)`);
    console.log(`filtering: ${l.keystrokesOver16ms} keystroke events over 16 ms; worst ${l.keystrokeWorstMs} ms (one frame = ${BUDGET.keystrokeMs} ms); ${l.matching}`);
    if (l.firstScreenMs > BUDGET.largeFirstScreenMs) failures.push(`large list first screen ${l.firstScreenMs} ms > ${BUDGET.largeFirstScreenMs} ms`);
    if (l.scrollLongTasks > 0) failures.push(`large list scrolling had ${l.scrollLongTasks} long tasks`);
    if (l.keystrokeWorstMs > BUDGET.keystrokeMs) failures.push(`filtering keystroke took ${l.keystrokeWorstMs} ms, over one frame`);
  } finally {
    await big.stop();
  }
}

if (failures.length) {
  console.log(`\nBUDGETS MISSED (${failures.length}):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nEvery budget met.');
