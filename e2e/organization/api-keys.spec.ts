import { expect, test } from '@playwright/test';
import { V, api, expectAccessible, snap, unique, watchErrors } from '../helpers';

// The organization's API keys: a new key shown once until saved, and a key to delete named unmistakably.

test('a new API key stays on screen until "I have saved it", and a reload does not offer to create another', async ({ page, request }) => {
  const errors = watchErrors(page);
  // Reached in the console, so that Back stays in it.
  await page.goto('/workgroups');
  await expect(page.getByRole('heading', { level: 1, name: 'Workgroups' })).toBeVisible();
  await page.keyboard.press('Control+K');
  await page.keyboard.type('organization');
  await page
    .getByRole('dialog', { name: 'Go to or do' })
    .getByRole('option', { name: /^Organization(?! users)/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organization', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create API key' }).click();
  const form = page.getByRole('dialog', { name: 'Create an API key' });
  const description = unique('Walk key');
  await form.getByLabel('Description').fill(description);
  await form.getByRole('button', { name: 'Create key' }).click();
  const made = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(made.getByLabel('The new API key')).toBeVisible();
  // Escape and a click beside it keep the only copy on screen.
  await page.keyboard.press('Escape');
  await expect(made).toBeVisible();
  await page.mouse.click(5, 400);
  await expect(made).toBeVisible();
  // The address no longer opens the create form.
  await expect(page).not.toHaveURL(/dialog=create-key/);
  // Back, as far as another screen: asked first, and staying keeps the key on screen.
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.goBack();
  await page.goBack();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  expect(asked[0]).toContain('The new API key is shown only once');
  await expect(made.getByLabel('The new API key')).toBeVisible();
  await expect(page).toHaveURL(/\/organization$/);
  await expectAccessible(page, 'new key shown');
  await snap(page, 'walk6-new-key');
  await made.getByRole('button', { name: 'I have saved it' }).click();
  await expect(made).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Organization', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: description })).toBeVisible();
  expect(errors).toEqual([]);
  const keys = await api<{ key_name: string; description: string }[]>(request, 'GET', `${V}/org/api-keys`);
  await api(request, 'DELETE', `${V}/org/api-keys`, { key_name: keys.find((k) => k.description === description)!.key_name });
});

test('two keys with one description: the delete dialog names which, by its masked key and date; a link to a deleted key says so', async ({ page, request }) => {
  const description = unique('Twin key');
  const first = await api<{ key_name: string; redacted_key: string }>(request, 'POST', `${V}/org/api-keys`, { description, life_time_in_seconds: 86_400 * 30 });
  const second = await api<{ key_name: string; redacted_key: string }>(request, 'POST', `${V}/org/api-keys`, {
    description,
    life_time_in_seconds: 86_400 * 30,
  });
  expect(first.redacted_key).not.toBe(second.redacted_key);
  await page.goto('/organization');
  await page.getByRole('button', { name: `Delete the key ${description} (${second.redacted_key})` }).click();
  const del = page.getByRole('dialog', { name: `Delete the API key "${description}"` });
  await expect(del.getByText(second.redacted_key)).toBeVisible();
  await expect(del.getByText(first.redacted_key)).toHaveCount(0);
  await expectAccessible(page, 'delete one of two keys');
  await snap(page, 'walk6-delete-twin-key');
  await del.getByRole('textbox').fill(description);
  await del.getByRole('button', { name: 'Delete key' }).click();
  await expect(del).toBeHidden();
  await expect(page.getByRole('button', { name: `Delete the key ${description} (${first.redacted_key})` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete the key ${description} (${second.redacted_key})` })).toHaveCount(0);
  // The reported steps: an old link to delete a key already deleted.
  await page.goto(`/organization?dialog=delete-key&key=${second.key_name}`);
  const gone = page.getByRole('dialog', { name: 'Delete an API key' });
  await expect(gone.getByText(`No API key “${second.key_name}” is listed for this organization`)).toBeVisible();
  await gone.getByRole('button', { name: 'Back' }).click();
  await expect(page).not.toHaveURL(/dialog=/);
  await api(request, 'DELETE', `${V}/org/api-keys`, { key_name: first.key_name });
});
