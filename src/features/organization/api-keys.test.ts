import { describe, expect, it } from 'vitest';
import { isKeyInUse, keyExpiry } from './api-keys';
import { maskSecret } from '@/lib/mask-secret';

const now = Date.parse('2026-11-23T12:00:00Z');

describe('keyExpiry', () => {
  it.each([
    ['2026-11-23T11:59:59Z', 'expired'],
    ['2026-11-30T12:00:00Z', 'soon'],
    ['2026-12-07T12:00:00Z', 'soon'],
    ['2026-12-08T12:00:00Z', 'ok'],
    ['', 'unknown'],
  ])('%s is %s', (at, expected) => expect(keyExpiry(at, now)).toBe(expected));
});

describe('isKeyInUse', () => {
  it('matches the redacted key against the key the console holds', () => {
    expect(isKeyInUse('gck_ab…wxyz', maskSecret('gck_abCDEFGHIJKLMNOPwxyz'))).toBe(true);
    expect(isKeyInUse('gck_ab****wxyz', maskSecret('gck_abCDEFGHIJKLMNOPwxyz'))).toBe(true);
    expect(isKeyInUse('gck_ab…wxyz', maskSecret('gck_abCDEFGHIJKLMNOPwxyy'))).toBe(false);
    expect(isKeyInUse('gck_ab…wxyz', undefined)).toBe(false);
    expect(isKeyInUse('', maskSecret('demo-api-key'))).toBe(false);
    // A mask with nothing around it matches nothing.
    expect(isKeyInUse('…', maskSecret('demo-api-key'))).toBe(false);
  });
});
