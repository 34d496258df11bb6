import { expect, test } from '@playwright/test';
import { V, api } from '../helpers';
import { expectLabelInName } from '../label-in-name';

// Controls whose accessible name contains the text they show (WCAG 2.5.3, label in name), across the screens.

test('the names of the organization badge, Make default, Change password and Copy commands contain the text they show', async ({ page, request }) => {
  const org = await api<{ org_display_name: string }>(request, 'GET', `${V}/org/self`);
  await page.goto('/workgroups');
  const header = page.getByRole('banner');
  const badge = header.getByRole('link', { name: `${org.org_display_name} · demo : organization, quota and API keys` });
  await expect(badge).toBeVisible();
  await expectLabelInName(page, header, 'header');

  await page.goto('/billing');
  const cards = page.getByRole('table', { name: 'Cards on file' });
  await expect(cards.getByRole('button', { name: /^Make default: Mastercard/ })).toBeVisible();
  await expectLabelInName(page, cards, 'cards');

  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/users');
  await expect(page.getByRole('button', { name: 'Change password of app_reader' })).toBeVisible();
  await expectLabelInName(page, page.getByRole('main'), 'database users');

  await page.goto('/cloud-providers/new');
  const region = page.getByLabel('Region', { exact: true });
  await expect(region.getByRole('option', { name: /us-east-1/ })).toBeAttached();
  await region.selectOption('us-east-1');
  await page.getByLabel('Name', { exact: true }).fill(`Label in name ${Date.now()}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('AWS account ID').fill('123456789012');
  await page.getByRole('button', { name: 'Next' }).click();
  const copy = page.getByRole('button', { name: /^Copy commands/ });
  await expect(copy).toBeVisible();
  await expectLabelInName(page, page.getByRole('main'), 'onboarding role step');
});
