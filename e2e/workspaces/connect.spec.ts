import { expect, test, type Page } from '@playwright/test';
import { api, API_KEY, enterApiKey, expectAccessible, OWNER_TOKEN, snap, againstAwkwardUpstream, V, watchErrors } from '../helpers';

/** Issue 53, Connect: how to reach a workspace's database from pyTigerGraph, the REST API and the GSQL client. */

const snippetNames = ['pyTigerGraph', 'REST API cURL', 'GSQL client'];

/** Every snippet's text, and that none holds a secret this console knows (its key, a session token). */
async function snippetsOf(page: Page): Promise<string[]> {
  const dialog = page.getByRole('dialog');
  const texts: string[] = [];
  for (const name of snippetNames)
    texts.push(
      await dialog
        .getByRole('region', { name: new RegExp(name.split(' ')[0]!) })
        .getByLabel(`${name} snippet`, { exact: true })
        .innerText(),
    );
  for (const t of texts) {
    expect(t).not.toContain(API_KEY);
    expect(t).not.toContain(OWNER_TOKEN);
    expect(t).not.toContain('awkward-key');
    expect(t).not.toContain('vendor-key');
  }
  return texts;
}

test.describe('embedded control plane', () => {
  test('the workspace opens Connect from the keyboard; each snippet carries the host and the database and no secret, and copies', async ({
    page,
    request,
    context,
  }) => {
    const errors = watchErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const ws = await api<{ proxy_host: string; database_name: string; name: string }>(request, 'GET', `${V}/workgroups/wg-0001/workspaces/ws-0001-1`);
    expect(ws.proxy_host).not.toBe('');
    await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1');
    const connect = page.getByRole('button', { name: 'Connect', exact: true });
    await connect.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Connect to ${ws.name}` });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/[?&]dialog=connect/);
    await snap(page, 'connect-1280-top');
    await expect(dialog.getByText(ws.proxy_host).first()).toBeVisible();
    const texts = await snippetsOf(page);
    for (const t of texts) {
      expect(t).toContain(ws.proxy_host);
      expect(t).toContain(ws.database_name);
    }
    expect(texts[0]).toContain(`graphname="${ws.database_name}"`);
    expect(texts[1]).toContain('"$TG_SECRET"');
    expect(texts[2]).toContain('-p "$TG_PASSWORD"');
    // Which user or secret each needs, and where to make one.
    await expect(dialog.getByText(/A database user of this workspace's database/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Create a database user' })).toBeVisible();
    // The copy button's name holds its visible text, before and after copying.
    const copy = dialog.getByRole('button', { name: 'Copy GSQL client snippet' });
    await expect(copy).toHaveText('Copy GSQL client snippet');
    await copy.click();
    await expect(copy).toHaveText('Copied');
    await expect(copy).toHaveAccessibleName(/^Copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(texts[2]);
    await expectAccessible(page, 'connect dialog');
    await snap(page, 'connect-1280');
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'connect-1280-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    // Escape closes it, back on the control that opened it; Back and a link open it again.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(connect).toBeFocused();
    await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1?dialog=connect');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Create a database user' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Database users/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('on a phone the dialog fits the width and its snippets scroll inside themselves', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1?dialog=connect');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('pyTigerGraph snippet', { exact: true })).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'connect phone');
    await snap(page, 'connect-390');
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'connect-390-dark');
  });

  test('a paused workspace says to resume it first (or that it starts on access)', async ({ page, request }) => {
    const ws = await api<{ name: string }>(request, 'GET', `${V}/workgroups/wg-0001/workspaces/ws-0001-1`);
    // The same workspace, answered as paused.
    await page.route('**/workgroups/wg-0001/workspaces/ws-0001-1', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { Result: Record<string, unknown> };
      body.Result = { ...body.Result, status: 'Stopped', enable_auto_start: false };
      await route.fulfill({ response: res, json: body });
    });
    // Landing on it, its first read comes with the page (issue 62): the workspace is opened from its workgroup.
    await page.goto('/workgroups/wg-0001');
    await page.getByRole('link', { name: ws.name, exact: true }).first().click();
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('This workspace is paused.')).toBeVisible();
    await expect(dialog.getByText('Resume it before connecting.')).toBeVisible();
    await expect(dialog.getByLabel('GSQL client snippet', { exact: true })).toBeVisible();
  });
});

test.describe('the vendor dialect (awkward upstream)', () => {
  againstAwkwardUpstream({ dialect: 'vendor' });

  test('the host comes from nginx_host; a workspace without a host yet says so', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/workgroups/wg-aw-1/workspaces/ws-aw-1?dialog=connect');
    await enterApiKey(page, 'vendor-key-0001');
    const dialog = page.getByRole('dialog', { name: 'Connect to fraud-prod' });
    await expect(dialog).toBeVisible();
    for (const t of await snippetsOf(page)) {
      expect(t).toContain('fraud-prod.i.awkward.example');
      expect(t).toContain('fraud_db');
    }
    await expectAccessible(page, 'vendor connect');
    await snap(page, 'connect-vendor');
    await page.goto('/workgroups/wg-aw-1/workspaces/ws-aw-2?dialog=connect');
    const sleepy = page.getByRole('dialog', { name: 'Connect to fraud-archive' });
    await expect(sleepy.getByText('This workspace has no host yet.')).toBeVisible();
    await expect(sleepy.getByLabel('pyTigerGraph snippet', { exact: true })).toHaveCount(0);
    await expect(sleepy.getByRole('link', { name: 'Create a database user' })).toBeVisible();
    await expectAccessible(page, 'no host');
    await snap(page, 'connect-no-host');
    expect(errors).toEqual([]);
  });
});
