import fs from 'node:fs';
import { test, expect, type APIRequestContext } from '@playwright/test';
import { API_KEY, PROXY_URL, V, createWorkgroup, expectAccessible, snap, unique, watchErrors } from '../helpers';

/** A write sent straight to the control plane, as another person or a script would: its RequestID and status. */
async function write(request: APIRequestContext, method: string, path: string, body: unknown, base = '', key = API_KEY) {
  const res = await request.fetch(base + path, { method, headers: { 'x-api-key': key, 'content-type': 'application/json' }, data: JSON.stringify(body) });
  const json = (await res.json()) as { RequestID: string };
  return { status: res.status(), requestId: json.RequestID };
}

test('the activity screen reads the server audit trail: search by RequestID, who and target, a time range, CSV export, the same in every browser', async ({
  page,
  request,
  browser,
}) => {
  const errors = watchErrors(page);
  const wg = await createWorkgroup(request, unique('audit'));
  const renamed = await write(request, 'PUT', `${V}/workgroups/${wg}`, { workgroup_name: unique('audited') });
  expect(renamed.status).toBe(200);
  const refused = await write(request, 'PUT', `${V}/workgroups/wg-does-not-exist`, { workgroup_name: 'x' });
  expect(refused.status).toBe(404);

  await page.goto('/activity');
  const trail = page.getByRole('region', { name: 'Audit trail' });
  await expect(trail.getByRole('table')).toBeVisible();
  await page.getByLabel('RequestID, target or who').fill(renamed.requestId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(trail.getByText('1 entry')).toBeVisible();
  const row = trail.getByRole('row').filter({ hasText: renamed.requestId });
  await expect(row).toContainText('Demo API key');
  await expect(row).toContainText('200 Accepted');
  // Time to the second, with the zone named (the browser runs in UTC here).
  await expect(row.locator('time')).toHaveText(/\d{1,2}:\d\d:\d\d\s?(AM|PM)? UTC/);
  await row.getByText('What changed').click();
  await expect(row).toContainText(/name .+ → audited/);

  // The refused one, found by its target.
  await page.getByLabel('RequestID, target or who').fill('wg-does-not-exist');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const refusedRow = trail.getByRole('row').filter({ hasText: refused.requestId });
  await expect(refusedRow).toContainText('404 Refused');
  await expect(refusedRow).toContainText('wg-does-not-exist was not found');
  await expectAccessible(page, 'audit trail');
  await snap(page, 'audit-trail');

  // By who, then a time range that holds nothing, then one that is backwards.
  await page.getByLabel('RequestID, target or who').fill('demo api');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(trail.getByRole('row').filter({ hasText: renamed.requestId })).toBeVisible();
  await page.getByLabel('RequestID, target or who').fill('');
  await page.getByLabel('From', { exact: true }).fill('2099-01-01T00:00:00');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(trail.getByText('Nothing recorded matches this search.')).toBeVisible();
  await page.getByLabel('To', { exact: true }).fill('2098-01-01T00:00:00');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('"To" must be after "From".')).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2000-01-01T00:00:00');
  await page.getByLabel('To', { exact: true }).fill('2099-01-01T00:00:00');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(trail.getByRole('row').filter({ hasText: renamed.requestId })).toBeVisible();

  // The export: a CSV that holds the rows shown, quoted.
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(file.suggestedFilename()).toMatch(/^audit-trail-.*\.csv$/);
  const csv = fs.readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFF"Time (UTC)","Who","Operation","Method","Path","Target","Outcome","Status","Reason","Changes","Request ID","Upstream request ID","Via"',
  );
  expect(csv).toContain(`"${renamed.requestId}"`);
  expect(csv).not.toContain(API_KEY);

  // Another browser (no shared storage) sees the same trail.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/activity');
  await second.getByLabel('RequestID, target or who').fill(refused.requestId);
  await second.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(second.getByRole('row').filter({ hasText: refused.requestId })).toContainText('404 Refused');
  await other.close();
  expect(errors).toEqual([]);
});

test('at phone width the trail is one card per entry', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const wg = await createWorkgroup(request, unique('audit-phone'));
  const r = await write(request, 'PUT', `${V}/workgroups/${wg}`, { enable_application_log: true });
  await page.goto('/activity');
  await page.getByLabel('RequestID, target or who').fill(r.requestId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(r.requestId).first()).toBeVisible();
  await expectAccessible(page, 'audit trail, phone');
  await snap(page, 'audit-trail-phone');
});

test('a deployment without the audit read: the screen says so and shows what this browser sent', async ({ page }) => {
  // A deployment of the control service that never heard of the assumed operation answers a 404 page.
  await page.route(`**${V}/audit-log**`, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<html><body>Not Found</body></html>' }));
  await page.goto('/workgroups');
  await expect(page.getByRole('heading', { name: 'Workgroups' })).toBeVisible();
  await page.goto('/activity');
  await expect(page.getByText('This deployment does not offer an audit trail')).toBeVisible();
  const log = page.getByRole('region', { name: 'Requests from this browser' });
  await expect(log.getByRole('row').filter({ hasText: 'List workgroups' }).first()).toBeVisible();
  await expectAccessible(page, 'audit fallback');
  await snap(page, 'audit-trail-fallback');
});

test('proxy mode records what it forwards, with the upstream status and RequestID, for the key that sent it', async ({ request }) => {
  const proxy = PROXY_URL;
  const key = 'awkward-key-audit-1';
  const sent = await write(request, 'PUT', `${V}/workgroups/wg-1`, { workgroup_name: 'renamed-through-proxy' }, proxy, key);
  const res = await request.get(`${proxy}${V}/audit-log?q=${sent.requestId}`, { headers: { 'x-api-key': key } });
  expect(res.status()).toBe(200);
  const [entry] = ((await res.json()) as { Result: Record<string, unknown>[] }).Result;
  expect(entry).toMatchObject({
    via: 'proxy',
    request_id: sent.requestId,
    status: sent.status,
    operation: 'updateWorkgroup',
    who: expect.stringMatching(/^API key #[0-9a-f]{8}$/),
  });
  expect(JSON.stringify(entry)).not.toContain(key);
  // Another key sees none of it.
  const others = await request.get(`${proxy}${V}/audit-log?q=${sent.requestId}`, { headers: { 'x-api-key': 'awkward-key-other' } });
  expect(((await others.json()) as { Result: unknown[] }).Result).toEqual([]);
});

test("Activity keeps the audit trail's search and the log shown across a reload, from the URL", async ({ page }) => {
  await page.goto('/activity');
  const form = page.getByRole('search', { name: 'Search the audit trail' });
  await form.getByLabel('RequestID, target or who').fill('wg-0001');
  await form.getByLabel('Outcome').selectOption('accepted');
  await form.getByLabel('RequestID, target or who').press('Enter');
  await expect(page).toHaveURL(/q=wg-0001/);
  const count = page.locator('.count-line');
  await expect(count).toHaveText(/^\d+ entr(y|ies)$/);
  const before = await count.textContent();
  await page.reload();
  await expect(form.getByLabel('RequestID, target or who')).toHaveValue('wg-0001');
  await expect(form.getByLabel('Outcome')).toHaveValue('accepted');
  await expect(count).toHaveText(before!);
  await expectAccessible(page, 'activity search after reload');

  await page.getByRole('button', { name: "This browser's requests" }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: "This browser's requests" })).toHaveAttribute('aria-pressed', 'true');
  // Back on the trail, the search is still there.
  await page.getByRole('button', { name: 'Audit trail' }).click();
  await expect(form.getByLabel('RequestID, target or who')).toHaveValue('wg-0001');
});
