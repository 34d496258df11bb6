import { describe, expect, it } from 'vitest';
import { delinquency } from './delinquency';

const since = '2026-03-10T12:00:00Z';
const now = new Date('2026-03-12T00:00:00Z');

describe('delinquency', () => {
  it('is undefined in good standing, or when the date does not read', () => {
    expect(delinquency('', 'Paid', now)).toBeUndefined();
    expect(delinquency(undefined, 'Paid', now)).toBeUndefined();
    expect(delinquency('soon', 'Paid', now)).toBeUndefined();
  });

  it.each([
    ['Free', '2026-03-10', '2026-03-17'],
    ['Paid', '2026-03-13', '2026-03-20'],
    ['Premium', '2026-03-15', '2026-03-30'],
    ['Enterprise', '2026-03-17', '2026-04-09'],
  ])('%s: workspaces stop on %s, data is deleted on %s', (tier, stops, deleted) => {
    const d = delinquency(since, tier, now)!;
    expect(d.stopsAt.toISOString().slice(0, 10)).toBe(stops);
    expect(d.deletedAt.toISOString().slice(0, 10)).toBe(deleted);
    expect(d.tierKnown).toBe(true);
  });

  it('maps our Standard tier to the vendor Paid one, and assumes the shortest grace for a tier it does not know', () => {
    expect(delinquency(since, 'Standard', now)!.tier).toBe('Paid');
    const unknown = delinquency(since, 'Trial', now)!;
    expect(unknown).toMatchObject({ tier: 'Free', tierKnown: false, stopped: true, deleted: false });
    expect(delinquency(since, undefined, now)!.tierKnown).toBe(false);
  });

  it('says when the stop and the deletion have come', () => {
    expect(delinquency(since, 'Paid', new Date('2026-03-13T12:00:00Z'))).toMatchObject({ stopped: true, deleted: false });
    expect(delinquency(since, 'Paid', new Date('2026-03-20T12:00:00Z'))).toMatchObject({ stopped: true, deleted: true });
    expect(delinquency(since, 'Enterprise', now)).toMatchObject({ stopped: false, deleted: false });
  });
});
