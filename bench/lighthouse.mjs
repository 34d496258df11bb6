// Lighthouse 12 (the npm package) in system Chromium, measured cold: every run
// launches a new Chromium with a fresh profile (chrome-launcher makes a new
// user-data-dir each time), and each figure is the median of the runs.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromeFlags, chromiumPath } from './server.mjs';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * One cold run. `apiKey`: a key of the user's own, put in the console's session
 * first (its cookie, as "remember on this device" does) from the origin's config
 * answer, so no asset of the console is cached before the run.
 */
async function coldRun(url, profile, apiKey) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags });
  try {
    if (apiKey) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(new URL('/console/config.json', url).href);
      // Kept by the console's server in the session's cookie, as Settings does with "remember on this device".
      await page.evaluate(async (key) => {
        const body = JSON.stringify({ do: 'save', kind: 'apiKey', value: key, remember: true });
        await fetch('/console/session', { method: 'POST', headers: { 'content-type': 'application/json', 'x-console-request': '1' }, body });
      }, apiKey);
      await page.close();
      await browser.disconnect();
    }
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(apiKey),
    };
    const { lhr } = await lighthouse(url, flags, profile === 'desktop' ? desktopConfig : undefined);
    // A run Lighthouse could not complete (no paint recorded, a protocol error) is no sample.
    if (lhr.runtimeError || !Number.isFinite(lhr.audits['largest-contentful-paint'].numericValue)) return undefined;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    };
  } finally {
    await chrome.kill();
  }
}

/** A floor sample that shows the machine was busy: its figures are void, whatever the console's. */
export const QUIET = { floorTbtMs: 50, floorScore: 95 };
export const busy = (floor) =>
  floor.tbt > QUIET.floorTbtMs || floor.performance < QUIET.floorScore
    ? `the floor's TBT ${floor.tbt} ms (quiet ≤ ${QUIET.floorTbtMs}), score ${floor.performance} (quiet ≥ ${QUIET.floorScore})`
    : undefined;

async function sampleOf(t) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const sample = await coldRun(t.url, t.profile, t.apiKey);
    if (sample) return sample;
  }
  throw new Error(`Lighthouse could not complete ${t.name} (${t.path}, ${t.profile}) three times in a row`);
}

const aggregate = (t, s) => ({
  ...t,
  runs: s,
  performance: median(s.map((r) => r.performance)),
  accessibility: median(s.map((r) => r.accessibility)),
  lcp: Math.round(median(s.map((r) => r.lcp))),
  tbt: Math.round(median(s.map((r) => r.tbt))),
  cls: median(s.map((r) => r.cls)),
});

/**
 * Runs every target `runs` times in rounds (run 1 of everything, then run 2…) so that a machine
 * whose speed drifts affects all alike. Within a round the mobile floor is measured between the
 * screens (targets of one name are one screen): before the first, between each two, after the last.
 * Where the floor on either side of a screen shows a busy machine (`busy`), that screen's samples
 * are void: after `waitMs` they are measured again, framed again. Past `voids` void samples in
 * all, the whole run is void and reports no figures (`{ void: reasons }`).
 * targets: { name, url, profile: 'mobile' | 'desktop', apiKey? }; floor: the mobile floor target.
 */
export async function runLighthouse(targets, runs, { floor, voids = 6, waitMs = 60_000, log = console.log }) {
  const samples = new Map([floor, ...targets].map((t) => [t, []]));
  const screens = [...new Set(targets.map((t) => t.name))].map((name) => targets.filter((t) => t.name === name));
  const reasons = [];
  for (let round = 1; round <= runs; round++) {
    let before = await sampleOf(floor);
    for (const screen of screens) {
      for (;;) {
        const measured = [];
        for (const t of screen) measured.push([t, await sampleOf(t)]);
        const after = await sampleOf(floor);
        const why = [busy(before), busy(after)].filter(Boolean);
        const where = `round ${round}, ${screen[0].name}`;
        log(`${where}: floor ${before.performance}/${before.tbt} ms before, ${after.performance}/${after.tbt} ms after${why.length ? ': VOID' : ''}`);
        if (!why.length) {
          samples.get(floor).push(before);
          for (const [t, x] of measured) samples.get(t).push(x);
          before = after;
          break;
        }
        reasons.push(`${where}: ${why.join('; ')}`);
        if (reasons.length > voids) return { void: reasons };
        await new Promise((r) => setTimeout(r, waitMs));
        before = await sampleOf(floor);
      }
    }
    samples.get(floor).push(before);
  }
  return { floor: aggregate(floor, samples.get(floor)), results: targets.map((t) => aggregate(t, samples.get(t))), reasons };
}
