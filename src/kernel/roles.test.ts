import { describe, expect, it } from 'vitest';
import { readAll } from '@/api/schemas/read';
import { User } from './user-schema';
import { knownRoles, lastOwnerRolesRemoved, roleDiff, rolesEditBlocked, tokenClaims } from './roles';

const jwt = (payload: object) => `eyJhbGciOiJSUzI1NiJ9.${btoa(JSON.stringify(payload)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')}.c2ln`;
const users = [
  { id: 'u-owner', email: 'ada@acme.example', username: 'ada', roles: [{ id: 'r1', name: 'org_admin', displayName: 'Organization Admin' }] },
  { id: 'u-member', email: 'grace@acme.example', username: 'grace', roles: [{ id: 'r2', name: 'org_member', displayName: 'Organization Member' }] },
].map((u) => readAll(User, u).data);

describe('who may change roles', () => {
  it('reads the user a JWT names, and nothing from an opaque token', () => {
    expect(tokenClaims(jwt({ sub: 'u-1', email: 'a@b.c', preferred_username: 'a' }))).toEqual({ sub: 'u-1', email: 'a@b.c', preferred_username: 'a' });
    expect(tokenClaims('demo-owner-token')).toBeUndefined();
    expect(tokenClaims('a.!!!.c')).toBeUndefined();
  });

  it('blocks a token that names a user without an owner role, and allows an owner or an unknown user', () => {
    expect(rolesEditBlocked(users, tokenClaims(jwt({ sub: 'u-member' })), false)).toMatch(/grace@acme\.example, who is not an organization owner/);
    expect(rolesEditBlocked(users, tokenClaims(jwt({ email: 'ada@acme.example' })), false)).toBeUndefined();
    expect(rolesEditBlocked(users, tokenClaims(jwt({ sub: 'someone-else' })), false)).toBeUndefined();
    expect(rolesEditBlocked(users, tokenClaims('opaque'), false)).toBeUndefined();
  });

  it('blocks a token the service already refused, whatever it says', () => {
    expect(rolesEditBlocked(users, tokenClaims(jwt({ sub: 'u-owner' })), true)).toMatch(/403 Forbidden/);
  });
});

describe('roles', () => {
  const seen = [
    readAll(User, { id: 'ada', roles: [{ name: 'org_admin', displayName: 'Organization Admin' }] }).data,
    readAll(User, { id: 'alan', roles: [{ name: 'billing_admin', displayName: 'Billing Admin' }, { name: 'custom-x' }] }).data,
  ];
  it('knows every role seen plus the documented ones, without repeating a display name', () => {
    expect(knownRoles(seen).map((r) => r.label)).toEqual(['Billing Admin', 'Billing Viewer', 'custom-x', 'Organization Admin', 'Organization Member']);
  });
  it('diffs a replacement and spots the last owner losing the owner role', () => {
    expect(roleDiff(['a', 'b'], ['b', 'c'])).toEqual({ added: ['c'], removed: ['a'] });
    expect(lastOwnerRolesRemoved(seen, 'ada', ['org_admin'])).toEqual(['org_admin']);
    expect(lastOwnerRolesRemoved([...seen, readAll(User, { id: 'eve', roles: [{ name: 'org_admin' }] }).data], 'ada', ['org_admin'])).toEqual([]);
    expect(lastOwnerRolesRemoved(seen, 'alan', ['billing_admin'])).toEqual([]);
  });
});
