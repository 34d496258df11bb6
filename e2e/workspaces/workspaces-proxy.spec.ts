import { expect, test } from '@playwright/test';
import { againstAwkwardUpstream, expectAccessible, openNotices, openWithKey, snap } from '../helpers';

/**
 * Workspaces (detail, version, creation) in proxy mode in front of e2e/upstream/awkward-upstream.ts: a service that answers
 * the way real ones do. The screen must show what it can read and say, in one line, what it could not.
 */
againstAwkwardUpstream();

test('workgroup and workspace detail: numbers sent as strings read as numbers; what cannot be read shows as —', async ({ page }) => {
  await openWithKey(page, '/workgroups/wg-aw-1');
  await expect(page.getByRole('heading', { name: 'Fraud graph', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'fraud-prod' })).toBeVisible();
  // The unknown status is shown as it came.
  await expect(page.getByText('Hibernating').first()).toBeVisible();
  await openNotices(page, /could not be read/);
  await expectAccessible(page, 'workgroup detail');

  await page.getByRole('link', { name: 'fraud-prod' }).click();
  await expect(page.getByRole('heading', { name: 'fraud-prod', level: 1 })).toBeVisible();
  const facts = page.locator('dl.facts');
  await expect(facts.getByText('12,345')).toBeVisible();
  await expect(facts.getByText('After 30 idle minutes')).toBeVisible();
  await expect(facts.getByText('50 MiB')).toBeVisible();
  // This workspace's answer was read whole (the only note is about the add-on catalog).
  await expect(page.getByRole('note')).not.toContainText('Get workspace');
  await snap(page, 'real-world-workspace');

  await page.goto('/workgroups/wg-aw-1/workspaces/ws-aw-2');
  await expect(page.getByRole('heading', { name: 'fraud-archive', level: 1 })).toBeVisible();
  await expect(page.getByText('Edges').locator('..').getByText('—')).toBeVisible();
  // An unknown state is not "in progress": nothing says it updates by itself.
  await expect(page.getByText(/updates by itself/i)).toHaveCount(0);
  const notes = await openNotices(page, /values? could not be read/);
  await expect(notes.getByText(/edge_count: shown empty; received "lots", expected a number/)).toBeVisible();
  await expectAccessible(page, 'workspace with unreadable values');
});

test('workspace version: end of life read from option strings; no upgrade offered when only the running version allows one', async ({ page }) => {
  await openWithKey(page, '/workgroups/wg-aw-1/workspaces/ws-aw-1');
  const version = page.getByRole('region', { name: 'Version' });
  await expect(version.getByText('4.2.1', { exact: true })).toBeVisible();
  await expect(version.getByText('Supported until 2028-06-30.')).toBeVisible();
  await expect(version.getByText('No version is offered as an upgrade from 4.2.1.')).toBeVisible();
  await expectAccessible(page, 'workspace version in proxy mode');
  await snap(page, 'real-world-workspace-version');
});

test('create workspace: sizes whose figures cannot be read show them raw and last; a version that says "true" can be chosen', async ({ page }) => {
  await openWithKey(page, '/workgroups/wg-aw-1/workspaces/new');
  const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio');
  await expect(sizes).toHaveCount(4);
  await expect(sizes.last()).toHaveValue('TG-X');
  await expect(page.getByText('“lots” vCPU')).toBeVisible();
  await expect(page.getByLabel('Version').getByRole('option', { name: /4\.2\.1/ })).toBeAttached();
  await openNotices(page, /could not be read/);
  await expectAccessible(page, 'create workspace with odd options');
  await snap(page, 'real-world-create-workspace');
});

test('deletion protection against a deployment that does not offer it: said so, no switch, and Delete stays as it was', async ({ page }) => {
  await openWithKey(page, '/workgroups/wg-aw-1/workspaces/ws-aw-1');
  await expect(page.getByRole('heading', { name: 'fraud-prod', level: 1 })).toBeVisible();
  await expect(page.getByText('Deletion protection is not offered by this deployment.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Deletion protection' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeEnabled();
  await page.goto('/workgroups/wg-aw-1');
  await expect(page.getByText('Not offered by this deployment')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete workgroup' })).toBeEnabled();
});
