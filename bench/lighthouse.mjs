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
 * One cold run. `apiKey`: a key of the user's own, put in the profile's
 * localStorage first (as "remember on this device" does) by opening only the
 * origin's config answer, so no asset of the console is cached before the run.
 */
async function coldRun(url, profile, apiKey) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags });
  try {
    if (apiKey) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(new URL('/console/config.json', url).href);
      await page.evaluate((key) => localStorage.setItem('console.apiKey', key), apiKey);
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
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Runs every target `runs` times, interleaved (run 1 of everything, then run 2…)
 * so that a machine whose speed drifts during the bench affects all alike.
 * targets: { name, url, profile: 'mobile' | 'desktop', apiKey? }
 */
export async function runLighthouse(targets, runs = 3) {
  const samples = new Map(targets.map((t) => [t, []]));
  for (let i = 0; i < runs; i++) {
    for (const t of targets) {
      let sample;
      for (let attempt = 0; attempt < 3 && !sample; attempt++) sample = await coldRun(t.url, t.profile, t.apiKey);
      if (!sample) throw new Error(`Lighthouse could not complete ${t.name} (${t.path}, ${t.profile}) three times in a row`);
      samples.get(t).push(sample);
    }
  }
  return targets.map((t) => {
    const s = samples.get(t);
    return {
      ...t,
      runs: s,
      performance: median(s.map((r) => r.performance)),
      accessibility: median(s.map((r) => r.accessibility)),
      lcp: Math.round(median(s.map((r) => r.lcp))),
      tbt: Math.round(median(s.map((r) => r.tbt))),
    };
  });
}
