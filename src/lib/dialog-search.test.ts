import { describe, expect, it } from 'vitest';
import { dialogSearch, stepSearch } from './dialog-search';

// What arrives from a URL is anything: the readers are called as the router calls them.
const dialogOf = (raw: Record<string, unknown>) => dialogSearch<'resize' | 'pause', { size: string }>(['resize', 'pause'], { size: 16 })(raw as never);
const stepOf = (raw: Record<string, unknown>) => stepSearch(5)(raw as never);

describe('dialogs and steps in the URL', () => {
  it('keeps a known dialog and its short value', () => {
    expect(dialogOf({ dialog: 'resize', size: 'TG-4' })).toEqual({ dialog: 'resize', size: 'TG-4' });
  });
  it('drops an unknown dialog, a value without its dialog, and an overlong value', () => {
    expect(dialogOf({ dialog: 'format', size: 'TG-4' })).toEqual({ dialog: undefined, size: undefined });
    expect(dialogOf({ size: 'TG-4' })).toEqual({ dialog: undefined, size: undefined });
    expect(dialogOf({ dialog: 'resize', size: 'x'.repeat(17) })).toEqual({ dialog: 'resize', size: undefined });
  });
  it('reads a wizard step within its range only', () => {
    expect(stepOf({ step: 3 })).toEqual({ step: 3 });
    expect(stepOf({ step: '2' })).toEqual({ step: 2 });
    for (const bad of [0, 6, 2.5, 'banana', undefined]) expect(stepOf({ step: bad })).toEqual({ step: undefined });
  });
});
