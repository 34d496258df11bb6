import { expect, test } from '@playwright/test';
import { againstAwkwardUpstream, expectAccessible, openWithKey, watchErrors } from '../helpers';

/** Budgets in proxy mode against the awkward upstream, which lacks the assumed GET/PUT /billing/budget: Billing says so and offers nothing to set. */
againstAwkwardUpstream();

test('a deployment without budgets is said not to offer them; no field or button to set one', async ({ page }) => {
  const errors = watchErrors(page);
  await openWithKey(page, '/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Budget', exact: true });
  await expect(section.getByRole('note')).toHaveText(
    'Budgets are not offered by this deployment (it answers no GET /billing/budget), so there is nothing to set here.',
  );
  await expect(section.getByRole('textbox')).toHaveCount(0);
  await expect(section.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Budget crossed' })).toHaveCount(0);
  await expectAccessible(page, 'billing, proxied, no budgets');
  expect(errors).toEqual([]);
});
