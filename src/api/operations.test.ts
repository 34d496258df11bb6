import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, operations, type OperationName } from './operations';

// The operations table (client, server, cURL and activity log are built from it)
// read against the contract's own endpoint tables, parsed from its markdown
// (src/api/contract: a copy of ../shared/api), and the vendor's operations beside them.
const doc = (name: string) => fs.readFileSync(new URL(`./contract/${name}`, import.meta.url), 'utf8');
const cells = (row: string) =>
  row
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());

/** control-service.md's Endpoints table: `| # | Operation | Method | Path | Success | Errors |`. */
function documentedEndpoints() {
  const section = doc('control-service.md')
    .split(/^## Endpoints$/m)[1]!
    .split(/^## /m)[0]!;
  return section
    .split('\n')
    .filter((l) => /^\|\s*\d+\s*\|/.test(l))
    .map((l) => {
      const [n, title, method, path, success] = cells(l);
      return { n: Number(n), title: title!, method: method!, path: path!.replaceAll('`', ''), status: Number(success) };
    });
}

/**
 * companion-operations.md's table: `| Operation | Method and path | Result | Mark |`,
 * where a cell may hold two requests and `...` stands for the previous path's start.
 */
function companionEndpoints() {
  const after = (heading: string) =>
    doc('companion-operations.md')
      .split(new RegExp(`^## ${heading}$`, 'm'))[1]!
      .split(/^## /m)[0]!;
  const section = after('Reads and lifecycle') + after('Alerts') + after('Budgets');
  let previous = '';
  /** `.../x/y`: the path before, up to where `x` appears in it (or up to its last segment), then `/x/y`. */
  const expand = (rest: string) => {
    const at = previous.indexOf(`/${rest.split('/')[1]}/`);
    return (at >= 0 ? previous.slice(0, at) : previous.slice(0, previous.lastIndexOf('/'))) + rest;
  };
  return section
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| Operation') && !l.startsWith('|---'))
    .flatMap((l) => {
      const [title, requests, , mark] = cells(l);
      return [...requests!.matchAll(/`(GET|POST|PUT|DELETE) ([^`]+)`/g)].map(([, method, raw]) => {
        const path = raw!.startsWith('{base_url}') ? raw!.slice('{base_url}'.length) : raw!.startsWith('...') ? expand(raw!.slice(3)) : `${API_PREFIX}${raw}`;
        previous = path;
        return { title: title!, method: method!, path, assumed: mark === 'assumed' };
      });
    });
}

/**
 * vendor-operations.md's tables: `| Operation | Method and path | Body | Result | Mark |`, where
 * `WS` stands for the workspace's path and `(A: \`GET …\`)` names revision A's path.
 */
function vendorEndpoints() {
  const WS = '/workgroups/{workgroupID}/workspaces/{workspaceID}';
  const full = (p: string) => `${API_PREFIX}${p.replace(/^WS(?=\/|$)/, WS)}`;
  return doc('vendor-operations.md')
    .split(/^## The vendor's dialect/m)[0]!
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| Operation') && !l.startsWith('|---'))
    .map((l) => {
      const [title, requests, , , mark] = cells(l);
      const [first] = [...requests!.matchAll(/`(GET|POST|PUT|DELETE) ([^`]+)`/g)];
      const a = /\(A: `\w+ ([^`]+)`\)/.exec(requests!)?.[1];
      return {
        title: title!,
        method: first![1]!,
        path: full(first![2]!),
        revisionA: a ? full(a) : undefined,
        assumed: mark!.startsWith('assumed'),
        onlyC: mark === 'service C',
      };
    });
}

/** vendor-later-operations.md's Monitoring table: its two paths sit at the service's root. */
function laterMonitoringEndpoints() {
  const section = doc('vendor-later-operations.md')
    .split(/^## Monitoring$/m)[1]!
    .split(/^## /m)[0]!;
  return [...section.matchAll(/^\| [^|]+ \| `(GET) (\/[^`]+)`/gm)].map(([, method, path]) => ({ method: method!, path: path! }));
}

/** The dialect table's schedule row: revision A's `/workspaces/{workspaceID}/schedules[/{scheduleID}]`. */
function revisionASchedulePaths(): string[] {
  const row = doc('vendor-operations.md')
    .split('\n')
    .find((l) => l.startsWith('| schedules at'))!;
  const written = /revision A: `([^`]+)`/.exec(row)![1]!;
  const [base, optional] = [written.replace(/\[.*\]$/, ''), /\[(.*)\]$/.exec(written)![1]!];
  return [`${API_PREFIX}${base}`, `${API_PREFIX}${base}${optional}`];
}

/** vendor-later-operations.md's tables (revision D): the method and path in each row's second cell. */
function laterEndpoints() {
  return doc('vendor-later-operations.md')
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| Operation') && !l.startsWith('|---'))
    .flatMap((l) =>
      [...cells(l)[1]!.matchAll(/`(GET|POST|PUT|DELETE)(?: \/ (?:GET|POST|PUT|DELETE))? ([^`?]+)/g)].map(([, method, path]) => ({
        method: method!,
        path: `${API_PREFIX}${path!.trim()}`,
      })),
    );
}

const table = Object.entries(operations) as [OperationName, (typeof operations)[OperationName]][];

describe('the operations table against the contract', () => {
  const documented = documentedEndpoints();
  const companion = companionEndpoints();

  it('reads twelve documented operations and the companion ones from the markdown', () => {
    expect(documented.map((d) => d.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(companion.length).toBeGreaterThanOrEqual(19);
  });

  it.each(documentedEndpoints())('operation $n ($title): $method $path', (d) => {
    const entry = table.find(([, op]) => op.documented === d.n);
    expect(entry, `no operation is marked documented: ${d.n}`).toBeDefined();
    const [, op] = entry!;
    expect(op.method).toBe(d.method);
    expect(op.path).toBe(d.path);
    expect(op.noContent === true).toBe(d.status === 204);
  });

  it.each(companionEndpoints())('companion: $method $path ($title)', (c) => {
    const entry = table.find(([, op]) => op.documented === undefined && op.method === c.method && op.path === c.path);
    expect(entry, `${c.method} ${c.path} is in companion-operations.md but not in the table`).toBeDefined();
    expect(entry![1].assumed === true).toBe(c.assumed);
  });

  it('reads the vendor operations, with revision A paths, from the markdown', () => {
    const vendor = vendorEndpoints();
    expect(vendor.length).toBeGreaterThanOrEqual(20);
    expect(vendor.find((v) => v.title === 'List backups')?.revisionA).toBe(`${API_PREFIX}/workspaces/{workspaceID}/backups`);
    expect(vendor.find((v) => v.title === 'Take a backup now')?.assumed).toBe(true);
  });

  it.each(vendorEndpoints().filter((v) => table.some(([, op]) => op.method === v.method && op.path === v.path)))('vendor: $method $path ($title)', (v) => {
    const [, op] = table.find(([, o]) => o.method === v.method && o.path === v.path)!;
    expect(op.documented).toBeUndefined();
    expect(op.assumed === true).toBe(v.assumed);
    expect((op as { sinceRevisionC?: boolean }).sinceRevisionC === true).toBe(v.onlyC);
    expect((op as { revisionA?: string }).revisionA).toBe(v.revisionA);
  });

  it('asks revision A only at the paths the dialect table names', () => {
    const schedulePaths = revisionASchedulePaths();
    const alternatives = table.flatMap(([, op]) =>
      (op as { revisionA?: string }).revisionA ? [[op.resource, (op as { revisionA?: string }).revisionA!] as const] : [],
    );
    expect(alternatives.length).toBeGreaterThan(0);
    const vendorA = new Set(vendorEndpoints().flatMap((v) => (v.revisionA ? [v.revisionA] : [])));
    for (const [resource, path] of alternatives) expect(resource === 'schedules' ? schedulePaths : [...vendorA], path).toContain(path);
  });

  it('has nothing the contract does not describe', () => {
    // "`PUT` / `DELETE /add-ons/…`" and "`POST` / `DELETE /billing/credit-cards/…`": one path for two methods.
    const later = laterEndpoints().flatMap((e) =>
      e.path.includes('/configs/{configID}') ? [e, { ...e, method: 'PUT' }] : e.path.includes('/credit-cards/{cardID}') ? [e, { ...e, method: 'POST' }] : [e],
    );
    const described = new Set([...documented, ...companion, ...vendorEndpoints(), ...later, ...laterMonitoringEndpoints()].map((e) => `${e.method} ${e.path}`));
    // Assumed by this console alone, written in no reference (src/features/monitoring/README.md): named here, and always assumed.
    const own: OperationName[] = ['getAlertThresholds', 'setAlertThresholds'];
    for (const name of own) expect(operations[name].assumed, name).toBe(true);
    expect(
      table
        .filter(([name]) => !own.includes(name))
        .map(([, op]) => `${op.method} ${op.path}`)
        .filter((k) => !described.has(k)),
    ).toEqual([]);
  });

  it('reads the monitoring paths at the service root', () => {
    expect(laterMonitoringEndpoints()).toEqual([
      { method: 'GET', path: '/metrics/{workgroupID}/{workspaceID}' },
      { method: 'GET', path: '/observability/{workgroupID}/metrics' },
    ]);
  });

  it('asks for a session token exactly where the contract says the API key is not accepted (/users)', () => {
    for (const [name, op] of table) expect(op.auth, name).toBe(op.path.startsWith('/users') ? 'session' : 'apiKey');
  });
});
