import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '@/server/config';
import type { Store } from '@/server/store/store';
import { portalSession } from './billing';
import { delinquentSince } from '@/server/kernel/payment-standing';
import { addPortalCard, settleInPortal } from './billing-account';
import { auditOf } from '@/server/audit/audit';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function page(res: ServerResponse, status: number, title: string, body: string): number {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem}
button{font:inherit;padding:.5rem 1rem}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
  return status;
}

/**
 * The embedded control plane's stand-in for the vendor's billing portal (the URL `POST /billing/session`
 * answers): it says whether a payment failed and settles it with the card on file. No script; the
 * session's id in the path is its only credential, and it expires (handlers/billing.ts).
 */
export async function billingPortal(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: { store: Store; config: ServerConfig; requestId: string },
): Promise<number | undefined> {
  const m = /^\/console\/billing-portal\/([A-Za-z0-9-]{1,64})(\/pay|\/add-card)?$/.exec(url.pathname);
  if (!m) return undefined;
  const org = portalSession(deps.store, m[1]!);
  if (!org) return page(res, 404, 'This billing session has expired', '<p>Open the billing portal again from the console’s Billing screen.</p>');
  // What is done in the portal is audited as the owner who opened it did it (the session is theirs).
  const audited = (operation: string, title: string, reason: string, status = 200) =>
    auditOf(deps.store)?.record({
      org_id: org.id,
      who: `${org.who}, in the billing portal`,
      operation,
      title,
      method: 'POST',
      path: url.pathname.replace(m[1]!, '{session}'),
      target: org.id,
      request_id: deps.requestId,
      status,
      outcome: status === 200 ? 'accepted' : 'refused',
      reason,
      changes: [],
      via: 'embedded',
    });
  if (m[2] === '/add-card' && req.method === 'POST') {
    req.resume();
    const card = addPortalCard({ ...deps, org });
    if (typeof card === 'string') {
      audited('portalAddCard', 'Add a card (billing portal)', card, 409);
      return page(res, 409, 'Card not added', `<p>${escapeHtml(card)}</p><p><a href="/billing">Back to Billing</a></p>`);
    }
    audited('portalAddCard', 'Add a card (billing portal)', `${card.brand} •••• ${card.last4} added`);
    return page(
      res,
      200,
      'Card added',
      `<p>${escapeHtml(card.brand)} •••• ${escapeHtml(card.last4)} is on file; make it the default on the console’s Billing screen.</p><p><a href="/billing">Back to Billing</a></p>`,
    );
  }
  if (m[2] === '/pay' && req.method === 'POST') {
    req.resume();
    settleInPortal({ ...deps, org });
    audited('portalPay', 'Pay the outstanding invoice (billing portal)', 'Outstanding invoices paid with the card on file');
    return page(
      res,
      200,
      'Payment received',
      '<p>The outstanding invoice is paid and the card on file is valid again.</p><p><a href="/billing">Back to Billing</a></p>',
    );
  }
  if (req.method !== 'GET') return page(res, 405, 'Not allowed', '');
  const since = delinquentSince({ ...deps, org });
  const state = since
    ? `<p>The payment of ${escapeHtml(since.slice(0, 10))} failed. Pay the outstanding invoice with the card on file to keep the organization’s workspaces running.</p>
<form method="post" action="/console/billing-portal/${escapeHtml(m[1]!)}/pay"><button type="submit">Pay the outstanding invoice</button></form>`
    : '<p>Nothing is outstanding: the card on file is valid.</p>';
  const addCard = `<form method="post" action="/console/billing-portal/${escapeHtml(m[1]!)}/add-card"><button type="submit">Add the test card Visa •••• 1881</button></form>`;
  return page(res, 200, `Billing portal · ${org.name} (demo)`, `${state}${addCard}<p><a href="/billing">Back to Billing</a></p>`);
}
