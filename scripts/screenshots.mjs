import { chromium } from '@playwright/test';
import { findChromium, quietChromiumFlags } from './chromium.mjs';
const base = process.env.BASE ?? 'http://127.0.0.1:4200';
const pages = process.argv.slice(2);
const out = process.env.SHOTS_DIR ?? '/tmp/shots';
const browser = await chromium.launch({ executablePath: findChromium(), args: quietChromiumFlags });
for (const scheme of ['light', 'dark']) {
  for (const width of [1280, 390]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(page.url() + ' ' + m.text()));
    for (const p of pages) {
      await page.goto(base + p);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const name = `${out}/${p.replace(/[^a-z0-9]+/gi, '_')}_${scheme}_${width}.png`;
      await page.screenshot({ path: name, fullPage: true });
    }
    if (errors.length) console.log(scheme, width, errors);
    await ctx.close();
  }
}
await browser.close();
