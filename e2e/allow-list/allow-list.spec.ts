import { expect, test } from '@playwright/test';
import { createWorkgroup, expectAccessible, snap, unique, watchErrors } from '../helpers';

test('add, add my IP, paste, edit, remove, and enable with and without the current IP covered', async ({ page, request }) => {
  const errors = watchErrors(page);
  const workgroupID = await createWorkgroup(request, unique('Allow list journeys'));
  await page.goto(`/workgroups/${workgroupID}/allow-list`);
  await expect(page.getByRole('heading', { level: 1, name: 'IP allow list' })).toBeVisible();
  await expectAccessible(page, 'allow list empty');

  // Enabling without the current address asks first, and can be cancelled.
  const toggle = page.getByRole('switch', { name: 'Allow list enabled' });
  await toggle.click();
  const lockout = page.getByRole('dialog', { name: 'Enable the allow list and cut yourself off?' });
  await expect(lockout).toBeVisible();
  await lockout.getByRole('button', { name: 'Cancel' }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  // Add an address: precise messages, then the normalized form is saved.
  const add = page.getByRole('region', { name: 'Add an entry' });
  await add.getByLabel('Address or range').fill('10.1.0.0/8');
  await add.getByRole('button', { name: 'Add entry' }).click();
  await expect(add.getByLabel('Address or range')).toHaveAccessibleDescription(/Host bits set: did you mean 10.0.0.0\/8\?/);
  await add.getByLabel('Address or range').fill('10.0.0.0/33');
  await expect(add.getByLabel('Address or range')).toHaveAccessibleDescription(/prefix must be a whole number from 0 to 32/);
  await add.getByLabel('Address or range').fill('2001:DB8:0:0::/32');
  await expect(add.getByText('Will be saved as 2001:db8::/32.')).toBeVisible();
  await add.getByLabel('Note (optional)').fill('Lab IPv6');
  await add.getByRole('button', { name: 'Add entry' }).click();
  const table = page.getByRole('region', { name: /^Entries/ }).getByRole('table');
  await expect(table.getByRole('row', { name: /2001:db8::\/32/ })).toBeVisible();

  // Add my current IP in one click.
  await page.getByRole('button', { name: /Add my current IP/ }).click();
  await expect(table.getByRole('row', { name: /127\.0\.0\.1/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Your address is already covered' })).toBeDisabled();

  // Paste three lines, one invalid: two are added, the bad one stays with its message.
  const paste = page.getByRole('region', { name: 'Paste several entries' });
  await paste.getByLabel('Entries, one per line').fill('198.51.100.0/24, Branch office\n203.0.113.300 typo\n192.0.2.10 Build server');
  await paste.getByRole('button', { name: 'Add all' }).click();
  await expect(paste.getByText('2 added; 1 line needs attention.')).toBeVisible();
  await expect(paste.getByRole('list', { name: 'Lines not added' })).toContainText('Line 1: "203.0.113.300" has a number above 255');
  await expect(paste.getByLabel('Entries, one per line')).toHaveValue('203.0.113.300 typo');
  await expect(table.getByRole('row', { name: /198\.51\.100\.0\/24 Branch office/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /192\.0\.2\.10 Build server/ })).toBeVisible();

  // Edit a note.
  await table.getByRole('button', { name: 'Edit 192.0.2.10' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit 192.0.2.10' });
  await edit.getByLabel('Note').fill('CI runners');
  await edit.getByRole('button', { name: 'Save entry' }).click();
  await expect(table.getByRole('row', { name: /192\.0\.2\.10 CI runners/ })).toBeVisible();

  // Enable: the current address is covered, so no warning.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page, 'allow list enabled');
  await snap(page, 'allow-list');

  // Removing the entry that lets us in needs an explicit confirmation.
  await table.getByRole('button', { name: 'Remove 127.0.0.1' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove 127.0.0.1?' });
  await expect(remove.getByText('You will lose access.')).toBeVisible();
  await expect(remove.getByRole('button', { name: 'Remove entry' })).toBeDisabled();
  await remove.getByRole('button', { name: 'Cancel' }).click();

  // Remove another entry.
  await table.getByRole('button', { name: 'Remove 198.51.100.0/24' }).click();
  await page.getByRole('dialog', { name: 'Remove 198.51.100.0/24?' }).getByRole('button', { name: 'Remove entry' }).click();
  await expect(table.getByRole('row', { name: /198\.51\.100\.0\/24/ })).toHaveCount(0);

  // Disable, remove my address, then enabling warns about the lock-out and can go ahead.
  await toggle.click();
  await page.getByRole('dialog', { name: 'Disable the allow list?' }).getByRole('button', { name: 'Disable allow list' }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await table.getByRole('button', { name: 'Remove 127.0.0.1' }).click();
  await page.getByRole('dialog', { name: 'Remove 127.0.0.1?' }).getByRole('button', { name: 'Remove entry' }).click();
  await expect(table.getByRole('row', { name: /127\.0\.0\.1/ })).toHaveCount(0);
  await toggle.click();
  await page.getByRole('dialog', { name: 'Enable the allow list and cut yourself off?' }).getByRole('button', { name: 'Enable anyway' }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('You are cut off from this workgroup while the list is on.')).toBeVisible();
  expect(errors).toEqual([]);
});
