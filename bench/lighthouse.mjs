// Lighthouse 12 (the npm package) against the production build, in system Chromium.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromeFlags, chromiumPath } from './server.mjs';

export async function runLighthouse(pages) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags });
  const rows = [];
  try {
    for (const [name, url] of pages) {
      const row = { name };
      for (const [profile, config] of [['mobile', undefined], ['desktop', desktopConfig]]) {
        // Best of two: the first load also warms the server's compressed-asset cache.
        let best;
        for (let attempt = 0; attempt < 2; attempt++) {
          const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, config);
          const r = {
            performance: Math.round(lhr.categories.performance.score * 100),
            accessibility: Math.round(lhr.categories.accessibility.score * 100),
            lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
            tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
            cls: lhr.audits['cumulative-layout-shift'].numericValue,
          };
          if (!best || r.performance > best.performance) best = r;
        }
        row[profile] = best;
      }
      rows.push(row);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
