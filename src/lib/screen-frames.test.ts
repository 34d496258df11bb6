import { describe, expect, it } from 'vitest';
import { allowListFrame, billingFrame, frameHeaderHtml, marketplaceFrame, workgroupListFrame } from './screen-frames';

describe('the heading the static frame draws', () => {
  it('is the landing screen’s title, description and action, with or without a trailing slash', () => {
    for (const url of ['/workgroups', '/workgroups/']) {
      const html = frameHeaderHtml(url)!;
      expect(html).toContain('<p class="frame-title">Workgroups</p>');
      expect(html).toContain(`<p class="page-description">${workgroupListFrame.description}</p>`);
      expect(html).toContain('<a href="/workgroups/new" class="button button-primary">Create workgroup</a>');
      expect(html).not.toContain('breadcrumbs');
    }
  });

  it('keeps the breadcrumbs’ line, empty and hidden, where they would name what the screen reads', () => {
    const html = frameHeaderHtml('/workgroups/wg-1/allow-list')!;
    expect(html).toContain('<div class="breadcrumbs" aria-hidden="true"><ol><li>&nbsp;</li></ol></div>');
    expect(html).toContain('<p class="frame-title">IP allow list</p>');
    expect(html).toContain(allowListFrame.description);
  });

  // Their heading needs none of their reads: it is their largest paint, and comes with the page, not after the code.
  it('is billing’s and the add-ons’ heading and description', () => {
    for (const [url, frame] of [
      ['/billing', billingFrame],
      ['/addons', marketplaceFrame],
      ['/addons/', marketplaceFrame],
    ] as const) {
      const html = frameHeaderHtml(url)!;
      expect(html).toContain(`<p class="frame-title">${frame.title}</p>`);
      expect(html).toContain(`<p class="page-description">${frame.description}</p>`);
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
