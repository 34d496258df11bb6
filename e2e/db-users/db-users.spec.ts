import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { expectAccessible, snap } from '../helpers';

// Database users: the password generator and the copied cURL of a create.

test('"Generate a password" takes the first click while the username is still empty; the username is asked for when the form is sent', async ({ page }) => {
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/users');
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a database user' });
  const username = dialog.getByLabel('Username');
  await username.focus();
  const generate = dialog.getByRole('button', { name: 'Generate a password' });
  const before = (await generate.boundingBox())!;
  // A person's click: press, a moment, release, with the username left empty by the press.
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(150);
  expect((await generate.boundingBox())!.y).toBe(before.y);
  await page.mouse.up();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue(/^.{20}$/);
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toBeFocused();
  await username.fill(`gen_${Date.now().toString(36)}`);
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'create user, password generated');

  // A username typed wrong is said as soon as it is left, but only once the press on Generate is over.
  await username.fill('9lives');
  const at = (await generate.boundingBox())!;
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(150);
  expect((await generate.boundingBox())!.y).toBe(at.y);
  const first = await dialog.getByLabel('Password', { exact: true }).inputValue();
  await page.mouse.up();
  await expect(dialog.getByLabel('Password', { exact: true })).not.toHaveValue(first);
  await expect(username).toHaveAttribute('aria-invalid', 'true');
});

test('copy as cURL: $DB_PASSWORD stays outside single quotes, and bash hands curl the password', async ({ page }) => {
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/users?dialog=create');
  const dialog = page.getByRole('dialog', { name: 'Create a database user' });
  await dialog.getByLabel('Username').fill('curl_user');
  await dialog.getByRole('button', { name: 'Copy as cURL' }).click();
  const command = await page
    .getByRole('dialog', { name: /^Request: / })
    .getByLabel('cURL command', { exact: true })
    .innerText();
  expect(command).toContain(`'"$DB_PASSWORD"'`);
  await snap(page, 'guard-curl-variable');
  // The words bash makes of the command, with the variable set: the body carries the password.
  const words = execFileSync('bash', ['-c', command.replace(/^curl /, 'printf "%s\\n" ')], {
    env: { PATH: process.env.PATH, DB_PASSWORD: 'Zq8-x!y=#%+Kp2.w_@Ab', API_KEY: 'k' },
    encoding: 'utf8',
  }).split('\n');
  expect(JSON.parse(words[words.indexOf('--data-raw') + 1]!)).toEqual({ username: 'curl_user', password: 'Zq8-x!y=#%+Kp2.w_@Ab' });
});
