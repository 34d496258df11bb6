import { expect, test } from '@playwright/test';
import { V, api } from '../helpers';

// The browser's Intl data (ICU) is loaded by a worker while the page paints and the code downloads
// (src/intl-warm.worker.ts), not on the main thread inside the console's start (docs/performance.md).

test('the entry starts a worker that loads the Intl data, and the worker ends once it has', async ({ page, request }) => {
  const workgroup = await api<{ name: string }>(request, 'GET', `${V}/workgroups/wg-0001`);
  const workers: string[] = [];
  let closed = 0;
  page.on('worker', (worker) => {
    workers.push(new URL(worker.url()).pathname);
    worker.on('close', () => closed++);
  });
  await page.goto('/workgroups/wg-0001');
  await expect(page.getByRole('heading', { level: 1, name: workgroup.name })).toBeVisible();
  expect(workers).toEqual([expect.stringMatching(/^\/assets\/intl-warm\.worker-[\w-]+\.js$/)]);
  // It closes itself: nothing stays running beside the console.
  await expect.poll(() => closed).toBe(1);
});

test('a browser that cannot start the worker still gets the console, with its dates and figures', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'Worker', {
      value: function Worker() {
        throw new DOMException('Workers are blocked here', 'SecurityError');
      },
    });
  });
  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByText(/US\$ [\d,]+\.\d\d/).first()).toBeVisible();
});
