import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs live beside what they describe (README.md, docs/, each area's README.md): a file moved
// or a heading renamed must not leave a link pointing nowhere.
const root = path.resolve(__dirname, '..');
const areas = fs.readdirSync(path.join(root, 'src/features')).filter((a) => fs.existsSync(path.join(root, 'src/features', a, 'index.ts')));
const docs = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  ...areas.map((a) => `src/features/${a}/README.md`),
];

/** The text a reader sees as prose: fenced blocks and inline code hold no links. */
const prose = (md: string) => md.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

const anchors = (file: string) =>
  new Set(
    [
      ...fs
        .readFileSync(path.join(root, file), 'utf8')
        .replace(/^```[\s\S]*?^```/gm, '')
        .matchAll(/^#{1,6} +(.+)$/gm),
    ].map((m) => slug(m[1]!)),
  );

/** Every relative link of a file that does not resolve, as `target (reason)`. */
function brokenLinks(file: string): string[] {
  const text = prose(fs.readFileSync(path.join(root, file), 'utf8'));
  const broken: string[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target!)) continue;
    const [where, anchor] = target!.split('#') as [string, string | undefined];
    const resolved = where ? path.posix.join(path.posix.dirname(file), where) : file;
    if (!fs.existsSync(path.join(root, resolved))) broken.push(`${target} (no ${resolved})`);
    else if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor)) broken.push(`${target} (no heading #${anchor} in ${resolved})`);
  }
  return broken;
}

describe('the docs', () => {
  it.each(docs)('%s: every relative link resolves', (file) => {
    expect(fs.existsSync(path.join(root, file)), `${file} is missing`).toBe(true);
    expect(brokenLinks(file)).toEqual([]);
  });

  it.each(areas)("the %s area's README opens with the line that opens its index.ts", (area) => {
    const readme = fs.readFileSync(path.join(root, 'src/features', area, 'README.md'), 'utf8').split('\n')[0];
    const index = fs.readFileSync(path.join(root, 'src/features', area, 'index.ts'), 'utf8').split('\n')[0];
    expect(index).toBe(`// ${readme}`);
  });

  it('the README links every area and every page of docs/', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const missing = docs.filter((d) => d !== 'README.md' && !readme.includes(`](${d})`));
    expect(missing).toEqual([]);
  });

  it('keeps the README to one screen and the architecture to one page', () => {
    const lines = (file: string) => fs.readFileSync(path.join(root, file), 'utf8').trimEnd().split('\n').length;
    expect(lines('README.md')).toBeLessThanOrEqual(150);
    expect(lines('docs/architecture.md')).toBeLessThanOrEqual(120);
  });
});
