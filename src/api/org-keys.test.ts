import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orgKeys } from './org-keys';
import { credentials } from './credentials';

class MemoryStorage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  key = (i: number) => [...this.m.keys()][i] ?? null;
  getItem = (k: string) => this.m.get(k) ?? null;
  setItem = (k: string, v: string) => void this.m.set(k, v);
  removeItem = (k: string) => void this.m.delete(k);
  clear = () => this.m.clear();
}

const g = globalThis as { window?: unknown };
beforeEach(() => {
  g.window = { sessionStorage: new MemoryStorage(), localStorage: new MemoryStorage() };
});
afterEach(() => {
  credentials.setDemoApiKey(undefined);
  delete g.window;
});

const storage = (w: 'sessionStorage' | 'localStorage') => (g.window as Record<string, MemoryStorage>)[w]!;

describe('the keys of several organizations', () => {
  it('keeps one key per organization, where its owner chose, and finds the one in use', () => {
    orgKeys.put({ orgId: 'org-b', label: 'Beta', apiKey: 'key-of-beta-0001', remember: true });
    orgKeys.put({ orgId: 'org-a', label: 'Alpha', apiKey: 'key-of-alpha-0001', remember: false });
    orgKeys.put({ orgId: 'org-a', label: 'Alpha', apiKey: 'key-of-alpha-0002', remember: false });
    expect(orgKeys.list().map((o) => [o.label, o.apiKey])).toEqual([
      ['Alpha', 'key-of-alpha-0002'],
      ['Beta', 'key-of-beta-0001'],
    ]);
    // A remembered organization is on the device; the other only in this tab.
    expect(storage('localStorage').getItem('console.orgKeys')).toContain('key-of-beta-0001');
    expect(storage('localStorage').getItem('console.orgKeys')).not.toContain('alpha');
    expect(storage('sessionStorage').getItem('console.orgKeys')).not.toContain('beta');
    credentials.save('apiKey', 'key-of-beta-0001', true);
    expect(orgKeys.active()?.orgId).toBe('org-b');
    orgKeys.remove('org-b');
    expect(orgKeys.active()).toBeUndefined();
  });

  it('the demo organization is the entry without a key, in use while the server’s key is', () => {
    credentials.setDemoApiKey('demo-api-key');
    orgKeys.put({ orgId: 'org-acme', label: 'Acme', apiKey: '', remember: false });
    expect(orgKeys.active()?.orgId).toBe('org-acme');
    credentials.save('apiKey', 'something-else-1', false);
    expect(orgKeys.active()).toBeUndefined();
  });

  it('ignores what is not an entry', () => {
    storage('sessionStorage').setItem('console.orgKeys', '[{"orgId":1},"x",null,{"orgId":"o","label":"L","apiKey":"k"}]');
    expect(orgKeys.list().map((o) => o.orgId)).toEqual(['o']);
    storage('sessionStorage').setItem('console.orgKeys', 'not json');
    expect(orgKeys.list()).toEqual([]);
  });
});
