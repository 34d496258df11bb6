import { test, expect, type Page } from '@playwright/test';
import { API_KEY, V, api, clearSessionToken, expectAccessible, saveSessionToken, snap, watchErrors } from '../helpers';

/**
 * The add-on marketplace, billing and the delinquent banner against the embedded control plane.
 */
async function setDelinquent(page: Page, days: number | null): Promise<void> {
  expect((await page.request.put('/console/test/delinquent', { data: { days } })).ok()).toBe(true);
}

test.afterEach(async ({ page }) => {
  await setDelinquent(page, null);
});

test('marketplace: every add-on with its price; install one, configure it (a duplicate name refused before sending), turn it off', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/workgroups');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Add-ons' }).click();
  await expect(page.getByRole('heading', { name: 'Add-ons', level: 1 })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Add-ons' });
  for (const name of ['Insights', 'GraphStudio', 'GraphQL', 'CoPilot']) await expect(cards.getByRole('link', { name })).toBeVisible();
  const graphql = cards.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'GraphQL' }) });
  await expect(graphql.getByText(/US\$ [\d.]+ to US\$ [\d.]+ per workspace-hour/)).toBeVisible();
  await expect(
    cards
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'GraphStudio' }) })
      .getByText('Free'),
  ).toBeVisible();
  await expect(
    cards
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Insights' }) })
      .getByText('Installed', { exact: true }),
  ).toBeVisible();
  await expectAccessible(page, 'marketplace');
  await snap(page, 'addons-marketplace');

  await graphql.getByRole('button', { name: 'Install GraphQL' }).click();
  await expect(graphql.getByText('Installed', { exact: true })).toBeVisible();
  await graphql.getByRole('link', { name: 'GraphQL' }).click();
  await expect(page.getByRole('heading', { name: 'GraphQL', level: 1 })).toBeVisible();

  await page.getByLabel('Configuration name').fill('max_depth');
  await page.getByLabel('Configuration value').fill('8');
  await page.getByRole('button', { name: 'Add configuration' }).click();
  const table = page.getByRole('table', { name: 'GraphQL configurations' });
  await expect(table.getByRole('row', { name: /max_depth/ })).toContainText('8');

  // The same name in another case: refused in the form, and nothing is sent.
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/configs')) sent++;
  });
  await page.getByLabel('Configuration name').fill('MAX_DEPTH');
  await page.getByLabel('Configuration value').fill('9');
  await page.getByRole('button', { name: 'Add configuration' }).click();
  await expect(page.getByText('max_depth is already set: change it in the list instead')).toBeVisible();
  expect(sent).toBe(0);
  await expect(page.getByLabel('Configuration value')).toHaveValue('9');

  await table.getByRole('button', { name: 'Change max_depth' }).click();
  await page.getByLabel('New value of max_depth').fill('12');
  await table.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('row', { name: /max_depth/ })).toContainText('12');
  await snap(page, 'addon-detail');
  await table.getByRole('button', { name: 'Remove max_depth' }).click();
  await expect(page.getByText('GraphQL has no configurations yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Turn off for the organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off GraphQL?' });
  await expect(dialog.getByText('No workspace uses it.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Turn GraphQL on again' })).toBeVisible();
  await expectAccessible(page, 'add-on detail');

  // The activity log kept the writes.
  await page.goto('/activity');
  await expect(page.getByText('Install or turn off add-on').first()).toBeVisible();
  await expect(page.getByText('Change add-on configuration').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('an add-on workspaces use cannot be turned off: the dialog names them and its button stays disabled; the service refuses it too', async ({ page }) => {
  await page.goto('/addons/addon-insights');
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  const users = page.getByRole('list', { name: 'Workspaces using Insights' });
  await expect(users.getByRole('link').first()).toBeVisible();
  const first = await users.getByRole('link').first().textContent();
  await page.getByRole('button', { name: 'Turn off for the organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off Insights?' });
  await expect(dialog.getByRole('alert')).toContainText(first!);
  await expect(dialog.getByRole('button', { name: 'Turn off', exact: true })).toBeDisabled();
  await expectAccessible(page, 'turn off refused');
  await snap(page, 'addon-turn-off-in-use');
  const res = await page.request.post(`${V}/addons/addon-insights/install?enable=false`, { headers: { 'x-api-key': API_KEY } });
  const body = (await res.json()) as { ErrorDetails: { FieldName: string; Reason: string }[]; RequestID: string };
  expect(res.status()).toBe(400);
  expect(body.ErrorDetails[0]!.FieldName).toBe('enable');
  expect(body.ErrorDetails[0]!.Reason).toContain(first!);
});

test('asking for an add-on not offered: the field names what is wrong, the answer shows', async ({ page }) => {
  await page.goto('/addons');
  const section = page.getByRole('region', { name: 'Ask for an add-on that is not offered' });
  await section.getByRole('button', { name: 'Ask for this add-on' }).click();
  await expect(section.getByText('Say which add-on you need')).toBeVisible();
  await section.getByLabel('Add-on you need').fill('Insights');
  await section.getByRole('button', { name: 'Ask for this add-on' }).click();
  // The service refuses one it offers, naming the field, with its RequestID.
  await expect(section.getByText('Insights is already offered: install it from the list')).toBeVisible();
  await section.getByLabel('Add-on you need').fill('Graph ML');
  await section.getByLabel('What you would use it for').fill('Node embeddings for fraud rings');
  await section.getByRole('button', { name: 'Ask for this add-on' }).click();
  await expect(section.getByRole('status')).toContainText('Graph ML');
  await expectAccessible(page, 'request add-on');
});

test('billing: balance, payment method, customer, the month at the organization prices; the session token goes with the credit read', async ({ page }) => {
  const errors = watchErrors(page);
  await saveSessionToken(page, 'demo-owner-token');
  const bearer: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/billing/credit')) bearer.push(r.headers().authorization ?? '');
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  // The credit shows under Payment, and again beside the month's projection (the cost explorer).
  await expect(page.getByRole('definition').filter({ hasText: 'US$ 125.40' })).toBeVisible();
  await expect(page.getByText('Credit card')).toBeVisible();
  await expect(page.getByText('billing@acme.example')).toBeVisible();
  await expect(page.getByText('In good standing')).toBeVisible();
  // The page sends no token: the console's server adds the owner's from the session (the credit above is its answer).
  expect(bearer).toEqual(['']);
  const costs = page.getByRole('table', { name: 'Cost by workspace' });
  // A row per workspace of the organization (other journeys may have added some to the shared control plane,
  // or deleted some: those stay in the month), and the heading row.
  const workgroups = await api<{ workspaces?: { workspace_type?: unknown }[] }[]>(page.request, 'GET', `${V}/workgroups`);
  const sized = workgroups.flatMap((w) => w.workspaces ?? []).filter((w) => w.workspace_type).length;
  await expect(costs.getByRole('row').nth(sized)).toBeVisible();
  await expect(page.getByText(/Insights add-on \$[\d.]+ per hour/).first()).toBeVisible();
  await expect(page.getByText(/demo price list: assumed, not the vendor’s/)).toBeVisible();
  await expectAccessible(page, 'billing');
  await snap(page, 'billing');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'billing-phone');
  expect(errors).toEqual([]);
});

test('billing without a session token: the credit and status reads are not sent, and the screen says what to add (issue 49)', async ({ page }) => {
  const errors = watchErrors(page);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (/\/billing\/(credit|status)$/.test(r.url())) sent.push(r.url());
  });
  // The demo's session starts with its owner's token: cleared, as a person would.
  await clearSessionToken(page);
  await page.goto('/workgroups');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  const notes = page.getByRole('note').filter({ hasText: 'Needs a session token (any person’s of this organization) beside the API key; nothing was sent' });
  await expect(notes).toHaveCount(2);
  await expect(page.getByText('billing@acme.example')).toBeVisible();
  expect(sent).toEqual([]);
  await expectAccessible(page, 'billing without a session token');
  await snap(page, 'billing-no-token');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'billing-no-token-phone-dark');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await notes.first().getByRole('link', { name: 'Settings' }).click();
  await saveSessionToken(page, 'demo-owner-token');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('definition').filter({ hasText: 'US$ 125.40' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('delinquent: every screen shows when workspaces stop and data goes; paying in the portal clears it', async ({ page }) => {
  await setDelinquent(page, 1);
  for (const path of ['/workgroups', '/addons', '/organization', '/settings']) {
    await page.goto(path);
    const banner = page.getByRole('region', { name: 'Payment failed' });
    await expect(banner).toContainText('Its workspaces stop on');
    await expect(banner).toContainText('the Paid tier’s grace periods');
  }
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
  const banner = page.getByRole('region', { name: 'Payment failed' });
  // Standard is the vendor's Paid tier: 3 days to the stop, 10 to the deletion.
  await expect(banner).toContainText(`stop on ${day(2)}`);
  await expect(banner).toContainText(`deleted on ${day(9)}`);
  await expectAccessible(page, 'delinquent banner');
  await snap(page, 'delinquent-banner');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'delinquent-banner-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await banner.getByRole('link', { name: 'Fix the payment in the billing portal' }).click();
  await expect(page.getByText('No: fix it in the billing portal')).toBeVisible();
  await page.getByRole('button', { name: 'Open the billing portal' }).click();
  await expect(page.getByRole('heading', { name: /Billing portal/ })).toBeVisible();
  await page.getByRole('button', { name: 'Pay the outstanding invoice' }).click();
  await page.getByRole('link', { name: 'Back to Billing' }).click();
  await expect(page.getByText('In good standing')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment failed' })).toHaveCount(0);
});

test('the price shows before anything is created: the create-workspace form and turning an add-on on', async ({ page }) => {
  let writes = 0;
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/controller/')) writes++;
  });
  await page.goto('/workgroups/wg-0001/workspaces/new');
  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('radio', { name: /TG-1\b/ })
    .check();
  await page.getByRole('checkbox', { name: /Insights/ }).check();
  const price = page.getByRole('status', { name: 'Price per hour' });
  // TG-1 has 8 vCPU at the demo's US$ 0.11 per vCPU-hour; Insights a tenth of that.
  await expect(price).toContainText('TG-1 compute US$ 0.88 + Insights US$ 0.088 = US$ 0.968');
  await expectAccessible(page, 'create workspace price');
  await snap(page, 'create-workspace-price');
  expect(writes).toBe(0);

  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-2/edit');
  await page.getByRole('checkbox', { name: 'GraphQL' }).check();
  await expect(page.getByRole('status', { name: 'Price per hour' })).toContainText(/Per hour, added by the add-ons turned on: GraphQL US\$ [\d.]+/);
  expect(writes).toBe(0);
});
