import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { API_KEY, MEMBER_TOKEN, OWNER_TOKEN, againstAwkwardUpstream, expectAccessible, saveSessionToken, snap, V, watchErrors } from '../helpers';

/** Issue 53, Invitations (assumed operations): an owner invites, resends and revokes; what the console knows is refused before sending. */

const OWNER = { authorization: `Bearer ${OWNER_TOKEN}` };
type Invitation = { id: string; email: string; resent_count: number; expires_at: string };

async function openUsers(page: Page, token: string) {
  await saveSessionToken(page, token);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organization users' }).click();
  await expect(page.getByRole('heading', { name: 'Invitations' })).toBeVisible();
}

const invitations = async (request: APIRequestContext) =>
  ((await (await request.get('/users/invitations', { headers: OWNER })).json()) as { Result: Invitation[] }).Result;

async function revokeAll(request: APIRequestContext, prefix: string) {
  for (const i of await invitations(request)) if (i.email.startsWith(prefix)) await request.delete(`/users/invitations/${i.id}`, { headers: OWNER });
}

/** Every invitation request the page sends from now on. */
function watchInvites(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => r.url().includes('/users/invitations') && r.method() !== 'GET' && sent.push(r));
  return sent;
}

test('an owner invites a person with roles, sees it listed with its expiry, resends it and revokes it; each is audited', async ({ page, request }) => {
  const errors = watchErrors(page);
  const email = `lin.${Date.now().toString(36)}@new.example`;
  await openUsers(page, OWNER_TOKEN);
  const form = page.getByRole('form', { name: 'Invite a person' });
  await form.getByLabel('E-mail address').fill(email);
  await expect(form.getByRole('checkbox', { name: 'Organization Member' })).toBeChecked();
  await form.getByRole('checkbox', { name: 'Billing Viewer' }).check();
  const sent = watchInvites(page);
  // From the keyboard: Enter in the field sends the form.
  await form.getByLabel('E-mail address').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) });
  await expect(row).toContainText('Billing Viewer, Organization Member');
  await expect(row).toContainText('ada@acme.example');
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!.postData() ?? '{}')).toEqual({ email, roles: ['billing_viewer', 'org_member'] });
  // The page sends no token: the console's server adds the owner's from the session (the invitation was made).
  expect(sent[0]!.headers().authorization).toBeUndefined();
  await expect(form.getByLabel('E-mail address')).toHaveValue('');
  const made = (await invitations(request)).find((i) => i.email === email)!;
  await expectAccessible(page, 'invitations');
  await snap(page, 'invitations-1280');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'invitations-1280-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: `Resend the invitation to ${email}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'invitations phone');
  await snap(page, 'invitations-390-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await snap(page, 'invitations-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Resend, with its request to copy first (no secret in it).
  await page.getByRole('button', { name: `Resend the invitation to ${email}` }).click();
  const resend = page.getByRole('dialog', { name: `Resend the invitation to ${email}?` });
  await resend.getByRole('button', { name: 'Copy as cURL' }).click();
  const curl = page.getByLabel('cURL command', { exact: true });
  await expect(curl).toContainText(`/users/invitations/${made.id}/resend`);
  await expect(curl).toContainText('Bearer $SESSION_TOKEN');
  await expect(curl).not.toContainText(OWNER_TOKEN);
  await page.keyboard.press('Escape');
  await resend.getByRole('button', { name: 'Resend invitation' }).click();
  await expect(resend).toBeHidden();
  await expect.poll(async () => (await invitations(request)).find((i) => i.id === made.id)?.resent_count).toBe(1);
  expect(Date.parse((await invitations(request)).find((i) => i.id === made.id)!.expires_at)).toBeGreaterThan(Date.parse(made.expires_at));

  // Revoke from the keyboard.
  await page.getByRole('button', { name: `Revoke the invitation to ${email}` }).focus();
  await page.keyboard.press('Enter');
  const revoke = page.getByRole('dialog', { name: `Revoke the invitation to ${email}?` });
  await expectAccessible(page, 'revoke dialog');
  await expect(revoke.getByRole('button', { name: 'Revoke invitation' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(revoke).toBeHidden();
  await expect(row).toHaveCount(0);

  // The invite names the address it went to; the resend and the revoke, the invitation.
  const trail = async (q: string) =>
    (
      (await (await request.get(`${V}/audit-log?q=${encodeURIComponent(q)}`, { headers: { 'x-api-key': API_KEY } })).json()) as {
        Result: { operation: string; outcome: string; who: string }[];
      }
    ).Result;
  const entries = [...(await trail(email)), ...(await trail(made.id))];
  expect(entries.map((e) => e.operation).sort()).toEqual(['createInvitation', 'resendInvitation', 'revokeInvitation']);
  expect(entries.every((e) => e.outcome === 'accepted' && /Ada Lovelace/.test(e.who))).toBe(true);
  expect(errors).toEqual([]);
});

test('an invalid address, a member and a pending duplicate are refused beside the field and nothing is sent; past the cap, inviting is refused', async ({
  page,
  request,
}) => {
  const dup = `dup.${Date.now().toString(36)}@new.example`;
  expect((await request.post('/users/invitations', { headers: OWNER, data: { email: dup, roles: ['org_member'] } })).ok()).toBe(true);
  await openUsers(page, OWNER_TOKEN);
  const form = page.getByRole('form', { name: 'Invite a person' });
  const email = form.getByLabel('E-mail address');
  const send = form.getByRole('button', { name: 'Send invitation' });
  const sent = watchInvites(page);

  await email.fill('not-an-address');
  await send.click();
  await expect(form.getByText('Enter an e-mail address, like name@example.com')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'invalid address');
  await snap(page, 'invitations-refused');

  await email.fill('Grace@acme.example');
  await send.click();
  await expect(form.getByText('Grace@acme.example is already a member of this organization')).toBeVisible();

  await email.fill(dup.toUpperCase());
  await send.click();
  await expect(form.getByText(`${dup.toUpperCase()} is already invited: resend that invitation instead`)).toBeVisible();
  await expect(email).toBeFocused();

  await form.getByRole('checkbox', { name: 'Organization Member' }).uncheck();
  await email.fill('nobody.yet@new.example');
  await send.click();
  await expect(form.getByText('Choose at least one role')).toBeVisible();
  expect(sent).toEqual([]);

  // The cap: the organization holds the most invitations it may.
  const held = (await invitations(request)).length;
  for (let i = held; i < 50; i++) await request.post('/users/invitations', { headers: OWNER, data: { email: `cap${i}.${dup}`, roles: ['org_member'] } });
  await page.reload();
  await expect(form.getByText(/already holds 50 invitations, the most it may: revoke ones no longer needed first/)).toBeVisible();
  await expect(send).toBeDisabled();
  expect(sent).toEqual([]);
  await revokeAll(request, 'cap');
  await revokeAll(request, 'dup.');
});

test('inviting again an address that had its three mails (invited and revoked) is refused beside the address, with the wait', async ({ page, request }) => {
  const errors = watchErrors(page);
  const email = `bounce.${Date.now().toString(36)}@new.example`;
  for (let i = 0; i < 3; i++) {
    const made = await request.post('/users/invitations', { headers: OWNER, data: { email, roles: ['org_member'] } });
    expect(made.ok()).toBe(true);
    const { id } = ((await made.json()) as { Result: Invitation }).Result;
    expect((await request.delete(`/users/invitations/${id}`, { headers: OWNER })).ok()).toBe(true);
  }
  await openUsers(page, OWNER_TOKEN);
  const form = page.getByRole('form', { name: 'Invite a person' });
  const field = form.getByLabel('E-mail address');
  await field.fill(email);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  // The playwright config counts mails over 12 s.
  await expect(form.getByText(new RegExp(`^${email.replace(/\./g, '\\.')} was sent 3 invitation mails in the last 12 s.*try again in \\d+ s$`))).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expectAccessible(page, 'invite throttled');
  await snap(page, 'invitations-invite-throttled');
  expect(errors).toEqual([]);
});

test('a member sees inviting, resending and revoking disabled with the reason; the service refuses a member and a request without a token', async ({
  page,
  request,
}) => {
  const email = `member.view.${Date.now().toString(36)}@new.example`;
  expect((await request.post('/users/invitations', { headers: OWNER, data: { email, roles: ['org_member'] } })).ok()).toBe(true);
  await openUsers(page, MEMBER_TOKEN);
  const form = page.getByRole('form', { name: 'Invite a person' });
  // Who may is the operations' declaration (an owner), and who acts is the token's person: told before anything is tried.
  await expect(
    form.getByText(
      /Only an organization owner \(Organization Admin\) may invite a person \(Ada Lovelace\)\. Grace Hopper acts here, with their session token, as a member\./,
    ),
  ).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send invitation' })).toBeDisabled();
  await expect(form.getByLabel('E-mail address')).toBeDisabled();
  await expect(page.getByRole('button', { name: `Resend the invitation to ${email}` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Revoke the invitation to ${email}` })).toBeDisabled();
  await expectAccessible(page, 'member');
  await snap(page, 'invitations-member');
  const asMember = await request.post('/users/invitations', {
    headers: { authorization: `Bearer ${MEMBER_TOKEN}` },
    data: { email: 'x@new.example', roles: ['org_member'] },
  });
  expect(asMember.status()).toBe(403);
  expect((await request.post('/users/invitations', { data: { email: 'x@new.example', roles: ['org_member'] } })).status()).toBe(401);
  await revokeAll(request, 'member.view');
});

test('Resend pressed again and again: past three mails the row says why and how long to wait, Resend waits it out, then works again', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const email = `again.${Date.now().toString(36)}@new.example`;
  expect((await request.post('/users/invitations', { headers: OWNER, data: { email, roles: ['org_member'] } })).ok()).toBe(true);
  await openUsers(page, OWNER_TOKEN);
  const button = page.getByRole('button', { name: `Resend the invitation to ${email}` });
  const dialog = page.getByRole('dialog', { name: `Resend the invitation to ${email}?` });
  const resendOnce = async () => {
    await button.click();
    await dialog.getByRole('button', { name: 'Resend invitation' }).click();
    await expect(dialog).toBeHidden();
  };
  // The invitation was the first mail: two resends make three.
  for (let i = 0; i < 2; i++) await resendOnce();
  const sent = watchInvites(page);
  // The third resend is refused (the playwright config counts mails over 12 s): the dialog closes and the row says why.
  await resendOnce();
  const row = page.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) });
  await expect(row.getByRole('alert')).toHaveText(/was sent 3 invitation mails in the last 12 s, the most an address may be.*try again in \d+ s/);
  await expect(row.getByText(/You can resend it in \d+ s/)).toBeVisible();
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAccessibleDescription(/You can resend it in \d+ s/);
  await expect(button).toBeFocused();
  // Pressed again while it waits (forced: Playwright itself waits for an aria-disabled button): nothing opens, nothing is sent.
  await button.click({ force: true });
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  expect(sent).toHaveLength(1);
  await expectAccessible(page, 'resend waiting');
  await snap(page, 'invitations-resend-wait');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'invitations-resend-wait-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The wait over, the note goes and Resend works again.
  await expect(row.getByText(/You can resend it in/)).toHaveCount(0, { timeout: 15_000 });
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  await resendOnce();
  await expect.poll(async () => (await invitations(request)).find((i) => i.email === email)?.resent_count).toBe(3);
  expect(errors).toEqual([]);
  await revokeAll(request, 'again.');
});

test.describe('a deployment without invitations (awkward upstream)', () => {
  againstAwkwardUpstream();

  test('the screen says inviting is not offered, and the users still show', async ({ page }) => {
    const errors = watchErrors(page);
    // Saved before leaving Settings (the helper waits for it): going on at once could leave before the save.
    await saveSessionToken(page, 'awkward-owner-token');
    await page.goto('/users');
    await expect(page.getByText(/Inviting people is not offered by this deployment/)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Invite a person' })).toHaveCount(0);
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectAccessible(page, 'not offered');
    await snap(page, 'invitations-not-offered');
    expect(errors).toEqual([]);
  });
});
