import { expect, test } from '@playwright/test';
import { API_KEY, V, api, expectAccessible, snap, watchErrors } from './helpers';
import { expectLabelInName } from './label-in-name';

/** Issue 50, part B: what a fifth walk still found (focus, validation, contrast, names, place, phone, wording), each as its reported steps. */

test('regression (a): on a fresh page whose reads are still landing, "prod" typed straight after Ctrl+K is all in the palette', async ({ page }) => {
  // Every answer takes 300 ms, so the screen's reads land while the palette's code loads (a render React throws away).
  await page.route(/\/controller\/v4\//, async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
  await page.goto('/billing');
  await expect(page.getByRole('button', { name: /^Go to/ })).toBeVisible();
  await page.keyboard.press('Control+K');
  await page.keyboard.type('prod');
  const box = page.getByRole('dialog', { name: 'Go to or do' }).getByRole('combobox');
  await expect(box).toHaveValue('prod');
  await expect(box).toBeFocused();
  await expectAccessible(page, 'palette');
});

test('9. the names of the organization badge, Make default, Change password and Copy commands contain the text they show', async ({ page, request }) => {
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

test('14. turning off an add-on in use names each workspace with its workgroup, in the dialog and in the service refusal', async ({ page, request }) => {
  const using = await api<{ name: string; workgroup_name: string }[]>(request, 'GET', `${V}/addons/addon-insights/workspaces`);
  expect(using.length).toBeGreaterThan(1);
  await page.goto('/addons/addon-insights');
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Workspaces using Insights' }).getByRole('listitem')).toHaveCount(using.length);
  await page.getByRole('button', { name: 'Turn off for the organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off Insights?' });
  const named = dialog.getByRole('list', { name: 'Workspaces where Insights is on' }).getByRole('listitem');
  await expect(named).toHaveText(using.map((w) => `${w.name} in ${w.workgroup_name}`));
  // Workspaces called alike are told apart by their workgroups.
  expect(new Set(await named.allTextContents()).size).toBe(using.length);
  await expect(dialog.getByRole('button', { name: 'Turn off', exact: true })).toBeDisabled();
  await expectAccessible(page, 'turn off refused, workgroups named');
  await snap(page, 'addon-turn-off-workgroups');
  const res = await request.post(`${V}/addons/addon-insights/install?enable=false`, { headers: { 'x-api-key': API_KEY } });
  const reason = ((await res.json()) as { ErrorDetails: { Reason: string }[] }).ErrorDetails[0]!.Reason;
  for (const w of using) expect(reason).toContain(`${w.name} in ${w.workgroup_name}`);
});

for (const colorScheme of ['light', 'dark'] as const)
  test(`6. the chosen monitoring range under the pointer is readable (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/monitoring?range=1h');
    const ranges = page.getByRole('navigation', { name: 'Range' });
    await ranges.getByRole('link', { name: '7 days' }).click();
    const chosen = ranges.getByRole('link', { name: '7 days' });
    await expect(chosen).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/one point every 30 minutes/)).toBeVisible();
    // The pointer stays on it, as after the click.
    await chosen.hover();
    await expectAccessible(page, `monitoring 7 days hovered, ${colorScheme}`);
    const [ink, paper] = await chosen.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
    expect(ink).not.toBe(paper);
    await snap(page, `monitoring-range-hover-${colorScheme}`);
    // And once the pointer has gone (white on the dark theme's light blue failed there).
    await page.mouse.move(0, 0);
    await expectAccessible(page, `monitoring 7 days, ${colorScheme}`);
  });

test('16. "Generate a password" takes the first click while the username is still empty; the username is asked for when the form is sent', async ({ page }) => {
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/users');
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a database user' });
  const username = dialog.getByLabel('Username');
  await username.focus();
  const generate = dialog.getByRole('button', { name: 'Generate a password' });
  const before = (await generate.boundingBox())!;
  // A person's click: press, a moment, release, with the username left empty by the press.
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(150);
  expect((await generate.boundingBox())!.y).toBe(before.y);
  await page.mouse.up();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue(/^.{20}$/);
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toBeFocused();
  await username.fill(`gen_${Date.now().toString(36)}`);
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'create user, password generated');

  // A username typed wrong is said as soon as it is left, but only once the press on Generate is over.
  await username.fill('9lives');
  const at = (await generate.boundingBox())!;
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(150);
  expect((await generate.boundingBox())!.y).toBe(at.y);
  const first = await dialog.getByLabel('Password', { exact: true }).inputValue();
  await page.mouse.up();
  await expect(dialog.getByLabel('Password', { exact: true })).not.toHaveValue(first);
  await expect(username).toHaveAttribute('aria-invalid', 'true');
});

test('5. the wizard clears "Region is required" and the duplicate name as soon as the fields are right, before the next Next', async ({ page, request }) => {
  const providers = await api<{ name: string }[]>(request, 'GET', `${V}/cloud-providers`);
  await page.goto('/cloud-providers/new');
  const region = page.getByLabel('Region', { exact: true });
  const name = page.getByLabel('Name', { exact: true });
  await expect(region.getByRole('option', { name: /us-east-1/ })).toBeAttached();
  await page.getByRole('button', { name: 'Next' }).press('Enter');
  await expect(region).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Region is required')).toBeVisible();
  await region.selectOption('us-east-1');
  await expect(region).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Region is required')).toHaveCount(0);

  // A name the organization already uses: refused at Next, cleared as soon as it is changed.
  await name.fill(providers[0]!.name);
  await page.getByRole('button', { name: 'Next' }).press('Enter');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/already exists; choose another name/)).toBeVisible();
  await expectAccessible(page, 'wizard, duplicate name');
  await name.press('End');
  await name.pressSequentially(' 2');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/already exists; choose another name/)).toHaveCount(0);
  // Typed back to the taken name, it is flagged again at once.
  await name.fill(providers[0]!.name);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill(`Fresh ${Date.now()}`);
  await page.getByRole('button', { name: 'Next' }).press('Enter');
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
});

test('17. the wizard reloads at step 3 without an error; a fresh ?step=3 says why step 1 opens instead', async ({ page, context }) => {
  const errors = watchErrors(page);
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await page.goto('/cloud-providers/new');
  const region = page.getByLabel('Region', { exact: true });
  await expect(region.getByRole('option', { name: /us-east-1/ })).toBeAttached();
  await region.selectOption('us-east-1');
  await page.getByLabel('Name', { exact: true }).fill(`Reloaded ${Date.now()}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('AWS account ID').fill('123456789012');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Trust' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Trust' })).toBeVisible();
  await expect(page).toHaveURL(/step=3$/);
  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);

  // A fresh tab (nothing typed in it yet) asked for step 3.
  const fresh = await context.newPage();
  await fresh.goto('/cloud-providers/new?step=3');
  const said = fresh.getByRole('status').filter({ hasText: 'Step 3, Trust, opens once the steps before it are complete' });
  await expect(said).toBeVisible();
  await expect(said).toContainText('Step 1, Platform and region, is open instead: Region is required');
  await expect(fresh.getByRole('heading', { name: 'Step 1 of 5: Platform and region' })).toBeVisible();
  await expect(fresh).toHaveURL(/step=1$/);
  await expectAccessible(fresh, 'wizard, step held');
  await snap(fresh, 'wizard-step-held');
  await fresh.setViewportSize({ width: 390, height: 844 });
  await snap(fresh, 'wizard-step-held-390');
});

test('10. the week view keeps its week and zone across a reload, from the URL', async ({ page }) => {
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/schedules');
  const week = page.getByRole('region', { name: 'Week view' });
  const heading = week.getByRole('group', { name: 'Week' }).locator('strong');
  await expect(heading).toHaveText(/^This week: /);
  const next = week.getByRole('button', { name: 'Next week' });
  await next.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(heading).toHaveText(/^In 2 weeks: /);
  // The steps keep focus on the button (the address changed, not the screen).
  await expect(next).toBeFocused();
  const other = week.locator('input[type=radio]:not(:checked)').first();
  const zoneName = (await other.getAttribute('value'))!;
  await other.check();
  await expect(page).toHaveURL(new RegExp(`week=2&zone=${encodeURIComponent(zoneName).replace(/%2F/g, '(/|%2F)')}$`));
  const shown = await heading.textContent();
  await page.reload();
  await expect(heading).toHaveText(shown!);
  await expect(week.getByRole('radio', { name: new RegExp(zoneName) })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Compute in 2 weeks' })).toBeVisible();
  await expectAccessible(page, 'week view in 2 weeks after reload');
  await week.getByRole('button', { name: 'This week' }).click();
  await expect(page).toHaveURL(/schedules\?zone=/);
});

test("10. Activity keeps the audit trail's search and the log shown across a reload, from the URL", async ({ page }) => {
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

test("12. on a phone the provider's node groups are readable whole, and nothing on its screen scrolls out of the keyboard's reach", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cloud-providers/cp-aws-prod');
  const groups = page.getByRole('table', { name: 'Node groups' });
  await expect(groups).toBeVisible();
  const cells = groups.getByRole('cell');
  expect(await cells.count()).toBeGreaterThan(0);
  // Every figure and its label in view, none cut off.
  for (const cell of await cells.all()) {
    await cell.scrollIntoViewIfNeeded();
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    // Its label (drawn before it, in a column of its own) fits that column: laid out alone with the same styles.
    const labelFits = await cell.evaluate((el) => {
      const cs = getComputedStyle(el, '::before');
      const probe = document.createElement('span');
      probe.textContent = el.getAttribute('data-label');
      for (const p of ['font', 'letterSpacing', 'textTransform', 'width', 'hyphens', 'overflowWrap', 'wordBreak'] as const) probe.style[p] = cs[p];
      probe.style.display = 'inline-block';
      document.body.append(probe);
      const fits = probe.scrollWidth <= probe.clientWidth + 1;
      probe.remove();
      return fits;
    });
    expect(labelFits, `label of ${await cell.textContent()}`).toBe(true);
  }
  await expect(groups.getByRole('cell').filter({ hasText: /\d/ }).first()).toBeVisible();
  // No region of the screen scrolls sideways without being reachable by the keyboard (axe: scrollable-region-focusable).
  await expectAccessible(page, 'provider at 390 px');
  await snap(page, 'provider-node-groups-390');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'provider-node-groups-390-dark');
});

test('12. a table wider than its place is a labelled keyboard stop that the arrow keys scroll', async ({ page }) => {
  // Above the phone layout a table stays a table; its frame narrowed here stands in for one too wide for its place.
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/cloud-providers/cp-aws-prod');
  const groups = page.getByRole('table', { name: 'Node groups' });
  await expect(groups).toBeVisible();
  const wrap = groups.locator('xpath=..');
  await wrap.evaluate((el) => ((el as HTMLElement).style.width = '120px'));
  const region = page.getByRole('region', { name: 'Node groups, scrolls sideways' });
  await expect(region).toBeVisible();
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await wrap.evaluate((el) => ((el as HTMLElement).style.width = ''));
  await expect(page.getByRole('region', { name: 'Node groups, scrolls sideways' })).toHaveCount(0);
});

test('3. focus stays with the person: after saving the name and logo, installing an add-on and adding a configuration', async ({ page, baseURL, request }) => {
  // The organization's name and logo, by keyboard: focus returns to the button that opened the form.
  await page.goto('/organization');
  const section = page.getByRole('region', { name: 'Name and logo' });
  const edit = section.getByRole('button', { name: 'Edit name and logo' });
  await edit.focus();
  await page.keyboard.press('Enter');
  await section.getByLabel('Logo URL').fill(`${baseURL}/favicon.svg`);
  await section.getByRole('button', { name: 'Save organization' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Organization updated')).toBeVisible();
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  await section.getByLabel('Logo URL').fill('');
  await section.getByRole('button', { name: 'Save organization' }).click();
  await expect(edit).toBeFocused();
  await expectAccessible(page, 'organization after save');

  // Installing an add-on from its card: the card says it is installed, and that line has focus.
  await page.goto('/addons');
  const card = page
    .getByRole('list', { name: 'Add-ons' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'CoPilot' }) });
  await card.getByRole('button', { name: 'Install CoPilot' }).focus();
  await page.keyboard.press('Enter');
  const installed = card.getByRole('status').filter({ hasText: 'CoPilot is installed for the organization' });
  await expect(installed).toBeVisible();
  await expect(installed).toBeFocused();
  await expectAccessible(page, 'marketplace after install');
  await snap(page, 'addon-installed-focus');

  // Adding a configuration: the new row has focus.
  await page.goto('/addons/addon-copilot');
  await page.getByLabel('Configuration name').fill('temperature');
  await page.getByLabel('Configuration value').fill('0.2');
  await page.getByLabel('Configuration value').press('Enter');
  const table = page.getByRole('table', { name: 'CoPilot configurations' });
  const row = table.getByRole('row', { name: /temperature/ });
  await expect(row).toBeFocused();
  await expectAccessible(page, 'configuration added');
  await row.getByRole('button', { name: 'Remove temperature' }).click();
  await expect(page.getByText('CoPilot has no configurations yet.')).toBeVisible();
  // Turned off, then on again from its own screen: the same line takes focus there.
  expect((await request.post(`${V}/addons/addon-copilot/install?enable=false`, { headers: { 'x-api-key': API_KEY } })).ok()).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: 'Turn CoPilot on again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'CoPilot is installed for the organization' })).toBeFocused();
  // Left as it was found: CoPilot turned off.
  expect((await request.post(`${V}/addons/addon-copilot/install?enable=false`, { headers: { 'x-api-key': API_KEY } })).ok()).toBe(true);
});
