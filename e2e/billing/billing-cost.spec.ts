import fs from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { V, api, createWorkgroup, expectAccessible, saveSessionToken, snap, unique, watchErrors, watchLayoutShift } from '../helpers';

/**
 * Issue 53, cost: the month to date and the projection come from the workspaces' usage (pauses and
 * resizes included) at the organization's prices, keep their room while they are added up, and a CSV
 * of every workspace's day adds up to the figure shown, to the cent. The expectation is worked out
 * here, from the raw answers the page read, by this file's own arithmetic (not the console's).
 */
type Event = { at: string; running: boolean; workspace_type: string; enable_ha: boolean; addons: { type: string; is_free: boolean }[] };
type Usage = {
  as_of: string;
  workspaces: { workspace_id: string; region: string; platform: string; created_at: string; deleted_at: string; billed_bytes: number; events: Event[] }[];
};
type Pricing = {
  // `ha` travels as a string ("true"), as the vendor's spec types it.
  workspace_pricing: { workspace_type: string; region: string; ha: boolean | string; platform: string; price_per_hour: number }[];
  data_storage_pricing: { region: string; platform: string; price_per_month: number }[];
  addon_pricing: { type: string; workspace_type: string; region: string; price_per_hour: number }[];
};

const H = 3_600_000;
const DAY = 24 * H;
const eq = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const usd = (c: number) => `US$ ${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The documented rule: each part of a workspace's UTC day rounded to the cent; the month's figures are sums of those. */
function expected(u: Usage, p: Pricing): { soFar: number; projected: number } {
  const asOf = Date.parse(u.as_of);
  const d = new Date(asOf);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const end = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  const monthHours = (end - start) / H;
  let soFar = 0;
  let rest = 0;
  for (const w of u.workspaces) {
    const hourly = (e: Event) => {
      if (!e.running) return { compute: 0, addons: 0 };
      const c = p.workspace_pricing.find(
        (x) => eq(x.workspace_type, e.workspace_type) && eq(x.region, w.region) && String(x.ha) === String(e.enable_ha) && eq(x.platform, w.platform),
      );
      const a = e.addons
        .filter((x) => !x.is_free)
        .map((x) => p.addon_pricing.find((y) => eq(y.type, x.type) && eq(y.workspace_type, e.workspace_type) && eq(y.region, w.region))!.price_per_hour);
      return { compute: c!.price_per_hour, addons: a.reduce((s, x) => s + x, 0) };
    };
    const storage = p.data_storage_pricing.find((x) => eq(x.region, w.region) && eq(x.platform, w.platform))!.price_per_month;
    const storagePerHour = ((w.billed_bytes / 1024 ** 3) * storage) / monthHours;
    const from = Math.max(start, Date.parse(w.created_at));
    const gone = w.deleted_at ? Math.min(Date.parse(w.deleted_at), asOf) : asOf;
    for (let day = start; day < asOf; day += DAY) {
      const [d0, d1] = [Math.max(day, from), Math.min(day + DAY, gone)];
      if (d1 <= d0 && (day + DAY <= from || day >= gone)) continue;
      let [compute, addons] = [0, 0];
      w.events.forEach((e, i) => {
        const a = Math.max(Date.parse(e.at), d0);
        const b = Math.min(i + 1 < w.events.length ? Date.parse(w.events[i + 1]!.at) : gone, d1);
        if (b <= a || !e.running) return;
        compute += ((b - a) / H) * hourly(e).compute;
        addons += ((b - a) / H) * hourly(e).addons;
      });
      soFar += Math.round(compute * 100) + Math.round(addons * 100) + Math.round((Math.max(0, d1 - d0) / H) * storagePerHour * 100);
    }
    if (!w.deleted_at) {
      const now = w.events.filter((e) => Date.parse(e.at) <= asOf).at(-1)!;
      const r = hourly(now);
      rest += Math.round((((now.running ? r.compute + r.addons : 0) * (end - asOf)) / H) * 100 + ((storagePerHour * (end - asOf)) / H) * 100);
    }
  }
  return { soFar, projected: soFar + rest };
}

/** Opens Billing with the usage answer held back for a while, and hands back the raw answers the page read. */
async function openBilling(page: Page, holdUsageMs = 0) {
  await page.route(`**${V}/billing/usage`, async (route) => {
    await new Promise((r) => setTimeout(r, holdUsageMs));
    await route.continue();
  });
  const usage = page.waitForResponse((r) => r.url().endsWith(`${V}/billing/usage`));
  const pricing = page.waitForResponse((r) => r.url().endsWith(`${V}/billing/resource-pricing`));
  await page.goto('/billing');
  return {
    usage: ((await (await usage).json()) as { Result: Usage }).Result,
    pricing: ((await (await pricing).json()) as { Result: Pricing }).Result,
  };
}

/**
 * The screen drawn while the cost is still being added up (its usage answer held back): the layout shift
 * so far, so that what the cost's arrival moves is measured apart from the rest of the page's start.
 */
async function shownBeforeTheCost(page: Page): Promise<number> {
  await expect(page.getByRole('region', { name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'This month' }).getByRole('status')).toHaveText('Adding up…');
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

const figure = (page: Page, label: RegExp) =>
  page
    .getByRole('region', { name: 'This month' })
    .locator('div', { has: page.getByText(label) })
    .locator('dd');

test('the month to date, the projection and the CSV agree to the cent with the usage and the prices; a pause and a resize count', async ({ page, request }) => {
  const errors = watchErrors(page);
  // A workspace of this journey's own, paused and resized, so the history holds this month's changes.
  const wgId = await createWorkgroup(request, unique('cost'));
  const ws = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/${wgId}/workspaces`, {
    name: 'metered',
    workspace_type_name: 'TG-00',
    tg_version: '4.2.1',
  });
  const at = `${V}/workgroups/${wgId}/workspaces/${ws.workspace_id}`;
  await expect.poll(async () => (await api<{ status: string }>(request, 'GET', at)).status, { timeout: 15_000 }).toBe('Active');
  await api(request, 'POST', `${at}/pause`);
  await expect.poll(async () => (await api<{ status: string }>(request, 'GET', at)).status, { timeout: 15_000 }).toBe('Stopped');
  await api(request, 'POST', `${at}/resume`);
  await expect.poll(async () => (await api<{ status: string }>(request, 'GET', at)).status, { timeout: 15_000 }).toBe('Active');
  await api(request, 'PUT', at, { workspace_type_name: 'TG-0' });

  // An owner's session token, which the service's credit read needs beside the key (issue 49).
  await saveSessionToken(page, 'demo-owner-token');
  // The workgroups' own reads never answer: the figures do not wait for them.
  await page.route(new RegExp(`${V}/workgroups/[^/?]+$`), () => undefined);
  const shift = await watchLayoutShift(page);
  const reading = openBilling(page, 2500);
  const before = await shownBeforeTheCost(page);
  const read = await reading;
  const mine = read.usage.workspaces.find((w) => w.workspace_id === ws.workspace_id)!;
  expect(mine.events.map((e) => [e.running, e.workspace_type])).toEqual([
    [true, 'TG-00'],
    [false, 'TG-00'],
    [true, 'TG-00'],
    [true, 'TG-0'],
  ]);
  const want = expected(read.usage, read.pricing);
  expect(want.soFar).toBeGreaterThan(0);
  await expect(figure(page, /^Month to date/)).toHaveText(usd(want.soFar));
  await expect(figure(page, /^Projected for the month/)).toHaveText(usd(want.projected));
  await expect(page.getByRole('region', { name: 'This month' }).locator('time')).toHaveAttribute('datetime', new Date(read.usage.as_of).toISOString());
  expect((await shift()) - before, 'layout shift while the cost arrives').toBeLessThan(0.001);

  const explorer = page.getByRole('region', { name: 'Cost explorer' });
  await expect(explorer.getByRole('img', { name: /^Cost per day by workgroup/ })).toBeVisible();
  await expectAccessible(page, 'billing cost chart');
  await snap(page, 'billing-cost');

  // The CSV: its total row is the month to date shown, and its rows add up to it.
  const [file] = await Promise.all([page.waitForEvent('download'), explorer.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(file.suggestedFilename()).toBe(`cost-${read.usage.as_of.slice(0, 19).replaceAll(':', '-')}Z.csv`);
  const lines = fs
    .readFileSync((await file.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const cost = (line: string) => Math.round(Number(JSON.parse(`[${line}]`).at(-1)) * 100);
  expect(lines[0]).toContain('"Cost (USD)"');
  const total = lines.at(-1)!;
  expect(total.startsWith('"Total"')).toBe(true);
  expect(cost(total)).toBe(want.soFar);
  expect(lines.slice(1, -1).reduce((s, l) => s + cost(l), 0)).toBe(want.soFar);
  expect(lines.some((l) => l.includes('metered'))).toBe(true);

  // The read the figures come from, as a command to run elsewhere: no key in it.
  await explorer.getByRole('button', { name: 'Copy the usage read as cURL' }).click();
  const curl = page.getByLabel('cURL command', { exact: true });
  await expect(curl).toContainText(`${V}/billing/usage`);
  await expect(curl).not.toContainText('demo-api-key');
  await page.keyboard.press('Escape');
  await expect(curl).toBeHidden();

  // The service's figures beside ours: the demo's credit, with the difference said.
  await expect(
    explorer.getByText(/The service’s credit balance: US\$ 125\.40; the projection for .+ is US\$ [\d,.]+: the credit falls US\$ [\d,.]+ short/),
  ).toBeVisible();
  await expect(explorer.getByText(/The service’s invoice for .+ the invoice is US\$ [\d,.]+ (more|less) than ours/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('phone and keyboard: nothing moves as the cost arrives; per workspace, as a table whose last row is the month to date; axe in both views', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shift = await watchLayoutShift(page);
  const reading = openBilling(page, 2500);
  const before = await shownBeforeTheCost(page);
  const read = await reading;
  const want = expected(read.usage, read.pricing);
  await expect(figure(page, /^Month to date/)).toHaveText(usd(want.soFar));
  expect((await shift()) - before, 'layout shift on a phone while the cost arrives').toBeLessThan(0.001);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const explorer = page.getByRole('region', { name: 'Cost explorer' });
  await explorer.getByRole('radio', { name: 'Workgroup' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(explorer.getByRole('radio', { name: 'Workspace' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(explorer.getByRole('radio', { name: 'Table' })).toBeChecked();
  const table = explorer.getByRole('table', { name: 'Cost per day by workspace' });
  await expect(table.getByRole('row').last()).toContainText(usd(want.soFar));
  await expectAccessible(page, 'billing cost table phone');
  await snap(page, 'billing-cost-table-phone');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, 'billing cost table');
  await snap(page, 'billing-cost-table');
  await page.emulateMedia({ colorScheme: 'dark' });
  await explorer.getByRole('radio', { name: 'Chart' }).check();
  await snap(page, 'billing-cost-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'billing cost phone dark');
  await snap(page, 'billing-cost-phone-dark');
});

test('a credit in the price list downloads as negative numbers a spreadsheet adds up, not as text; the total row is the rows to the cent', async ({ page }) => {
  const errors = watchErrors(page);
  // The deployment's list with compute as a credit (a negative price per hour), the rest of the answer as it is.
  await page.route(`**${V}/billing/resource-pricing`, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { Result: Pricing };
    for (const p of body.Result.workspace_pricing) p.price_per_hour = -Math.abs(p.price_per_hour);
    await route.fulfill({ response: answer, json: body });
  });
  const read = await openBilling(page);
  expect(read.pricing.workspace_pricing.every((p) => p.price_per_hour <= 0)).toBe(true);
  const explorer = page.getByRole('region', { name: 'Cost explorer' });
  await expect(figure(page, /^Month to date/)).toHaveText(/^−US\$ /);
  const [file] = await Promise.all([page.waitForEvent('download'), explorer.getByRole('button', { name: 'Download CSV' }).click()]);
  const rows = fs
    .readFileSync((await file.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((l) => (JSON.parse(`[${l}]`) as string[]).slice(4));
  // Every amount is a plain number: a guarded "'-12.34" would be text that no SUM() counts.
  for (const r of rows) for (const cell of r) expect(cell).toMatch(/^-?\d+\.\d\d$/);
  expect(rows.some((r) => r[0]!.startsWith('-'))).toBe(true);
  const cents = (cell: string) => BigInt(cell.replace('.', ''));
  const total = rows.at(-1)!.map(cents);
  for (let col = 0; col < 4; col++) expect(total[col]).toBe(rows.slice(0, -1).reduce((t, r) => t + cents(r[col]!), 0n));
  expect(errors).toEqual([]);
});
