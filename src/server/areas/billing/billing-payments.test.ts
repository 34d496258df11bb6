import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createControlPlane } from '@/server/app';
import { sleep, startTestServer } from '@/server/testing/test-server';
import { ApiError } from '@/api/api-error';
import type { Workspace } from '@/kernel/workspace-schema';

let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
};
const delinquent = async (days: number | null) =>
  expect((await fetch(`${s.url}/console/test/delinquent`, { method: 'PUT', body: JSON.stringify({ days }) })).ok).toBe(true);
const workspaces = async () => {
  const c = s.client();
  const ids = (await c.listWorkgroups()).flatMap((w) => w.workspaces.map((x) => ({ workgroupID: w.workgroup_id, workspaceID: x.workspace_id })));
  return Promise.all(ids.map((params) => c.getWorkspace({ params }))) as Promise<Workspace[]>;
};
const open = async () => (await s.client().listInvoices()).find((i) => i.status === 'open')!;
const payQuery = (i: { year: number | null; month: number | null; day: number | null; product_plan_id: string }) => ({
  year: String(i.year),
  month: String(i.month),
  day: String(i.day),
  productPlanId: i.product_plan_id,
});

describe('cards and paying the outstanding invoice', () => {
  it('lists the cards (assumed) with the default; the member key may not change them; the owner makes another the default and removes one', async () => {
    await delinquent(null);
    const c = s.client();
    const cards = (await c.getBillingCustomer()).cards!;
    expect(cards.map((x) => [x.brand, x.last4, x.is_default])).toEqual([
      ['Visa', '4242', true],
      ['Mastercard', '4444', false],
    ]);
    const member = await refusal(s.client('demo-member-api-key').setDefaultCard({ params: { cardID: cards[1]!.id } }));
    expect(member.status).toBe(403);
    expect((await refusal(c.setDefaultCard({ params: { cardID: 'card_nope' } }))).details[0]!.FieldName).toBe('cardID');
    expect(await c.setDefaultCard({ params: { cardID: cards[1]!.id } })).toContain('Mastercard •••• 4444 is now the default');
    expect(await c.removeCard({ params: { cardID: cards[1]!.id } })).toContain('no default card');
    expect(await c.getBillingValidation()).toBe(false);
    expect((await c.getBillingCustomer()).cards!.map((x) => x.is_default)).toEqual([false]);
    await delinquent(null);
    expect((await c.getBillingCustomer()).cards).toHaveLength(2);
  });

  it('past the stop grace: running workspaces are stopped with the reason, resuming and creating are refused; paying needs a valid card, then lets them resume', async () => {
    await delinquent(4);
    const c = s.client();
    await sleep(400);
    const all = await workspaces();
    expect(all.length).toBeGreaterThan(0);
    for (const w of all) {
      expect(w.status).toBe('Stopped');
      if (w.condition_type === 'PaymentOverdue') expect(w.err_message).toMatch(/payment failed on .* Pay the outstanding invoice/);
    }
    const stopped = all.find((w) => w.condition_type === 'PaymentOverdue')!;
    const p = { workgroupID: stopped.workgroup_id, workspaceID: stopped.workspace_id };
    const resume = await refusal(c.resumeWorkspace({ params: p }));
    expect([resume.status, resume.details[0]!.FieldName]).toEqual([409, 'status']);
    expect(resume.details[0]!.Reason).toContain('stopped until the outstanding invoice is paid');
    expect((await refusal(c.updateWorkspace({ params: p, body: { pause: false } }))).status).toBe(409);
    expect((await refusal(c.createWorkspace({ params: { workgroupID: p.workgroupID }, body: { name: 'while-late' } }))).status).toBe(409);

    // The Visa was declined: paying with it is refused, saying why, and nothing changes.
    const invoice = await open();
    expect(invoice).toMatchObject({ product_plan_id: 'plan-standard', failure_reason: expect.stringContaining('insufficient funds') });
    const declined = await refusal(c.payInvoice({ query: payQuery(invoice) }));
    expect([declined.status, declined.details[0]!.FieldName]).toEqual([402, 'cardID']);
    expect(declined.details[0]!.Reason).toContain('Visa •••• 4242, was declined (insufficient funds)');
    expect((await refusal(s.client('demo-member-api-key').payInvoice({ query: payQuery(invoice) }))).status).toBe(403);
    expect((await refusal(c.payInvoice({ query: { ...payQuery(invoice), productPlanId: 'plan-free' } }))).details[0]!.FieldName).toBe('productPlanId');
    expect((await refusal(c.payInvoice({ query: { ...payQuery(invoice), month: '13' } }))).details[0]!.FieldName).toBe('month');

    const mastercard = (await c.getBillingCustomer()).cards!.find((x) => x.last4 === '4444')!;
    await c.setDefaultCard({ params: { cardID: mastercard.id } });
    expect(await c.getBillingValidation()).toBe(true);
    expect(await c.payInvoice({ query: payQuery(invoice) })).toBe(true);
    expect(await c.payInvoice({ query: payQuery(invoice) })).toBe(true);
    expect((await c.getOrgSelf()).delinquent_since).toBe('');
    expect((await c.listInvoices()).every((i) => i.status === 'paid')).toBe(true);

    await c.resumeWorkspace({ params: p });
    const resumed = await c.getWorkspace({ params: p });
    expect([resumed.status, resumed.err_message]).toEqual(['Resuming', '']);
    const trail = await c.readAuditLog({ query: { q: stopped.workspace_id } });
    expect(trail.some((e) => e.who === 'Control plane (payment overdue)' && e.reason.includes('payment failed'))).toBe(true);
    const payments = await c.readAuditLog({ query: { q: 'Pay invoice' } });
    expect(payments.map((e) => e.outcome)).toEqual(expect.arrayContaining(['accepted', 'refused']));
    await delinquent(null);
  });

  it('keeps the cards and the payment on disk', async () => {
    await delinquent(1);
    const c = s.client();
    const card = (await c.getBillingCustomer()).cards!.find((x) => x.last4 === '4444')!;
    await c.setDefaultCard({ params: { cardID: card.id } });
    await c.payInvoice({ query: payQuery(await open()) });
    const again = createControlPlane(loadConfig({ PORT: '0', DATA_DIR: `${s.dataDir}`, LOG_LEVEL: 'quiet', STATIC_DIR: s.dataDir }));
    // The same directory, read by a second plane as a restart would (the first is not written to meanwhile).
    const account = again.store!.list('billing');
    expect(account.find((r) => r.kind === 'account' && r.org_id === 'org-acme')).toMatchObject({ default_card_id: card.id, delinquent_since: '' });
    await again.close();
    await delinquent(null);
  });
});
