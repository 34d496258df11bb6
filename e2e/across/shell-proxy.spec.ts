import { expect, test } from '@playwright/test';
import { againstAwkwardUpstream, expectAccessible, openWithKey, snap, varyUpstream } from '../helpers';

/**
 * The first visit and a rate limit in proxy mode in front of e2e/upstream/awkward-upstream.ts: a service that answers
 * the way real ones do. The screen must show what it can read and say, in one line, what it could not.
 */
againstAwkwardUpstream();

test('a screen that asks over itself says to enter the key, not that it was refused', async ({ page }) => {
  await page.goto('/workgroups/new');
  const prompt = page.getByRole('dialog', { name: 'Enter your API key' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('none has been entered in this browser yet');
  await expect(prompt).not.toContainText('did not accept');
  await expectAccessible(page, 'first visit prompt');
  await snap(page, 'second-day-first-visit-prompt');
});

test('first visit to a live service: a plain "Enter your API key" screen, not an error', async ({ page }) => {
  await page.goto('/workgroups');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your API key' })).toBeVisible();
  await expect(page.getByText('This screen could not load')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page, 'first visit');
  await snap(page, 'real-world-first-visit');
  await page.getByLabel('API key', { exact: true }).fill('awkward-key-0001');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workgroups' })).toBeVisible();
});

test('a rate limit is waited out with a countdown, then the screen loads', async ({ page, request }) => {
  await varyUpstream(request, { rateLimitNext: 1, retryAfter: 3 });
  await openWithKey(page, '/workgroups');
  await expect(page.getByText(/rate limiting requests: retrying in \d s/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fraud graph' })).toBeVisible({ timeout: 10_000 });
  // Not called a quota on the screen (the header's organization link names the quota screen, unseen).
  await expect(page.getByRole('main').getByText(/quota/i)).toHaveCount(0);
});
