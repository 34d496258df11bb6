import { test, expect, type Page } from '@playwright/test';
import { MEMBER_TOKEN, expectAccessible, saveSessionToken, snap, watchErrors } from '../helpers';

/**
 * Paying after a failed payment, the cards on file, and what the control plane does past the grace
 * periods, against the embedded control plane (its test hook makes the demo's payment fail).
 */
async function setDelinquent(page: Page, days: number | null): Promise<void> {
  expect((await page.request.put('/console/test/delinquent', { data: { days } })).ok()).toBe(true);
}

async function useApiKey(page: Page, key: string): Promise<void> {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API key' });
  await section.getByRole('button', { name: 'Change API key' }).click();
  await section.getByLabel('New API key').fill(key);
  await section.getByRole('button', { name: 'Save API key' }).click();
  await expect(section.getByText('Kept by the console server until this browser closes')).toBeVisible();
}

const PRODUCTION = '/workgroups/wg-0001/workspaces/ws-0001-1';
const VISA = 'Visa •••• 4242 (expires 12/2028)';
const MASTERCARD = 'Mastercard •••• 4444 (expires 03/2029)';

test.afterEach(async ({ page }) => {
  // Back in good standing as seeded, the workspaces it stopped running again: other journeys share this control plane.
  await setDelinquent(page, null);
});

test('past the stop grace: the workspace says why it stopped and Resume is refused; Pay now with the declined card says why; another default card pays, the banner goes at once and the workspace resumes', async ({
  page,
}) => {
  test.slow();
  const errors = watchErrors(page);
  await setDelinquent(page, 4);
  await page.goto(PRODUCTION);
  const why = page.getByRole('note', { name: 'Stopped for an overdue payment' });
  await expect(why).toContainText(/Stopped by the control plane: the organization's payment failed on .* the Paid tier's grace period ended on/);
  await expect(why).toContainText('Resuming is refused until the outstanding invoice is paid.');
  const banner = page.getByRole('region', { name: 'Payment failed' });
  await expect(banner).toContainText('Its workspaces are stopped since');
  await expect(banner).toContainText('cannot be resumed until the invoice is paid');

  // Resuming is refused by the service, with its reason and RequestID.
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'stopped until the outstanding invoice is paid' });
  await expect(refusal).toContainText(/was not resumed/);
  await expect(refusal).toContainText(/Request ID/i);
  await expect(refusal).toBeFocused();
  await expectAccessible(page, 'workspace stopped for payment');
  await snap(page, 'workspace-stopped-for-payment');

  // The Visa on file was declined: Pay now warns, and the service refuses, saying why.
  await banner.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay the outstanding invoice?' });
  await expect(dialog).toContainText(`is charged to ${VISA}`);
  await expect(dialog).toContainText('The default card is declined (insufficient funds)');
  await expectAccessible(page, 'pay now dialog');
  await snap(page, 'pay-now-dialog');
  await dialog.getByRole('button', { name: 'Pay US$ 1,264.08 now' }).click();
  await expect(dialog.getByRole('alert')).toContainText('No valid payment method: the default card, Visa •••• 4242, was declined (insufficient funds)');
  await expect(dialog.getByRole('alert')).toContainText(/Request ID/i);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await banner.getByRole('link', { name: 'Fix the payment in the billing portal' }).click();
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  const cards = page.getByRole('table', { name: 'Cards on file' });
  await expect(cards.getByRole('row', { name: new RegExp(VISA.replace(/[()]/g, '.')) })).toContainText('Declined (insufficient funds)');
  await cards.getByRole('button', { name: `Make default: ${MASTERCARD}` }).click();
  const makeDefault = page.getByRole('dialog', { name: `Make ${MASTERCARD} the default?` });
  await makeDefault.getByRole('button', { name: 'Make default' }).click();
  await expect(makeDefault).toBeHidden();
  await expect(cards.getByRole('row', { name: /Mastercard/ })).toContainText('Default');
  await expect(page.getByText('No: fix it in the billing portal')).toHaveCount(0);

  const outstanding = page.getByRole('note', { name: 'Outstanding invoice' });
  await expect(outstanding).toContainText('Your card has insufficient funds.');
  await expect(page.getByRole('region', { name: 'Payment failed' }).getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await expectAccessible(page, 'billing delinquent');
  await snap(page, 'billing-delinquent');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'billing-delinquent-phone');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'billing-delinquent-phone-dark');
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, 'billing-delinquent-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await outstanding.getByRole('button', { name: 'Pay now' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay the outstanding invoice?' });
  await expect(pay).toContainText(`is charged to ${MASTERCARD}`);
  await pay.getByRole('button', { name: 'Pay US$ 1,264.08 now' }).click();
  // Paid: the banner goes at once, without a reload.
  await expect(pay).toBeHidden();
  await expect(page.getByRole('region', { name: 'Payment failed' })).toHaveCount(0);
  await expect(page.getByText('In good standing')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1)).toContainText('Paid on');

  await page.goto(PRODUCTION);
  await expect(why).toContainText('The invoice is paid: the workspace can be resumed.');
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(page.getByText('Resuming production')).toBeVisible();
  await expect(why).toHaveCount(0);

  await page.goto('/activity');
  await expect(page.getByText('Pay invoice').first()).toBeVisible();
  await expect(page.getByText('Make card the default').first()).toBeVisible();
  await expect(page.getByText('Control plane (payment overdue)').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('removing the default card takes an acknowledgement, and leaves no valid payment method', async ({ page }) => {
  await page.goto('/billing');
  const cards = page.getByRole('table', { name: 'Cards on file' });
  await cards.getByRole('button', { name: `Remove ${VISA}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the default card?' });
  await expect(dialog).toContainText('no valid payment method');
  const remove = dialog.getByRole('button', { name: 'Remove card' });
  await expect(remove).toBeDisabled();
  await expectAccessible(page, 'remove the default card');
  await snap(page, 'remove-default-card');
  await dialog.getByLabel('I understand the organization has no valid payment method until another card is the default').check();
  await remove.click();
  await expect(dialog).toBeHidden();
  await expect(cards.getByRole('row')).toHaveCount(2);
  await expect(cards).not.toContainText('Default');
  await expect(page.getByText('No: fix it in the billing portal')).toBeVisible();
});

test('a member sees the cards and the unpaid invoice read-only, with who may change them', async ({ page }) => {
  await setDelinquent(page, 1);
  await saveSessionToken(page, MEMBER_TOKEN);
  await useApiKey(page, 'demo-member-api-key');
  const banner = page.getByRole('region', { name: 'Payment failed' });
  await expect(banner).toContainText('Only an organization owner (Organization Admin) can pay the outstanding invoice: Ada Lovelace');
  await expect(banner.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await page.goto('/billing');
  await expect(page.getByText('Only an organization owner (Organization Admin) can make a card the default or remove one: Ada Lovelace')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cards on file' }).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('note', { name: 'Outstanding invoice' })).toContainText('Only an organization owner');
  await expectAccessible(page, 'billing member');
  await snap(page, 'billing-member');
});

test('past the data-deletion grace: the banner and Billing say the data is due for deletion', async ({ page }) => {
  test.slow();
  await setDelinquent(page, 11);
  await page.goto('/workgroups');
  const banner = page.getByRole('region', { name: 'Payment failed' });
  await expect(banner).toContainText('was due for deletion on');
  await expect(banner).toContainText('and may be deleted at any time');
  await expect(banner.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await expectAccessible(page, 'banner data due for deletion');
  await snap(page, 'banner-deletion-due');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'banner-deletion-due-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'banner-deletion-due-phone-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await snap(page, 'banner-deletion-due-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/billing');
  await expect(page.getByRole('note', { name: 'Outstanding invoice' })).toContainText('data was due for deletion on');
  await snap(page, 'billing-deletion-due');
});
