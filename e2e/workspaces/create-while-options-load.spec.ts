import { expect, test, type Page } from '@playwright/test';
import { consoleStarted, countWrites, expectAccessible, failReads, setFaults, snap, watchErrors } from '../helpers';

// The create form's sizes, versions and add-ons are read beside its loader, not waited for. When the server did not
// draw the first screen (its reads missed their 400 ms: here every answer takes 500 ms), the console draws the form
// before they come: a person may already be typing the name, and nothing on screen may move when they arrive.

const FORM = '/workgroups/wg-0001/workspaces/new';
const OPTIONS = /\/workspaces\/meta(\?|$)/;

test.afterEach(async ({ request }) => setFaults(request, {}));

/**
 * Sums every layout shift from the page's start, those right after a key pressed too (a person typing the name sees the
 * form jump all the same), and says what moved, for the failure's message.
 */
async function watchAllShifts(page: Page): Promise<() => Promise<{ total: number; moved: string[] }>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __allShift: number; __moved: string[] };
    w.__allShift = 0;
    w.__moved = [];
    type Shift = { value: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => {
        const { value, sources } = e as unknown as Shift;
        w.__allShift += value;
        const what = sources.map((x) => `${(x.node?.textContent ?? '').trim().slice(0, 30)} y${x.previousRect.y}→${x.currentRect.y}`);
        w.__moved.push(`${value.toFixed(4)}: ${what.join(' | ')}`);
      }),
    ).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __allShift: number; __moved: string[] };
      return { total: w.__allShift, moved: w.__moved };
    });
}

/** Opens the form with the server's first reads too slow for it to draw the screen, and the options held until `release`. */
async function openWithOptionsHeld(page: Page, request: Parameters<typeof setFaults>[0]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(OPTIONS, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await setFaults(request, { latencyMs: 500 });
  const answer = await page.goto(FORM);
  // The console draws this screen itself: the page came without the server's drawing of it.
  expect(await answer?.text()).not.toContain('data-drawn-by-server');
  await consoleStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Create workspace' })).toBeVisible();
  return release;
}

for (const viewport of [
  { width: 412, height: 915 },
  { width: 800, height: 900 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px, the name typed while the sizes load stays, and nothing on screen moves when they come`, async ({ page, request }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    const shift = await watchAllShifts(page);
    const release = await openWithOptionsHeld(page, request);

    const writes = countWrites(page, /./);
    const name = page.getByLabel('Name');
    await name.fill('typed-early');
    // Enter in the name, the form's only field so far, sends nothing and says nothing: the form is not whole yet.
    await name.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /Reading the sizes/ })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Size' })).toHaveCount(0);
    // Well past when a form drawn piece by piece had shown its other sections: whatever is shown stays where it is.
    await page.waitForTimeout(1000);
    await snap(page, `create-workspace-options-pending-${viewport.width}`);
    if (viewport.width === 1280) await expectAccessible(page, 'create workspace, sizes loading');
    const before = await shift();

    release();
    await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio')).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Create workspace' })).toBeEnabled();
    // A size chosen for the person, and no complaint that none was (the Enter above checked nothing).
    await expect(page.getByRole('radio', { name: /^TG-0 / })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Size' })).toHaveAccessibleDescription('');
    await page.waitForLoadState('networkidle');
    // What draws after a frame has drawn, and its shifts are counted.
    await page.waitForTimeout(600);
    const after = await shift();
    expect(after.total - before.total, `layout shift as the options came:\n${after.moved.slice(before.moved.length).join('\n')}`).toBeLessThan(0.005);
    await expect(name).toHaveValue('typed-early');
    await expect(name).toBeFocused();
    expect(writes.count()).toBe(0);
    await snap(page, `create-workspace-options-loaded-${viewport.width}`);
    await expectAccessible(page, 'create workspace, sizes loaded');
    expect(errors).toEqual([]);
  });
}

test('with the page drawn by the server, the sizes came with it: the whole form is there from the start, and nothing moves as the console takes over', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.setViewportSize({ width: 412, height: 915 });
  const shift = await watchAllShifts(page);
  const answer = await page.goto(FORM);
  // The server's drawing of the page holds the whole form: the size picker, and the submit row after it.
  const drawn = (await answer?.text()) ?? '';
  expect(drawn).toContain('data-drawn-by-server');
  expect(drawn).toContain('class="size-picker"');
  expect(drawn).toContain('Copy as cURL');
  await consoleStarted(page);
  await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio')).toHaveCount(10);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
  for (const read of ['/controller/v4/v2/workspaces/meta', '/controller/v4/v2/addons/meta']) expect(asked).not.toContain(read);
  const { total, moved } = await shift();
  expect(total, `layout shift:\n${moved.join('\n')}`).toBeLessThan(0.005);
});

test('when the sizes cannot be read, the form says so with a retry beside the name typed; retried, the sizes come and the name stays', async ({
  page,
  request,
}) => {
  await page.route(OPTIONS, failReads);
  await setFaults(request, { latencyMs: 500 });
  await page.goto(FORM);
  await consoleStarted(page);
  await page.getByLabel('Name').fill('kept-through-failure');
  const retry = page.getByRole('button', { name: 'Retry loading sizes and versions' });
  await expect(retry).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'The list of sizes and versions could not load.' })).toContainText('Refresh failed');
  // The rest of the form is there to fill meanwhile.
  await expect(page.getByRole('region', { name: 'Idle and maintenance' })).toBeVisible();
  await page.unroute(OPTIONS);
  await retry.click();
  await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio')).toHaveCount(10);
  await expect(page.getByLabel('Name')).toHaveValue('kept-through-failure');
});
