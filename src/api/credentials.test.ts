import { describe, expect, it } from 'vitest';
import { maskSecret } from './credentials';

describe('a masked secret', () => {
  it('tells two keys apart that end alike', () => {
    expect(maskSecret('demo-api-key')).toBe('demo••••••••-key');
    expect(maskSecret('prod-api-key')).not.toBe(maskSecret('demo-api-key'));
  });
  it('never shows a short secret whole, nor most of it', () => {
    expect(maskSecret('abcd1234')).toBe('••••••••');
    expect(maskSecret('abcdefghijk')).toBe('••••••••hijk');
    expect(maskSecret('')).toBe('not set');
  });
});
