import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mainNav, mainNavHtml, screens } from '@/lib/navigation';
import { paletteItems } from './palette';

const read = (file: string) => fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => `${m[1]} ${m[2]}`);

describe('the navigation, declared once', () => {
  it('is drawn in the built page’s static frame, in the same order as the shell’s', () => {
    expect(read('index.html')).toMatch(/<ul>\s*<!--main-nav-->\s*<\/ul>/);
    expect(fs.existsSync(new URL('../../dist/index.html', import.meta.url)), 'build first: npm run test:unit does').toBe(true);
    const nav = /<nav aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/.exec(read('dist/index.html'))?.[1] ?? '';
    expect(links(nav)).toEqual(mainNav.map((s) => `${s.to} ${s.label}`));
    const expected = [
      '/workgroups Workgroups',
      '/cloud-providers Cloud providers',
      '/users Organization users',
      '/addons Add-ons',
      '/billing Billing',
      '/activity Activity',
      '/settings Settings',
    ];
    expect(links(mainNavHtml())).toEqual(expected);
  });
  it('gives the palette every screen, the organization included', () => {
    const offered = paletteItems([]).filter((i) => i.group === 'Screens');
    expect(offered.map((i) => `${i.to} ${i.label}`)).toEqual(screens.map((s) => `${s.to} ${s.label}`));
    expect(offered.map((i) => i.to)).toContain('/organization');
  });
});
