import { type Locator, expect, test } from '@playwright/test';
import { V, api, expectAccessible, snap, watchErrors } from '../helpers';

// The week view of a workspace's schedules and the compute panel under it: its address, colours, keyboard and zone.

const WS = '/workgroups/wg-0001/workspaces/ws-0001-1';

test('the week view keeps its week and zone across a reload, from the URL', async ({ page }) => {
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

test('week view and compute bars share one ordered scale of distinguishable colours, labelled in the cells', async ({ page, request }) => {
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

test.describe('the compute panel under the week view', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('describes the week the view shows, after Previous and Next week', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/schedules');
    const week = page.getByRole('region', { name: 'Week view' });
    const heading = week.getByRole('group', { name: 'Week' }).locator('strong');
    await expect(heading).toHaveText(/^This week: /);
    await expect(page.getByRole('region', { name: 'Compute this week' }).getByText('vCPU-hours this week')).toBeVisible();

    await week.getByRole('button', { name: 'Next week' }).click();
    await expect(heading).toHaveText(/^In 1 week: (\d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d)$/);
    const dates = /: (.*)$/.exec((await heading.textContent()) ?? '')![1]!;
    const next = page.getByRole('region', { name: 'Compute in 1 week' });
    await expect(next.getByText('vCPU-hours that week')).toBeVisible();
    await expect(next.getByText(`The week shown, ${dates}, in Europe/Berlin`)).toBeVisible();
    await expect(next.getByRole('table', { name: `Hours at each size in the week ${dates}` })).toBeVisible();

    await week.getByRole('button', { name: 'Previous week' }).click();
    await week.getByRole('button', { name: 'Previous week' }).click();
    await expect(heading).toHaveText(/^1 week ago: /);
    await expect(page.getByRole('region', { name: 'Compute 1 week ago' }).getByText('vCPU-hours that week')).toBeVisible();

    // Forward to the week the clocks spring forward: the view draws a 23-hour day, the panel counts 167 hours.
    const spring = week.getByText(/has 23 hours in Europe\/Berlin/);
    for (let i = 0; i < 60 && !(await spring.isVisible()); i++) await week.getByRole('button', { name: 'Next week' }).click();
    await expect(page.getByRole('region', { name: /^Compute / }).getByText(/in Europe\/Berlin: 167 h \(the clocks change (this|that) week\)/)).toBeVisible();
    await expectAccessible(page, 'compute of the week shown');
    await snap(page, 'say-once-compute-week');

    await week.getByRole('button', { name: 'This week' }).click();
    await expect(page.getByRole('region', { name: 'Compute this week' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('the week view has a colour key that does not depend on light or dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${WS}/schedules`);
  const key = page.getByRole('list', { name: 'Colour key' });
  await expect(key).toBeVisible();
  await expect(key.getByText('No size set yet')).toBeVisible();
  await expect(page.getByText(/darker cells/i)).toHaveCount(0);
  await expect(page.getByText('From yellow for the smallest size through green and blue to purple for the largest', { exact: false })).toBeVisible();
  await expectAccessible(page, 'week dark');
  await snap(page, 'full-day-week-dark');
});
