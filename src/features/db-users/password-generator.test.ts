import { describe, expect, it, vi } from 'vitest';
import { generatePassword } from './password-generator';
import { characterClasses, passwordProblem, passwordStrength } from '@/api/schemas/password';

describe('the password rule', () => {
  it.each([
    ['Short1!', 'admin', /at least 12/],
    ['onlylowercaseletters', 'admin', /three of/],
    ['lowercase1234567', 'admin', /three of/],
    ['MyAdminPass-2024', 'admin', /username/],
    ['Good-Password-77', 'admin', undefined],
    ['good-password-77', 'admin', undefined],
  ])('%s for %s', (password, username, problem) => {
    const got = passwordProblem(password, username);
    if (problem) expect(got).toMatch(problem);
    else expect(got).toBeUndefined();
  });

  it('rates strength from length and variety', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('Ab1!')).toBeLessThanOrEqual(1);
    expect(passwordStrength('Good-Password-77')).toBe(4);
    expect(characterClasses('aB3-')).toBe(4);
  });
});

describe('generatePassword', () => {
  it('draws with crypto.getRandomValues and is always accepted', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const p = generatePassword('app_user');
      expect(passwordProblem(p, 'app_user')).toBeUndefined();
      expect(characterClasses(p)).toBe(4);
      seen.add(p);
    }
    expect(seen.size).toBe(200);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('draws again when a draw would contain the username', () => {
    // A generator that first yields the username's letters, then anything.
    let calls = 0;
    const random = (a: Uint32Array) => {
      a[0] = calls++ < 400 ? 0 : (calls * 2654435761) >>> 0;
      return a;
    };
    expect(passwordProblem(generatePassword('aaaa', random), 'aaaa')).toBeUndefined();
  });
});
