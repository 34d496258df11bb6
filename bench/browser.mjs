// In-browser measurements with Playwright and system Chromium: intent preloading,
// a large organization's list, and duplicate requests per screen.
import { chromium } from '@playwright/test';
import { chromeFlags, chromiumPath } from './server.mjs';

async function browser() {
  return chromium.launch({ executablePath: chromiumPath(), args: chromeFlags.filter((f) => !f.startsWith('--headless')) });
}

/** Hover (intent) preloads the workspace's code and data; the click then shows it at once. */
export async function measurePreload(server) {
  const b = await browser();
  try {
    const page = await b.newPage();
    await page.goto(`${server.url}/workgroups`);
    await page.getByRole('link', { name: 'Fraud detection', exact: true }).waitFor();
    await server.setFaults({ latencyMs: 300 });
    const samples = [];
    for (const ws of ['production', 'analytics', 'staging']) {
      const link = page.getByRole('list', { name: 'Workspaces of Fraud detection' }).getByRole('link', { name: ws, exact: true });
      await link.hover();
      // The preload is under way; give it the injected latency to land.
      await page.waitForTimeout(900);
      const href = await link.getAttribute('href');
      const delay = await page.evaluate(
        ({ name, href }) =>
          new Promise((resolve) => {
            const start = performance.now();
            const check = () => {
              const h1 = document.querySelector('h1');
              if (h1 && h1.textContent === name) resolve(performance.now() - start);
              else requestAnimationFrame(check);
            };
            document.querySelector(`a[href="${href}"]`).click();
            check();
          }),
        { name: ws, href },
      );
      samples.push(delay);
      await page.goBack();
      await page.getByRole('link', { name: 'Fraud detection', exact: true }).waitFor();
    }
    await server.setFaults({});
    return { samples, worst: Math.max(...samples) };
  } finally {
    await b.close();
  }
}

/** The list of 2,000 workgroups × 5 workspaces: first screen, scrolling, filtering. */
export async function measureLargeOrg(server) {
  const b = await browser();
  try {
    const page = await b.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
      window.__events = [];
      new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__events.push({ name: e.name, duration: e.duration }))).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      });
      // The frame in which the first workgroup row is on screen.
      new MutationObserver((_, observer) => {
        if (document.querySelector('tbody tr[data-index]')) {
          observer.disconnect();
          requestAnimationFrame(() => (window.__rowsPaintedAt = performance.now()));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${server.url}/workgroups`);
    await page
      .getByRole('link', { name: 'Workgroup 2000' })
      .or(page.getByRole('link', { name: 'Customer 360' }))
      .first()
      .waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => window.__rowsPaintedAt !== undefined);
    const firstScreen = await page.evaluate(() => {
      const list = performance.getEntriesByType('resource').find((r) => r.name.endsWith('/controller/v4/v2/workgroups'));
      // Measured from outside the console (Resource Timing): the answer's stages before its last byte.
      const measures = {
        'until the first byte': Math.round(list.responseStart - list.startTime),
        'arriving (read item by item meanwhile)': Math.round(list.responseEnd - list.responseStart),
      };
      return {
        startTime: list.startTime,
        responseEnd: list.responseEnd,
        bytes: list.transferSize || list.encodedBodySize,
        paintedAt: window.__rowsPaintedAt,
        measures,
      };
    });
    const rows = await page.evaluate(() => document.querySelectorAll('tbody tr[data-index]').length);
    const total = await page.evaluate(() => Number(document.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount') ?? 0) - 1);

    await page.evaluate(() => (window.__longTasks = []));
    for (let i = 0; i < 30; i++) {
      await page.mouse.wheel(0, 1200);
      await page.waitForTimeout(30);
    }
    await page.waitForTimeout(300);
    const scrollLongTasks = await page.evaluate(() => window.__longTasks.slice());

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => (window.__events = []));
    const filter = page.getByLabel('Filter');
    await filter.click();
    await filter.pressSequentially('workgroup 19', { delay: 80 });
    await page.waitForTimeout(500);
    const keyEvents = await page.evaluate(() => window.__events.filter((e) => e.name.startsWith('key') || e.name === 'input' || e.name === 'beforeinput'));
    const matching = await page.evaluate(() => document.querySelector('.count-line')?.textContent ?? '');
    return {
      total,
      rows,
      listBytes: firstScreen.bytes,
      // From the list's last byte to the frame that shows its rows (JSON parse, validation, render).
      firstScreenMs: Math.round(firstScreen.paintedAt - firstScreen.responseEnd),
      // From the list request to that frame (the control plane's answer and its transfer too).
      requestToRowsMs: Math.round(firstScreen.paintedAt - firstScreen.startTime),
      breakdown: firstScreen.measures,
      scrollLongTasks: scrollLongTasks.length,
      scrollLongestMs: Math.round(Math.max(0, ...scrollLongTasks)),
      keystrokeWorstMs: Math.round(Math.max(0, ...keyEvents.map((e) => e.duration))),
      keystrokesOver16ms: keyEvents.length,
      matching,
    };
  } finally {
    await b.close();
  }
}

/** Loading a screen sends each distinct request once; a settled workspace is not polled. */
export async function measureRequests(server, pages) {
  const b = await browser();
  const rows = [];
  try {
    for (const [name, path] of pages) {
      const page = await b.newPage();
      const gets = [];
      // The API's reads (not the page itself, whose address /users shares with the API's list of users).
      page.on(
        'request',
        (r) => r.method() === 'GET' && r.resourceType() !== 'document' && /\/controller\/|\/users/.test(r.url()) && gets.push(r.url().replace(server.url, '')),
      );
      await page.goto(server.url + path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(name === 'Workspace' ? 4000 : 500);
      const dupes = gets.filter((u, i) => gets.indexOf(u) !== i);
      rows.push({ name, requests: gets.length, duplicates: dupes.length, dupes: [...new Set(dupes)] });
      await page.close();
    }
  } finally {
    await b.close();
  }
  return rows;
}

/**
 * All the JavaScript a screen fetches from a cold load until the network has been idle:
 * the first-load code and whatever it loads after first paint (lazy parts, preloads).
 * Each script's body is measured gzip level 9, as the floors are.
 */
export async function measureIdleJs(pages) {
  const zlib = await import('node:zlib');
  const b = await browser();
  const rows = [];
  try {
    for (const [name, url] of pages) {
      const context = await b.newContext();
      const page = await context.newPage();
      const scripts = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script') scripts.push(r);
      });
      await page.goto(url);
      // The screen has drawn its heading (a screen that failed would fetch less).
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      await page.waitForLoadState('networkidle');
      let gzip = 0;
      const files = [];
      for (const r of scripts) {
        // A worker's script (the Intl warm-up) has no body for the page's events: it is fetched again, the same file.
        const body = await r.body().catch(async () => Buffer.from(await (await fetch(r.url())).arrayBuffer()));
        gzip += zlib.gzipSync(body, { level: 9 }).length;
        files.push(r.url().replace(/.*\//, ''));
      }
      rows.push({ name, gzip, files });
      await context.close();
    }
  } finally {
    await b.close();
  }
  return rows;
}
