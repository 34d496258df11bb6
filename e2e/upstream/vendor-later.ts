/**
 * The awkward upstream's answers to revision D's add-on and billing operations
 * (vendor-later-operations.md), as the vendor documents them where it does and in
 * shapes of its own where it declares only `object`: ids as numbers, flags as
 * strings, the installed list wrapped in an object, a config value as a number.
 * Its credit and status reads refuse a caller without `Authorization: Bearer`.
 *
 * Test code only, used by awkward-upstream.ts.
 */
import type http from 'node:http';

interface Io {
  envelope: (res: http.ServerResponse, result: unknown) => void;
  errorEnvelope: (res: http.ServerResponse, status: number, type: string, reason: string, field?: string) => void;
  readJson: (req: http.IncomingMessage) => Promise<Record<string, unknown>>;
}

interface Installed {
  id: number;
  addons_id: string;
  enabled: string;
  configs: { id: number; config_name: string; config_value: unknown }[];
}

const initial = (): Installed[] => [
  { id: 501, addons_id: 'addon-insights', enabled: 'true', configs: [{ id: 9, config_name: 'refresh_seconds', config_value: 30 }] },
];
let installed = initial();
let nextId = 600;
/** The failed invoice was paid (`POST /billing/payment/invoice`): the organization is in good standing again. */
let paid = false;

export function resetVendorLater(): void {
  installed = initial();
  nextId = 600;
  paid = false;
}

const failedOn = () => new Date(Date.now() - 86_400_000);

/** What `GET /org/self` adds in revision D: a failed payment's date, and the feature flags. */
export function laterOrgFields(delinquent: boolean): Record<string, unknown> {
  return {
    delinquent_since: delinquent && !paid ? failedOn().toISOString() : null,
    feature_flag: [{ feature_name: 'addons', enabled: 'true' }],
  };
}

/** Revision D's prices of add-ons: CoPilot at a tenth of the compute price of each size (Insights is free in this catalog). */
export const awkwardAddonPricing = ['TG-0', 'TG-1', 'TG-2'].map((t, i) => ({
  type: 'CoPilot',
  platform: 'AWS',
  region: 'us-east-1',
  workspace_type: t,
  price_per_hour: String(((i + 1) * 0.5) / 10),
}));

/** Handles the request when it is one of these operations; false otherwise. */
export async function handleVendorLater(
  rest: string,
  method: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  io: Io,
  using: unknown[],
  /** The vendor's dialect answers as its reference declares (an object); otherwise the shape assumed before it. */
  vendorDialect = false,
): Promise<boolean> {
  let m: RegExpExecArray | null;
  // The vendor's object, or the bare array this console assumed before it: the console reads both.
  if (rest === '/installed-addons' && method === 'GET') return (io.envelope(res, vendorDialect ? { installed_addons: installed } : installed), true);
  if ((m = /^\/addons\/([^/]+)\/install$/.exec(rest)) && method === 'POST') {
    const id = decodeURIComponent(m[1]!);
    const enable = new URL(req.url ?? '/', 'http://x').searchParams.get('enable');
    if (enable === 'false' && id === 'addon-insights')
      return (io.errorEnvelope(res, 400, 'Bad-Request', 'addon is used by workspace(s): fraud-prod', 'enable'), true);
    let found = installed.find((i) => i.addons_id === id);
    if (!found) installed.push((found = { id: ++nextId, addons_id: id, enabled: 'false', configs: [] }));
    found.enabled = String(enable === 'true');
    return (io.envelope(res, found), true);
  }
  if ((m = /^\/addons\/([^/]+)\/workspaces$/.exec(rest)) && method === 'GET') return (io.envelope(res, m[1] === 'addon-insights' ? using : []), true);
  if ((m = /^\/add-ons\/([^/]+)\/configs(?:\/([^/]+))?$/.exec(rest))) {
    const target = installed.find((i) => String(i.id) === m![1]);
    if (!target) return (io.errorEnvelope(res, 404, 'Not-Found', 'installed addon not found'), true);
    if (method === 'POST' && !m[2]) {
      const body = await io.readJson(req);
      const config = { id: ++nextId, config_name: String(body.config_name), config_value: body.config_value };
      target.configs.push(config);
      return (io.envelope(res, config), true);
    }
    const config = target.configs.find((c) => String(c.id) === m![2]);
    if (!config) return (io.errorEnvelope(res, 404, 'Not-Found', 'config not found'), true);
    if (method === 'PUT') return (Object.assign(config, { config_value: (await io.readJson(req)).config_value }), io.envelope(res, config), true);
    if (method === 'DELETE') return ((target.configs = target.configs.filter((c) => c !== config)), io.envelope(res, 'true'), true);
  }
  if (rest === '/addons/request' && method === 'POST') return (io.envelope(res, 'thanks, our team will reach out'), true);
  if ((rest === '/billing/credit' || rest === '/billing/status') && method === 'GET') {
    if (!/^Bearer \S+/.test(req.headers.authorization ?? ''))
      return (io.errorEnvelope(res, 401, 'Unauthorized', 'a session token is required', 'Authorization'), true);
    return (io.envelope(res, rest === '/billing/credit' ? '42.5' : 1), true);
  }
  if (rest === '/billing/validation' && method === 'GET') return (io.envelope(res, 'false'), true);
  if (rest === '/billing/credit-cards' && method === 'GET')
    return (io.envelope(res, { customer_id: 'cus_AW1', customer_name: null, customer_email: 'ap@awkward.example', address: { country: 'US' } }), true);
  if (rest === '/billing/session' && method === 'POST') return (io.envelope(res, 'https://billing.awkward.example/p/session-1'), true);
  // No invoice list (that read is the console's assumption): the invoice is the one dated the day the payment failed; the answer a string.
  if (rest === '/billing/payment/invoice' && method === 'POST') {
    const q = new URL(req.url ?? '/', 'http://x').searchParams;
    const d = failedOn();
    const named = [q.get('year'), q.get('month'), q.get('day')].map(Number);
    if (named.join('-') !== [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()].join('-'))
      return (io.errorEnvelope(res, 400, 'Bad-Request', 'invoice not found', 'day'), true);
    paid = true;
    return (io.envelope(res, 'true'), true);
  }
  return false;
}
