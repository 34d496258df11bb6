import { expect, test } from '@playwright/test';
import type { Locator, Page, Request } from '@playwright/test';
import { OWNER_TOKEN, creates, unique, walkOnboardingToReview, watchErrors } from '../helpers';

/**
 * Every journey either completes (reads are retried by the console) or fails
 * with a clear message and a working retry, which is what these helpers do as
 * a person would. Creates are counted on the server: retries never duplicate.
 */
async function visit(page: Page, url: string, ready: Locator): Promise<void> {
  await page.goto(url);
  for (let attempt = 0; attempt < 8; attempt++) {
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(ready.or(tryAgain).first()).toBeVisible({ timeout: 30_000 });
    if (await ready.isVisible()) return;
    await tryAgain.click();
  }
  await expect(ready).toBeVisible();
}

/** Resolves when the next write to the API (or a reload of a list that offers one) has finished or failed. */
function nextWriteSettles(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const onSettle = (r: Request) => {
      const refresh = r.method() === 'GET' && /\/(users|schedules|allow_list)$/.test(r.url());
      if ((r.method() === 'GET' && !refresh) || !/\/controller\/v4\/v2\/|\/users/.test(r.url())) return;
      page.off('requestfinished', onSettle);
      page.off('requestfailed', onSettle);
      resolve();
    };
    page.on('requestfinished', onSettle);
    page.on('requestfailed', onSettle);
  });
}

/**
 * A change may have gone through with only the list's reload failing: then the
 * list says so, and a person reloads it rather than repeating the change.
 */
async function reloadOr(page: Page, action: () => Promise<void>): Promise<void> {
  const reload = page.getByRole('button', { name: 'Refresh the list' });
  if (!(await page.getByRole('dialog').isVisible()) && (await reload.isVisible())) await reload.click();
  else await action();
}

/** Submits until `done` shows; each failure must say why, and keep the input. */
async function persist(page: Page, submit: () => Promise<void>, done: Locator, kept?: Locator, keptValue?: string): Promise<number> {
  const failure = page.getByRole('alert').filter({ hasText: /Request ID|Could not reach|cut off/ });
  for (let attempt = 1; attempt <= 10; attempt++) {
    const settled = nextWriteSettles(page);
    await submit();
    // A retry after a lost answer may find the create done without writing again.
    await Promise.race([settled, done.waitFor({ state: 'visible', timeout: 60_000 })]);
    // The error shown while a request runs is cleared, so one visible now is this attempt's.
    await expect(done.or(failure).first()).toBeVisible({ timeout: 30_000 });
    if (await done.isVisible()) return attempt;
    if (kept && keptValue !== undefined) await expect(kept).toHaveValue(keptValue);
  }
  throw new Error('did not complete in 10 attempts');
}

test.describe.configure({ mode: 'serial' });

test('under faults: create a workgroup, a workspace, a schedule, an allow-list entry; remove it; onboard a provider; change roles', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const start = await creates(request);
  const attempts: Record<string, number> = {};
  const wgName = unique('Faulty');

  await visit(page, '/workgroups/new', page.getByRole('heading', { level: 1, name: 'Create workgroup' }));
  await page.getByLabel('Name').fill(wgName);
  const provider = page.getByLabel('Cloud provider');
  await expect(
    provider
      .getByRole('option', { name: /Acme AWS production/ })
      .or(page.getByLabel('Cloud provider ID'))
      .first(),
  ).toBeAttached({ timeout: 30_000 });
  if (await page.getByText('The list of cloud providers could not load.').isVisible())
    await page.getByRole('button', { name: 'Retry loading cloud providers' }).click();
  await provider.selectOption({ label: 'Acme AWS production (AWS · us-east-1)' });
  attempts['workgroup'] = await persist(
    page,
    () => page.getByRole('button', { name: 'Create workgroup' }).click(),
    page.getByRole('heading', { level: 1, name: wgName }),
    page.getByLabel('Name'),
    wgName,
  );

  await page.getByRole('link', { name: 'Create workspace' }).first().click();
  const form = page.getByRole('heading', { level: 1, name: 'Create workspace' });
  await expect(form.or(page.getByRole('button', { name: 'Try again' })).first()).toBeVisible({ timeout: 30_000 });
  if (!(await form.isVisible())) await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByLabel('Name').fill('faulty-ws');
  const sizes = page.getByRole('group', { name: 'Size' });
  for (let i = 0; i < 5 && !(await sizes.isVisible()); i++) {
    const retry = page.getByRole('button', { name: 'Retry loading sizes and versions' });
    await expect(sizes.or(retry).first()).toBeVisible({ timeout: 30_000 });
    // A failed read's Try again can go by itself (the read's own retry answered): then there is nothing to click.
    if (await retry.first().isVisible())
      await retry
        .first()
        .click({ timeout: 5_000 })
        .catch(() => undefined);
  }
  await sizes.getByRole('radio', { name: /^TG-1 / }).check();
  attempts['workspace'] = await persist(
    page,
    () => page.getByRole('button', { name: 'Create workspace' }).click(),
    page.getByRole('heading', { level: 1, name: 'faulty-ws' }),
    page.getByLabel('Name'),
    'faulty-ws',
  );
  const url = new URL(page.url());
  const [, , workgroupID, , workspaceID] = url.pathname.split('/');

  await visit(page, `/workgroups/${workgroupID}/workspaces/${workspaceID}/schedules`, page.getByRole('heading', { level: 1, name: 'Schedules of faulty-ws' }));
  const editor = page.getByRole('region', { name: 'New schedule' });
  await expect(editor.getByLabel('Size to set').getByRole('option', { name: /TG-2/ })).toBeAttached({ timeout: 30_000 });
  await editor.getByLabel('Size to set').selectOption('TG-2');
  attempts['schedule'] = await persist(
    page,
    () => reloadOr(page, () => editor.getByRole('button', { name: 'Create schedule' }).click()),
    page.getByRole('region', { name: /^Schedules/ }).getByText('Weekdays at 8:00 AM UTC → TG-2'),
  );

  // The page's static frame draws the heading before the screen's reads: ready is the form, which only the screen draws.
  await visit(page, `/workgroups/${workgroupID}/allow-list`, page.getByRole('region', { name: 'Add an entry' }).getByLabel('Address or range'));
  const add = page.getByRole('region', { name: 'Add an entry' });
  await add.getByLabel('Address or range').fill('203.0.113.0/24');
  const row = page.getByRole('region', { name: /^Entries/ }).getByRole('row', { name: /203\.0\.113\.0\/24/ });
  attempts['allow-list add'] = await persist(
    page,
    () => reloadOr(page, () => add.getByRole('button', { name: 'Add entry' }).click()),
    row,
    add.getByLabel('Address or range'),
    '203.0.113.0/24',
  );
  attempts['allow-list remove'] = await persist(
    page,
    () =>
      reloadOr(page, async () => {
        if (!(await page.getByRole('dialog').isVisible())) await row.getByRole('button', { name: 'Remove 203.0.113.0/24' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Remove entry' }).click();
      }),
    page.getByText('No entries yet.'),
  );

  await visit(page, '/cloud-providers/new', page.getByLabel('Region', { exact: true }));
  await walkOnboardingToReview(page, { region: 'eu-west-1', name: unique('Faulty cloud'), account: '135792468024', roleName: `Faulty${Date.now()}` });
  attempts['provider'] = await persist(
    page,
    () => page.getByRole('button', { name: 'Register cloud account' }).click(),
    page.getByRole('region', { name: 'Status' }),
  );

  await visit(page, '/settings', page.getByRole('heading', { level: 1, name: 'Settings' }));
  const tokenSection = page.getByRole('region', { name: 'Owner session token' });
  // The demo's session holds its owner's token from the start: entered again, as a person would.
  await tokenSection.getByRole('button', { name: 'Change session token' }).click();
  await tokenSection.getByLabel('New session token').fill(OWNER_TOKEN);
  await tokenSection.getByRole('button', { name: 'Save session token' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organization users' }).click();
  const edit = page.getByRole('button', { name: 'Edit roles of grace@acme.example' });
  for (let i = 0; i < 6 && !(await edit.isVisible()); i++) {
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(edit.or(retry).first()).toBeVisible({ timeout: 30_000 });
    // A failed read's Try again can go by itself (the read's own retry answered): then there is nothing to click.
    if (await retry.first().isVisible())
      await retry
        .first()
        .click({ timeout: 5_000 })
        .catch(() => undefined);
  }
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Roles of Grace Hopper' });
  await dialog.getByRole('checkbox', { name: /Billing Viewer/ }).check();
  await dialog.getByRole('button', { name: 'Review change' }).click();
  attempts['roles'] = await persist(
    page,
    () => reloadOr(page, () => page.getByRole('dialog').getByRole('button', { name: 'Replace roles' }).click()),
    page.getByRole('row', { name: /Grace Hopper/ }).getByText('Billing Viewer'),
  );

  const end = await creates(request);
  for (const kind of ['workgroup', 'workspace', 'schedule', 'allowListEntry', 'cloudProvider'])
    expect((end[kind] ?? 0) - (start[kind] ?? 0), `${kind} created exactly once`).toBe(1);
  console.log(`fault journeys completed; submits per journey: ${JSON.stringify(attempts)}`);
  expect(errors).toEqual([]);
});
