import { expect, test } from '@playwright/test';

// The frame (header, navigation, the heading of a screen whose heading needs no data) paints from the page
// alone: its stylesheet is written into the page, and the console's code is fetched once it has painted
// (src/server/http/static.ts, src/main.tsx).

test('with every file of the console held back, the frame paints styled: no stylesheet is waited for', async ({ page }) => {
  const asked: string[] = [];
  await page.route('**/assets/**', (route) => {
    asked.push(new URL(route.request().url()).pathname);
    // Held: never answered.
  });
  await page.goto('/workgroups', { waitUntil: 'commit' });
  await expect(page.getByText('Each workgroup is deployed into one cloud provider account and region')).toBeVisible();
  // Styled: the header is the stylesheet's flex row, the description its muted colour, not the browser's defaults.
  await expect(page.locator('header.topbar')).toHaveCSS('display', 'flex');
  await expect(page.locator('.page-description')).not.toHaveCSS('color', 'rgb(0, 0, 0)');
  expect(asked.filter((p) => p.endsWith('.css'))).toEqual([]);
});

// Five loads: the paint is on screen when the browser reports it (its time is when the frame was shown), which
// can be after the main thread has drawn it; code that went on after a frame of its own drew started its fetch
// before the reported paint on about one load in four.
test('the console’s code is fetched after the frame has painted, and the screen then comes', async ({ page }) => {
  for (let load = 0; load < 5; load++) {
    await page.goto('/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    expect(paint).toBeGreaterThan(0);
    // The framework's entry is there once its fetch has finished.
    const framework = () =>
      page.evaluate(() => performance.getEntriesByType('resource').find((e) => /\/assets\/framework-[\w-]+\.js$/.test(e.name))?.startTime ?? -1);
    await expect.poll(framework).toBeGreaterThan(-1);
    // Past three seconds (a machine far too busy) the entry goes on without the paint: that load says nothing.
    if (paint < 3000) expect(await framework(), `load ${load + 1}`).toBeGreaterThan(paint);
  }
});

for (const [name, script] of [
  ['a tab opened in the background', () => Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' })],
  ['a browser without paint timing', () => Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['resource'] })],
] as const) {
  test(`${name} still gets the console`, async ({ page }) => {
    await page.addInitScript(script);
    await page.goto('/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page.getByRole('button', { name: /billing portal/i })).toBeVisible();
  });
}
