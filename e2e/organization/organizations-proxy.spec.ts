import { expect, test } from '@playwright/test';
import { enterApiKey, expectAccessible, againstAwkwardUpstream, varyUpstream, watchErrors } from '../helpers';

/**
 * Several organizations in proxy mode, against the awkward upstream: it offers no GET /whoami
 * (a web server's 404 page), so the console names each key's organization from GET /org/self.
 */
againstAwkwardUpstream();

test('keys of two organizations on a service without whoami: checked, named, switched, never mixed', async ({ page, request }) => {
  const errors = watchErrors(page);
  await varyUpstream(request, { org: 'offered' });
  await page.goto('/workgroups');
  await enterApiKey(page, 'awkward-key-0001');
  await expect(page.getByRole('link', { name: 'Fraud graph' })).toBeVisible();

  await page.goto('/organization');
  await expect(page.getByText('This deployment does not say whose key this is (it does not offer GET /whoami).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit name and logo' })).toBeVisible();

  await page.goto('/settings');
  const orgs = page.getByRole('region', { name: 'Organizations' });
  const field = orgs.getByLabel("Another organization's API key");
  await field.fill('awkward-revoked-0001');
  await orgs.getByRole('button', { name: 'Check and add organization' }).click();
  await expect(orgs.getByText(/did not accept this API key \(401 Unauthorized\)/)).toBeVisible();
  await field.fill('awkward-second-0001');
  await orgs.getByRole('button', { name: 'Check and add organization' }).click();
  await expect(page.getByText('Second Awkward Co added')).toBeVisible();
  await expectAccessible(page, 'organizations, proxy');

  const sent: (string | undefined)[] = [];
  page.on('request', (r) => r.url().includes('/controller/') && sent.push(r.headers()['x-api-key']));
  await page.getByRole('banner').getByLabel('Switch organization').selectOption({ label: 'Second Awkward Co' });
  await expect(page.getByRole('heading', { name: 'No workgroups in this organization' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fraud graph' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No workgroups in this organization' })).toBeVisible();
  expect(sent.length).toBeGreaterThan(0);
  // The page sends no key: the console's server adds the one in use (the answers above are the second organization's).
  expect(sent.filter((k) => k !== undefined)).toEqual([]);

  await page.getByRole('banner').getByLabel('Switch organization').selectOption({ label: 'awkward-corp' });
  await expect(page.getByRole('link', { name: 'Fraud graph' })).toBeVisible();
  expect(errors).toEqual([]);
});
