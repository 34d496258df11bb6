import { describe, expect, it } from 'vitest';
import { logoUrlProblem } from './logo-url';

describe('a logo URL', () => {
  it.each(['', 'https://cdn.example.com/acme.svg', 'http://127.0.0.1:4173/favicon.svg'])('takes %s', (url) => expect(logoUrlProblem(url)).toBeUndefined());
  it.each([
    ['javascript:alert(1)', /https:\/\/ or http:\/\//],
    ['data:image/svg+xml,<svg/>', /https:\/\/ or http:\/\//],
    ['/logo.png', /full address/],
    ['https://user:pw@example.com/l.png', /user name or password/],
  ])('refuses %s', (url, reason) => expect(logoUrlProblem(url)).toMatch(reason));
});
