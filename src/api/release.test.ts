import { describe, expect, it } from 'vitest';
import { entryScriptOf, isChunkLoadError } from './release';

describe('release detection', () => {
  it('reads the entry script a page names', () => {
    expect(entryScriptOf('<head><link rel="modulepreload" href="/assets/x.js"><script type="module" crossorigin src="/assets/main-Ab12.js"></script>')).toBe(
      '/assets/main-Ab12.js',
    );
    expect(entryScriptOf('<script src="/legacy.js"></script>')).toBeUndefined();
  });

  it('tells a file that could not be fetched from an error inside a module', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/dialog-impl-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
