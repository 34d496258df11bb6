import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { parseSearch, stringifySearch } from './search-params';

describe('search params', () => {
  it('reads the monitoring range and other plain words as text, without an exception', () => {
    expect(parseSearch('?range=1h&q=new%20york')).toEqual({ range: '1h', q: 'new york' });
    expect(stringifySearch({ range: '24h' })).toBe('?range=24h');
  });

  it('reads JSON values as the default does', () => {
    expect(parseSearch('?page=2&on=true&tags=%5B%22a%22%5D&f=%7B%22x%22%3A1%7D&s=%22quoted%22')).toEqual({
      page: 2,
      on: true,
      tags: ['a'],
      f: { x: 1 },
      s: 'quoted',
    });
  });

  // The default and this one agree on any value, except JSON written with spaces around it, which this one keeps as text.
  it('reads and writes every value as the default does', () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom('1h', '24h', '7d', '01', '-1', '1e5', 'true', 'truex', 'null', '{"a":1}', '[1,', '"x"', '0.5'),
      fc.json(),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), value), (search) => {
        fc.pre(Object.values(search).every((v) => v.trim() === v));
        const text = defaultStringifySearch(search);
        expect(stringifySearch(search)).toBe(text);
        expect(parseSearch(text)).toEqual(defaultParseSearch(text));
      }),
    );
  });
});
