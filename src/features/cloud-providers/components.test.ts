import { describe, expect, it } from 'vitest';
import { compareVersions, newestComponents, outdatedComponents, parseComponents } from './components';

describe('cloud provider components', () => {
  it('reads component_versions, leaving out what does not read', () => {
    expect(parseComponents('operator 1.9.2, agent v4.2.1,  ingress 1.11.0')).toEqual([
      { name: 'operator', version: '1.9.2' },
      { name: 'agent', version: '4.2.1' },
      { name: 'ingress', version: '1.11.0' },
    ]);
    expect(parseComponents('')).toEqual([]);
    expect(parseComponents('garbage, operator')).toEqual([]);
  });

  it('compares versions by number, a pre-release before its release', () => {
    expect(compareVersions('1.10.0', '1.9.2')).toBe(1);
    expect(compareVersions('1.9.2', '1.9.2')).toBe(0);
    expect(compareVersions('1.9', '1.9.1')).toBe(-1);
    expect(compareVersions('2.0.0-rc1', '2.0.0')).toBe(-1);
    expect(compareVersions('2.0.0', '2.0.0-rc1')).toBe(1);
  });

  it('finds what an upgrade changes, and the newest of several lists', () => {
    const current = newestComponents([parseComponents('operator 1.9.2, agent 4.2.1'), parseComponents('operator 1.8.0, agent 4.3.0')]);
    expect(current).toEqual([
      { name: 'operator', version: '1.9.2' },
      { name: 'agent', version: '4.3.0' },
    ]);
    expect(outdatedComponents(parseComponents('operator 1.8.4, agent 4.3.0'), current)).toEqual([{ name: 'operator', from: '1.8.4', to: '1.9.2' }]);
    expect(outdatedComponents(parseComponents('operator 1.9.2'), current)).toEqual([{ name: 'agent', from: '', to: '4.3.0' }]);
    expect(outdatedComponents(current, current)).toEqual([]);
  });
});
