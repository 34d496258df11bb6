/**
 * A deliberately awkward control service, for the proxy journeys (each area's `*-proxy.spec.ts`).
 *
 * It shares no code with the console or the embedded control plane: its answers
 * are written out by hand the way real services answer (numbers as strings,
 * nulls where strings were documented, ids as numbers, entries without ids,
 * unknown statuses and fields, error pages instead of envelopes). With `dialect: 'vendor'`
 * it answers as the vendor's published reference documents (vendor-operations.md,
 * "The vendor's dialect"): its field spellings, `GET /users` bare, identity-provider
 * user ids, schedules only at revision A's paths, and errors only as 400 or 500.
 * Switchable variations cover the rest: `PUT /__awkward` with a JSON object of settings,
 * `POST /__awkward/reset` to go back to the defaults.
 *
 * Test code only: never shipped with the console.
 */
import http from 'node:http';
import { awkwardAddonPricing, handleVendorLater, laterOrgFields, resetVendorLater } from './vendor-later';
import { freshOrg, resetFreshOrg } from './fresh-org';

interface Variations {
  /** GET /cloud-providers and /cloud-providers/{id}: listed, or missing in one of the ways deployments say so. */
  cloudProviders: 'listed' | '404-html' | '405' | '404-envelope';
  /** DELETE .../schedules/{id}. */
  deleteSchedule: 'ok' | '404-html' | '405' | '404-envelope';
  /** The shape of GET /addons/meta. */
  addons: 'array' | 'wrapped' | 'map' | 'string' | 'garbage' | 'empty';
  /** The next N GETs of the workgroup list answer 429 with Retry-After. */
  rateLimitNext: number;
  retryAfter: number;
  /** POST .../allow_list: answered normally, or failing with a web server's HTML page or an empty body. */
  addAllowedIp: 'ok' | 'html-500' | 'empty-502';
  /** The workgroup list holds 3,000 workgroups. */
  large: boolean;
  /** 'vendor': answer in the vendor's documented dialect. */
  dialect: 'ours' | 'vendor';
  /** In the vendor's dialect, `GET /users` answers a bare array, a bare object (one user) or an envelope. */
  usersShape: 'array' | 'object' | 'envelope';
  /** The organization's operations (service C): offered in odd shapes, or missing as on a revision A deployment. */
  org: 'offered' | '404-html' | '405';
  /** Revision D: `GET /org/self` says a payment failed yesterday. */
  delinquent: boolean;
  /** A fresh organization: no provider of its own, the vendor's offered, workgroups and workspaces created in memory (fresh-org.ts). */
  freshOrg: boolean;
  /** How a workspace that has no schedules is answered at the schedules' path: an empty Result, or Not-Found (in the vendor's dialect, a 500). */
  noSchedules: 'null' | 'not-found';
  /**
   * In the vendor's dialect, the contract's schedules path: a web server's 404 page, 405 (a router that takes only POST
   * actions there), or a gateway's 404 in the service's envelope naming nothing (`ErrorDetails: null`).
   */
  contractSchedules: '404-html' | '405' | '404-bare-envelope';
}

const defaults: Variations = {
  cloudProviders: 'listed',
  deleteSchedule: 'ok',
  addons: 'array',
  rateLimitNext: 0,
  retryAfter: 2,
  addAllowedIp: 'ok',
  large: false,
  dialect: 'ours',
  usersShape: 'array',
  org: '404-html',
  delinquent: false,
  freshOrg: false,
  noSchedules: 'null',
  contractSchedules: '404-html',
};
/** The path of the last role replacement as it arrived (still encoded). */
let lastRolesPut = '';
let v: Variations = { ...defaults };

// --- Data, as a real service sends it ------------------------------------------------

const fraudWorkspace = {
  workspace_id: 'ws-aw-1',
  name: 'fraud-prod',
  workgroup_id: 'wg-aw-1',
  workgroup_name: 'Fraud graph',
  database_id: 77,
  database_name: 'fraud_db',
  status: 'Active',
  display_status: 'Active',
  condition_type: 'Ready',
  edge_count: '12345',
  vertex_count: '678',
  auto_stop_minutes: '30',
  replicas: '1',
  enable_ha: 'false',
  region: 'us-east-1',
  enable_auto_start: 1,
  is_rw: 'true',
  tg_version: '4.2.1',
  created_at: 1700000000000,
  creator: null,
  graph_topology_size_bytes: '52428800',
  proxy_host: 'fraud-prod.i.awkward.example',
  enable_assistant: true,
  workspace_type: { typeName: 'TG-1', cpu: 8, memory: '64Gi', ha: '1', partition: '1' },
  folder_statistics: {
    total_size: '1073741824',
    billed_size: 1000,
    backup_size: null,
    vector_size: '268435456',
    workspaces: [{ size: '1073741824', workspace_id: 'ws-aw-1' }],
  },
  addons: [{ addons_id: 'addon-insights', enable: 'true', unique_name: 'Insights' }],
  agent_config: { heartbeat_interval_seconds: '30' },
  maintenance_window_day_of_week: '0',
  maintenance_window_hour_of_day: '2',
  maintenance_window_time_zone: 'UTC',
  brand_new_field: { added: 'by a newer service' },
};

const sleepyWorkspace: Record<string, unknown> = {
  workspace_id: 'ws-aw-2',
  name: 'fraud-archive',
  workgroup_id: 'wg-aw-1',
  status: 'Hibernating',
  edge_count: 'lots',
  vertex_count: null,
  auto_stop_minutes: null,
  workspace_type: 'TG-0',
  folder_statistics: 'n/a',
};

const workgroups = [
  {
    workgroup_id: 'wg-aw-1',
    name: 'Fraud graph',
    platform: 'aws',
    region: 'us-east-1',
    cloud_provider_id: 'cp-aw-1',
    cloud_provider_name: 'Prod AWS',
    enable_allow_list: 'true',
    enable_application_log: 0,
    is_current_ip_allowed: 'false',
    creator: null,
    workspaces: [fraudWorkspace, sleepyWorkspace, { name: 'entry without an id', status: 'Active' }],
    tg_databases: [{ database_id: 77, name: 'fraud_db', folder_statistics: { total_size: '2048' }, tg_version: 4.2 }],
  },
  { workgroup_id: 'wg-aw-2', name: 12345, platform: 'oracle', region: 'ap-south-2', workspaces: null, tg_databases: null, shared_storage: 'no' },
  { name: 'orphan without workgroup_id', platform: 'aws' },
];

function manyWorkgroups(): unknown[] {
  return Array.from({ length: 3000 }, (_, i) => ({
    workgroup_id: `wg-big-${i}`,
    name: `Team ${String(i).padStart(4, '0')}`,
    platform: i % 3 === 0 ? 'gcp' : 'aws',
    region: i % 2 ? 'us-east-1' : 'eu-west-1',
    enable_allow_list: i % 2 ? 'true' : false,
    workspaces: [{ workspace_id: `ws-big-${i}`, name: 'main', status: i % 5 ? 'Active' : 'Stopped', edge_count: String(i * 10) }],
  }));
}

const initialSchedules = (): Record<string, unknown>[] => [
  { id: 's-aw-1', workspace_id: 'ws-aw-1', repeat: 'Weekday', time: '08:00', timezone: 'America/New_York', workspace_type_name: 'TG-2' },
  { id: 2, workspace_id: 'ws-aw-1', repeat: 'Everyday', time: '20:00', timezone: null, workspace_type_name: 'TG-0' },
  { workspace_id: 'ws-aw-1', repeat: 'daily', time: '12:00', timezone: 'UTC' },
];
/** Each workspace's schedules, as created and deleted (only fraud-prod has any at first). */
let schedules = new Map<string, Record<string, unknown>[]>([['ws-aw-1', initialSchedules()]]);

// Backups as a real service sends them: sizes as strings or numbers, times as epoch seconds, an entry without an id, a status of its own.
const initialBackups = (): Record<string, unknown>[] => [
  { id: 'bk-aw-1', is_automatic: 'true', size_bytes: '5368709120', status: 'Succeeded', tag: null, time: 1763780400, type: 'full', version: '4.2.1' },
  { id: 88, is_automatic: 0, size_bytes: 1073741824, status: 'Succeeded', tag: 'pre-migration', time: '2025-11-20T09:00:00Z', version: 4.1 },
  { id: 'bk-aw-3', is_automatic: true, size_bytes: 'n/a', status: 'Archived', time: '2025-11-19T03:00:00Z', version: '4.2.1' },
  { is_automatic: true, size_bytes: '2048', status: 'Succeeded', tag: 'entry without an id', time: '2025-11-18T03:00:00Z' },
];
let backups = initialBackups();
const initialSchedule = (): Record<string, unknown> => ({
  schedule: '0 3 * * *',
  max_backup_files: '7',
  max_reserved_days: null,
  max_retry: '3',
  pause: 'false',
});
let backupSchedule = initialSchedule();
/** A restore's log grows with each poll; the third ends it. */
const restores = new Map<string, { backup: string; polls: number }>();
let lastBackupDelete = '';
function restoreStatus(job: string): unknown {
  const r = restores.get(job);
  if (!r) return { name: job, status: 'Unknown', output: null };
  r.polls++;
  const lines = [`restore of ${r.backup} accepted`, 'downloading', 'replacing data', 'done'].slice(0, Math.min(4, r.polls + 1));
  return { name: job, created_at: 1763800000, status: r.polls >= 3 ? 'Succeeded' : 'Running', output: lines.join('\n') };
}

let allowList: Record<string, unknown>[] = [];
const initialAllowList = () => [
  { id: 3, cidr: '10.0.0.0/8', note: null },
  { cidr: '192.0.2.1', note: 'entry without an id' },
  { id: 'ip-bad', cidr: 'not-an-address', note: 'typed by hand long ago' },
  { id: 'ip-4', cidr: '203.0.113.7/32', note: 'office', created_by: 'someone' },
];
allowList = initialAllowList();

const ourUsers = (): Record<string, unknown>[] => [
  { id: 'u-aw-1', email: 'ada@example.com', username: 'ada', firstName: 'Ada', lastName: null, enabled: 'yes', created: 1700000000000, roles: null },
  {
    id: 'u-aw-2',
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    enabled: true,
    created: '2025-01-02T03:04:05Z',
    metadata: 'n/a',
    roles: [{ id: 1, name: 'org_admin', displayName: 'Organization Admin' }],
  },
  { email: 'no-id@example.com', firstName: 'Nobody' },
];
let users = ourUsers();
// The vendor's identity provider names users its own way.
const vendorUsers = () =>
  ourUsers().map((u) => (u.id === 'u-aw-1' ? { ...u, id: 'auth0|64f1c2e9a7b3' } : u.id === 'u-aw-2' ? { ...u, id: 'google-oauth2|109384756' } : u));

const providers = [
  {
    id: 'cp-aw-1',
    short_id: 1234,
    name: 'Prod AWS',
    platform: 'aws',
    region: 'us-east-1',
    type: 'public',
    status: 'Active',
    subnet_id: 'subnet-0a1b2c',
    node_group_config: 'n/a',
    options: null,
    role_arn: 'arn:aws:iam::123456789012:role/graph-cloud',
    role_external_id: 'ext-secret-never-shown',
    cluster_id: 'eks-aw-prod',
    version_number: '3',
    created_at: 1700000000,
  },
  {
    id: 'cp-aw-2',
    name: 'Staging AWS',
    platform: 'aws',
    region: 'eu-west-1',
    status: 'Error',
    last_error: 'AssumeRole failed: trust policy does not list the external id',
    availability_zones: 'eu-west-1a',
  },
];

const workspaceOptions = {
  regions: [{ name: 'us-east-1', description: 'US East (N. Virginia)' }, { name: 'eu-west-1', description: null }, { description: 'a region without a name' }],
  tgVersions: [
    { name: '4.2.1', allow_create: 'true', allow_upgrade: 'true', channel: 'stable', end_of_life: '2028-06-30' },
    { name: '4.1.3', allow_create: 1, channel: 'stable', end_of_life: '2027-01-31', incompatible_upgrades_from: '3.10' },
    { allow_create: true, channel: 'preview' },
  ],
  workspaceTypes: [
    { typeName: 'TG-X', cpu: 'lots', memory: 'plenty', ha: 1, partition: 1 },
    { typeName: 'TG-0', cpu: '4', memory: '32Gi', ha: '1', partition: '1' },
    { typeName: 'TG-1', cpu: 8, memory: '64Gi' },
    { typeName: 'TG-2', cpu: '16', memory: '128Gi', partition: null },
  ],
};

const addonEntries = [
  { addons_id: 'addon-insights', unique_name: 'Insights', title: 'Insights', description: 'Dashboards on your graph', is_free: 'true' },
  { id: 'addon-copilot', unique_name: 'CoPilot', name: 'CoPilot' },
  { name: 'an add-on without an id' },
];

function addonsAnswer(): unknown {
  switch (v.addons) {
    case 'array':
      return addonEntries;
    case 'wrapped':
      return { addons: addonEntries, total: 3 };
    case 'map':
      return {
        'addon-insights': { unique_name: 'Insights', title: 'Insights', is_free: true },
        'addon-copilot': { unique_name: 'CoPilot', name: 'CoPilot', is_free: false },
      };
    case 'string':
      return JSON.stringify(addonEntries);
    case 'garbage':
      return 'Insights, CoPilot';
    case 'empty':
      return [];
  }
}

// --- The vendor's dialect --------------------------------------------------------------

/** Renames the fields the vendor spells its own way (our name → theirs), leaving the rest. */
function renamed(value: unknown, names: Record<string, string>): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, x]) => [names[k] ?? k, x]));
}

function speakWorkspace(ws: unknown): unknown {
  if (v.dialect !== 'vendor') return ws;
  const w = renamed(ws, { proxy_host: 'nginx_host', enable_assistant: 'enable_copilot' }) as Record<string, unknown>;
  return { ...w, folder_statistics: renamed(w.folder_statistics, { vector_size: 'milvus_size' }) };
}

function speakWorkgroup(wg: unknown): unknown {
  if (v.dialect !== 'vendor' || typeof wg !== 'object' || wg === null) return wg;
  const w = wg as Record<string, unknown>;
  return { ...w, workspaces: Array.isArray(w.workspaces) ? w.workspaces.map(speakWorkspace) : w.workspaces };
}

const speakProvider = (p: unknown) => (v.dialect === 'vendor' ? renamed(p, { cluster_id: 'eks_id' }) : p);

// --- Answers ------------------------------------------------------------------------

let requestCounter = 0;
const initialDbUsers = () => [{ id: 11, username: 'reporting', created: '2025-03-01T10:00:00Z' }];
let dbUsers = initialDbUsers();
function envelope(res: http.ServerResponse, result: unknown, status = 200): void {
  const body = JSON.stringify({
    Error: 'false',
    ErrorDetails: null,
    Message: 'Success',
    RequestID: `aw-${++requestCounter}`,
    Result: result,
    ServerTime: Date.now(),
  });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'x-powered-by': 'AwkwardService/1.0' });
  res.end(body);
}

function errorEnvelope(res: http.ServerResponse, status: number, type: string, reason: string, field = ''): void {
  // Revision A of the vendor's reference documents only 400 and 500 for errors.
  if (v.dialect === 'vendor') status = status >= 500 || type === 'Not-Found' ? 500 : 400;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({ Error: true, ErrorDetails: [{ FieldName: field, Reason: reason, Type: type }], Message: reason, RequestID: `aw-${++requestCounter}` }),
  );
}

function htmlPage(res: http.ServerResponse, status: number, title: string): void {
  res.writeHead(status, { 'content-type': 'text/html' });
  res.end(`<!doctype html><html><head><title>${status} ${title}</title></head><body><h1>${title}</h1><hr><address>nginx</address></body></html>`);
}

function missing(res: http.ServerResponse, how: '404-html' | '405' | '404-envelope'): void {
  if (how === '404-html') return htmlPage(res, 404, 'Not Found');
  if (how === '405') {
    res.writeHead(405, { allow: 'GET' });
    return void res.end();
  }
  errorEnvelope(res, 404, 'Not-Found', 'resource not found');
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

const V = '/controller/v4/v2';

const awkwardScrape = [
  '# HELP tigergraph_cpu_usage CPU',
  '# TYPE tigergraph_cpu_usage gauge',
  'tigergraph_cpu_usage{host_id="m1",service_name=""} 42.5',
  'tigergraph_cpu_usage{host_id="m2",service_name=""} 37.5',
  'tigergraph_cpu_usage{host_id="m1",service_name="GPE"} 20',
  'tigergraph_memory_usage_percent{host_id="m1"} 61.25',
  'tigergraph_memory_usage_percent{host_id="m2"} 58.75',
  'tigergraph_diskspace_usage{host_id="m1",path_name="Gstore"} 3072',
  'tigergraph_qps{endpoint="/query/fraud"} 12.5',
  'tigergraph_endpoint_latency{endpoint="/query/fraud"} 48',
  'tigergraph_service_status{host_id="m1",service_name="GPE",partition="1",replica="1"} 6',
  '',
].join('\n');

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://upstream');
  const path = url.pathname;
  const method = req.method ?? 'GET';

  if (path === '/__awkward' && method === 'GET') return envelope(res, v);
  if (path === '/__awkward' && method === 'PUT') {
    const before = v.dialect;
    v = { ...v, ...(await readJson(req)) } as Variations;
    if (v.dialect !== before) users = v.dialect === 'vendor' ? vendorUsers() : ourUsers();
    return envelope(res, v);
  }
  if (path === '/__awkward/reset' && method === 'POST') {
    v = { ...defaults };
    allowList = initialAllowList();
    dbUsers = initialDbUsers();
    users = ourUsers();
    lastRolesPut = '';
    backups = initialBackups();
    resetVendorLater();
    backupSchedule = initialSchedule();
    restores.clear();
    lastBackupDelete = '';
    delete sleepyWorkspace.refresh_status;
    delete sleepyWorkspace.refresh_message;
    resetFreshOrg();
    schedules = new Map([['ws-aw-1', initialSchedules()]]);
    return envelope(res, v);
  }
  if (path === '/__awkward/last-backup-delete' && method === 'GET') return envelope(res, lastBackupDelete);
  if (path === '/__awkward/last-roles-put' && method === 'GET') return envelope(res, lastRolesPut);

  if (path.startsWith('/users')) {
    if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) {
      if (v.dialect === 'vendor') return errorEnvelope(res, 400, 'Unauthorized', 'A session token is required');
      res.writeHead(401, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ message: 'Unauthorized' }));
    }
    if (path === '/users' && method === 'GET') {
      if (v.dialect !== 'vendor' || v.usersShape === 'envelope') return envelope(res, users);
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify(v.usersShape === 'object' ? users[0] : users));
    }
    const m = /^\/users\/([^/]+)\/roles$/.exec(path);
    if (m && method === 'PUT') {
      lastRolesPut = (req.url ?? '').split('?')[0]!;
      const user = users.find((u) => u.id === decodeURIComponent(m[1]!));
      if (!user) return errorEnvelope(res, 404, 'Not-Found', 'user not found');
      const body = await readJson(req);
      const names = Array.isArray(body.roles) ? (body.roles as string[]) : [];
      user.roles = names.map((name, i) => ({ id: i + 1, name, displayName: name === 'org_admin' ? 'Organization Admin' : name }));
      res.writeHead(204);
      return void res.end();
    }
    return missing(res, '404-html');
  }

  // Monitoring (vendor-later-operations.md): known samples for ws-aw-1, a scrape that is no scrape for ws-aw-2.
  if (path === '/metrics/wg-aw-1/ws-aw-1' && method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' });
    return void res.end(awkwardScrape);
  }
  if (path === '/metrics/wg-aw-1/ws-aw-2' && method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    return void res.end('Service temporarily degraded, try later\n');
  }
  if (path === '/observability/wg-aw-1/metrics' && method === 'GET') {
    return envelope(res, {
      workgroupID: 'wg-aw-1',
      workspaceMetrics: [
        { workspaceID: 'ws-aw-1', metrics: { tigergraph_cpu_usage: { avgValue: '40' }, tigergraph_memory_usage_percent: { avgValue: 61.25 } } },
      ],
    });
  }
  if (!path.startsWith(V)) return htmlPage(res, 404, 'Not Found');
  // A gateway in front of the service answers a missing key in its own words, not in an envelope.
  if (!req.headers['x-api-key']) {
    if (v.dialect === 'vendor') return errorEnvelope(res, 400, 'Unauthorized', 'x-api-key header is required', 'x-api-key');
    res.writeHead(401, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify({ message: 'x-api-key header is required' }));
  }
  const rest = path.slice(V.length);
  let m: RegExpExecArray | null;
  // Several organizations: a key no organization has any more, and a second organization's key (empty, named its own way).
  const apiKey = String(req.headers['x-api-key']);
  if (apiKey.startsWith('awkward-revoked')) return errorEnvelope(res, 401, 'Unauthorized', 'API key is not valid', 'x-api-key');
  if (apiKey.startsWith('awkward-second') && rest === '/workgroups' && method === 'GET') return envelope(res, []);
  if (apiKey.startsWith('awkward-second') && rest === '/org/self' && v.org === 'offered')
    return envelope(res, { org_id: 100, org_name: 'second-corp', org_display_name: 'Second Awkward Co' });
  if (v.freshOrg && (await freshOrg(rest, method, () => readJson(req), res, envelope))) return;

  if (rest === '/workgroups' && method === 'GET') {
    if (v.rateLimitNext > 0) {
      v.rateLimitNext--;
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(v.retryAfter) });
      return void res.end(JSON.stringify({ message: 'Too Many Requests' }));
    }
    return envelope(res, (v.large ? manyWorkgroups() : workgroups).map(speakWorkgroup));
  }
  if ((m = /^\/workgroups\/([^/]+)$/.exec(rest)) && method === 'GET') {
    const wg = (v.large ? manyWorkgroups() : workgroups).find((w) => (w as { workgroup_id?: string }).workgroup_id === m![1]);
    return wg ? envelope(res, speakWorkgroup(wg)) : errorEnvelope(res, 404, 'Not-Found', 'workgroup not found');
  }
  if ((m = /^\/workgroups\/([^/]+)\/workspaces\/([^/]+)$/.exec(rest)) && method === 'GET') {
    const ws = [fraudWorkspace, sleepyWorkspace].find((w) => w.workspace_id === m![2]);
    return ws ? envelope(res, speakWorkspace(ws)) : errorEnvelope(res, 404, 'Not-Found', 'workspace not found');
  }
  // Schedules at the contract's paths; in the vendor's dialect only at revision A's (no workgroup segment).
  if (v.dialect === 'vendor' && v.contractSchedules !== '404-html' && /^\/workgroups\/[^/]+\/workspaces\/[^/]+\/schedules(?:\/[^/]+)?$/.test(rest)) {
    if (v.contractSchedules === '405') return missing(res, '405');
    res.writeHead(404, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify({ Error: true, ErrorDetails: null, Message: '404 page not found', RequestID: `gw-${++requestCounter}` }));
  }
  const schedulesAt =
    v.dialect === 'vendor' ? /^\/workspaces\/([^/]+)\/schedules(?:\/([^/]+))?$/ : /^\/workgroups\/[^/]+\/workspaces\/([^/]+)\/schedules(?:\/([^/]+))?$/;
  if ((m = schedulesAt.exec(rest)) && !m[2]) {
    const kept = schedules.get(m[1]!) ?? [];
    if (method === 'GET') {
      if (kept.length === 0 && v.noSchedules === 'not-found') return errorEnvelope(res, 404, 'Not-Found', `no schedules found for workspace ${m[1]}`);
      return envelope(res, kept.length ? kept : null);
    }
    if (method === 'POST') {
      const created = { ...(await readJson(req)), id: 900 + requestCounter };
      schedules.set(m[1]!, [...kept, created]);
      return envelope(res, created);
    }
  }
  if ((m = schedulesAt.exec(rest)) && m[2]) {
    if (method === 'PUT') return envelope(res, 'updated');
    if (method === 'DELETE') return v.deleteSchedule === 'ok' ? envelope(res, 'deleted') : missing(res, v.deleteSchedule);
  }
  if ((m = /^\/workgroups\/([^/]+)\/allow_list$/.exec(rest))) {
    if (method === 'GET') return envelope(res, allowList);
    if (method === 'POST') {
      if (v.addAllowedIp === 'html-500') return htmlPage(res, 500, 'Internal Server Error');
      if (v.addAllowedIp === 'empty-502') {
        res.writeHead(502);
        return void res.end();
      }
      const entry = { ...(await readJson(req)), id: 100 + allowList.length };
      allowList.push(entry);
      return envelope(res, entry);
    }
  }
  if (/^\/workgroups\/[^/]+\/allow_list\/current$/.test(rest) && method === 'GET')
    return envelope(res, v.dialect === 'vendor' ? { CurrentIP: '198.51.100.2', ' IsAllowed': 'true' } : { CurrentIP: '198.51.100.2', IsAllowed: 'false' });
  if ((m = /^\/workgroups\/([^/]+)\/allow_list\/([^/]+)$/.exec(rest)) && method === 'DELETE') {
    const before = allowList.length;
    allowList = allowList.filter((e) => String(e.id) !== decodeURIComponent(m![2]!));
    return allowList.length < before ? envelope(res, 'deleted') : errorEnvelope(res, 404, 'Not-Found', 'entry not found');
  }
  if (rest === '/cloud-providers' && method === 'GET')
    return v.cloudProviders === 'listed' ? envelope(res, providers.map(speakProvider)) : missing(res, v.cloudProviders);
  if ((m = /^\/cloud-providers\/([^/]+)$/.exec(rest)) && method === 'GET') {
    if (v.cloudProviders !== 'listed') return missing(res, v.cloudProviders);
    const p = providers.find((x) => x.id === m![1]);
    return p ? envelope(res, speakProvider(p)) : errorEnvelope(res, 404, 'Not-Found', 'cloud provider not found');
  }
  // In-database users: numbers as strings, an entry without its username; a DELETE carries its body.
  if (/^\/workgroups\/[^/]+\/workspaces\/[^/]+\/dbuser$/.test(rest)) {
    if (method === 'GET')
      return envelope(res, [
        ...dbUsers.map((u) => ({ id: u.id, username: u.username, enabled: 'true', created: u.created })),
        { email: 'svc@awkward.example', enabled: 1 },
      ]);
    const body = await readJson(req);
    if (method === 'POST') {
      const u = { id: 300 + requestCounter, username: String(body.username), created: new Date().toISOString() };
      dbUsers.push(u);
      return envelope(res, u);
    }
    if (method === 'PUT') return envelope(res, { ok: 'true' });
    if (method === 'DELETE') {
      dbUsers = dbUsers.filter((u) => u.username !== body.username);
      return envelope(res, 'deleted');
    }
  }
  if (['/org/quota', '/org/self', '/billing/resource-pricing', '/org/api-keys'].includes(rest)) {
    if (v.org !== 'offered') return missing(res, v.org);
    if (rest === '/org/self')
      return envelope(res, { org_id: 99, org_name: 'awkward-corp', org_display_name: null, creator: null, ...laterOrgFields(v.delinquent) });
    if (rest === '/org/quota')
      return envelope(res, {
        org_id: 99,
        tier: 'Trial',
        max_workspace_type: 'TG-1',
        max_workspace_memory: '64Gi',
        memory_limit: '256Gi',
        memory_usage_in_bytes: String(128 * 1024 ** 3),
        rw_workspace_count_limit: '2',
        rw_workspace_count_usage: '2',
        ro_workspace_count_limit: 3,
        ro_workspace_count_usage: null,
      });
    if (rest === '/billing/resource-pricing')
      return envelope(res, {
        workspace_pricing: ['TG-0', 'TG-1', 'TG-2'].map((t, i) => ({
          workspace_type: t,
          platform: 'AWS',
          region: 'us-east-1',
          ha: 'false',
          price_per_hour: String((i + 1) * 0.5),
        })),
        data_storage_pricing: null,
        addon_pricing: awkwardAddonPricing,
      });
    if (method === 'GET')
      return envelope(res, [
        {
          key_name: 7,
          description: 'deploy bot',
          redacted_key: 'tgc_12****abcd',
          creator: null,
          created_at: '2026-01-01T00:00:00Z',
          expires_at: '2099-01-01T00:00:00Z',
        },
        { description: 'legacy key without a name' },
      ]);
  }
  if (
    v.org === 'offered' &&
    (await handleVendorLater(rest, method, req, res, { envelope, errorEnvelope, readJson }, [speakWorkspace(fraudWorkspace)], v.dialect === 'vendor'))
  )
    return;
  // Backups (vendor-operations.md): reads at the contract's paths, or in the vendor's dialect only at revision A's.
  const backupRead =
    v.dialect === 'vendor'
      ? /^\/workspaces\/([^/]+)\/backups(?:\/(schedule)|\/restore\/([^/]+)\/status)?$/
      : /^\/workgroups\/[^/]+\/workspaces\/([^/]+)\/backups(?:\/(schedule)|\/([^/]+)\/status)?$/;
  if ((m = backupRead.exec(rest)) && method === 'GET') {
    if (m[2]) return envelope(res, backupSchedule);
    if (m[3]) return envelope(res, restoreStatus(decodeURIComponent(m[3])));
    return envelope(res, m[1] === 'ws-aw-1' ? backups : []);
  }
  if ((m = /^\/workgroups\/[^/]+\/workspaces\/([^/]+)\/backups(?:\/(restore|schedule))?$/.exec(rest))) {
    // Taking a backup is an assumed operation this service does not offer.
    if (method === 'POST' && !m[2]) return missing(res, '405');
    if (method === 'POST' && m[2] === 'schedule') {
      backupSchedule = { ...(await readJson(req)) };
      return envelope(res, { message: 'schedule updated' });
    }
    if (method === 'POST' && m[2] === 'restore') {
      const body = await readJson(req);
      restores.set(`job-${++requestCounter}`, { backup: String(body.backup_id), polls: 0 });
      // Answered as an object naming the job, not the documented bare string.
      return envelope(res, { job_name: [...restores.keys()].at(-1) });
    }
    if (method === 'DELETE' && !m[2]) {
      const body = await readJson(req);
      lastBackupDelete = JSON.stringify(body);
      const before = backups.length;
      backups = backups.filter((b) => String(b.id) !== String(body.backup_id));
      return backups.length < before
        ? envelope(res, { deleted: body.backup_id })
        : errorEnvelope(res, 400, 'Bad-Request', 'backup_id: no such backup', 'backup_id');
    }
  }
  if (/^\/workgroups\/[^/]+\/workspaces\/ws-aw-2\/refresh$/.test(rest) && method === 'POST') {
    // Refreshed at once, and said in words of its own: a status the console does not know.
    Object.assign(sleepyWorkspace, { refresh_status: 'Done', refresh_message: 'copied 12345 edges from fraud-prod' });
    return envelope(res, null);
  }
  if (/^\/workgroups\/[^/]+\/databases\/[^/]+$/.test(rest) && method === 'DELETE')
    return errorEnvelope(res, 400, 'Bad-Request', 'database is still used by workspace(s): fraud-prod', 'databaseID');
  if (rest === '/workspaces/meta' && method === 'GET') return envelope(res, workspaceOptions);
  if (rest === '/addons/meta' && method === 'GET') return envelope(res, addonsAnswer());
  return htmlPage(res, 404, 'Not Found');
}

const port = Number(process.env.AWKWARD_PORT ?? 4318);
http
  .createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  })
  .listen(port, '127.0.0.1', () => console.log(`awkward upstream on http://127.0.0.1:${port}`));
