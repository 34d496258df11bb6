import { expect, test } from '@playwright/test';
import { MEMBER_TOKEN, clearSessionToken, expectAccessible, saveSessionToken, snap, watchErrors } from '../helpers';

// Issue 49: one answer to who is acting. The demo hands every visitor the owner's API key; a member who
// enters their own session token acts as the member, on screen and at the service.

test('with a member’s session token, the header names the member and Edit name and logo is disabled with why; nothing is sent', async ({ page }) => {
  const errors = watchErrors(page);
  const writes: string[] = [];
  page.on('request', (r) => r.method() !== 'GET' && r.url().includes('/org') && writes.push(`${r.method()} ${r.url()}`));
  await saveSessionToken(page, MEMBER_TOKEN);
  await page.goto('/organization');
  const acting = page.getByRole('banner').getByRole('link', { name: /^Acting as Grace Hopper, member, with session token/ });
  await expect(acting).toBeVisible();
  await expect(acting).toHaveAccessibleName(/with the API key demo••••••••-key \(Organization API key\)$/);
  const section = page.getByRole('region', { name: 'Name and logo' });
  await expect(section.getByText('Session token: Grace Hopper (grace@acme.example), a member')).toBeVisible();
  const edit = section.getByRole('button', { name: 'Edit name and logo' });
  await expect(edit).toBeDisabled();
  await expect(edit).toHaveAccessibleDescription(/Only an organization owner \(Organization Admin\) can change the display name and logo: Ada Lovelace/);
  await expect(section.getByRole('note')).toContainText('Grace Hopper acts here, with their session token, as a member.');
  // Another person's key is an owner's to delete; the member's own keys stay deletable.
  await expect(page.getByRole('button', { name: 'Delete the key Nightly export job' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete the key Nightly export job' })).toHaveAccessibleDescription(/another person’s key/);
  await edit.click({ force: true });
  await expect(section.getByLabel('Display name')).toHaveCount(0);
  expect(writes).toEqual([]);
  await expectAccessible(page, 'organization, member token');
  await snap(page, 'who-acts-member-token');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'who-acts-member-token-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'who-acts-member-token-390-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await snap(page, 'who-acts-member-token-390');
  expect(errors).toEqual([]);
});

test('a member cannot open the billing portal: the button is disabled with who may, and the service refuses the member too', async ({ page, request }) => {
  const sessions: string[] = [];
  page.on('request', (r) => r.url().includes('/billing/session') && sessions.push(r.method()));
  await saveSessionToken(page, MEMBER_TOKEN);
  await page.goto('/billing');
  const open = page.getByRole('button', { name: 'Open the billing portal' });
  await expect(open).toBeDisabled();
  await expect(open).toHaveAccessibleDescription(/Only an organization owner \(Organization Admin\) may open billing portal \(Ada Lovelace\)/);
  expect(sessions).toEqual([]);
  await expectAccessible(page, 'billing, member token');
  await snap(page, 'who-acts-billing-member');
  // The demo's owner key does not make the member an owner: with the member's token beside it, the service refuses.
  const refused = await request.post('/controller/v4/v2/billing/session', {
    headers: { 'x-api-key': 'demo-api-key', authorization: `Bearer ${MEMBER_TOKEN}` },
  });
  expect(refused.status()).toBe(403);
});

test('the header names who acts with the demo key alone: the owner', async ({ page }) => {
  // The demo's session starts with its owner's token too: cleared, the key alone acts.
  await clearSessionToken(page);
  await page.goto('/workgroups');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Acting as ada@acme\.example, owner, with the API key demo••••••••-key/ })).toBeVisible();
  // The pill shows the role where the header has no room for the person too: the header keeps one row.
  const pill = page.getByRole('banner').getByRole('link', { name: /^Acting as/ });
  await expect(pill).toHaveText('owner', { useInnerText: true });
  const oneRow = await page.getByRole('banner').evaluate((b) => b.getBoundingClientRect().height);
  await page.setViewportSize({ width: 1600, height: 800 });
  await expect(pill).toHaveText('ada@acme.example · owner', { useInnerText: true });
  expect(await page.getByRole('banner').evaluate((b) => b.getBoundingClientRect().height)).toBe(oneRow);
});
