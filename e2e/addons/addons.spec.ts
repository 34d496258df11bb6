import { expect, test } from '@playwright/test';
import { API_KEY, V, api, expectAccessible, snap } from '../helpers';

// Turning off an add-on that workspaces use.

test('turning off an add-on in use names each workspace with its workgroup, in the dialog and in the service refusal', async ({ page, request }) => {
  const using = await api<{ name: string; workgroup_name: string }[]>(request, 'GET', `${V}/addons/addon-insights/workspaces`);
  expect(using.length).toBeGreaterThan(1);
  await page.goto('/addons/addon-insights');
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Workspaces using Insights' }).getByRole('listitem')).toHaveCount(using.length);
  await page.getByRole('button', { name: 'Turn off for the organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off Insights?' });
  const named = dialog.getByRole('list', { name: 'Workspaces where Insights is on' }).getByRole('listitem');
  await expect(named).toHaveText(using.map((w) => `${w.name} in ${w.workgroup_name}`));
  // Workspaces called alike are told apart by their workgroups.
  expect(new Set(await named.allTextContents()).size).toBe(using.length);
  await expect(dialog.getByRole('button', { name: 'Turn off', exact: true })).toBeDisabled();
  await expectAccessible(page, 'turn off refused, workgroups named');
  await snap(page, 'addon-turn-off-workgroups');
  const res = await request.post(`${V}/addons/addon-insights/install?enable=false`, { headers: { 'x-api-key': API_KEY } });
  const reason = ((await res.json()) as { ErrorDetails: { Reason: string }[] }).ErrorDetails[0]!.Reason;
  for (const w of using) expect(reason).toContain(`${w.name} in ${w.workgroup_name}`);
});
