import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, createWorkgroup, expectAccessible, OWNER_TOKEN, saveSessionToken, snap, unique, againstAwkwardUpstream, V } from './helpers';

/** Issue 32, items 3, 7, 8, 12, 15 and 16: layout, colours, recovery and the smaller rough edges. */

const box = async (l: Locator) => (await l.boundingBox())!;

/** The card's value column starts past the label column: an element is in it when it starts right of the labels. */
async function inValueColumn(cell: Locator, el: Locator): Promise<void> {
  const c = await box(cell);
  const e = await box(el);
  expect(e.x - c.x, 'starts in the value column').toBeGreaterThan(100);
}

test.describe('3. phone layout', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header is one row with a Menu button; the static frame before any script is the same height', async ({ page }) => {
    await page.goto('/workgroups');
    await expect(page.getByRole('heading', { level: 1, name: 'Workgroups' })).toBeVisible();
    const header = page.locator('header.topbar');
    const live = (await box(header)).height;
    expect(live).toBeLessThanOrEqual(100);
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Activity' })).toBeHidden();
    // Keyboard: open, go, and the menu closes on arrival.
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Activity' })).toBeVisible();
    await expectAccessible(page, 'menu open');
    await snap(page, 'second-day-menu-390');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await menu.click();
    await nav.getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect((await box(header)).height).toBeLessThanOrEqual(100);

    // index.html draws the same frame before any script runs.
    const frame = await page.context().newPage();
    await frame.route(/\.js$/, (route) => route.abort());
    await frame.goto('/workgroups');
    await expect(frame.locator('.frame-skeleton')).toBeVisible();
    // One row in both: the console's header (palette button and organization included) does not grow past the frame's when it starts.
    expect(Math.abs((await box(frame.locator('header.topbar'))).height - live)).toBeLessThanOrEqual(2);
    // The screen's heading is in the frame already, where the console draws it: nothing moves when it starts.
    const description = 'Each workgroup is deployed into one cloud provider account';
    await expect(frame.locator('.frame-title')).toBeVisible();
    const early = await box(frame.getByText(description));
    const earlyTitle = await box(frame.locator('.frame-title'));
    await frame.close();
    await page.goto('/workgroups');
    // The console has started: its palette button is there (the frame keeps only its row).
    await expect(page.getByRole('button', { name: /Go to/ })).toBeVisible();
    expect(await box(page.getByText(description))).toEqual(early);
    expect(await box(page.getByRole('heading', { level: 1, name: 'Workgroups' }))).toEqual(earlyTitle);
  });

  test('cards keep ids, region names, statuses and emails in the value column; pills at their own width', async ({ page, request }) => {
    // A workgroup of its own, so the journeys before this one change nothing it looks at; named to sort
    // last, so the seeded workgroups that later journeys look for stay on the list's first screen.
    const name = unique('Zz phone cards');
    const id = await createWorkgroup(request, name);
    await api(request, 'POST', `${V}/workgroups/${id}/allow_list`, { cidr: '10.0.0.0/8', note: 'Corporate network' });
    await page.goto(`/workgroups?q=${encodeURIComponent(name)}`);
    const card = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    const nameCell = card.getByRole('cell').first();
    await inValueColumn(nameCell, nameCell.getByText(id, { exact: true }));
    const region = card.getByRole('cell').nth(1);
    await inValueColumn(region, region.getByText('US East (N. Virginia)'));
    const provider = card.getByRole('cell').nth(2);
    const pill = provider.locator('.badge');
    await inValueColumn(provider, pill);
    expect((await box(pill)).width, 'a pill is as wide as its word').toBeLessThan(120);
    const allowList = card.getByRole('cell').nth(4);
    await inValueColumn(allowList, allowList.locator('.badge'));
    expect((await box(allowList.locator('.badge'))).width).toBeLessThan(80);
    await expectAccessible(page, 'workgroup cards');
    await snap(page, 'second-day-workgroups-390');

    await saveSessionToken(page, OWNER_TOKEN);
    await page.goto('/users');
    const first = page.getByRole('row').nth(1);
    const person = first.getByRole('cell').first();
    const email = person.locator('.muted');
    await inValueColumn(person, email);
    // The email on one line, not broken mid-word.
    const lineHeight = await email.evaluate((e) => parseFloat(getComputedStyle(e).lineHeight));
    expect((await box(email)).height).toBeLessThan(lineHeight * 1.5);
    await inValueColumn(first.getByRole('cell').nth(2), first.getByRole('cell').nth(2).locator('.badge'));
    await expectAccessible(page, 'user cards');
    await snap(page, 'second-day-users-390');

    await page.goto(`/workgroups/${id}/allow-list`);
    const entry = page.getByRole('row').filter({ hasText: '10.0.0.0/8' });
    // Text straight in the cell: where its first line starts, against the cell's edge.
    for (const i of [0, 1, 2]) {
      const offset = await entry
        .getByRole('cell')
        .nth(i)
        .evaluate((td) => {
          const range = document.createRange();
          range.selectNodeContents(td);
          return range.getClientRects()[0]!.x - td.getBoundingClientRect().x;
        });
      expect(offset, `allow-list cell ${i} in the value column`).toBeGreaterThan(100);
    }
    await expectAccessible(page, 'allow-list cards');
    await snap(page, 'second-day-allow-list-390');
  });
});

/** The computed background colours of the elements, as "rgb(…)" strings. */
const backgrounds = (l: Locator) => l.evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundColor));

/** CIE76 colour difference between two "rgb(r, g, b)" colours (2.3 is just noticeable; 20 is plainly different). */
function distance(a: string, b: string): number {
  const lab = (c: string) => {
    const [r, g, bl] = c
      .match(/\d+/g)!
      .slice(0, 3)
      .map((v) => {
        const x = Number(v) / 255;
        return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      });
    const f = (v: number) => (v > 0.008856 ? Math.cbrt(v) : 7.787 * v + 16 / 116);
    const X = f((0.4124 * r! + 0.3576 * g! + 0.1805 * bl!) / 0.95047);
    const Y = f(0.2126 * r! + 0.7152 * g! + 0.0722 * bl!);
    const Z = f((0.0193 * r! + 0.1192 * g! + 0.9505 * bl!) / 1.08883);
    return [116 * Y - 16, 500 * (X - Y), 200 * (Y - Z)];
  };
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!, p[2]! - q[2]!);
}

test('7. week view and compute bars share one ordered scale of distinguishable colours, labelled in the cells', async ({ page, request }) => {
  const ws = `${V}/workgroups/wg-0002/workspaces/ws-0002-1/schedules`;
  // Five sizes, the two smallest and three mid ones that looked alike.
  const made: string[] = [];
  for (const [time, size] of [
    ['01:00', 'TG-00'],
    ['05:00', 'TG-0'],
    ['09:00', 'TG-1'],
    ['13:00', 'TG-2'],
    ['17:00', 'TG-6'],
  ] as const) {
    const s = await api<{ id?: string; schedule_id?: string }>(request, 'POST', ws, {
      workspace_id: 'ws-0002-1',
      repeat: 'daily',
      time,
      timezone: 'UTC',
      workspace_type_name: size,
    });
    made.push(s.id ?? s.schedule_id ?? '');
  }
  try {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/workgroups/wg-0002/workspaces/ws-0002-1/schedules');
      const key = page.getByRole('list', { name: 'Colour key' });
      await expect(key).toBeVisible();
      const order = ['TG-00', 'TG-0', 'TG-1', 'TG-2', 'TG-6'];
      const swatchOf = (size: string) =>
        key
          .getByRole('listitem')
          .filter({ hasText: new RegExp(`^\\S*\\s*${size}\\b`) })
          .locator('.week-swatch');
      const week: string[] = [];
      for (const s of order) week.push((await backgrounds(swatchOf(s)))[0]!);
      // Every pair clearly apart (no two greys, no three near-identical blues).
      for (let i = 0; i < week.length; i++)
        for (let j = i + 1; j < week.length; j++) expect(distance(week[i]!, week[j]!), `${order[i]} vs ${order[j]} (${scheme})`).toBeGreaterThan(20);
      // The compute bars use the same colour for each size.
      const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Hours this week' }) });
      // The compute panel follows the first paint (after-paint.tsx): wait for its rows before comparing.
      await expect(table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'TG-6', exact: true }) })).not.toHaveCount(0);
      let compared = 0;
      for (const [i, s] of order.entries()) {
        const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: s, exact: true }) });
        if ((await row.count()) === 0) continue;
        expect((await backgrounds(row.first().locator('.compute-swatch')))[0], `${s} in both (${scheme})`).toBe(week[i]);
        compared++;
      }
      expect(compared, 'sizes compared between the week view and the compute bars').toBeGreaterThanOrEqual(4);
      // Without colour: the size is written where it starts.
      const grid = page.getByRole('table', { name: /^Workspace size by hour/ });
      await expect(
        grid
          .getByRole('cell')
          .filter({ hasText: /^(TG-)?6$/ })
          .first(),
      ).toBeVisible();
      await expectAccessible(page, `week view ${scheme}`);
      await snap(page, `second-day-week-colours-${scheme}`);
    }
  } finally {
    for (const id of made) if (id) await api(request, 'DELETE', `${ws}/${id}`).catch(() => undefined);
  }
});

test('8. provider recovery: register again updates the existing role; each check says when and what came back', async ({ page }) => {
  await page.goto('/cloud-providers/cp-aws-lab');
  await expect(page.getByRole('heading', { name: 'Recover this provider' })).toBeVisible();
  const check = page.getByRole('button', { name: 'Check status again' });
  await check.click();
  const status = page.getByRole('status').filter({ hasText: /^Checked at/ });
  await expect(status).toHaveText(/^Checked at \d{1,2}:\d{2}:\d{2}( [AP]M)? UTC: still Error \(AssumeRole failed/);
  await expect(page.getByText('Research lab account: still Error')).toBeVisible();
  const first = await status.textContent();
  await check.click();
  await expect(status).toHaveText(/\(check 2\): still Error/);
  expect(await status.textContent()).not.toBe(first);
  await expectAccessible(page, 'recovery after checks');
  await snap(page, 'second-day-recovery');

  await page.getByRole('button', { name: 'Register again with a new external ID' }).click();
  const commands = page.getByRole('region', { name: 'AWS CLI commands' }).or(page.getByLabel('AWS CLI commands'));
  await expect(commands).toContainText('aws iam update-assume-role-policy --role-name GraphServiceAccess');
  await expect(commands).not.toContainText('create-role');
  await expect(page.getByText('already exists in account')).toBeVisible();
  await expectAccessible(page, 'register again');
  await snap(page, 'second-day-register-again');
  // A new name: a new role is created.
  await page.getByLabel('Role name').fill('GraphServiceAccess2');
  await expect(commands).toContainText('aws iam create-role --role-name GraphServiceAccess2');
  // A reload keeps it an update for the existing name.
  await page.getByLabel('Role name').fill('GraphServiceAccess');
  await page.reload();
  await expect(commands).toContainText('update-assume-role-policy');
});

test.describe('12. dialogs at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Resize: after choosing a size its button is in sight', async ({ page }) => {
    await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1?dialog=resize');
    const dialog = page.getByRole('dialog', { name: 'Resize production' });
    await dialog.getByText('TG-00', { exact: true }).click();
    const resize = dialog.getByRole('button', { name: 'Resize to TG-00' });
    await expect(resize).toBeVisible();
    await expect(resize).toBeInViewport({ ratio: 1 });
    // Not covered by the rest of the dialog either.
    const b = await box(resize);
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? '',
      [b.x + b.width / 2, b.y + b.height / 2],
    );
    expect(hit).toContain('Resize to TG-00');
    await expectAccessible(page, 'resize dialog');
    await snap(page, 'second-day-resize-1280');
  });

  test('every dialog keeps its actions in sight', async ({ page }) => {
    for (const [url, name] of [
      ['/workgroups/wg-0001?dialog=edit', /Edit/],
      ['/workgroups/wg-0001/workspaces/ws-0001-1?dialog=resize', /Resize/],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 560 });
      await page.goto(url);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const actions = dialog.locator('.form-actions').last();
      await expect(actions.getByRole('button').first()).toBeInViewport({ ratio: 1 });
      await expect(dialog).toHaveAccessibleName(name);
    }
  });
});

test.describe('15. smaller', () => {
  test('a heartbeat of 0 s is refused beside the field; the toast names the new name', async ({ page }) => {
    await page.goto('/workgroups/wg-0004/workspaces/ws-0004-3/edit');
    const heartbeat = page.getByLabel('Heartbeat (seconds)');
    await heartbeat.fill('0');
    await page.getByRole('button', { name: 'Review changes' }).click();
    await expect(heartbeat).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Heartbeat interval.*1/)).toBeVisible();
    await heartbeat.fill('30');
    await page.getByLabel('Name', { exact: true }).fill('staging-renamed');
    await page.getByRole('button', { name: 'Review changes' }).click();
    await page.getByRole('button', { name: /^Save 1 change/ }).click();
    await expect(page.getByText('staging-renamed updated')).toBeVisible();
  });

  test('resizing a stopped workspace does not say it stays available', async ({ page }) => {
    await page.goto('/workgroups/wg-0001/workspaces/ws-0001-3?dialog=resize');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('The workspace is paused: it has the new size when it next runs.')).toBeVisible();
    await expect(dialog.getByText(/stays available/)).toHaveCount(0);
  });

  test('the API key masks with its first and last four; a refused key says "an API key"', async ({ page }) => {
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'API key' });
    // Two keys that end alike ("demo-api-key", "prod-api-key") no longer look the same.
    await expect(section.getByText('demo••••••••-key')).toBeVisible();
    await expect(section.getByText('demo-api-key')).toHaveCount(0);
    await section.getByRole('button', { name: 'Change API key' }).click();
    await section.getByLabel('New API key').fill('a b');
    await section.getByRole('button', { name: 'Save API key' }).click();
    await expect(section.getByText(/characters an API key never has/)).toBeVisible();
    await expectAccessible(page, 'settings');
  });

  test('the week grid is reachable by keyboard on a phone and scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/schedules');
    const grid = page.getByRole('region', { name: 'Week grid (scrolls sideways)' });
    await expect(grid).toHaveAttribute('tabindex', '0');
    await grid.focus();
    await expect(grid).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => grid.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
    await expectAccessible(page, 'week grid on a phone');
    await snap(page, 'second-day-schedules-390');
  });
});

test.describe('15. dates in the browser’s locale', () => {
  test.use({ locale: 'en-GB' });
  test('en-GB reads day month year', async ({ page }) => {
    await page.goto('/cloud-providers/cp-aws-lab');
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.locator('time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}/);
  });
});

/** Opens the maintenance section's zone select in the create form and reads what fits. */
async function zoneFits(page: Page): Promise<void> {
  const select = page
    .getByRole('combobox', { name: 'Time zone' })
    .or(page.locator('fieldset').filter({ hasText: 'Maintenance window' }).locator('select').last());
  const fits = await select.first().evaluate((e) => {
    const s = e as HTMLSelectElement;
    const label = s.selectedOptions[0]?.textContent ?? '';
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(s).font;
    probe.textContent = label;
    document.body.append(probe);
    const w = probe.getBoundingClientRect().width;
    probe.remove();
    return w + 40 <= s.clientWidth;
  });
  expect(fits, 'the chosen zone and "your zone" fit in the select').toBe(true);
}

test.describe('15. a long zone of one’s own', () => {
  test.use({ timezoneId: 'America/Argentina/Buenos_Aires' });
  test('the maintenance time zone is not cut off', async ({ page }) => {
    for (const url of ['/workgroups/wg-0001/workspaces/new', '/workgroups/wg-0001/workspaces/ws-0001-1/edit']) {
      await page.goto(url);
      await expect(page.getByRole('group', { name: 'Maintenance window' })).toBeVisible();
      await zoneFits(page);
    }
  });
});

test.describe('16. proxy mode, first visit', () => {
  againstAwkwardUpstream();

  test('a screen that asks over itself says to enter the key, not that it was refused', async ({ page }) => {
    await page.goto('/workgroups/new');
    const prompt = page.getByRole('dialog', { name: 'Enter your API key' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('none has been entered in this browser yet');
    await expect(prompt).not.toContainText('did not accept');
    await expectAccessible(page, 'first visit prompt');
    await snap(page, 'second-day-first-visit-prompt');
  });
});
