import { expect, test } from '@playwright/test';
import { againstAwkwardUpstream, expectAccessible, openNotices, openWithKey, snap, varyUpstream } from '../helpers';

/**
 * The allow list in proxy mode in front of e2e/upstream/awkward-upstream.ts: a service that answers
 * the way real ones do. The screen must show what it can read and say, in one line, what it could not.
 */
againstAwkwardUpstream();

test('allow list: numeric ids work, the entry without one is shown read-only, an entry that is not an address says so', async ({ page }) => {
  await openWithKey(page, '/workgroups/wg-aw-1/allow-list');
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: '10.0.0.0/8', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'not-an-address', exact: true })).toBeVisible();
  await expect(table.getByText('Not an address')).toBeVisible();
  const idless = table.getByRole('row').filter({ hasText: '192.0.2.1' });
  await expect(idless.getByText('Read-only: sent without an id')).toBeVisible();
  await expect(idless.getByRole('button')).toHaveCount(0);
  // The entry, and a workspace of the workgroup the screen also reads.
  await openNotices(page, /2 entries have no id and are shown read-only/);
  await expectAccessible(page, 'allow list with notices');
  await snap(page, 'real-world-allow-list');
  // The entry whose id came as a number can be removed.
  await page.getByRole('button', { name: 'Remove 10.0.0.0/8' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(table.getByRole('cell', { name: '10.0.0.0/8', exact: true })).toHaveCount(0);
});

test('allow list: a write answered with a web server error page or an empty body is explained and keeps the input', async ({ page, request }) => {
  await openWithKey(page, '/workgroups/wg-aw-1/allow-list');
  for (const [variation, text] of [
    ['html-500', /HTTP 500/],
    ['empty-502', /HTTP 502/],
  ] as const) {
    await varyUpstream(request, { addAllowedIp: variation });
    await page.getByLabel('Address or range').fill('198.51.100.0/24');
    await page.getByRole('button', { name: 'Add entry' }).click();
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
    await expect(page.getByLabel('Address or range')).toHaveValue('198.51.100.0/24');
  }
});
