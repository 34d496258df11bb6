import { type Page, expect, test } from '@playwright/test';
import { V, api, createWorkgroup, leaveNoWorkgroups, expectAccessible, snap, unique } from '../helpers';

leaveNoWorkgroups();

// Editing a workspace after creation: its fields, its review before saving, and its maintenance window's zone.

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

test.describe('a long zone of one’s own', () => {
  test.use({ timezoneId: 'America/Argentina/Buenos_Aires' });
  test('the maintenance time zone is not cut off', async ({ page }) => {
    for (const url of ['/workgroups/wg-0001/workspaces/new', '/workgroups/wg-0001/workspaces/ws-0001-1/edit']) {
      await page.goto(url);
      // Scrolled to, as a person would: the create form's window loads its code when its place comes near.
      await page.getByRole('region', { name: /maintenance$/i }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('group', { name: 'Maintenance window' })).toBeVisible();
      await zoneFits(page);
    }
  });
});

test('edit a workspace after creation: name, add-on, HA, agent interval; the changes are reviewed before saving', async ({ page, request }) => {
  const wgId = await createWorkgroup(request, unique('Edit WG'));
  const ws = await api<{ workspace_id: string; name: string }>(request, 'POST', `${V}/workgroups/${wgId}/workspaces`, {
    name: 'before-edit',
    workspace_type_name: 'TG-00',
    tg_version: '4.2.1',
  });
  await page.goto(`/workgroups/${wgId}/workspaces/${ws.workspace_id}`);
  await page.getByRole('link', { name: 'Edit settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit before-edit' })).toBeFocused();
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('after-edit');
  await page.getByRole('checkbox', { name: /GraphStudio/ }).check();
  await page.getByRole('checkbox', { name: 'High availability' }).check();
  const heartbeat = page.getByLabel('Heartbeat (seconds)');
  await heartbeat.fill('-5');
  await page.getByRole('button', { name: 'Review changes' }).click();
  await expect(page.getByText('Heartbeat interval must be at least 1')).toBeVisible();
  await heartbeat.fill('15');
  await page.getByRole('button', { name: 'Review changes' }).click();
  const diff = page.getByRole('table', { name: 'What saving changes' });
  await expect(diff.getByRole('row', { name: /Name before-edit after-edit/ })).toBeVisible();
  await expect(diff.getByRole('row', { name: /Add-on GraphStudio Off On/ })).toBeVisible();
  await expect(diff.getByRole('row', { name: /High availability Off On/ })).toBeVisible();
  await expect(diff.getByRole('row', { name: /Heartbeat \(seconds\) 30 15/ })).toBeVisible();
  await expect(page.getByText(/twice the compute/)).toBeVisible();
  await expectAccessible(page, 'edit review');
  await snap(page, 'full-day-edit-review');
  await page.getByRole('button', { name: 'Save 4 changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'after-edit' })).toBeVisible();
  const agent = page.getByRole('region', { name: 'Agent configuration' });
  await expect(agent.getByText('every 15 seconds')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Add-ons' }).getByRole('listitem').filter({ hasText: 'GraphStudio' }).getByText('Enabled')).toBeVisible();
  // Nothing changed: nothing is sent.
  await page.getByRole('link', { name: 'Edit settings' }).click();
  await page.getByRole('button', { name: 'Review changes' }).click();
  await expect(page.getByText('Nothing has changed yet')).toBeVisible();
});
