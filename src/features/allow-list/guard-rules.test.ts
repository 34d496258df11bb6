import { describe, expect, it } from 'vitest';
import { ALLOW_LIST_MAX_ENTRIES, allowListFullRefusal, duplicateEntry, duplicateEntryRefusal } from './guard-rules';

describe('guard rules shared by the forms and the embedded control plane', () => {
  it('finds an allow-list duplicate in its normalized form, not the one being edited', () => {
    const entries = [
      { id: 'a', cidr: '10.0.0.0/8' },
      { id: 'b', cidr: '2001:db8::/48' },
    ];
    expect(duplicateEntry('10.0.0.0/8', entries)?.id).toBe('a');
    expect(duplicateEntry('10.0.0.0/8', entries, 'a')).toBeUndefined();
    expect(duplicateEntry('2001:db8::/48', [{ id: 'c', cidr: '2001:0db8:0000::/48' }])?.id).toBe('c');
    expect(duplicateEntry('10.0.0.0/16', entries)).toBeUndefined();
    expect(duplicateEntryRefusal('10.0.0.0/8')).toBe('10.0.0.0/8 is already in the allow list');
  });

  it('refuses an allow list past its size', () => {
    expect(allowListFullRefusal(ALLOW_LIST_MAX_ENTRIES - 1)).toBeUndefined();
    expect(allowListFullRefusal(ALLOW_LIST_MAX_ENTRIES)).toMatch(/at most 200 entries/);
  });
});
