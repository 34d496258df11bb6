import { test, expect } from '@playwright/test';
import { enterApiKey, expectAccessible, snap, againstAwkwardUpstream, varyUpstream, watchErrors } from '../helpers';

/**
 * Pay now and the cards in proxy mode, against the awkward upstream answering revision D as the vendor
 * documents it: no invoice list and no cards (both assumed by the console), the payment's answer a string.
 */
againstAwkwardUpstream();

test('the banner’s Pay now against the vendor: no invoice list, so the invoice of the failed day is asked for, said so; paid, the banner goes at once', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  await varyUpstream(request, { org: 'offered', dialect: 'vendor', delinquent: true });
  await page.goto('/workgroups');
  await enterApiKey(page, 'awkward-key-0001');
  const banner = page.getByRole('region', { name: 'Payment failed' });
  await banner.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay the outstanding invoice?' });
  await expect(dialog).toContainText('This deployment does not list invoices, so the console asks for the one dated the day the payment failed');
  await expect(dialog).toContainText('the organization’s default payment method');
  // The vendor's check says the method is not valid: said before paying, and the payment is still the service's to refuse.
  await expect(dialog).toContainText('The service says the organization has no valid payment method (GET /billing/validation)');
  await expectAccessible(page, 'proxy pay now');
  await snap(page, 'proxy-pay-now');
  const failed = new Date(Date.now() - 86_400_000);
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/billing/payment/invoice'));
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  const query = new URL((await sent).url()).searchParams;
  expect([query.get('year'), query.get('month'), query.get('day')]).toEqual(
    [failed.getUTCFullYear(), failed.getUTCMonth() + 1, failed.getUTCDate()].map(String),
  );
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Payment failed' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('cards where the deployment lists none: named by id, checked before sending; the vendor without the card operation is told apart', async ({
  page,
  request,
}) => {
  await varyUpstream(request, { org: 'offered', dialect: 'vendor' });
  await page.goto('/billing');
  await enterApiKey(page, 'awkward-key-0001');
  const cards = page.getByRole('region', { name: 'Cards' });
  await expect(cards).toContainText('This deployment does not list the organization’s cards');
  await expect(page.getByRole('region', { name: 'Invoices' })).toContainText('This deployment does not list invoices');
  let sent = 0;
  page.on('request', (r) => r.url().includes('/billing/credit-cards/') && sent++);
  await cards.getByRole('button', { name: 'Make this card the default' }).click();
  await expect(cards.getByText('Enter the card’s id, as the billing portal shows it')).toBeVisible();
  expect(sent).toBe(0);
  await cards.getByLabel('Card ID').fill('card_aw_1');
  await cards.getByRole('button', { name: 'Remove this card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove card card_aw_1?' });
  await expect(dialog).toContainText('may be the card that pays the invoices');
  await dialog.getByLabel('I understand the organization has no valid payment method until another card is the default').check();
  await dialog.getByRole('button', { name: 'Remove card' }).click();
  await expect(dialog.getByRole('alert')).toContainText('does not offer this');
  await expectAccessible(page, 'proxy cards not listed');
  await snap(page, 'proxy-cards-not-listed');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards.getByLabel('Card ID')).toHaveValue('card_aw_1');
});
