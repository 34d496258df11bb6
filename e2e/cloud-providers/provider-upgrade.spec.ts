import { expect, test } from '@playwright/test';
import { expectAccessible, snap, watchErrors } from '../helpers';

test('a provider on older components offers the upgrade, sends it, and shows it upgrading until done', async ({ page }) => {
  const errors = watchErrors(page);
  // The demo's European account runs older components than the vendor's current ones.
  await page.goto('/cloud-providers/cp-aws-eu');
  const components = page.getByRole('region', { name: 'Components' });
  await expect(components.getByRole('row', { name: /operator 1\.8\.4 1\.9\.2/ })).toBeVisible();
  await expect(components.getByRole('row')).toHaveCount(4);
  await expectAccessible(page, 'provider upgrade offered');
  await snap(page, 'provider-upgrade');
  // Nothing is sent on the first click: a confirmation names each component's versions, from and to (issue 50).
  let sent = 0;
  page.on('request', (r) => void (r.method() === 'PUT' && r.url().endsWith('/upgrade') && sent++));
  await components.getByRole('button', { name: 'Upgrade 3 components' }).click();
  const confirm = page.getByRole('dialog', { name: 'Upgrade Acme AWS Europe?' });
  const versions = confirm.getByRole('list', { name: 'Component versions, from and to' });
  await expect(versions.getByRole('listitem')).toHaveText(['operator 1.8.4 → 1.9.2', 'agent 4.1.3 → 4.2.1', 'ingress 1.10.2 → 1.11.0']);
  expect(sent).toBe(0);
  await expectAccessible(page, 'provider upgrade confirmation');
  await snap(page, 'provider-upgrade-confirm');
  const [put] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/cloud-providers/cp-aws-eu/upgrade')),
    confirm.getByRole('button', { name: 'Upgrade 3 components' }).click(),
  ]);
  expect(JSON.parse(put.postData() ?? '{}')).toEqual({
    components: [
      { name: 'operator', version: '1.9.2' },
      { name: 'agent', version: '4.2.1' },
      { name: 'ingress', version: '1.11.0' },
    ],
  });
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('region', { name: 'Status' }).getByText('Upgrading', { exact: true })).toBeVisible();
  // While it upgrades, it reads so, not "Being set up".
  await expect(page.getByRole('region', { name: 'Status' }).getByText('Upgrading; this page follows it until it settles.')).toBeVisible();
  await expect(page.getByText(/Being set up/)).toHaveCount(0);
  await expect(components.getByRole('status')).toContainText('Upgrading');
  await snap(page, 'provider-upgrading');
  // Followed without a reload until it is Active on the current components; nothing more to offer.
  await expect(page.getByRole('region', { name: 'Status' }).getByText('Active', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('operator 1.9.2, agent 4.2.1, ingress 1.11.0')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Components' })).toHaveCount(0);

  // An account already on the current components is offered nothing.
  await page.goto('/cloud-providers/cp-aws-prod');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme AWS production' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Components' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
