import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_KEY, V, expectAccessible, snap, watchErrors } from '../helpers';
import { expectLabelInName } from '../label-in-name';

/**
 * A control plane of its own: the shared one brings a scheduled upgrade to its window within
 * seconds (DEMO_WINDOW_MS), and these journeys need upgrades that wait for a real window.
 */
const port = Number(process.env.E2E_PORT ?? 4317) + 3;
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

test.use({ baseURL: base });

test.beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR_FRESH: '1', LOG_LEVEL: 'quiet', TRANSITION_MS: '1500', DEMO_WINDOW_MS: '' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/console/config.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the control plane did not start');
});
test.afterAll(() => void server?.kill());

async function schedule(request: APIRequestContext, workgroupID: string, workspaceID: string): Promise<string> {
  const headers = { 'x-api-key': API_KEY, 'content-type': 'application/json' };
  const ws = (await (await request.get(`${base}${V}/workgroups/${workgroupID}/workspaces/${workspaceID}`, { headers })).json()).Result;
  const options = (await (await request.get(`${base}${V}/workspaces/meta?upgrade=true`, { headers })).json()).Result;
  const target = options.tgVersions.find(
    (v: { name: string; incompatible_upgrades_from: string[] }) => v.name !== ws.tg_version && !v.incompatible_upgrades_from.includes(ws.tg_version),
  ).name as string;
  const r = await request.post(`${base}${V}/workgroups/${workgroupID}/workspaces/${workspaceID}/upgrade`, {
    headers,
    data: { desired_version: target, scheduled: true },
  });
  expect(r.ok()).toBe(true);
  return target;
}

test('upgrades across the organization: each with its versions and window, in its zone and mine; cancel one', async ({ page, request }) => {
  const errors = watchErrors(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const first = await schedule(request, 'wg-0001', 'ws-0001-1');
  await schedule(request, 'wg-0001', 'ws-0001-3');
  await page.goto('/organization');
  await page.getByRole('link', { name: 'Upcoming upgrades' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming upgrades' })).toBeVisible();
  await expect(page.getByText('2 workspaces with an upgrade in the next window')).toBeVisible();
  const table = page.getByRole('table');
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'production' }) });
  await expect(row).toContainText(`→ ${first}`);
  // The seeded window: every 2 weeks, Sunday 02:00 America/New_York; the viewer is in UTC.
  await expect(row).toContainText(/Sun.*2:00 AM EST – 4:00 AM/);
  await expect(row).toContainText(/Your time: Sun.*7:00 AM UTC – 9:00 AM/);
  await expectAccessible(page, 'upcoming upgrades');
  await expectLabelInName(page, table, 'upcoming upgrades');
  await snap(page, 'upcoming-upgrades');

  const [put] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/workspaces/ws-0001-1')),
    row.getByRole('button', { name: `Cancel upgrade of production to ${first}` }).click(),
  ]);
  expect(JSON.parse(put.postData() ?? '{}')).toEqual({ cancel_scheduled_upgrade: true });
  await expect(page.getByText(`The upgrade of production to ${first} is cancelled`)).toBeVisible();
  await expect(page.getByText('1 workspace with an upgrade in the next window')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'upcoming-upgrades-390');
  expect(errors).toEqual([]);
});

test('a scheduled upgrade shows on the workspace screen and is cancelled there', async ({ page, request }) => {
  const target = await schedule(request, 'wg-0002', 'ws-0002-1');
  await page.goto('/workgroups/wg-0002/workspaces/ws-0002-1');
  const version = page.getByRole('region', { name: 'Version' });
  await expect(version.getByText(/Scheduled for the next maintenance window/)).toBeVisible();
  await snap(page, 'workspace-scheduled-upgrade');
  // Issue 50, item 9: the button's name starts with what it shows, "Cancel upgrade".
  await expectLabelInName(page, version, 'version section');
  await version.getByRole('button', { name: /^Cancel upgrade of .* to / }).click();
  await expect(page.getByText(new RegExp(`The upgrade of .* to ${target.replaceAll('.', '\\.')} is cancelled`))).toBeVisible();
  await expect(version.getByText(/Scheduled for the next maintenance window/)).toHaveCount(0);
  await expect(version.getByRole('button', { name: `Upgrade to ${target}` })).toBeEnabled();
  // Auto-upgrade reads the state it had before, not "—" (issue 50).
  const autoUpgrade = page.getByRole('region', { name: 'Status' }).locator('div', { has: page.getByText('Auto-upgrade', { exact: true }) });
  await expect(autoUpgrade.locator('dd')).toHaveText('Disabled');
  await expectAccessible(page, 'workspace after cancel');
});
