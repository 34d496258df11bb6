import { expect, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.5.3 (label in name): every control whose name is not its text contains the text it shows. axe-core's
 * label-content-name-mismatch rule is experimental, so the page-wide scan (helpers.ts expectAccessible) leaves it
 * out; this runs it alone, on the page or a part of it.
 */
export async function expectLabelInName(page: Page, within?: Locator, label = ''): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const handle = within ? await within.elementHandle() : null;
  const mismatches = await page.evaluate(async (el) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(el ?? document, { runOnly: { type: 'rule', values: ['label-content-name-mismatch'] }, resultTypes: ['violations'] });
    return results.violations.flatMap((v) => v.nodes.map((n) => n.html));
  }, handle);
  expect(mismatches, `controls whose name does not contain their text ${label}`).toEqual([]);
}
