import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, operations, type OperationName } from './operations';

// The operations table (client, server, cURL and activity log are built from it)
// read against the contract's own endpoint tables, parsed from its markdown
// (src/api/contract: a copy of ../shared/api).
const doc = (name: string) => fs.readFileSync(new URL(`./contract/${name}`, import.meta.url), 'utf8');
const cells = (row: string) => row.split('|').slice(1, -1).map((c) => c.trim());

/** control-service.md's Endpoints table: `| # | Operation | Method | Path | Success | Errors |`. */
function documentedEndpoints() {
  const section = doc('control-service.md').split(/^## Endpoints$/m)[1]!.split(/^## /m)[0]!;
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
  const section = doc('companion-operations.md').split(/^## Reads and lifecycle$/m)[1]!.split(/^## /m)[0]!;
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

  it('has nothing the contract does not describe', () => {
    const described = new Set([...documented, ...companion].map((e) => `${e.method} ${e.path}`));
    expect(table.map(([, op]) => `${op.method} ${op.path}`).filter((k) => !described.has(k))).toEqual([]);
  });

  it('asks for a session token exactly where the contract says the API key is not accepted (/users)', () => {
    for (const [name, op] of table) expect(op.auth, name).toBe(op.path.startsWith('/users') ? 'session' : 'apiKey');
  });
});
