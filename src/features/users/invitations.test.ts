import { describe, expect, it } from 'vitest';
import { INVITATION_DAYS, MAX_INVITATIONS, inviteRefusal, isExpired } from './invitations';

const now = Date.parse('2026-11-27T00:00:00Z');
const later = new Date(now + 86_400_000).toISOString();
const earlier = new Date(now - 1000).toISOString();

describe('inviting a person', () => {
  it('lets a new address through', () => {
    expect(inviteRefusal('new@acme.example', [{ email: 'ada@acme.example' }], [], now)).toBeUndefined();
  });

  it('refuses an address a member already has, in any case', () => {
    expect(inviteRefusal(' Ada@ACME.example ', [{ email: 'ada@acme.example' }], [], now)).toEqual({
      field: 'email',
      message: 'Ada@ACME.example is already a member of this organization',
    });
  });

  it('refuses an address already invited, and says so of an expired invitation too', () => {
    expect(inviteRefusal('x@a.example', [], [{ email: 'X@a.example', expires_at: later }], now)?.message).toBe(
      'x@a.example is already invited: resend that invitation instead',
    );
    expect(inviteRefusal('x@a.example', [], [{ email: 'x@a.example', expires_at: earlier }], now)?.message).toMatch(/has expired/);
  });

  it('refuses past the most invitations an organization may hold', () => {
    const many = Array.from({ length: MAX_INVITATIONS }, (_, i) => ({ email: `p${i}@a.example`, expires_at: later }));
    expect(inviteRefusal('new@a.example', [], many, now)).toMatchObject({ field: '', message: expect.stringMatching(/50 invitations/) });
    expect(inviteRefusal('new@a.example', [], many.slice(1), now)).toBeUndefined();
  });

  it('an invitation expires days after it was sent', () => {
    expect(INVITATION_DAYS).toBe(7);
    expect(isExpired({ expires_at: earlier }, now)).toBe(true);
    expect(isExpired({ expires_at: later }, now)).toBe(false);
    expect(isExpired({ expires_at: '' }, now)).toBe(false);
  });
});
