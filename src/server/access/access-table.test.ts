import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from '@/api/operations';
import { accessLevels, whoMay } from '@/api/access';
import { consoleRoutes } from './console-routes';

/** The table of who may call what (docs/access.md), rendered from the declarations: it cannot drift from them. */
function accessTable(): string {
  const levels = accessLevels.filter((l) => l !== 'none');
  const byResource = new Map<string, Record<string, string[]>>();
  for (const [name, op] of Object.entries(operations)) {
    const row = byResource.get(op.resource) ?? Object.fromEntries(accessLevels.map((l) => [l, [] as string[]]));
    row[op.access]!.push(`\`${name}\``);
    byResource.set(op.resource, row);
  }
  const head = `| resource | ${levels.map((l) => `${l}: ${whoMay[l]}`).join(' | ')} |\n|---|${levels.map(() => '---').join('|')}|\n`;
  const rows = [...byResource].map(([r, row]) => `| ${r} | ${levels.map((l) => row[l]!.join(', ') || '—').join(' | ')} |`).join('\n');
  const routes = consoleRoutes
    .map((c) => `| \`${c.method} ${c.path}\` | ${c.title} | ${c.access}: ${whoMay[c.access]}${'credential' in c ? `, ${c.credential}` : ''} |`)
    .join('\n');
  return `${head}${rows}\n\nThe console's own routes (\`src/server/access/console-routes.ts\`):\n\n| route | what | who may |\n|---|---|---|\n${routes}\n`;
}

const DOC = path.resolve(__dirname, '../../../docs/access.md');
const START = '<!-- access-table:start (generated: UPDATE_DOCS=1 npx vitest run src/server/access/access-table.test.ts) -->\n';
const END = '<!-- access-table:end -->';

describe('the access table of docs/access.md', () => {
  it('is the one the declarations give', () => {
    const text = fs.readFileSync(DOC, 'utf8');
    const at = text.indexOf(START);
    const end = text.indexOf(END);
    expect(at, 'docs/access.md has no access-table markers').toBeGreaterThan(-1);
    const table = accessTable();
    if (process.env.UPDATE_DOCS) fs.writeFileSync(DOC, text.slice(0, at + START.length) + table + text.slice(end));
    else expect(text.slice(at + START.length, end)).toBe(table);
  });
});
