import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The control plane imports the areas' pure rules, schemas and operation rows (their public face,
// scripts/eslint-layers.js); this walks what it really loads, file by file, from its entry.
const src = path.resolve(import.meta.dirname, '../..');
const specs = /(?:from\s+|import\s*\(\s*|^import\s+)'([^']+)'/gm;
function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? path.join(src, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : undefined;
  if (!base) return undefined;
  return ['', '.ts', '.tsx', '/index.ts'].map((e) => base + e).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}
function reach(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const todo = [entry];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const packages: string[] = [];
    for (const m of text.matchAll(specs)) {
      const spec = m[1]!;
      // A type-only import loads nothing at run time.
      if (/^import\s+type\b|^export\s+type\b/.test(text.slice(text.lastIndexOf('\n', m.index) + 1, m.index + m[0].length))) continue;
      const next = resolve(file, spec);
      if (next) todo.push(next);
      else if (!spec.startsWith('.') && !spec.startsWith('@/')) packages.push(spec);
    }
    seen.set(file, packages);
  }
  return seen;
}

describe('the control plane loads no part of the browser console', () => {
  const graph = reach(path.join(src, 'server/main.ts'));
  it('reaches the areas it serves (the walk is real)', () => {
    const areas = new Set(
      [...graph.keys()]
        .map((f) => path.relative(src, f).split(path.sep))
        .filter((p) => p[0] === 'features')
        .map((p) => p[1]),
    );
    expect(areas.size).toBeGreaterThan(8);
  });
  it('no React, no query or router library, no screen', () => {
    const offending = [...graph].flatMap(([file, packages]) => [
      ...(file.endsWith('.tsx') ? [`${path.relative(src, file)} is a screen`] : []),
      ...packages
        .filter((p) => /^(react|react-dom|@tanstack\/|@radix-ui\/|react-hook-form)(\/|$)/.test(p))
        .map((p) => `${path.relative(src, file)} imports ${p}`),
    ]);
    expect(offending).toEqual([]);
  });
});
