import { expect, test, type Page } from '@playwright/test';
import { API_KEY, MEMBER_TOKEN, V, expectAccessible, saveSessionToken, snap, watchErrors, api } from '../helpers';

const MEMBER_API_KEY = 'demo-member-api-key';

async function useApiKey(page: Page, key: string): Promise<void> {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API key' });
  await section.getByRole('button', { name: 'Change API key' }).click();
  await section.getByLabel('New API key').fill(key);
  await section.getByRole('button', { name: 'Save API key' }).click();
  await expect(section.getByText('Kept by the console server until this browser closes')).toBeVisible();
}

test.afterAll(async ({ request }) => {
  // Other journeys read the demo organization's name in the header.
  const self = await request.get(`${V}/org/self`, { headers: { 'x-api-key': API_KEY } });
  const org = (await self.json()).Result as { org_id: string; org_name: string };
  await request.put(`${V}/org`, {
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
    data: { orgID: org.org_id, orgName: org.org_name, orgDisplayName: 'Acme Graph Labs', logoUrl: '' },
  });
});

test('an owner changes the display name and logo; the header shows them at once and after a reload', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  await page.goto('/organization');
  const section = page.getByRole('region', { name: 'Name and logo' });
  // The demo's session holds its owner's key and session token: the token names who acts.
  await expect(section.getByText('Session token: Ada Lovelace (ada@acme.example), an owner')).toBeVisible();
  await section.getByRole('button', { name: 'Edit name and logo' }).click();
  const puts: string[] = [];
  page.on('request', (r) => r.method() === 'PUT' && r.url().endsWith(`${V}/org`) && puts.push(r.postData() ?? ''));

  // Refused before sending, beside the field, and nothing typed is lost.
  await section.getByLabel('Display name').fill('');
  await section.getByLabel('Logo URL').fill('javascript:alert(1)');
  await section.getByRole('button', { name: 'Save organization' }).click();
  await expect(section.getByText('Display name is required')).toBeVisible();
  await expect(section.getByText('Logo URL must start with https:// or http://')).toBeVisible();
  await expect(section.getByLabel('Logo URL')).toHaveValue('javascript:alert(1)');
  expect(puts).toHaveLength(0);

  await section.getByLabel('Display name').fill('Acme Research Labs');
  await section.getByLabel('Logo URL').fill(`${baseURL}/favicon.svg`);
  await expect(section.getByRole('img', { name: 'Acme Research Labs logo' })).toBeVisible();
  await expectAccessible(page, 'organization settings form');
  await snap(page, 'organization-settings-edit');
  await section.getByRole('button', { name: 'Save organization' }).click();
  await expect(page.getByText('Organization updated')).toBeVisible();
  expect(puts).toHaveLength(1);
  expect(JSON.parse(puts[0]!)).toEqual({
    orgID: 'org-acme',
    orgName: 'acme-graph-labs',
    orgDisplayName: 'Acme Research Labs',
    logoUrl: `${baseURL}/favicon.svg`,
  });

  const header = page.getByRole('banner');
  const pill = header.getByRole('link', { name: /Acme Research Labs.*organization, quota and API keys/ });
  await expect(pill).toBeVisible();
  // Beside the name it repeats, the header's logo is decorative: the link's name is what it shows (issue 50, item 9).
  const logo = pill.locator('img');
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('alt', '');
  await expect(logo).toHaveAttribute('width', '20');
  await page.reload();
  await expect(pill).toBeVisible();
  await expect(logo).toBeVisible();
  await expect(section.getByText('Acme Research Labs', { exact: true })).toBeVisible();
  await snap(page, 'organization-settings');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'organization-settings-390');
  expect(errors).toEqual([]);
});

test('a display name pasted with a line separator (U+2028) is refused beside the field before anything is sent', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/organization');
  const section = page.getByRole('region', { name: 'Name and logo' });
  await section.getByRole('button', { name: 'Edit name and logo' }).click();
  const puts: string[] = [];
  page.on('request', (r) => r.method() === 'PUT' && r.url().endsWith(`${V}/org`) && puts.push(r.postData() ?? ''));
  // What a copy from a word processor can carry: it reads as one line here, and as two in the alerting rules file.
  await section.getByLabel('Display name').fill('Acme\u2028Research');
  await section.getByRole('button', { name: 'Save organization' }).click();
  const message = 'Display name must be one line: no line breaks or line and paragraph separators';
  await expect(section.getByText(message)).toBeVisible();
  await expect(section.getByLabel('Display name')).toHaveAccessibleDescription(new RegExp(message));
  await expect(section.getByLabel('Display name')).toHaveValue('Acme\u2028Research');
  expect(puts).toHaveLength(0);
  await expectAccessible(page, 'organization display name with a line separator');
  await snap(page, 'organization-settings-line-separator');
  expect(errors).toEqual([]);
});

test('a member sees the name and logo read-only with who may change them, and the service refuses the member too', async ({ page, request }) => {
  await useApiKey(page, MEMBER_API_KEY);
  await page.goto('/organization');
  const section = page.getByRole('region', { name: 'Name and logo' });
  await expect(section.getByText('API key: Member API key (grace@acme.example), a member')).toBeVisible();
  await expect(section.getByText(/Only an organization owner \(Organization Admin\) can change the display name and logo/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Edit name and logo' })).toBeDisabled();
  await expectAccessible(page, 'organization, member');
  await snap(page, 'organization-settings-member');
  const refused = await request.put(`${V}/org`, {
    headers: { 'x-api-key': MEMBER_API_KEY, 'content-type': 'application/json' },
    data: { orgID: 'org-acme', orgName: 'acme-graph-labs', orgDisplayName: 'Grace was here', logoUrl: '' },
  });
  expect(refused.status()).toBe(403);
});

test('with a member’s session token, role editing is disabled with why before anything is tried', async ({ page }) => {
  const puts: string[] = [];
  page.on('request', (r) => r.method() === 'PUT' && r.url().includes('/users/') && puts.push(r.url()));
  await saveSessionToken(page, MEMBER_TOKEN);
  await page.goto('/users');
  await expect(page.getByText(/belongs to grace@acme\.example, who is not an organization owner/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit roles of alan@acme.example' })).toBeDisabled();
  expect(puts).toEqual([]);
});

test('a key the service refuses gets its error beside it, and is neither saved nor followed by the general prompt', async ({ page }) => {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API key' });
  await section.getByRole('button', { name: 'Change API key' }).click();
  await section.getByLabel('New API key').fill('not-a-real-key-000');
  await section.getByRole('button', { name: 'Save API key' }).click();
  await expect(section.getByText(/The service did not accept this API key \(401 Unauthorized\).*RequestID/)).toBeVisible();
  await expect(section.getByLabel('New API key')).toBeFocused();
  await expect(page.getByText('API key saved')).toHaveCount(0);
  await expect(section.getByText('Using the demo organization key')).toBeVisible();
  await page.getByRole('link', { name: 'Workgroups', exact: true }).click();
  // The demo key is still in use: the list reads (its length depends on the journeys before this one), and no prompt opens.
  await expect(page.getByText(/^\d+ workgroups?$/)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a logo whose image cannot be shown: the Organization screen gives its address and says so', async ({ page, request }) => {
  const before = await api<{ org_id: string; org_name: string; org_display_name: string; logo_url: string }>(request, 'GET', `${V}/org/self`);
  const put = (logoUrl: string) =>
    api(request, 'PUT', `${V}/org`, { orgID: before.org_id, orgName: before.org_name, orgDisplayName: before.org_display_name, logoUrl });
  await put('http://127.0.0.1:9/no-logo.png');
  try {
    await page.goto('/organization');
    const logo = page.getByRole('term').filter({ hasText: 'Logo' }).locator('xpath=following-sibling::dd');
    await expect(logo.getByText('http://127.0.0.1:9/no-logo.png')).toBeVisible();
    await expect(logo.getByText('The image at this address could not be shown.')).toBeVisible();
    await snap(page, 'walk6-logo-not-shown');
  } finally {
    await put(before.logo_url);
  }
});
