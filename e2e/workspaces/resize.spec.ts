import { expect, test } from '@playwright/test';
import { V, api, countWrites, expectAccessible, snap, watchErrors } from '../helpers';

// Resizing a workspace: a size below its graph takes an acknowledgement; a stopped one is said to change when it next runs.

test('resizing a stopped workspace does not say it stays available', async ({ page, request }) => {
  // Staging (ws-0001-3) starts paused; a journey before this one may have resumed it (the scheduled upgrade's).
  const staging = `${V}/workgroups/wg-0001/workspaces/ws-0001-3`;
  const status = async () => (await api<{ status: string }>(request, 'GET', staging)).status;
  await expect.poll(status, { timeout: 15_000 }).toMatch(/^(Active|Paused|Stopped)$/);
  if ((await status()) === 'Active') await api(request, 'POST', `${staging}/pause`);
  await expect.poll(status, { timeout: 15_000 }).toMatch(/^(Paused|Stopped)$/);
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-3?dialog=resize');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('The workspace is paused: it has the new size when it next runs.')).toBeVisible();
  await expect(dialog.getByText(/stays available/)).toHaveCount(0);
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`harm: shrinking below the graph takes an explicit acknowledgement beside the button, in view at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const errors = watchErrors(page);
    const writes = countWrites(page, /\/workspaces\/ws-0001-1$/);
    await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1?dialog=resize&size=TG-00');
    const dialog = page.getByRole('dialog', { name: 'Resize production' });
    const resize = dialog.getByRole('button', { name: 'Resize to TG-00' });
    const warning = dialog.getByText('The graph does not fit TG-00: the graph takes 26 GiB in memory; TG-00 has 16 GiB.');
    const ack = dialog.getByRole('checkbox', { name: 'Resize to TG-00 anyway: I accept that the graph may not fit' });
    await expect(resize).toBeDisabled();
    // The warning and its decision stand next to the button: all three in view together.
    await resize.scrollIntoViewIfNeeded();
    await expect(resize).toBeInViewport({ ratio: 1 });
    await expect(warning).toBeInViewport({ ratio: 1 });
    await expect(ack).toBeInViewport({ ratio: 1 });
    await expect(ack).toHaveAccessibleDescription(/does not fit TG-00/);
    await expectAccessible(page, `resize harm ${width}`);
    await snap(page, `guard-resize-harm-${width}`);

    await ack.check();
    await expect(resize).toBeEnabled();
    // The decision is for that size: another size that may not fit asks again.
    await dialog.getByRole('radio', { name: /^TG-0\b/ }).check();
    await expect(dialog.getByRole('button', { name: 'Resize to TG-0' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: /Resize to TG-0 anyway/ })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(writes.count()).toBe(0);
    expect(errors).toEqual([]);
  });
}
