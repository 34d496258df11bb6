import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { addressRefusal, guardedLookup, literalHost, portOf, type TargetRules } from './targets';
import type { AlertNotice } from '@/server/kernel/alert-sources';
import { METRIC_NAMES, type AlertRecord, type ChannelRecord, type DeliveryRecord, type Metric } from './model';

/** What one attempt came to: delivered on a 2xx, else why not, in words for the delivery log. */
export interface Attempt {
  ok: boolean;
  result: string;
}

/** The header a receiver checks: `sha256=` and the hex HMAC-SHA256 of the raw body under the channel's secret. */
export const signatureOf = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Posts the body once: no redirect followed, nothing of the answer kept but its status, within `timeoutMs` (ALERT_SEND_TIMEOUT_MS). */
export async function sendOnce(channel: Pick<ChannelRecord, 'url_secret' | 'secret'>, body: string, rules: TargetRules, timeoutMs: number): Promise<Attempt> {
  const url = new URL(channel.url_secret);
  // A connection to an address skips the lookup, so the address is checked here; a name is checked in the lookup, on what it resolves to then.
  const literal = literalHost(url);
  const refused = literal && addressRefusal(literal, portOf(url), rules);
  if (refused) return { ok: false, result: `Refused: ${refused}` };
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'user-agent': 'graph-console-alerts/1',
  };
  if (channel.secret) headers['x-signature-256'] = signatureOf(channel.secret, body);
  return new Promise<Attempt>((resolve) => {
    const req = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      headers,
      lookup: guardedLookup(portOf(url), rules) as never,
    });
    // The whole exchange, headers of the answer included, within the limit: a receiver that trickles cannot hold a delivery.
    const deadline = setTimeout(() => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    req.on('response', (res) => {
      clearTimeout(deadline);
      // Only the status matters: the answer's body is not read.
      res.destroy();
      const status = res.statusCode ?? 0;
      const ok = status >= 200 && status < 300;
      resolve({ ok, result: status >= 300 && status < 400 ? `HTTP ${status}: redirects are not followed` : `HTTP ${status}` });
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(deadline);
      const code = e.code && e.code !== 'EREFUSEDTARGET' ? ` (${e.code})` : '';
      resolve({ ok: false, result: e.code === 'EREFUSEDTARGET' ? `Refused: ${e.message}` : `${e.message}${code}`.slice(0, 300) });
    });
    req.end(body);
  });
}

/** What a notification names: the organization, workgroup, workspace, metric, value, threshold and the monitoring link. */
export interface AlertFacts {
  organization: { id: string; name: string };
  alert: AlertRecord;
  link: string;
}

const pct = (v: number) => `${Math.round(v * 10) / 10} %`;

export function alertText(event: 'firing' | 'resolved', f: AlertFacts): string {
  const a = f.alert;
  const where = `${a.workspace_name || a.workspace_id} (workspace ${a.workspace_id}, workgroup ${a.workgroup_name || a.workgroup_id}, organization ${f.organization.name})`;
  const metric = METRIC_NAMES[a.metric as Metric];
  return event === 'firing'
    ? `[FIRING] ${where}: ${metric} of the busiest node is ${pct(a.value)}, above its threshold of ${a.threshold} %. Monitoring: ${f.link}`
    : `[RESOLVED] ${where}: ${metric} of the busiest node is back to ${pct(a.value)}, at or below its threshold of ${a.threshold} % (fired ${a.fired_at}). Monitoring: ${f.link}`;
}

/**
 * Slack reads `<…>` in a message's text as a link or a mention (`<!channel>` pings everyone): names people chose (a channel's,
 * a workspace's, an organization's) are escaped as Slack asks, so they read as typed.
 */
export const slackEscaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The body for one channel: Slack-compatible `{ text }`, or the webhook's JSON with every fact as a field. */
export function notificationBody(
  kind: ChannelRecord['kind'],
  event: DeliveryRecord['event'],
  f: AlertFacts | { organization: AlertFacts['organization']; channel: string },
): string {
  if (!('alert' in f)) {
    const text = `Test notification from the graph console for organization ${f.organization.name}: channel "${f.channel}" receives its alerts.`;
    return JSON.stringify(
      kind === 'slack' ? { text: slackEscaped(text) } : { event: 'test', text, organization: f.organization, sent_at: new Date().toISOString() },
    );
  }
  const text = alertText(event as 'firing' | 'resolved', f);
  if (kind === 'slack') return JSON.stringify({ text: slackEscaped(text) });
  const a = f.alert;
  return JSON.stringify({
    event,
    text,
    alert_id: a.id,
    organization: f.organization,
    workgroup: { id: a.workgroup_id, name: a.workgroup_name },
    workspace: { id: a.workspace_id, name: a.workspace_name },
    metric: a.metric,
    value: a.value,
    threshold: a.threshold,
    fired_at: a.fired_at,
    resolved_at: a.resolved_at || null,
    link: f.link,
  });
}

/** The body of a source's notice (a budget's share crossed): Slack's `{ text }`, or the webhook's JSON with the notice's facts. */
export function noticeBody(kind: ChannelRecord['kind'], alertId: string, n: AlertNotice, organization: AlertFacts['organization'], link: string): string {
  const text = `[${n.kind.toUpperCase()}] ${organization.name}: ${n.text} Billing: ${link}`;
  if (kind === 'slack') return JSON.stringify({ text: slackEscaped(text) });
  return JSON.stringify({ event: n.kind, text, alert_id: alertId, organization, ...n.facts, link });
}
