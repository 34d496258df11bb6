import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_KEY, V, api, createWorkgroup, leaveNoWorkgroups, expectAccessible, snap, unique, watchErrors } from '../helpers';

leaveNoWorkgroups();

/**
 * Confirmations and one-click actions, the same everywhere: a double click (or two quick clicks) sends once, and
 * after a refusal focus goes to the refused field or, else, to the form-level error, never to the page's start.
 */

type Sent = { count: number };

/** Counts the requests the page sends with this method to this path. */
function countRequests(page: Page, method: string, path: string): Sent {
  const sent = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname === path) sent.count++;
  });
  return sent;
}

/** Two clicks as quick as a person's, each a click of its own (not a double click). */
async function twoQuickClicks(page: Page, button: Locator): Promise<void> {
  const box = await button.boundingBox();
  if (!box) throw new Error('the button is not drawn');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.click(x, y);
  await page.mouse.click(x, y);
}

/** A workgroup with one running TG-00 workspace of its own, made through the API. */
async function runningWorkspace(request: APIRequestContext, name: string): Promise<{ wgId: string; wsId: string; wgName: string; path: string }> {
  const wgName = unique(`Confirm ${name}`);
  const wgId = await createWorkgroup(request, wgName);
  const ws = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/${wgId}/workspaces`, { name, workspace_type_name: 'TG-00' });
  await expect
    .poll(async () => (await api<{ status: string }>(request, 'GET', `${V}/workgroups/${wgId}/workspaces/${ws.workspace_id}`)).status, { timeout: 10_000 })
    .toBe('Active');
  return { wgId, wsId: ws.workspace_id, wgName, path: `${V}/workgroups/${wgId}/workspaces/${ws.workspace_id}` };
}

test('a double click, or two quick clicks, on Pause workspace and Resume sends once; the dialog closes and says it is pausing', async ({ page, request }) => {
  const errors = watchErrors(page);
  const w = await runningWorkspace(request, 'twice');
  const pauses = countRequests(page, 'POST', `${w.path}/pause`);
  const resumes = countRequests(page, 'POST', `${w.path}/resume`);
  await page.goto(`/workgroups/${w.wgId}/workspaces/${w.wsId}`);
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByText('Active', { exact: true })).toBeVisible();

  for (const [round, press] of [
    [1, (b: Locator) => b.dblclick()],
    [2, (b: Locator) => twoQuickClicks(page, b)],
  ] as const) {
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Pause twice?' });
    await press(dialog.getByRole('button', { name: 'Pause workspace' }));
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Pausing twice')).toBeVisible();
    await expect(status.getByText('Paused', { exact: true })).toBeVisible({ timeout: 10_000 });
    expect(pauses.count, `pause requests, round ${round}`).toBe(round);

    await press(page.getByRole('button', { name: 'Resume', exact: true }));
    await expect(page.getByText('Resuming twice')).toBeVisible();
    await expect(status.getByText('Active', { exact: true })).toBeVisible({ timeout: 10_000 });
    expect(resumes.count, `resume requests, round ${round}`).toBe(round);
    // No refusal of a second request was shown (a toast or the dialog's banner).
    await expect(page.getByRole('alert').filter({ hasText: /Workspace is (Pausing|Resuming|already)/ })).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('a double click on Delete workspace (its name typed) sends one DELETE and goes to the workgroup', async ({ page, request }) => {
  const w = await runningWorkspace(request, 'doomed');
  const deletes = countRequests(page, 'DELETE', w.path);
  await page.goto(`/workgroups/${w.wgId}/workspaces/${w.wsId}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete workspace doomed?' });
  await dialog.getByLabel(/Type .* to confirm/).fill('doomed');
  await dialog.getByRole('button', { name: 'Delete workspace' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: w.wgName })).toBeVisible();
  await expect(page.getByText('Workspace doomed deleted')).toBeVisible();
  expect(deletes.count).toBe(1);
});

test('a double click on an add-on’s Install, and two quick clicks on Turn it on again, each send one request', async ({ page, request }) => {
  const path = `${V}/addons/addon-graphstudio/install`;
  const installs = countRequests(page, 'POST', path);
  await page.goto('/addons/addon-graphstudio');
  await page.getByRole('button', { name: 'Install GraphStudio' }).dblclick();
  await expect(page.getByText('GraphStudio is installed for the organization')).toBeVisible();
  expect(installs.count).toBe(1);

  // Turned off elsewhere (the API), then turned on again here.
  expect((await request.post(`${path}?enable=false`, { headers: { 'x-api-key': API_KEY } })).ok()).toBe(true);
  await page.reload();
  const again = page.getByRole('button', { name: 'Turn GraphStudio on again' });
  await twoQuickClicks(page, again);
  await expect(page.getByText('GraphStudio is installed for the organization')).toBeVisible();
  expect(installs.count).toBe(2);
});

test('a Pause the service refuses: the dialog says why and focus is on its error, not the page', async ({ page, request }) => {
  const w = await runningWorkspace(request, 'refused');
  await page.goto(`/workgroups/${w.wgId}/workspaces/${w.wsId}`);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pause refused?' });
  // Paused elsewhere (the API) meanwhile: the service refuses this one.
  await api(request, 'POST', `${w.path}/pause`);
  await dialog.getByRole('button', { name: 'Pause workspace' }).click();
  const error = dialog.getByRole('alert').filter({ hasText: 'The request failed' });
  await expect(error).toContainText(/Workspace is (Pausing|already stopped)/);
  await expect(error).toBeFocused();
  // Said once, where focus is: no toast repeats it.
  await expect(page.getByRole('alert').filter({ hasText: /Workspace is (Pausing|already stopped)/ })).toHaveCount(1);
  await expectAccessible(page, 'refused confirmation');
  await snap(page, 'confirm-refused-focus');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'confirm-refused-focus-dark');
});

test('a Resume the service refuses: its reason and RequestID show beside the buttons, once, and focus is on them', async ({ page, request }) => {
  const errors = watchErrors(page);
  const w = await runningWorkspace(request, 'unresumed');
  await api(request, 'POST', `${w.path}/pause`);
  await expect.poll(async () => (await api<{ status: string }>(request, 'GET', w.path)).status, { timeout: 10_000 }).toBe('Stopped');
  await page.goto(`/workgroups/${w.wgId}/workspaces/${w.wsId}`);
  const resume = page.getByRole('button', { name: 'Resume', exact: true });
  await expect(resume).toBeVisible();
  // Resumed elsewhere (the API) meanwhile: the service refuses this one.
  await api(request, 'POST', `${w.path}/resume`);
  await resume.click();
  const reason = /Workspace is (Resuming|already active)/;
  const error = page.getByRole('alert').filter({ hasText: 'unresumed was not resumed' });
  await expect(error).toContainText(reason);
  await expect(error).toContainText(/Request ID/);
  await expect(error).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: reason })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(0);
  await expectAccessible(page, 'refused resume');
  await snap(page, 'resume-refused-focus');
  expect(errors).toEqual([]);
});

test('a resize the service refuses: focus is on the error beside the buttons', async ({ page, request }) => {
  const w = await runningWorkspace(request, 'resized');
  await page.goto(`/workgroups/${w.wgId}/workspaces/${w.wsId}`);
  await page.getByRole('button', { name: 'Resize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resize resized' });
  await dialog.getByRole('radio', { name: /TG-1\b/ }).check();
  // Resized elsewhere meanwhile: the workspace is Updating, and the service refuses this one.
  await api(request, 'PUT', w.path, { workspace_type_name: 'TG-2' });
  await dialog.getByRole('button', { name: 'Resize to TG-1' }).click();
  const error = dialog.getByRole('alert').filter({ hasText: 'The workspace was not resized' });
  await expect(error).toContainText('Workspace is Updating');
  await expect(error).toBeFocused();
});

test('a resize refused for its size: focus is on the size refused, where its reason shows', async ({ page, request }) => {
  const w = await runningWorkspace(request, 'toolarge');
  // The service's refusal of the size field, as one whose quota changed since the dialog opened would answer.
  await page.route(`**${w.path}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            Error: true,
            ErrorDetails: [{ FieldName: 'workspace_type_name', Reason: 'The organization’s memory quota does not hold TG-1', Type: 'Quota-Exceed' }],
            Message: 'x',
            RequestID: 'req-resize',
          }),
        })
      : route.continue(),
  );
  await page.goto(`/workgroups/${w.wgId}/workspaces/${w.wsId}`);
  await page.getByRole('button', { name: 'Resize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resize toolarge' });
  await dialog.getByRole('radio', { name: /TG-1\b/ }).check();
  await dialog.getByRole('button', { name: 'Resize to TG-1' }).click();
  await expect(dialog.getByText('The organization’s memory quota does not hold TG-1')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /TG-1\b/ })).toBeFocused();
});

test('a workgroup delete refused while a restore runs: focus is on the error', async ({ page, request }) => {
  const w = await runningWorkspace(request, 'restoring');
  const backup = await api<{ id: string }>(request, 'POST', `${w.path}/backups`, { tag: 'before' });
  await expect
    .poll(async () => (await api<{ id: string; status: string }[]>(request, 'GET', `${w.path}/backups`)).find((b) => b.id === backup.id)?.status, {
      timeout: 10_000,
    })
    .toBe('Succeeded');
  await page.goto(`/workgroups/${w.wgId}`);
  await page.getByRole('button', { name: 'Delete workgroup' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete workgroup ${w.wgName}?` });
  await dialog.getByLabel(/Type .* to confirm/).fill(w.wgName);
  // A restore started elsewhere meanwhile: the service refuses the delete until it ends.
  await api(request, 'POST', `${w.path}/backups/restore`, { backup_id: backup.id });
  await dialog.getByRole('button', { name: 'Delete workgroup' }).click();
  const error = dialog.getByRole('alert').filter({ hasText: 'The request failed' });
  await expect(error).toContainText('A restore into restoring is running: its workgroup cannot be deleted until it ends.');
  await expect(error).toBeFocused();
});

test.describe('a payment refused', () => {
  test.afterEach(async ({ page }) => {
    expect((await page.request.put('/console/test/delinquent', { data: { days: null } })).ok()).toBe(true);
  });

  test('Pay now with a declined card: focus is on why it was refused', async ({ page }) => {
    expect((await page.request.put('/console/test/delinquent', { data: { days: 4 } })).ok()).toBe(true);
    await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1');
    await page.getByRole('region', { name: 'Payment failed' }).getByRole('button', { name: 'Pay now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay the outstanding invoice?' });
    await dialog.getByRole('button', { name: /^Pay .* now$/ }).click();
    const error = dialog.getByRole('alert').filter({ hasText: 'No valid payment method' });
    await expect(error).toBeVisible();
    await expect(error).toBeFocused();
  });
});
