import { expect, test } from '@playwright/test';
import { expectAccessible, watchErrors } from '../helpers';

/**
 * The owners' budget form on Billing: its code (the form library, the schema) comes when the owner reaches for the form,
 * not with the screen. Until then the form is drawn from the same markup, in the same room at every width, and what the
 * owner typed there and where the focus was are carried over when the code comes.
 */
const isFormCode = (url: URL) => /\/assets\/budget-form-[\w-]+\.js$/.test(url.pathname) && !url.pathname.includes('/budget-form-body-');

for (const width of [390, 1280]) {
  test(`at ${width} px the budget form keeps its room until its code comes, asked for when reached, and takes over what was typed`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: 900 });
    // The form's code is held until the journey lets it through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route(isFormCode, async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto('/billing');
    const section = page.getByRole('region', { name: 'Budget', exact: true });
    const form = section.locator('form');
    const field = section.getByLabel('Monthly budget (US$)');
    await expect(field).toBeEditable();
    await page.waitForLoadState('networkidle');
    // Billing idle: the form's code not asked for.
    expect(asked).toEqual([]);
    await expect(form).toHaveAttribute('aria-busy', 'true');
    const before = (await form.boundingBox())!;
    const payment = (await page.getByRole('region', { name: 'Payment' }).boundingBox())!;

    // Reaching for it asks for the code; typing goes on meanwhile.
    await field.fill('');
    await field.pressSequentially('1234');
    await expect.poll(() => asked.length).toBe(1);
    await expect(form).toHaveAttribute('aria-busy', 'true');
    release();

    await expect(form).not.toHaveAttribute('aria-busy');
    await expect(field).toHaveValue('1234');
    await expect(field).toBeFocused();
    // The same room: nothing below moved.
    expect((await form.boundingBox())!.height).toBe(before.height);
    expect((await page.getByRole('region', { name: 'Payment' }).boundingBox())!.y).toBe(payment.y);

    // The form's own rules now judge it, beside the field, and nothing is sent.
    let puts = 0;
    page.on('request', (r) => r.method() === 'PUT' && r.url().endsWith('/billing/budget') && puts++);
    await field.fill('0');
    await field.press('Enter');
    await expect(section.getByText('The monthly budget must be between US$ 1 and US$ 10,000,000')).toBeVisible();
    expect(puts).toBe(0);
    await expectAccessible(page, `billing, the budget form come, ${width} px`);
    expect(errors).toEqual([]);
  });
}
