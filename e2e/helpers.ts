import { expect, test, type Page, type APIRequestContext, type Route } from '@playwright/test';
import fs from 'node:fs';
import { createRequire } from 'node:module';

export const API_KEY = 'demo-api-key';
export const OWNER_TOKEN = 'demo-owner-token';
export const MEMBER_TOKEN = 'demo-member-token';
export const V = '/controller/v4/v2';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Fails the test on any WCAG 2.1 A/AA (and best-practice) violation axe finds on the page as it is now.
 * axe-core runs in the page itself, injected once per document and asked for violations only: the
 * Playwright wrapper's cross-frame run, reporting every passed check too, took four times as long
 * (the console has no frames to cross).
 */
export async function expectAccessible(page: Page, label = ''): Promise<void> {
  // The screen has drawn (a scan between two screens finds neither): axe would flag a page without them anyway.
  // CSS, not roles: an open dialog hides the page behind it from the accessibility tree.
  // The console's own screen, not the server's inert picture of it (server/http/session/first-screen.ts), which it replaces.
  await expect(page.locator('[data-drawn-by-server]'), `the console has started ${label}`).toHaveCount(0);
  await expect(page.locator('main').first(), `main landmark ${label}`).toBeAttached();
  await expect(page.locator('h1').first(), `level-one heading ${label}`).toBeAttached();
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, axeTags);
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.targets.slice(0, 3).join(' | ')}`);
  expect(summary, `axe violations ${label}`).toEqual([]);
}

/** Saves a screenshot under test-results/screens for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  // Screenshots are for people to look at; CI has nobody to look (SNAP=1 takes them there too).
  if (process.env.CI && !process.env.SNAP) return;
  fs.mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** Collects uncaught page errors: a journey that throws in the browser fails. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

export async function api<T = unknown>(request: APIRequestContext, method: string, path: string, body?: unknown): Promise<T> {
  const res = await request.fetch(path, {
    method,
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { Result: T; Error: boolean; ErrorDetails: unknown[] };
  if (json.Error) throw new Error(`${method} ${path}: ${JSON.stringify(json.ErrorDetails)}`);
  return json.Result;
}

/** Workgroups made through `createWorkgroup` since `leaveNoWorkgroups` last cleared them. */
const workgroupsMade = new Set<string>();

export async function createWorkgroup(request: APIRequestContext, name: string): Promise<string> {
  const wg = await api<{ workgroup_id: string }>(request, 'POST', `${V}/workgroups`, {
    name,
    cloud_provider_id: 'cp-aws-prod',
    platform: 'aws',
    region: 'us-east-1',
  });
  workgroupsMade.add(wg.workgroup_id);
  return wg.workgroup_id;
}

/**
 * A spec whose tests each make a workgroup with running workspaces deletes them after each test, passed or
 * failed: the journeys share one organization, whose quota of read-write workspaces the later specs need.
 * A delete refused for a while (a restore still running into one of its workspaces) is tried again.
 */
export function leaveNoWorkgroups(): void {
  test.beforeEach(() => workgroupsMade.clear());
  test.afterEach(async ({ request }) => {
    for (const id of workgroupsMade) {
      await expect
        .poll(async () => (await request.delete(`${V}/workgroups/${id}`, { headers: { 'x-api-key': API_KEY } })).status(), {
          timeout: 20_000,
          message: `workgroup ${id} deleted`,
        })
        .toBeLessThan(409);
    }
    workgroupsMade.clear();
  });
}

export async function creates(request: APIRequestContext): Promise<Record<string, number>> {
  return (await (await request.get('/console/test/creates')).json()) as Record<string, number>;
}

export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** Sets the embedded control plane's injected faults (test hook). */
export async function setFaults(request: APIRequestContext, faults: { latencyMs?: number; errorRate?: number; dropRate?: number }): Promise<void> {
  await request.put('/console/test/faults', { data: { latencyMs: 0, errorRate: 0, dropRate: 0, ...faults } });
}

/** Walks the onboarding wizard from step 1 to its review step, as a person would. */
export async function walkOnboardingToReview(page: Page, o: { region: string; name: string; account: string; roleName: string }): Promise<void> {
  const region = page.getByLabel('Region', { exact: true });
  // The regions come from workspaces/meta, which may be slow or retried.
  await expect(region.getByRole('option', { name: new RegExp(o.region) })).toBeAttached({ timeout: 60_000 });
  await region.selectOption(o.region);
  await page.getByLabel('Name', { exact: true }).fill(o.name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('AWS account ID').fill(o.account);
  await page.getByRole('button', { name: 'Next' }).click();
  // The role step 3's commands create, which the ARN of step 4 then names.
  await page.getByLabel('Role name').fill(o.roleName);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Role ARN').fill(`arn:aws:iam::${o.account}:role/${o.roleName}`);
  await page.getByRole('button', { name: 'Next' }).click();
}

/** A route handler that fails GETs with a 500 envelope (RequestID req-refresh) and lets writes through. */
export function failReads(route: Route): Promise<void> {
  return route.request().method() === 'GET'
    ? route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          Error: true,
          ErrorDetails: [{ FieldName: '', Reason: 'Refresh failed', Type: 'Internal-Error' }],
          Message: 'x',
          RequestID: 'req-refresh',
        }),
      })
    : route.continue();
}

/** Saves a session token in Settings, as a person would (kept by the console server until the browser closes). */
export async function saveSessionToken(page: Page, token: string): Promise<void> {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Owner session token' });
  const change = section.getByRole('button', { name: 'Change session token' });
  const input = section.getByLabel('New session token');
  // The demo's session holds its owner's token from the start: the form opens on Change.
  await expect(change.or(input)).toBeVisible();
  if (await change.isVisible()) await change.click();
  await input.fill(token);
  await section.getByRole('button', { name: 'Save session token' }).click();
  await expect(section.getByText('Kept by the console server until this browser closes')).toBeVisible();
}

/** Clears the session token the demo's session starts with (its owner's), as a person would in Settings. */
export async function clearSessionToken(page: Page): Promise<void> {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Owner session token' });
  await section.getByRole('button', { name: 'Clear session token' }).click();
  await expect(section.getByText('Not set', { exact: true })).toBeVisible();
}

/** Answers the console's request for an API key (a live service's first visit), as a person would. */
export async function enterApiKey(page: Page, apiKey: string): Promise<void> {
  const key = page.getByLabel('API key', { exact: true });
  await expect(key).toBeVisible();
  await key.fill(apiKey);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(key).toBeHidden();
}

/** Opens a screen in proxy mode, where the console asks for the user's own key first (the awkward upstream takes any key). */
export async function openWithKey(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const key = page.getByLabel('API key', { exact: true });
  await expect(key).toBeVisible();
  await key.fill('awkward-key-0001');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(key).toBeHidden();
}

const e2ePort = Number(process.env.E2E_PORT ?? 4317);
/** The awkward upstream (e2e/upstream/awkward-upstream.ts): a service that answers the way real ones do. */
export const UPSTREAM_URL = `http://127.0.0.1:${e2ePort + 1}`;
/** This console in proxy mode (UPSTREAM_URL) in front of it. */
export const PROXY_URL = `http://127.0.0.1:${e2ePort + 2}`;

/** Changes how the awkward upstream answers (its settings: dialect, org, freshOrg…) from now on. */
export async function varyUpstream(request: APIRequestContext, settings: Record<string, unknown>): Promise<void> {
  expect((await request.put(`${UPSTREAM_URL}/__awkward`, { data: settings })).ok()).toBe(true);
}

/**
 * The tests of this file (or describe block) open the console in proxy mode in front of the awkward
 * upstream, each starting from its seed: reset, then the given settings.
 */
export function againstAwkwardUpstream(settings?: Record<string, unknown>): void {
  test.use({ baseURL: PROXY_URL });
  test.beforeEach(async ({ request }) => {
    expect((await request.post(`${UPSTREAM_URL}/__awkward/reset`)).ok()).toBe(true);
    if (settings) await varyUpstream(request, settings);
  });
}

/**
 * Sums the layout shifts the page records from its start, but those right after an input (as Lighthouse
 * sums them): call before `page.goto`, read with the returned function once the screen has settled.
 */
/**
 * The console has started: the screen the server drew (inert, server/http/session/first-screen.ts) has been replaced
 * by the console's own, whose header says who acts. Before this, a key pressed reaches no script.
 */
export async function consoleStarted(page: Page): Promise<void> {
  await expect(page.locator('[data-drawn-by-server]')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Acting as/ })).toBeVisible();
}

export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    type Shift = { value: number; hadRecentInput: boolean };
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => !(e as unknown as Shift).hadRecentInput && (w.__shift += (e as unknown as Shift).value)),
    ).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });
  return async () => {
    await page.waitForLoadState('networkidle');
    return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  };
}

/**
 * In the New schedule editor: every day at 06:15 → TG-1, created; waits for its POST to the vendor's older path
 * (revision A) of the awkward upstream's workspace ws-aw-1.
 */
export async function createDailyScheduleAtVendorPath(page: Page): Promise<void> {
  const editor = page.getByRole('region', { name: 'New schedule' });
  await editor.getByRole('radio', { name: 'Every day' }).check();
  await editor.getByLabel('Time', { exact: true }).fill('06:15');
  await editor.getByLabel('Size to set').selectOption('TG-1');
  const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/controller/v4/v2/workspaces/ws-aw-1/schedules'));
  await editor.getByRole('button', { name: 'Create schedule' }).click();
  await created;
}

/** The one line that says what was not read; opens its details. */
export async function openNotices(page: Page, summary: RegExp) {
  const line = page.getByRole('note').filter({ hasText: summary });
  await expect(line).toBeVisible();
  await line.getByText('Details', { exact: true }).click();
  return line;
}

/** Counts the writes the page sends (anything but GET) to API paths matching `path`. */
export function countWrites(page: Page, path: RegExp): { count: () => number } {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes(V) && path.test(new URL(r.url()).pathname)) n++;
  });
  return { count: () => n };
}

/** The page's visible text must never show a value the service did not send as if it had. */
export async function expectNoRawEmpties(page: Page, where: string): Promise<void> {
  const text = await page.locator('main').innerText();
  expect(text, where).not.toMatch(/\bnull\b|\bundefined\b|\bNaN\b|Invalid Date|1970/);
}
