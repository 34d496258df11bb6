import { expect, test } from '@playwright/test';
import { MEMBER_TOKEN, V, api, expectAccessible, saveSessionToken, snap, watchErrors } from '../helpers';
import { startReceiver } from '../../src/server/areas/alerts/receiver.test-util';

/**
 * Issue 63, budgets: an owner sets a monthly budget below the month to date on Billing; the alert engine (a tick a second
 * here) notifies the organization's channels once, for the highest share crossed, lists it in the alert history, and
 * Billing shows the bar and the crossing in its banner. A member sees the budget read-only, with the reason.
 */
const usd = (c: number) => `US$ ${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('an owner sets a budget below the month to date: one budget notification reaches the webhook, the alert history lists it, Billing shows the bar and the banner', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const receiver = await startReceiver();
  const channel = await api<{ id: string }>(request, 'POST', `${V}/alert-channels`, { name: 'Finance hook', kind: 'webhook', url: receiver.url });
  try {
    await page.goto('/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    const soFarText = await page
      .getByRole('region', { name: 'This month' })
      .getByRole('definition')
      .first()
      .getByText(/^US\$ /)
      .textContent();
    const soFar = Math.round(Number(soFarText!.replace(/[^\d.]/g, '')) * 100);
    expect(soFar).toBeGreaterThan(200);
    const budgetCents = Math.floor(soFar / 2);

    const section = page.getByRole('region', { name: 'Budget', exact: true });
    await expect(section.getByText('No monthly budget is set')).toBeVisible();
    // Refused beside the fields, in the server's words, and nothing sent.
    const puts: string[] = [];
    page.on('request', (r) => r.method() === 'PUT' && r.url().endsWith(`${V}/billing/budget`) && puts.push(r.postData() ?? ''));
    await section.getByLabel('Monthly budget (US$)').fill('0');
    await section.getByLabel('Notify at (% of the budget)').fill('50, 80, 80');
    await section.getByRole('button', { name: 'Set budget' }).click();
    await expect(section.getByText('The monthly budget must be between US$ 1 and US$ 10,000,000')).toBeVisible();
    await expect(section.getByText('Give each share once')).toBeVisible();
    expect(puts).toHaveLength(0);

    await section.getByLabel('Monthly budget (US$)').fill(String(budgetCents / 100));
    await section.getByLabel('Notify at (% of the budget)').fill('100, 50, 80');
    await section.getByRole('button', { name: 'Set budget' }).click();
    await expect(section.getByRole('button', { name: 'Change budget' })).toBeVisible();
    expect(puts).toHaveLength(1);
    expect(JSON.parse(puts[0]!)).toEqual({ monthly_usd: budgetCents / 100, notify_at_percent: [50, 80, 100] });
    await expect(section.getByLabel('Notify at (% of the budget)')).toHaveValue('50, 80, 100');
    // The bar's words: the budget, and the month to date against it.
    await expect(section.getByRole('definition').filter({ hasText: 'a month' })).toHaveText(`${usd(budgetCents)} a month, notifying at 50 %, 80 %, 100 %`);
    // The month to date grows as the workspaces run: read against the budget, not to the cent read above.
    await expect(
      section
        .getByRole('definition')
        .filter({ hasText: /% of the budget$/ })
        .first(),
    ).toHaveText(/^US\$ [\d,.]+.*, (19\d|20\d) % of the budget$/);
    const banner = page.getByRole('region', { name: 'Budget crossed' });
    await expect(banner).toHaveText(new RegExp(`^This month's spending has reached 100 % of the ${usd(budgetCents).replace(/[$.]/g, '\\$&')} budget`));

    // Exactly one budget notification, for the highest share: a few ticks more bring no other.
    const budgetBodies = () => receiver.received.map((m) => JSON.parse(m.body) as Record<string, unknown>).filter((b) => b.event === 'budget');
    await expect.poll(() => budgetBodies().length, { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(3500);
    expect(budgetBodies()).toHaveLength(1);
    expect(budgetBodies()[0]).toMatchObject({ event: 'budget', percent: 100, basis: 'month to date', monthly_usd: budgetCents / 100 });

    await expectAccessible(page, 'billing with a budget crossed');
    await snap(page, 'billing-budget');

    await page.goto('/alerts');
    const history = page.getByRole('region', { name: 'Alert history' });
    const row = history.getByRole('row').filter({ hasText: 'Monthly budget' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Budget (month’s spending)');
    await expect(row).toContainText('Notified');
    await expect(
      page.getByRole('region', { name: 'Delivery log' }).getByRole('row').filter({ hasText: 'Budget: 100 % of the monthly budget crossed' }),
    ).toHaveCount(1);
    await expectAccessible(page, 'alert history with a budget notification');

    // A member reads the budget, and is told why it cannot be changed.
    await saveSessionToken(page, MEMBER_TOKEN);
    await page.goto('/billing');
    const asMember = page.getByRole('region', { name: 'Budget', exact: true });
    await expect(asMember.getByRole('note')).toContainText('Only an organization owner');
    await expect(asMember.getByRole('note')).toContainText('set the monthly budget');
    await expect(asMember.getByRole('button', { name: /budget/ })).toHaveCount(0);
    await expect(asMember.getByRole('definition').filter({ hasText: 'a month' })).toHaveText(`${usd(budgetCents)} a month, notifying at 50 %, 80 %, 100 %`);
    expect(errors).toEqual([]);
  } finally {
    // The demo is left with no channel of this test's and a budget nothing crosses.
    await api(request, 'DELETE', `${V}/alert-channels/${channel.id}`);
    await api(request, 'PUT', `${V}/billing/budget`, { monthly_usd: 10_000_000, notify_at_percent: [100] });
    await receiver.close();
  }
});
