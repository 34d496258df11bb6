import { expect, test } from '@playwright/test';
import { againstAwkwardUpstream, expectAccessible, openNotices } from '../helpers';

/**
 * The organization's users in proxy mode in front of e2e/upstream/awkward-upstream.ts: a service that answers
 * the way real ones do. The screen must show what it can read and say, in one line, what it could not.
 */
againstAwkwardUpstream();

test('organization users: "yes", a numeric date and null roles read; a user without an id is shown read-only', async ({ page }) => {
  await page.goto('/settings');
  await page.getByLabel('New session token').fill('awkward-owner-token');
  await page.getByRole('region', { name: 'Owner session token' }).getByRole('button', { name: /Save/ }).click();
  await page.getByRole('link', { name: 'Users' }).first().click();
  await expect(page.getByText('ada@example.com')).toBeVisible();
  await expect(page.getByText('grace@example.com')).toBeVisible();
  const idless = page.getByRole('row').filter({ hasText: 'no-id@example.com' });
  await expect(idless.getByText('Read-only: sent without an id')).toBeVisible();
  await expect(idless.getByRole('button', { name: /Edit roles/ })).toHaveCount(0);
  await openNotices(page, /1 entry has no id and is shown read-only/);
  await expectAccessible(page, 'users with notices');
});
