import { describe, expect, it } from 'vitest';
import { dialogSearch, stepSearch } from './dialog-search';

describe('dialogs and steps in the URL', () => {
  const read = dialogSearch<'resize' | 'pause', { size: string }>(['resize', 'pause'], { size: 16 });
  it('keeps a known dialog and its short value', () => {
    expect(read({ dialog: 'resize', size: 'TG-4' })).toEqual({ dialog: 'resize', size: 'TG-4' });
  });
  it('drops an unknown dialog, a value without its dialog, and an overlong value', () => {
    expect(read({ dialog: 'format' as never, size: 'TG-4' })).toEqual({ dialog: undefined, size: undefined });
    expect(read({ size: 'TG-4' })).toEqual({ dialog: undefined, size: undefined });
    expect(read({ dialog: 'resize', size: 'x'.repeat(17) })).toEqual({ dialog: 'resize', size: undefined });
  });
  it('reads a wizard step within its range only', () => {
    const step = stepSearch(5);
    expect(step({ step: 3 })).toEqual({ step: 3 });
    expect(step({ step: '2' as never })).toEqual({ step: 2 });
    for (const bad of [0, 6, 2.5, 'banana', undefined]) expect(step({ step: bad as never })).toEqual({ step: undefined });
  });
});
