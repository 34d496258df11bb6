import { describe, expect, it } from 'vitest';
import { frameHeaderHtml } from './screen-frames';
import { facts as allowList } from '@/features/allow-list/allow-list.route-facts';
import { facts as billing } from '@/features/billing/billing.route-facts';
import { facts as marketplace } from '@/features/addons/marketplace.route-facts';
import { facts as workgroupList } from '@/features/workgroups/workgroup-list.route-facts';

describe('the heading the static frame draws', () => {
  it('is the landing screen’s title, description and action, with or without a trailing slash', () => {
    for (const url of ['/workgroups', '/workgroups/']) {
      const html = frameHeaderHtml(url)!;
      expect(html).toContain('<p class="frame-title">Workgroups</p>');
      expect(html).toContain(`<p class="page-description">${workgroupList.frame.description}</p>`);
      expect(html).toContain('<a href="/workgroups/new" class="button button-primary">Create workgroup</a>');
      expect(html).not.toContain('breadcrumbs');
    }
  });

  it('keeps the breadcrumbs’ line, empty and hidden, where they would name what the screen reads', () => {
    const html = frameHeaderHtml('/workgroups/wg-1/allow-list')!;
    expect(html).toContain('<div class="breadcrumbs" aria-hidden="true"><ol><li>&nbsp;</li></ol></div>');
    expect(html).toContain('<p class="frame-title">IP allow list</p>');
    expect(html).toContain(allowList.frame.description);
  });

  // Their heading needs none of their reads: it is their largest paint, and comes with the page, not after the code.
  it('is billing’s and the add-ons’ heading and description', () => {
    for (const [url, frame] of [
      ['/billing', billing],
      ['/addons', marketplace],
      ['/addons/', marketplace],
    ] as const) {
      const html = frameHeaderHtml(url)!;
      expect(html).toContain(`<p class="frame-title">${frame.title}</p>`);
      expect(html).toContain(`<p class="page-description">${frame.frame.description}</p>`);
      expect(html).not.toContain('breadcrumbs');
    }
    // An add-on's own page names it from the catalog.
    expect(frameHeaderHtml('/addons/addon-insights')).toBeUndefined();
  });

  it('is nothing for a screen whose heading needs data, or a URL of no such screen', () => {
    expect(frameHeaderHtml('/workgroups/wg-1')).toBeUndefined();
    expect(frameHeaderHtml('/workgroups/new')).toBeUndefined();
    expect(frameHeaderHtml('/workgroups/wg-1/x/allow-list')).toBeUndefined();
    expect(frameHeaderHtml('/settings')).toBeUndefined();
  });
});
