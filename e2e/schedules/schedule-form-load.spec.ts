import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, snap, watchErrors } from '../helpers';

/**
 * The New schedule form on a workspace's schedules: its code (the form library, the schema, saving) comes when the admin
 * reaches for the form, not with the screen. Until then the form is drawn from the same markup, in the same room at every
 * width; what is typed there, where the focus was and an Enter that sent it are carried over when the code comes.
 */
const screen = '/workgroups/wg-0004/workspaces/ws-0004-3/schedules';
const isFormCode = (url: URL) => /\/assets\/schedule-editor-[\w-]+\.js$/.test(url.pathname) && !/schedule-editor-(slot|parts)-/.test(url.pathname);
const isFormLibrary = (url: URL) => /\/assets\/forms-[\w-]+\.js$/.test(url.pathname);

/** The form's code, held until the journey lets it through; and every fetch of it and of the form library. */
async function holdFormCode(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  const library: string[] = [];
  page.on('request', (r) => isFormLibrary(new URL(r.url())) && library.push(r.url()));
  await page.route(isFormCode, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return { asked, library, release };
}

/** The schedule screen with the form's code held back (the still form stands until `code.release()`), and its parts. */
async function openWithFormHeld(page: Page) {
  const errors = watchErrors(page);
  const code = await holdFormCode(page);
  await page.goto(screen);
  const editor = page.getByRole('region', { name: 'New schedule' });
  return { errors, code, editor, filter: editor.getByLabel('Search schedule time zones'), zone: editor.getByLabel('Time zone', { exact: true }) };
}

for (const width of [412, 1280]) {
  test(`at ${width} px the schedule form's code is not fetched until the form is reached for, and it takes over what was typed in its room`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 720 });
    const { errors, code, editor } = await openWithFormHeld(page);
    const form = editor.locator('form');
    const time = editor.getByLabel('Time', { exact: true });
    await expect(time).toBeEditable();
    await expect(editor.getByRole('list', { name: 'Next runs' }).getByRole('listitem')).toHaveCount(10);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    // The screen idle: neither the form's code nor the form library asked for.
    expect(code.asked).toEqual([]);
    expect(code.library).toEqual([]);
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect(editor.getByText('Weekdays at 8:00 AM UTC')).toBeVisible();
    await snap(page, `schedule-form-still-${width}`);

    // Reaching for it (the keyboard's focus) asks for the code; choosing and typing go on meanwhile, and the form shows them.
    await editor.getByRole('radio', { name: 'Every day' }).focus();
    await expect.poll(() => code.asked.length).toBe(1);
    await page.keyboard.press('Space');
    await time.fill('21:40');
    await editor.getByLabel('Size to set').selectOption('TG-2');
    await time.focus();
    await expect(editor.getByText('Every day at 9:40 PM UTC → TG-2')).toBeVisible();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect(editor.getByRole('list', { name: 'Next runs' }).getByText('9:40 PM').first()).toBeVisible();
    await snap(page, `schedule-form-typed-${width}`);
    // With the next runs in view (a shift out of view is none): where the form and what follows are, and every layout
    // shift from here on, whatever caused it.
    await editor.getByRole('list', { name: 'Next runs' }).scrollIntoViewIfNeeded();
    const before = (await form.boundingBox())!;
    const week = (await page.getByRole('region', { name: 'Week view' }).boundingBox())!;
    await page.evaluate(() => {
      const w = window as unknown as { shifts: number[] };
      w.shifts = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.shifts.push((e as unknown as { value: number }).value))).observe({
        type: 'layout-shift',
      });
    });
    code.release();

    await expect(form).not.toHaveAttribute('aria-busy');
    expect(code.library.length).toBeGreaterThan(0);
    await expect(time).toHaveValue('21:40');
    await expect(time).toBeFocused();
    await expect(editor.getByRole('radio', { name: 'Every day' })).toBeChecked();
    await expect(editor.getByLabel('Size to set')).toHaveValue('TG-2');
    await expect(editor.getByText('Every day at 9:40 PM UTC → TG-2')).toBeVisible();
    // The same room: nothing below moved.
    expect((await form.boundingBox())!.height).toBe(before.height);
    expect((await page.getByRole('region', { name: 'Week view' }).boundingBox())!.y).toBe(week.y);
    // Nor in between: the form draws the next runs the still form showed from its first render.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    await snap(page, `schedule-form-come-${width}`);

    // The form's own rules now judge it, beside the field, and nothing is sent.
    let posts = 0;
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/ws-0004-3/schedules') && posts++);
    await editor.getByLabel('Size to set').selectOption('');
    await time.press('Enter');
    await expect(editor.getByText('Choose the size to set')).toBeVisible();
    expect(posts).toBe(0);
    await expectAccessible(page, `schedule form come, ${width} px`);
    expect(errors).toEqual([]);
  });
}

test('keyboard only: typed and sent with Enter before the form’s code came, the schedule is created with what was typed', async ({ page }) => {
  const { errors, code, editor } = await openWithFormHeld(page);
  const time = editor.getByLabel('Time', { exact: true });
  await expect(time).toBeEditable();
  // Tab from the top of the page into the form: its checked repeat, which asks for the code.
  const inForm = () => editor.locator('form').evaluate((f) => f.contains(document.activeElement));
  for (let i = 0; i < 80 && !(await inForm()); i++) await page.keyboard.press('Tab');
  await expect(editor.getByRole('radio', { name: 'Weekdays (Mon–Fri)' })).toBeFocused();
  await expect.poll(() => code.asked.length).toBe(1);
  await page.keyboard.press('ArrowUp');
  await expect(editor.getByRole('radio', { name: 'Every day' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(time).toBeFocused();
  await page.keyboard.type('0525A');
  await expect(time).toHaveValue('05:25');
  // Tab leaves the time's parts (hours, minutes, AM/PM) for the size, then goes on to the button.
  const tabTo = async (target: Locator) => {
    for (let i = 0; i < 6 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
  };
  const size = editor.getByLabel('Size to set');
  await tabTo(size);
  await page.keyboard.press('ArrowDown');
  const chosen = await size.inputValue();
  expect(chosen).not.toBe('');
  await expect(editor.getByText(`Every day at 5:25 AM UTC → ${chosen}`)).toBeVisible();
  await tabTo(editor.getByRole('button', { name: 'Create schedule' }));
  await expect(editor.locator('form')).toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('Enter');
  const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/ws-0004-3/schedules'));
  code.release();
  await created;
  const list = page.getByRole('region', { name: /^Schedules/ });
  await expect(list.getByText(`Every day at 5:25 AM UTC → ${chosen}`)).toBeVisible();
  await expect(page.getByText('Schedule created')).toBeVisible();
  // The form is new again.
  await expect(time).toHaveValue('08:00');
  expect(errors).toEqual([]);
});

test('a time-zone filter typed before the form’s code came stays typed, with the zone it found and the focus', async ({ page }) => {
  const { errors, code, editor, filter, zone } = await openWithFormHeld(page);
  await expect(filter).toBeEditable();
  await filter.pressSequentially('tokyo');
  await expect(zone).toHaveValue('Asia/Tokyo');
  await expect(editor.locator('form')).toHaveAttribute('aria-busy', 'true');
  code.release();
  await expect(editor.locator('form')).not.toHaveAttribute('aria-busy');
  await expect(filter).toHaveValue('tokyo');
  await expect(filter).toBeFocused();
  await expect(zone).toHaveValue('Asia/Tokyo');
  await expect(editor.getByText('Weekdays at 8:00 AM Asia/Tokyo')).toBeVisible();
  // Typing on filters from there, as it would have.
  await page.keyboard.press('Backspace');
  await expect(filter).toHaveValue('toky');
  await expect(zone).toHaveValue('Asia/Tokyo');
  expect(errors).toEqual([]);
});

test('a zone chosen in the list and then filtered away before the form’s code came is still the one clearing the filter goes back to', async ({ page }) => {
  const { errors, code, editor, filter, zone } = await openWithFormHeld(page);
  await expect(filter).toBeEditable();
  await filter.fill('america/');
  await zone.selectOption('America/Chicago');
  await filter.fill('america/new');
  await expect(zone).toHaveValue('America/New_York');
  await expect(editor.getByText('Clearing the filter goes back to America/Chicago.')).toBeVisible();
  await expect(editor.locator('form')).toHaveAttribute('aria-busy', 'true');
  code.release();
  await expect(editor.locator('form')).not.toHaveAttribute('aria-busy');
  await expect(zone).toHaveValue('America/New_York');
  // The form that took over would go back to the zone the still form would have (it said the first one before).
  await expect(editor.getByText('Clearing the filter goes back to America/Chicago.')).toBeVisible();
  await filter.fill('');
  await expect(zone).toHaveValue('America/Chicago');
  expect(errors).toEqual([]);
});

test('a zone the filter found, then a filter that finds none, before the form’s code came: the zone stays, and clearing the filter goes back', async ({
  page,
}) => {
  const { code, editor, filter, zone } = await openWithFormHeld(page);
  await expect(filter).toBeEditable();
  const before = await zone.inputValue();
  await filter.fill('new york');
  await expect(zone).toHaveValue('America/New_York');
  await filter.fill('zzzz');
  await expect(editor.getByText(/No zone matches “zzzz”: America\/New_York stays selected/)).toBeVisible();
  code.release();
  await expect(editor.locator('form')).not.toHaveAttribute('aria-busy');
  await expect(editor.getByText(/No zone matches “zzzz”: America\/New_York stays selected/)).toBeVisible();
  await filter.fill('');
  await expect(zone).toHaveValue(before);
});
