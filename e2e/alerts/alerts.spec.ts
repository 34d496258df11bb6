import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_KEY, V, expectAccessible, snap, watchErrors, watchLayoutShift } from '../helpers';
import { startReceiver } from '../../src/server/areas/alerts/receiver.test-util';

// Alerts on the demo organization (the embedded plane runs with ALERT_FOR_S=3 and ALERT_RETRY_MS=500 here). The receivers
// listen on 127.0.0.1 only; analytics (ws-0001-2) idles until a test hook holds it hot.

const setLoad = async (request: APIRequestContext, profile: 'hot' | 'idle') =>
  expect((await request.put('/console/test/load', { data: { workspaceID: 'ws-0001-2', profile } })).ok()).toBe(true);

const channels = (page: Page) => page.getByRole('region', { name: 'Notification channels' });

async function addChannel(page: Page, o: { name: string; url: string; kind?: 'Slack'; secret?: string }) {
  await channels(page).getByRole('button', { name: 'Add channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a notification channel' });
  await dialog.getByLabel('Name').fill(o.name);
  if (o.kind) await dialog.getByRole('radio', { name: /Slack-compatible/ }).check();
  await dialog.getByLabel('Address').fill(o.url);
  if (o.secret) await dialog.getByLabel('Secret (optional)').fill(o.secret);
  await dialog.getByRole('button', { name: 'Add channel' }).click();
  await expect(dialog).toBeHidden();
  await expect(channels(page).getByRole('row').filter({ hasText: o.name })).toBeVisible();
}

async function removeChannel(page: Page, name: string) {
  await channels(page)
    .getByRole('button', { name: `Remove ${name}` })
    .click();
  await page
    .getByRole('dialog', { name: `Remove the channel "${name}"` })
    .getByRole('button', { name: 'Remove channel' })
    .click();
  await expect(channels(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);
}

test.afterEach(async ({ request }) => setLoad(request, 'idle'));

test('an owner adds a signed webhook to a local receiver and sends it a test; the secret is never shown again', async ({ page }) => {
  const errors = watchErrors(page);
  const shiftSoFar = await watchLayoutShift(page);
  const receiver = await startReceiver();
  try {
    await page.goto('/alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Delivery log' })).toBeVisible();
    // The sections land together: nothing on screen moved while they were read.
    expect(await shiftSoFar()).toBeLessThan(0.01);
    // Refused beside the field, nothing sent, nothing typed lost.
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith(`${V}/alert-channels`) && posts.push(r.postData() ?? ''));
    await channels(page).getByRole('button', { name: 'Add channel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a notification channel' });
    await dialog.getByLabel('Name').fill('On-call');
    await dialog.getByLabel('Address').fill('ftp://files.example.com/drop');
    await dialog.getByLabel('Secret (optional)').fill('hush-hush');
    await dialog.getByRole('button', { name: 'Add channel' }).click();
    await expect(dialog.getByText('Only http and https addresses can receive notifications')).toBeVisible();
    expect(posts).toHaveLength(0);
    // Copy as cURL leaves the secret to the shell.
    await dialog.getByLabel('Address').fill(receiver.url);
    await dialog.getByRole('button', { name: 'Copy as cURL' }).click();
    const curl = page.getByRole('dialog', { name: 'Request: Add a notification channel' });
    await expect(curl).toContainText('$CHANNEL_SECRET');
    await expect(curl).not.toContainText('hush-hush');
    await curl.getByRole('button', { name: 'Close' }).first().click();
    await expectAccessible(page, 'add channel dialog');
    await snap(page, 'alerts-add-channel');
    await dialog.getByRole('button', { name: 'Add channel' }).click();
    await expect(dialog).toBeHidden();
    expect(posts).toHaveLength(1);

    const row = channels(page).getByRole('row').filter({ hasText: 'On-call' });
    await expect(row).toContainText(receiver.url);
    await expect(row).toContainText('Yes');
    await expect(page.getByText('hush-hush')).toHaveCount(0);
    await row.getByRole('button', { name: 'Send a test notification to On-call' }).click();
    await expect(channels(page).getByRole('status').filter({ hasText: 'Test to “On-call”: delivered (HTTP 200).' })).toBeVisible();
    await channels(page).getByRole('button', { name: 'Copy this test as cURL' }).click();
    const testCurl = page.getByRole('dialog', { name: 'Request: Send a test notification' });
    await expect(testCurl).toContainText(/-X POST .*\/controller\/v4\/v2\/alert-channels\/ch-[0-9a-f]+\/test/);
    await testCurl.getByRole('button', { name: 'Close' }).first().click();
    const got = receiver.received.at(-1)!;
    expect(got.headers['x-signature-256']).toBe(`sha256=${createHmac('sha256', 'hush-hush').update(got.body).digest('hex')}`);
    expect(JSON.parse(got.body)).toMatchObject({ event: 'test', organization: { id: 'org-acme' } });
    const log = page.getByRole('region', { name: 'Delivery log' });
    await expect(log.getByRole('row').filter({ hasText: 'Test notification' }).filter({ hasText: 'On-call' })).toContainText('Delivered');
    await expectAccessible(page, 'alerts');
    await snap(page, 'alerts');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page, 'alerts, dark');
    await snap(page, 'alerts-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await removeChannel(page, 'On-call');
    expect(errors).toEqual([]);
  } finally {
    await receiver.close();
  }
});

test('a workspace held over its threshold fires within the sustain period and resolves after; the channel hears both', async ({ page, request, baseURL }) => {
  const receiver = await startReceiver();
  try {
    await page.goto('/alerts?workspace=ws-0001-2');
    // The name field's own example: a channel's name only labels it, so "#ops" is taken as typed.
    await addChannel(page, { name: '#ops (on-call)', url: receiver.url });
    const history = page.getByRole('region', { name: 'Alert history' });
    await expect(history.getByLabel('Workspace')).toHaveValue('ws-0001-2');
    const firingRows = history.getByRole('row').filter({ hasText: 'Firing' }).filter({ hasText: 'CPU' });
    await expect(firingRows).toHaveCount(0);
    await setLoad(request, 'hot');
    // 3 s sustain, evaluated every second, read again every 10 s.
    await expect(firingRows).toHaveCount(1, { timeout: 20_000 });
    await expect(firingRows).toContainText(/analytics.*CPU.*threshold 80 %/);
    await expect(history.getByRole('row').filter({ hasText: 'production' })).toHaveCount(0);
    await snap(page, 'alerts-firing');
    const firing = () => receiver.received.find((m) => m.body.includes('"event":"firing"') && m.body.includes('"metric":"cpu"'));
    await expect.poll(firing).toBeTruthy();
    const fired = firing()!;
    const body = JSON.parse(fired.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      organization: { name: 'Acme Graph Labs' },
      workgroup: { id: 'wg-0001' },
      workspace: { id: 'ws-0001-2', name: 'analytics' },
      threshold: 80,
    });
    expect(body.link).toBe(`${baseURL}/workgroups/wg-0001/workspaces/ws-0001-2/monitoring`);

    await setLoad(request, 'idle');
    await expect(history.getByRole('row').filter({ hasText: 'CPU' }).first()).toContainText('Resolved', { timeout: 20_000 });
    await expect.poll(() => receiver.received.some((m) => m.body.includes('"event":"resolved"') && m.body.includes(String(body.alert_id)))).toBe(true);
    await removeChannel(page, '#ops (on-call)');
  } finally {
    await receiver.close();
  }
});

test('a receiver failing twice gets the notification on the third attempt, and the delivery log shows it', async ({ page, request }) => {
  const receiver = await startReceiver([], 2);
  try {
    await page.goto('/alerts');
    await addChannel(page, { name: 'Flaky Slack', url: receiver.url, kind: 'Slack' });
    await setLoad(request, 'hot');
    const log = page.getByRole('region', { name: 'Delivery log' });
    const delivered = log.getByRole('row').filter({ hasText: 'Flaky Slack' }).filter({ hasText: 'Firing: CPU of analytics' });
    await expect(delivered).toContainText('Delivered', { timeout: 25_000 });
    await expect(delivered.getByRole('cell').nth(4)).toHaveText('3');
    await expect(delivered).toContainText('HTTP 200');
    const sent = receiver.received.filter((m) => m.body.includes('CPU of the busiest node') && m.body.includes('analytics'));
    expect(sent.length).toBe(3);
    expect(JSON.parse(sent[0]!.body)).toEqual({
      text: expect.stringMatching(/^\[FIRING\] analytics \(workspace ws-0001-2, workgroup .*organization Acme Graph Labs\)/),
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'alerts on a phone');
    await snap(page, 'alerts-phone');
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'alerts-phone-dark');
    await removeChannel(page, 'Flaky Slack');
  } finally {
    await receiver.close();
  }
});

test('a member sees the channels read-only with the reason, and cannot add one', async ({ page, request }) => {
  const receiver = await startReceiver();
  const added = await request.post(`${V}/alert-channels`, {
    headers: { 'x-api-key': API_KEY },
    data: { name: 'Owner hook', kind: 'webhook', url: receiver.url },
  });
  const { id } = (await added.json()).Result as { id: string };
  try {
    await page.goto('/settings');
    const key = page.getByRole('region', { name: 'API key' });
    await key.getByRole('button', { name: 'Change API key' }).click();
    await key.getByLabel('New API key').fill('demo-member-api-key');
    await key.getByRole('button', { name: 'Save API key' }).click();
    await expect(key.getByText('Kept by the console server until this browser closes')).toBeVisible();
    await page.goto('/alerts?dialog=add-channel');
    await expect(channels(page).getByRole('note')).toHaveText(
      'Only an organization owner (Organization Admin) may add a notification channel. grace@acme.example acts here, with their API key, as a member. Channels are shown read-only.',
    );
    await expect(channels(page).getByRole('row').filter({ hasText: 'Owner hook' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add channel' })).toBeDisabled();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Send a test notification|Remove/ })).toHaveCount(0);
    await expectAccessible(page, 'alerts for a member');
    await snap(page, 'alerts-member');
    // The service refuses the member too.
    const refused = await request.post(`${V}/alert-channels`, {
      headers: { 'x-api-key': 'demo-member-api-key' },
      data: { name: 'Mine', kind: 'webhook', url: receiver.url },
    });
    expect(refused.status()).toBe(403);
  } finally {
    await request.delete(`${V}/alert-channels/${id}`, { headers: { 'x-api-key': API_KEY } });
    await receiver.close();
  }
});

test('the rules download is the organization’s thresholds as Prometheus rules; keyboard alone opens and closes the add dialog', async ({ page }) => {
  // Reached from the Organization screen.
  await page.goto('/organization');
  await page.getByRole('region', { name: 'Alerts' }).getByRole('link', { name: 'Alerts' }).click();
  await expect(page).toHaveURL(/\/alerts$/);
  const rules = page.getByRole('region', { name: 'Rules for your own Prometheus' });
  const download = page.waitForEvent('download');
  await rules.getByRole('button', { name: 'Download Prometheus rules (YAML)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('graph-console-alerts.rules.yml');
  const text = await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c).toString('utf8'));
  expect(text).toContain('groups:');
  expect(text).toContain(
    'max by (workgroup_id, workspace_id) (tigergraph_cpu_usage{service_name=\\"\\", workgroup_id=\\"wg-0001\\", workspace_id=\\"ws-0001-1\\"}) > 80',
  );
  expect(text).toContain('for: "3s"');

  await channels(page).getByRole('button', { name: 'Add channel' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add a notification channel' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Keyboard hook');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: /^Webhook/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(channels(page).getByRole('button', { name: 'Add channel' })).toBeFocused();
});

test('an address that may not take notifications is refused beside the field, with why; a sixth test in a minute is refused with when to try again', async ({
  page,
  baseURL,
}) => {
  const receiver = await startReceiver();
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith(`${V}/alert-channels`) && posts.push(r.postData() ?? ''));
  try {
    await page.goto('/alerts');
    await channels(page).getByRole('button', { name: 'Add channel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a notification channel' });
    const address = dialog.getByLabel('Address');
    await dialog.getByLabel('Name').fill('Metadata');
    // The form knows the metadata service however it is written, and says so before sending anything.
    await address.fill('http://[64:ff9b::a9fe:a9fe]/latest/meta-data/');
    await dialog.getByRole('button', { name: 'Add channel' }).click();
    await expect(address).toHaveAccessibleDescription(
      /64:ff9b::a9fe:a9fe carries 169\.254\.169\.254, the cloud metadata service \(169\.254\.169\.254\): notifications never go there/,
    );
    expect(posts).toHaveLength(0);
    await expectAccessible(page, 'add channel dialog, address refused');
    await snap(page, 'alerts-address-refused');
    // The console's own address is the server's to know: its refusal lands beside the same field.
    await address.fill(`http://localhost:${new URL(baseURL!).port}/controller/v4/v2/workgroups`);
    await dialog.getByRole('button', { name: 'Add channel' }).click();
    await expect(address).toHaveAccessibleDescription(/is this console server's own address: notifications to it would loop/);
    expect(posts).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await addChannel(page, { name: 'Often tested', url: receiver.url });
    const send = channels(page).getByRole('button', { name: 'Send a test notification to Often tested' });
    for (let i = 1; i <= 5; i++) {
      await send.click();
      await expect(channels(page).getByRole('status')).toHaveText('Test to “Often tested”: delivered (HTTP 200).');
      await expect(send).toBeEnabled();
    }
    await send.click();
    const refused = channels(page).getByRole('alert').filter({ hasText: 'The test was not sent' });
    await expect(refused).toContainText(/Channel "Often tested" was sent 5 test notifications in the last minute, the most it takes; try again in \d+ s/);
    await expect(refused).toContainText(/Rate limited: the control service asks to wait \d+ s before trying again/);
    expect(receiver.received).toHaveLength(5);
    await snap(page, 'alerts-test-rate-limited');
    await removeChannel(page, 'Often tested');
  } finally {
    await receiver.close();
  }
});

test('the alert history’s workspace filter tells workspaces of the same name apart by their workgroup', async ({ page }) => {
  await page.goto('/alerts');
  const filter = page.getByRole('region', { name: 'Alert history' }).getByLabel('Workspace');
  await expect(filter.getByRole('option', { name: /Fraud detection/ }).first()).toBeAttached();
  const names = (await filter.getByRole('option').allTextContents()).map((n) => n.trim());
  // Every workgroup of the demo has a "production": each is its own choice, named so.
  expect(names.filter((n) => n.startsWith('production')).length).toBeGreaterThan(1);
  expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  await filter.selectOption({ label: 'production · Customer 360' });
  await expect(page).toHaveURL(/workspace=ws-0002-1/);
  // The closed filter says which one is chosen.
  await expect(filter.locator('option:checked')).toHaveText('production · Customer 360');
  await expectAccessible(page, 'alert history filter');
});
