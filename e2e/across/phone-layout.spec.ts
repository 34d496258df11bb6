import { type Locator, expect, test } from '@playwright/test';
import { OWNER_TOKEN, V, api, createWorkgroup, expectAccessible, saveSessionToken, snap, unique } from '../helpers';

// The layout on a phone: the header and the cards of every list.

const box = async (l: Locator) => (await l.boundingBox())!;

/** The card's value column starts past the label column: an element is in it when it starts right of the labels. */
async function inValueColumn(cell: Locator, el: Locator): Promise<void> {
  const c = await box(cell);
  const e = await box(el);
  expect(e.x - c.x, 'starts in the value column').toBeGreaterThan(100);
}

test.describe('phone layout', () => {
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
    // A screen the server does not draw whole (those it does draw with the console's own header).
    await frame.goto('/settings');
    await expect(frame.locator('.frame-skeleton')).toBeVisible();
    // One row in both: the console's header (palette button and organization included) does not grow past the frame's when it starts.
    expect(Math.abs((await box(frame.locator('header.topbar'))).height - live)).toBeLessThanOrEqual(2);
    // The list, drawn whole by the server: its heading is where the console draws it, so nothing moves when it starts.
    await frame.goto('/workgroups');
    const description = 'Each workgroup is deployed into one cloud provider account';
    await expect(frame.locator('main h1')).toHaveText('Workgroups');
    const early = await box(frame.getByText(description));
    const earlyTitle = await box(frame.locator('main h1'));
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
