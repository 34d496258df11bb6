import { expect, test, type Page } from '@playwright/test';
import { V, api, expectAccessible, snap, unique, watchErrors } from '../helpers';

/** Everything the browser keeps outside the credential store: drafts, the activity log, the URL. */
async function kept(page: Page): Promise<string> {
  return page.evaluate(() => {
    const all = (s: Storage) =>
      Object.keys(s)
        .filter((k) => k !== 'console.apiKey' && k !== 'console.sessionToken')
        .map((k) => `${k}=${s.getItem(k)}`)
        .join('\n');
    return `${location.href}\n${all(sessionStorage)}\n${all(localStorage)}`;
  });
}

test('database users: a weak password refused beside the field, a generated one shown once, changed, deleted; never kept anywhere', async ({ page }) => {
  const errors = watchErrors(page);
  const username = `app_${Date.now().toString(36)}`;
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1');
  await page.getByRole('link', { name: 'Database users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Database users' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'app_reader', exact: true })).toBeVisible();
  await expectAccessible(page, 'database users');

  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a database user' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('short1!');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/at least 12 characters/);
  // The username inside the password: refused by the same rule as the server's.
  await dialog.getByLabel('Password', { exact: true }).fill(`X-${username}-2024`);
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/must not contain the username/);
  await expectAccessible(page, 'create user refused');
  await snap(page, 'db-user-refused');

  // The draft keeps the username, never the password.
  const typed = await dialog.getByLabel('Password', { exact: true }).inputValue();
  expect(await kept(page)).toContain(username);
  expect(await kept(page)).not.toContain(typed);

  await dialog.getByRole('button', { name: 'Generate a password' }).click();
  const password = await dialog.getByLabel('Password', { exact: true }).inputValue();
  expect(password).toHaveLength(20);
  await expect(dialog.getByText('Strength: Strong')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create user' }).click();
  const once = page.getByRole('dialog', { name: `Password of ${username}` });
  await expect(once.getByText('you will not see it again')).toBeVisible();
  await expect(once.getByLabel('The password', { exact: true })).toHaveText(password);
  await expect(once.getByRole('button', { name: 'Copy the password' })).toBeVisible();
  await expectAccessible(page, 'password shown once');
  await snap(page, 'db-user-shown-once');
  await once.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.getByRole('cell', { name: username, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Change password of ${username}` }).click();
  const change = page.getByRole('dialog', { name: `Change the password of ${username}` });
  await change.getByLabel('New password').fill('Another-Strong-Pass-9');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog', { name: `Password of ${username}` }).getByLabel('The password', { exact: true })).toHaveText('Another-Strong-Pass-9');
  await page.getByRole('button', { name: 'I have saved it' }).click();

  await page.getByRole('button', { name: `Delete ${username}` }).click();
  const del = page.getByRole('dialog', { name: `Delete ${username}` });
  await expect(del.getByText('will lose access')).toBeVisible();
  await expectAccessible(page, 'delete user');
  await del.getByRole('textbox').fill(username);
  await del.getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByRole('cell', { name: username, exact: true })).toBeHidden();

  // Neither password is in the URL, a draft, or the activity log (which did record the exchanges).
  for (const secret of [password, 'Another-Strong-Pass-9', typed]) expect(await kept(page)).not.toContain(secret);
  await page.goto('/activity');
  await expect(page.getByText('Create database user').first()).toBeVisible();
  await expect(page.getByText('Delete database user').first()).toBeVisible();
  expect(await page.content()).not.toContain(password);
  expect(errors).toEqual([]);
});

test('a read-only workspace lists its database users and explains where they are changed', async ({ page, request }) => {
  const ro = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/wg-0002/workspaces`, {
    name: unique('ro').replace(' ', '-'),
    is_rw: false,
    tg_database_id: 'db-0002-1',
    workspace_type_name: 'TG-00',
  });
  await page.goto(`/workgroups/wg-0002/workspaces/${ro.workspace_id}/users`);
  await expect(page.getByText('This workspace is read-only.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'app_reader', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create user' })).toHaveCount(0);
  await expectAccessible(page, 'read-only users');
});

test('organization: the header names it, quota bars match the service, an API key created, used, and its deletion asks for a key again', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  await page.goto('/workgroups');
  await expect(page.getByRole('banner').getByText('Acme Graph Labs')).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Acme Graph Labs · demo\s?: organization/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organization' })).toBeVisible();

  const quota = await api<{
    rw_workspace_count_usage: number;
    rw_workspace_count_limit: number;
    ro_workspace_count_usage: number;
    ro_workspace_count_limit: number;
    memory_usage_in_bytes: number;
  }>(request, 'GET', `${V}/org/quota`);
  const rw = page.getByRole('meter', { name: /^Read-write workspaces/ });
  await expect(rw).toHaveAttribute('value', String(quota.rw_workspace_count_usage));
  await expect(rw).toHaveAttribute('max', String(quota.rw_workspace_count_limit));
  await expect(rw).toHaveAccessibleName(`Read-write workspaces: ${quota.rw_workspace_count_usage} of ${quota.rw_workspace_count_limit}`);
  await expect(
    page.getByRole('meter', { name: `Read-only workspaces: ${quota.ro_workspace_count_usage} of ${quota.ro_workspace_count_limit}` }),
  ).toHaveAttribute('value', String(quota.ro_workspace_count_usage));
  // Sizes in one unit system: the 4096 GiB limit reads 4 TiB, and the largest size's 1024Gi reads 1 TiB beside it.
  await expect(page.getByRole('meter', { name: /^Memory: \d+(\.\d+)? [GT]iB of 4 TiB$/ })).toBeVisible();
  await expect(page.getByText('TG-16 (1 TiB)')).toBeVisible();
  await expect(page.getByText('Standard')).toBeVisible();
  const soon = page.getByRole('row').filter({ hasText: 'Nightly export job' });
  await expect(soon.getByText('Expires soon')).toBeVisible();
  await expectAccessible(page, 'organization');
  await snap(page, 'organization');

  await page.getByRole('button', { name: 'Create API key' }).click();
  const create = page.getByRole('dialog', { name: 'Create an API key' });
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(create.getByLabel('Description')).toHaveAccessibleDescription(/Description is required/);
  await create.getByLabel('Lifetime').selectOption('custom');
  await create.getByLabel('Days').fill('0');
  await create.getByLabel('Description').fill('Console journey');
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(create.getByLabel('Days')).toHaveAccessibleDescription(/at least 1/);
  await create.getByLabel('Days').fill('7');
  await create.getByRole('button', { name: 'Create key' }).click();
  const made = page.getByRole('dialog', { name: 'Your new API key' });
  const plaintext = (await made.getByLabel('The new API key').textContent())!.trim();
  expect(plaintext).toMatch(/^gck_/);
  await expect(made.getByText('you will not see it again')).toBeVisible();
  await expectAccessible(page, 'new key shown once');
  await snap(page, 'api-key-shown-once');
  await made.getByRole('button', { name: 'Use it in this console' }).click();
  await expect(made.getByRole('button', { name: 'In use in this console' })).toBeDisabled();
  await made.getByRole('button', { name: 'I have saved it' }).click();

  // The console now works with the new key: a created key authenticates at once.
  const row = page.getByRole('row').filter({ hasText: 'Console journey' });
  await expect(row.getByText('This console')).toBeVisible();
  await expect(row.getByText('Expires soon')).toBeVisible();
  expect(await kept(page)).not.toContain(plaintext);
  expect(await page.content()).not.toContain(plaintext);

  await row.getByRole('button', { name: 'Delete the key Console journey' }).click();
  const del = page.getByRole('dialog', { name: /Delete the API key "Console journey"/ });
  await expect(del.getByText('This console is using this key.')).toBeVisible();
  await del.getByRole('textbox').fill('Console journey');
  await del.getByRole('button', { name: 'Confirm below first' }).click();
  await expect(del).toBeVisible();
  await del.getByRole('checkbox', { name: /delete the key this console uses/ }).check();
  await expectAccessible(page, 'delete own key');
  await del.getByRole('button', { name: 'Delete key' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your API key' })).toBeVisible();
  await snap(page, 'api-key-deleted-asks-again');
  // The deleted key is refused by the service.
  const refused = await request.get(`${V}/workgroups`, { headers: { 'x-api-key': plaintext } });
  expect(refused.status()).toBe(401);
  await page.goto('/activity');
  await expect(page.getByText('Delete API key').first()).toBeVisible();
  expect(await page.content()).not.toContain(plaintext);
  expect(errors).toEqual([]);
});

test('a create beyond the quota is explained before sending: larger sizes disabled with the reason, a reached count with its numbers', async ({ page }) => {
  await page.goto('/workgroups/wg-0001/workspaces/new');
  const big = page.getByRole('radio', { name: /^TG-32/ });
  await expect(big).toBeDisabled();
  await expect(big).toHaveAccessibleDescription('Above TG-16, the largest size the quota allows');
  await expect(page.getByRole('radio', { name: /^TG-16/ })).toBeEnabled();
  await expectAccessible(page, 'create with quota');

  // The same organization with its read-write count reached: nothing is sent.
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/workspaces') && posts.push(r.url()));
  await page.route('**/org/quota', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { Result: Record<string, unknown> };
    body.Result.rw_workspace_count_usage = body.Result.rw_workspace_count_limit;
    await route.fulfill({ response: res, json: body });
  });
  await page.reload();
  await page.getByLabel('Name', { exact: true }).fill('over-quota');
  await expect(page.getByText(/The organization has 24 of 24 read-write workspaces/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create workspace' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Read-only' }).check();
  await expect(page.getByText(/of 24 read-write workspaces/)).toBeHidden();
  await snap(page, 'create-over-quota');
  expect(posts).toEqual([]);
});

test('prices from the service in the compute panel and the resize dialog; the admin’s own price overrides them', async ({ page }) => {
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/schedules');
  await expect(page.getByText('At the service’s prices')).toBeVisible();
  await expect(page.getByText('Money at the service’s list prices')).toBeVisible();
  await expect(page.getByText(/US\$ [\d,]+\.\d\d/).first()).toBeVisible();
  await expectAccessible(page, 'compute with prices');
  await snap(page, 'compute-vendor-prices');

  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1?dialog=resize&size=TG-4');
  await expect(page.getByText(/Per hour: US\$ .* → US\$ .*at the service’s list price/)).toBeVisible();

  await page.evaluate(() => localStorage.setItem('console.prices', JSON.stringify({ perVcpuHour: 0.05, currency: 'EUR' })));
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/schedules');
  await expect(page.getByText('At your prices')).toBeVisible();
  await expect(page.getByText('Money at your own price (Settings), which overrides the service’s list prices.')).toBeVisible();
  await expect(page.getByText('At the service’s prices')).toBeHidden();
});

test('cloud providers: rename, rotate the external id with the trust policy to paste, a refused delete naming the workgroups, a delete', async ({
  page,
  request,
}) => {
  const name = unique('Rotation account');
  const p = await api<{ id: string }>(request, 'POST', `${V}/cloud-providers`, {
    name,
    platform: 'aws',
    region: 'us-east-1',
    role_arn: 'arn:aws:iam::777788889999:role/GraphAccess',
    role_external_id: 'initial-external-id-000000000',
    options: { account_id: '777788889999' },
  });
  await page.goto(`/cloud-providers/${p.id}`);
  await page.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: /^Rename/ });
  await rename.getByLabel('Provider name').fill('');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByLabel('Provider name')).toHaveAccessibleDescription(/required/);
  await rename.getByLabel('Provider name').fill(`${name} renamed`);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} renamed` })).toBeVisible();

  await page.getByRole('button', { name: 'Rotate the external id' }).click();
  const rotate = page.getByRole('dialog', { name: 'Rotate the role’s external id' });
  const policy = await rotate.getByLabel('Trust policy with the new external id').textContent();
  const externalId = /"sts:ExternalId": "([^"]+)"/.exec(policy!)![1]!;
  expect(externalId).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(policy).toContain('arn:aws:iam::841162680011:root');
  await expectAccessible(page, 'rotate');
  await snap(page, 'provider-rotate');
  await rotate.getByRole('button', { name: /use the new id/ }).click();
  await expect(rotate).toBeHidden();
  expect(page.url()).not.toContain(externalId);
  expect(await kept(page)).not.toContain(externalId);

  // A provider its workgroups use: refused, naming them.
  await page.goto('/cloud-providers/cp-aws-prod?dialog=delete');
  const refuse = page.getByRole('dialog', { name: 'Delete Acme AWS production' });
  await refuse.getByRole('textbox').fill('Acme AWS production');
  await refuse.getByRole('button', { name: 'Delete provider' }).click();
  await expect(refuse.getByText(/is used by workgroups? "Fraud detection"/)).toBeVisible();
  await expectAccessible(page, 'refused delete');
  await snap(page, 'provider-delete-refused');
  await refuse.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/cloud-providers/${p.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const del = page.getByRole('dialog', { name: `Delete ${name} renamed` });
  await del.getByRole('textbox').fill(`${name} renamed`);
  await del.getByRole('button', { name: 'Delete provider' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cloud providers' })).toBeVisible();
  await expect(page.getByText(`${name} renamed`)).toBeHidden();
});
