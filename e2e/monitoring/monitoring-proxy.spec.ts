import { expect, test } from '@playwright/test';
import { againstAwkwardUpstream, expectAccessible, openWithKey, snap, watchErrors, watchLayoutShift } from '../helpers';

/** Monitoring in proxy mode against the awkward upstream: its scrape and summary carry known samples. */
againstAwkwardUpstream();

test('the upstream’s samples show as they were sent; no history is said in words; a scrape that is no scrape is named', async ({ page }) => {
  const errors = watchErrors(page);
  const shiftSoFar = await watchLayoutShift(page);
  await openWithKey(page, '/workgroups/wg-aw-1/workspaces/ws-aw-1/monitoring');
  await expect(page.getByRole('heading', { level: 1, name: 'Monitoring of fraud-prod' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'CPU per node' }).getByText('Now: m1 42.5 %, m2 37.5 %')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Memory per node' }).getByText('Now: m1 61.3 %, m2 58.8 %')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Disk by path' }).getByText('Now: m1 Gstore 3 GiB')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latency' }).getByText('Now: /query/fraud 48 ms')).toBeVisible();
  await expect(page.getByText(/No history: This console keeps no history of the deployment it forwards to/)).toBeVisible();
  await expect(page.getByText('This deployment does not keep a workspace’s own thresholds'.replace('’', "'"))).toBeVisible();
  // Without history, the view waits for the first scrape and shows it with the rest: nothing moved.
  expect(await shiftSoFar()).toBeLessThan(0.01);
  await expectAccessible(page, 'proxied monitoring');
  await snap(page, 'monitoring-proxy');

  await page.goto('/workgroups/wg-aw-1/workspaces/ws-aw-2/monitoring');
  await expect(page.getByText(/The scrape is not in Prometheus's text format, so its values are not shown\. Line 1/)).toBeVisible();

  await page.goto('/workgroups/wg-aw-1');
  await expect(page.getByRole('table').first().getByRole('row').filter({ hasText: 'fraud-prod' })).toContainText('CPU 40 % · Memory 61 %');
  expect(errors).toEqual([]);
});
