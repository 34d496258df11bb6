// npm run bench: builds the console and a floor app on the same stack (bench/floor),
// then measures both in the same run and prints one table, the console's figures
// beside the floor's. Lighthouse runs cold (a fresh Chromium profile each time),
// three times each, interleaved; figures are medians. Each screen's Lighthouse runs are
// framed by the floor's: a screen measured while the floor shows a busy machine is void and
// measured again; a run that stays void reports no figures. Exits non-zero, saying
// which, when a budget is missed (2 when the run is void).
import { measureBundles } from './bundle.mjs';
import { QUIET, runLighthouse } from './lighthouse.mjs';
import { measureKeptLibs } from './kept-libs.mjs';
import { measureIdleJs, measureLargeOrg, measurePreload, measureRequests } from './browser.mjs';
import { startServer } from './server.mjs';
import { buildFloor, floorJs, serveFloor } from './floor.mjs';

// Budgets against the floor measured in the same run (absolute figures on this
// machine move by 10 Lighthouse points from hour to hour).
const BUDGET = {
  mobileBelowFloor: 1,
  lcpOverFloorMs: 250,
  tbtMs: 100,
  cls: 0.02,
  // First-load JavaScript of a data screen against the full-stack floor.
  firstLoadRatio: 1.2,
  // All JavaScript until idle: against the full-stack floor, plus the kept libraries the screen fetched.
  idleJsRatio: 1.3,
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
// The data screens: Lighthouse (three profiles × three cold runs a screen) and the first-load budget run on these.
const allDataScreens = ['Workgroups list', 'Workgroup', 'Workspace', 'Schedule editor', 'Monitoring', 'Billing', 'Marketplace'];
// BENCH_SCREENS=Workspace,Billing measures only those (to look again at one screen; a full run measures all).
const dataScreens = process.env.BENCH_SCREENS ? allDataScreens.filter((n) => process.env.BENCH_SCREENS.split(',').includes(n)) : allDataScreens;
const failures = [];
/** Thrown when the Lighthouse half is void: nothing after it is measured on a busy machine either. */
class VoidRun extends Error {}
const kb = (n) => (n / 1024).toFixed(1);
const pad = (s, n) => String(s).padEnd(n);

await buildFloor('floor');
await buildFloor('floor-full');
await buildFloor('floor-data');
const floor = floorJs('floor');
// The JavaScript budget is against the floor that carries the design card's whole stack.
const fullFloor = floorJs('floor-full');
if (only.has('bundles')) {
  // What the build says each screen needs at first (static): for reading, not budgeted.
  console.log(
    `\n== First-load JavaScript from the build manifest (entry + its static imports + the route's chunks), KB gzip-9; budget on data screens ≤ ${BUDGET.firstLoadRatio}× ==`,
  );
  console.log(`${pad('screen', 20)} ${pad('raw', 8)} ${pad('gzip-9', 8)} ${pad('brotli', 8)} × full-stack floor`);
  console.log(`${pad('Floor app', 20)} ${pad(kb(floor.raw), 8)} ${pad(kb(floor.gzip), 8)}`);
  console.log(`${pad('Full-stack floor', 20)} ${pad(kb(fullFloor.raw), 8)} ${pad(kb(fullFloor.gzip), 8)} ${pad('', 8)} 1.00`);
  for (const r of measureBundles()) {
    const ratio = r.gzip / fullFloor.gzip;
    const budgeted = dataScreens.includes(r.name);
    const ok = !budgeted || ratio <= BUDGET.firstLoadRatio;
    if (!ok) failures.push(`${r.name}: first-load JavaScript ${kb(r.gzip)} KB is ${ratio.toFixed(2)}× the full-stack floor's ${kb(fullFloor.gzip)} KB`);
    console.log(
      `${pad(r.name, 20)} ${pad(kb(r.raw), 8)} ${pad(kb(r.gzip), 8)} ${pad(kb(r.brotli), 8)} ${pad(ratio.toFixed(2), 6)} ${budgeted ? (ok ? 'ok' : 'OVER') : ''}`,
    );
  }
}

const server = await startServer();
try {
  if (only.has('bundles')) {
    // The budgeted figure: every script a cold browser fetches until the screen is idle
    // (first load, what loads after first paint, any preload), beside the full-stack floor fetched the same way.
    const fullFloorServer = await serveFloor('floor-full');
    try {
      const kept = await measureKeptLibs();
      const rows = await measureIdleJs([['Full-stack floor', `${fullFloorServer.url}/`], ...screens.map(([name, p]) => [name, server.url + p])]);
      const base = rows[0];
      console.log(
        `\n== All JavaScript fetched until idle, cold, KB gzip-9, beside the full-stack floor; budget ≤ ${BUDGET.idleJsRatio}× the floor + the kept libraries fetched (${kept.map((l) => `${l.name} ${kb(l.gzip)} KB`).join(', ')}) ==`,
      );
      console.log(`${pad('screen', 20)} ${pad('files', 6)} ${pad('gzip-9', 8)} ${pad('× floor', 8)} ${pad('budget', 8)} kept libraries`);
      for (const r of rows) {
        const libs = kept.filter((l) => r.files.includes(l.file));
        const budget = BUDGET.idleJsRatio * base.gzip + libs.reduce((n, l) => n + l.gzip, 0);
        const ratio = r.gzip / base.gzip;
        const ok = r === base || r.gzip <= budget;
        if (!ok) failures.push(`${r.name}: ${kb(r.gzip)} KB of JavaScript until idle is over its budget of ${kb(budget)} KB`);
        console.log(
          `${pad(r.name, 20)} ${pad(r.files.length, 6)} ${pad(kb(r.gzip), 8)} ${pad(ratio.toFixed(2), 8)} ${pad(kb(budget), 8)} ${pad(libs.map((l) => l.name).join(', '), 16)} ${ok ? 'ok' : 'OVER'}`,
        );
      }
    } finally {
      await fullFloorServer.stop();
    }
  }
  if (only.has('lighthouse')) {
    const floorServer = await serveFloor();
    const dataFloorServer = await serveFloor('floor-data');
    // The real-user path: this server as a proxy in front of the embedded one, with a key of the user's own.
    const proxy = await startServer({ UPSTREAM_URL: server.url });
    try {
      const measured = screens.filter(([name]) => dataScreens.includes(name));
      const floorMobileTarget = { name: 'Floor app', path: 'floor', url: `${floorServer.url}/`, profile: 'mobile' };
      const targets = [
        { name: 'Floor app', path: 'floor', url: `${floorServer.url}/`, profile: 'desktop' },
        // For reading: what a screen whose largest paint is data costs with the stack alone (bench/floor-data).
        { name: 'Data floor', path: 'floor', url: `${dataFloorServer.url}/`, profile: 'mobile' },
        ...measured.flatMap(([name, p]) => [
          { name, path: 'demo', url: server.url + p, profile: 'mobile' },
          { name, path: 'demo', url: server.url + p, profile: 'desktop' },
          { name, path: 'proxy', url: proxy.url + p, profile: 'mobile', apiKey: 'demo-api-key' },
        ]),
      ];
      console.log(`\n== Lighthouse rounds, each framed by the floor (quiet: TBT ≤ ${QUIET.floorTbtMs} ms, score ≥ ${QUIET.floorScore}): score/TBT ==`);
      const lh = await runLighthouse(targets, RUNS, {
        floor: floorMobileTarget,
        voids: Number(process.env.BENCH_VOIDS ?? 6),
        waitMs: Number(process.env.BENCH_VOID_WAIT_MS ?? 60_000),
      });
      if (lh.void) {
        console.log(`\nVOID: the floor showed a busy machine more often than BENCH_VOIDS allows; no Lighthouse figure is reported.\n- ${lh.void.join('\n- ')}`);
        process.exitCode = 2;
        throw new VoidRun();
      }
      const results = lh.results;
      const find = (name, path, profile) => results.find((r) => r.name === name && r.path === path && r.profile === profile);
      const floorMobile = lh.floor;
      const floorDesktop = find('Floor app', 'floor', 'desktop');
      if (lh.reasons.length) console.log(`(${lh.reasons.length} void sample(s) measured again: ${lh.reasons.join('; ')})`);
      console.log(
        `\n== Lighthouse 12, cold, median of ${RUNS} (performance/accessibility, LCP ms, TBT ms, CLS), beside the floor (median of its ${floorMobile.runs.length} samples); budgets: mobile ≥ floor − ${BUDGET.mobileBelowFloor}, LCP ≤ floor + ${BUDGET.lcpOverFloorMs} ms, TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls} ==`,
      );
      console.log(`${pad('screen', 20)} ${pad('path', 6)} ${pad('mobile', 22)} ${pad('vs floor (score, LCP)', 24)} desktop`);
      const cell = (x) => `${x.performance}/${x.accessibility} ${x.lcp} ${x.tbt} ${x.cls}`;
      console.log(`${pad('Floor app', 20)} ${pad('', 6)} ${pad(cell(floorMobile), 22)} ${pad('', 24)} ${cell(floorDesktop)}`);
      const dataFloor = find('Data floor', 'floor', 'mobile');
      // A screen's score and LCP against the floor's, as the table shows them and the budgets judge them.
      const delta = (m) => ({ score: m.performance - floorMobile.performance, lcp: m.lcp - floorMobile.lcp });
      const signed = (n) => `${n >= 0 ? '+' : ''}${n}`;
      const vs = (m) => `${signed(delta(m).score)}, ${signed(delta(m).lcp)} ms (${(m.lcp / floorMobile.lcp).toFixed(2)}×)`;
      console.log(
        `${pad('Data floor', 20)} ${pad('', 6)} ${pad(cell(dataFloor), 22)} ${pad(vs(dataFloor), 24)} (the stack painting one read: for reading, no budget)`,
      );
      for (const [name] of measured) {
        for (const path of ['demo', 'proxy']) {
          const m = find(name, path, 'mobile');
          const d = find(name, path, 'desktop');
          const { score: dScore, lcp: dLcp } = delta(m);
          console.log(`${pad(name, 20)} ${pad(path, 6)} ${pad(cell(m), 22)} ${pad(vs(m), 24)} ${d ? cell(d) : '—'}`);
          if (dScore < -BUDGET.mobileBelowFloor)
            failures.push(`${name} (${path}): mobile ${m.performance} is more than ${BUDGET.mobileBelowFloor} below the floor's ${floorMobile.performance}`);
          if (dLcp > BUDGET.lcpOverFloorMs)
            failures.push(`${name} (${path}): mobile LCP ${m.lcp} ms is over the floor's ${floorMobile.lcp} ms + ${BUDGET.lcpOverFloorMs} ms`);
          if (m.tbt > BUDGET.tbtMs) failures.push(`${name} (${path}): mobile TBT ${m.tbt} ms is over ${BUDGET.tbtMs} ms`);
          for (const x of [m, d]) if (x && x.cls > BUDGET.cls) failures.push(`${name} (${path}, ${x.profile}): CLS ${x.cls} is over ${BUDGET.cls}`);
          if (d && d.performance < BUDGET.desktop) failures.push(`${name} (${path}): desktop performance ${d.performance} < ${BUDGET.desktop}`);
          for (const x of [m, d])
            if (x && x.accessibility < BUDGET.accessibility) failures.push(`${name} (${path}, ${x.profile}): accessibility ${x.accessibility} < 100`);
        }
      }
      // Each run's score and TBT (score:TBT): the spread behind each median.
      console.log(
        `runs (score:TBT ms): ${[floorMobile, ...results].map((r) => `${r.name}/${r.path}/${r.profile} ${r.runs.map((x) => `${x.performance}:${x.tbt}`).join(',')}`).join('; ')}`,
      );
    } finally {
      await proxy.stop();
      await floorServer.stop();
      await dataFloorServer.stop();
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
} catch (e) {
  if (!(e instanceof VoidRun)) throw e;
} finally {
  await server.stop();
}
if (process.exitCode === 2) process.exit(2);

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
