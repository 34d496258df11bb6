import { expect, test } from '@playwright/test';
import { createWorkgroup, expectAccessible, snap, unique, watchErrors, V, api } from '../helpers';

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

test('paste several: after a partial success the errors name the lines as the box now shows them; # comments are skipped', async ({ page, request }) => {
  const wg = await createWorkgroup(request, unique('Zz paste'));
  await api(request, 'POST', `${V}/workgroups/${wg}/allow_list`, { cidr: '198.51.100.7', note: 'already there' });
  await page.goto(`/workgroups/${wg}/allow-list`);
  const paste = page.getByRole('region', { name: 'Paste several entries' });
  const box = paste.getByLabel('Entries, one per line');
  await box.fill(
    ['# offices', '203.0.113.1 Paris', '10.0.0.300 typo', '198.51.100.7 again', '203.0.113.2 Lyon', 'nonsense', '203.0.113.3 Nice', '2001:db8::zz bad'].join(
      '\n',
    ),
  );
  await paste.getByRole('button', { name: 'Add all' }).click();
  await expect(paste.getByText('3 added; 4 lines need attention.')).toBeVisible();
  await expect(box).toHaveValue(['10.0.0.300 typo', '198.51.100.7 again', 'nonsense', '2001:db8::zz bad'].join('\n'));
  const errors = paste.getByRole('list', { name: 'Lines not added' }).getByRole('listitem');
  await expect(errors).toHaveText([/^Line 1: "10\.0\.0\.300"/, /^Line 2: 198\.51\.100\.7 is already in the list/, /^Line 3: /, /^Line 4: /]);
  await expect(paste.getByText(/"#" is not/)).toHaveCount(0);
  await expectAccessible(page, 'paste partial success');
});

test('0.0.0.0/0 is not added in one click: the person ticks that they mean it', async ({ page, request }) => {
  const wgId = await createWorkgroup(request, unique('Wide'));
  await page.goto(`/workgroups/${wgId}/allow-list`);
  await page.getByLabel('Address or range').fill('0.0.0.0/0');
  await expect(page.getByText('0.0.0.0/0 is a very wide range')).toBeVisible();
  await page.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByText('Tick the box to add this range, or narrow it.')).toBeVisible();
  expect(await api<unknown[]>(request, 'GET', `${V}/workgroups/${wgId}/allow_list`)).toHaveLength(0);
  await expectAccessible(page, 'wide range');
  await page.getByRole('checkbox', { name: 'Allow this range anyway' }).check();
  await page.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByRole('status').filter({ hasText: '0.0.0.0/0 added to the allow list' })).toBeVisible();
});

test('pasting 205 entries stops at the service limit, says it is a limit, and keeps the lines not sent', async ({ page, request }) => {
  const wgId = await createWorkgroup(request, unique('Paste'));
  await page.goto(`/workgroups/${wgId}/allow-list`);
  const lines = Array.from({ length: 205 }, (_, i) => `10.${Math.floor(i / 250)}.${i % 250}.1, host ${i + 1}`).join('\n');
  await page.getByLabel('Entries, one per line').fill(lines);
  await page.getByRole('button', { name: 'Add all' }).click();
  const summary = page.getByRole('status').filter({ hasText: /^200 added; 5 lines need attention\./ });
  await expect(summary).toBeVisible({ timeout: 60_000 });
  await expect(summary).toContainText('The service allows no more entries in this workgroup');
  await expect(page.getByText('rejected a field')).toHaveCount(0);
  await expect(page.getByLabel('Entries, one per line')).toHaveValue(/10\.0\.204\.1, host 205/);
  expect(await api<unknown[]>(request, 'GET', `${V}/workgroups/${wgId}/allow_list`)).toHaveLength(200);
  await expectAccessible(page, 'quota');
});

test('a switch or confirmation of the list the service refuses says why once, with its RequestID, and focus is on it', async ({ page, request }) => {
  const errors = watchErrors(page);
  const toggle = page.getByRole('switch', { name: 'Allow list enabled' });
  const said = (reason: RegExp) => page.getByRole('alert').filter({ hasText: reason });

  // Enabling with the current address covered sends at once: refused (the workgroup was deleted elsewhere), the reason shows beside the switch.
  const covered = await createWorkgroup(request, unique('Allow list refused'));
  await api(request, 'POST', `${V}/workgroups/${covered}/allow_list`, { cidr: '127.0.0.1/32' });
  await page.goto(`/workgroups/${covered}/allow-list`);
  await expect(page.getByRole('button', { name: 'Your address is already covered' })).toBeDisabled();
  await api(request, 'DELETE', `${V}/workgroups/${covered}`);
  await toggle.click();
  const refused = said(/was not found/);
  await expect(refused).toContainText('The allow list was not enabled');
  await expect(refused).toContainText(/Request ID/);
  await expect(refused).toBeFocused();
  await expect(refused).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(0);
  await expectAccessible(page, 'allow list switch refused');
  await snap(page, 'allow-list-switch-refused');

  // Disabling asks first: refused, the dialog says why, and no toast repeats it.
  const on = await createWorkgroup(request, unique('Allow list refused'));
  await api(request, 'PUT', `${V}/workgroups/${on}/allow_list/enable`);
  await page.goto(`/workgroups/${on}/allow-list`);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await api(request, 'DELETE', `${V}/workgroups/${on}`);
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: 'Disable the allow list?' });
  await dialog.getByRole('button', { name: 'Disable allow list' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/was not found/);
  await expect(dialog.getByRole('alert')).toBeFocused();
  await expect(said(/was not found/)).toHaveCount(1);
  // Cancelled, the refusal goes with the dialog: it does not move beside the switch.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(said(/was not found/)).toHaveCount(0);
  expect(errors).toEqual([]);
});
