// npm run bench: builds the console and a floor app on the same stack (bench/floor),
// then measures both in the same run and prints one table, the console's figures
// beside the floor's. Lighthouse runs cold (a fresh Chromium profile each time),
// three times each, interleaved; figures are medians. Exits non-zero, saying
// which, when a budget is missed.
import { measureBundles } from './bundle.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureIdleJs, measureLargeOrg, measurePreload, measureRequests } from './browser.mjs';
import { startServer } from './server.mjs';
import { buildFloor, floorJs, serveFloor } from './floor.mjs';

// Budgets against the floor measured in the same run (absolute figures on this
// machine move by 10 Lighthouse points from hour to hour).
const BUDGET = {
  mobileBelowFloor: 1,
  lcpOverFloorMs: 250,
  tbtMs: 100,
  idleJsRatio: 1.2,
  desktop: 100,
  accessibility: 100,
  preloadMs: 50,
  largeFirstScreenMs: 200,
  keystrokeMs: 16.7,
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const only = new Set((process.env.BENCH_ONLY ?? 'bundles,lighthouse,preload,large,requests').split(','));
// Every top-level screen, at a URL of the demo organization.
const screens = [
  ['Workgroups list', '/workgroups'],
  ['Create workgroup', '/workgroups/new'],
  ['Workgroup', '/workgroups/wg-0001'],
  ['Workspace', '/workgroups/wg-0001/workspaces/ws-0001-1'],
  ['Create workspace', '/workgroups/wg-0001/workspaces/new'],
  ['Edit workspace', '/workgroups/wg-0001/workspaces/ws-0001-1/edit'],
  ['Schedule editor', '/workgroups/wg-0001/workspaces/ws-0001-1/schedules'],
  ['Workgroup schedules', '/workgroups/wg-0001/schedules'],
  ['Backups', '/workgroups/wg-0001/workspaces/ws-0001-1/backups'],
  ['Monitoring', '/workgroups/wg-0001/workspaces/ws-0001-1/monitoring?range=1h'],
  ['Database users', '/workgroups/wg-0001/workspaces/ws-0001-1/users'],
  ['Allow list', '/workgroups/wg-0001/allow-list'],
  ['Cloud providers', '/cloud-providers'],
  ['Onboarding wizard', '/cloud-providers/new'],
  ['Organization users', '/users'],
  ['Organization', '/organization'],
  ['Marketplace', '/addons'],
  ['Billing', '/billing'],
  ['Upgrades', '/upgrades'],
  ['Settings', '/settings'],
  ['Activity', '/activity'],
];
// Lighthouse is slow (three profiles × three cold runs a screen): the screens people land on, and the heaviest.
const lighthouseScreens = [
  'Workgroups list',
  'Workgroup',
  'Workspace',
  'Schedule editor',
  'Monitoring',
  'Allow list',
  'Onboarding wizard',
  'Marketplace',
  'Billing',
];
const failures = [];
const kb = (n) => (n / 1024).toFixed(1);
const pad = (s, n) => String(s).padEnd(n);

await buildFloor('floor');
await buildFloor('floor-full');
const floor = floorJs('floor');
// The JavaScript budget is against the floor that carries the design card's whole stack.
const fullFloor = floorJs('floor-full');
if (only.has('bundles')) {
  // What the build says each screen needs at first (static): for reading, not budgeted.
  console.log("\n== First-load JavaScript from the build manifest (entry + its static imports + the route's chunks), KB gzip-9, for reading ==");
  console.log(`${pad('screen', 20)} ${pad('raw', 8)} ${pad('gzip-9', 8)} ${pad('brotli', 8)} × full-stack floor`);
  console.log(`${pad('Floor app', 20)} ${pad(kb(floor.raw), 8)} ${pad(kb(floor.gzip), 8)}`);
  console.log(`${pad('Full-stack floor', 20)} ${pad(kb(fullFloor.raw), 8)} ${pad(kb(fullFloor.gzip), 8)} ${pad('', 8)} 1.00`);
  for (const r of measureBundles())
    console.log(`${pad(r.name, 20)} ${pad(kb(r.raw), 8)} ${pad(kb(r.gzip), 8)} ${pad(kb(r.brotli), 8)} ${(r.gzip / fullFloor.gzip).toFixed(2)}`);
}

const server = await startServer();
try {
  if (only.has('bundles')) {
    // The budgeted figure: every script a cold browser fetches until the screen is idle
    // (first load, what loads after first paint, any preload), beside the full-stack floor fetched the same way.
    const fullFloorServer = await serveFloor('floor-full');
    try {
      const rows = await measureIdleJs([['Full-stack floor', `${fullFloorServer.url}/`], ...screens.map(([name, p]) => [name, server.url + p])]);
      const base = rows[0];
      console.log(`\n== All JavaScript fetched until idle, cold, KB gzip-9, beside the full-stack floor; budget ≤ ${BUDGET.idleJsRatio}× ==`);
      console.log(`${pad('screen', 20)} ${pad('files', 6)} ${pad('gzip-9', 8)} × floor`);
      for (const r of rows) {
        const ratio = r.gzip / base.gzip;
        const ok = ratio <= BUDGET.idleJsRatio;
        if (!ok) failures.push(`${r.name}: ${kb(r.gzip)} KB of JavaScript until idle is ${ratio.toFixed(2)}× the full-stack floor's ${kb(base.gzip)} KB`);
        console.log(`${pad(r.name, 20)} ${pad(r.files.length, 6)} ${pad(kb(r.gzip), 8)} ${pad(ratio.toFixed(2), 6)} ${ok ? 'ok' : 'OVER'}`);
      }
    } finally {
      await fullFloorServer.stop();
    }
  }
  if (only.has('lighthouse')) {
    const floorServer = await serveFloor();
    // The real-user path: this server as a proxy in front of the embedded one, with a key of the user's own.
    const proxy = await startServer({ UPSTREAM_URL: server.url });
    try {
      const measured = screens.filter(([name]) => lighthouseScreens.includes(name));
      const targets = [
        { name: 'Floor app', path: 'floor', url: `${floorServer.url}/`, profile: 'mobile' },
        { name: 'Floor app', path: 'floor', url: `${floorServer.url}/`, profile: 'desktop' },
        ...measured.flatMap(([name, p]) => [
          { name, path: 'demo', url: server.url + p, profile: 'mobile' },
          { name, path: 'demo', url: server.url + p, profile: 'desktop' },
          { name, path: 'proxy', url: proxy.url + p, profile: 'mobile', apiKey: 'demo-api-key' },
        ]),
      ];
      const results = await runLighthouse(targets, RUNS);
      const find = (name, path, profile) => results.find((r) => r.name === name && r.path === path && r.profile === profile);
      const floorMobile = find('Floor app', 'floor', 'mobile');
      const floorDesktop = find('Floor app', 'floor', 'desktop');
      console.log(
        `\n== Lighthouse 12, cold, median of ${RUNS} (performance/accessibility, LCP ms, TBT ms), beside the floor; budgets: mobile ≥ floor − ${BUDGET.mobileBelowFloor}, LCP ≤ floor + ${BUDGET.lcpOverFloorMs} ms, TBT ≤ ${BUDGET.tbtMs} ms ==`,
      );
      console.log(`${pad('screen', 20)} ${pad('path', 6)} ${pad('mobile', 22)} ${pad('vs floor (score, LCP)', 24)} desktop`);
      const cell = (x) => `${x.performance}/${x.accessibility} ${x.lcp} ${x.tbt}`;
      console.log(`${pad('Floor app', 20)} ${pad('', 6)} ${pad(cell(floorMobile), 22)} ${pad('', 24)} ${cell(floorDesktop)}`);
      for (const [name] of measured) {
        for (const path of ['demo', 'proxy']) {
          const m = find(name, path, 'mobile');
          const d = find(name, path, 'desktop');
          const dScore = m.performance - floorMobile.performance;
          const dLcp = m.lcp - floorMobile.lcp;
          console.log(
            `${pad(name, 20)} ${pad(path, 6)} ${pad(cell(m), 22)} ${pad(`${dScore >= 0 ? '+' : ''}${dScore}, ${dLcp >= 0 ? '+' : ''}${dLcp} ms (${(m.lcp / floorMobile.lcp).toFixed(2)}×)`, 24)} ${d ? cell(d) : '—'}`,
          );
          if (dScore < -BUDGET.mobileBelowFloor)
            failures.push(`${name} (${path}): mobile ${m.performance} is more than ${BUDGET.mobileBelowFloor} below the floor's ${floorMobile.performance}`);
          if (dLcp > BUDGET.lcpOverFloorMs)
            failures.push(`${name} (${path}): mobile LCP ${m.lcp} ms is over the floor's ${floorMobile.lcp} ms + ${BUDGET.lcpOverFloorMs} ms`);
          if (m.tbt > BUDGET.tbtMs) failures.push(`${name} (${path}): mobile TBT ${m.tbt} ms is over ${BUDGET.tbtMs} ms`);
          if (d && d.performance < BUDGET.desktop) failures.push(`${name} (${path}): desktop performance ${d.performance} < ${BUDGET.desktop}`);
          for (const x of [m, d])
            if (x && x.accessibility < BUDGET.accessibility) failures.push(`${name} (${path}, ${x.profile}): accessibility ${x.accessibility} < 100`);
        }
      }
      console.log(`runs: ${results.map((r) => `${r.name}/${r.path}/${r.profile} ${r.runs.map((x) => x.performance).join(',')}`).join('; ')}`);
    } finally {
      await proxy.stop();
      await floorServer.stop();
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
    const rows = await measureRequests(server, screens);
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
    console.log(
      `first screen ${l.firstScreenMs} ms after the data arrived (budget ${BUDGET.largeFirstScreenMs} ms); ${l.requestToRowsMs} ms after the request was sent`,
    );
    console.log(
      `  measures: ${Object.entries(l.breakdown)
        .map(([k, v]) => `${k} ${v} ms`)
        .join(', ')}`,
    );
    console.log(`scrolling 36,000 px: ${l.scrollLongTasks} long tasks (longest ${l.scrollLongestMs} ms)`);
    console.log(
      `filtering: ${l.keystrokesOver16ms} keystroke events over 16 ms; worst ${l.keystrokeWorstMs} ms (one frame = ${BUDGET.keystrokeMs} ms); ${l.matching}`,
    );
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
