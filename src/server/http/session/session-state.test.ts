import { describe, expect, it } from 'vitest';
import { applyChange, held, viewOf, type Jars } from './session-state';

const none: Jars = { tab: {}, device: {} };
const demo = { apiKey: 'demo-api-key', sessionToken: 'demo-owner-token' };

describe('the session kept for a browser', () => {
  it('holds what was saved, the tab before the device, the demo last; its view shows masks only', () => {
    let jars = applyChange(none, { do: 'save', kind: 'apiKey', value: 'key-of-beta-0001', remember: true }, demo);
    expect(held(jars, 'apiKey', demo)).toEqual({ value: 'key-of-beta-0001', source: 'device' });
    jars = applyChange(jars, { do: 'save', kind: 'apiKey', value: 'key-of-alpha-0001', remember: false }, demo);
    // Saved anew, it leaves the device: one place at a time.
    expect(jars.device.apiKey).toBeUndefined();
    expect(held(jars, 'apiKey', demo).source).toBe('session');
    expect(held(none, 'sessionToken', demo)).toEqual({ value: 'demo-owner-token', source: 'demo' });
    const view = JSON.stringify(viewOf(jars, demo));
    expect(view).not.toContain('key-of-alpha-0001');
    expect(view).not.toContain('demo-owner-token');
    expect(viewOf(jars, demo).apiKey.masked).toBe('key-••••••••0001');
  });

  it('a cleared token stays cleared on the demo; a cleared key falls back to the demo key', () => {
    let jars = applyChange(none, { do: 'clear', kind: 'sessionToken' }, demo);
    expect(held(jars, 'sessionToken', demo).source).toBe('none');
    jars = applyChange(jars, { do: 'save', kind: 'apiKey', value: 'key-of-beta-0001', remember: false }, demo);
    jars = applyChange(jars, { do: 'clear', kind: 'apiKey' }, demo);
    expect(held(jars, 'apiKey', demo).source).toBe('demo');
  });

  it('switches organizations: the token stays with the organization it was used for and comes back with it', () => {
    let jars = applyChange(none, { do: 'registerCurrent', orgId: 'org-demo', label: 'Acme' }, demo);
    jars = applyChange(jars, { do: 'addOrg', orgId: 'org-b', label: 'Beta', apiKey: 'key-of-beta-0001', remember: false }, demo);
    expect(viewOf(jars, demo).active).toBe('org-demo');
    jars = applyChange(jars, { do: 'switch', orgId: 'org-b' }, demo);
    expect(held(jars, 'apiKey', demo).value).toBe('key-of-beta-0001');
    // The demo's token never goes with another organization's key.
    expect(held(jars, 'sessionToken', demo).source).toBe('none');
    jars = applyChange(jars, { do: 'save', kind: 'sessionToken', value: 'beta-token-0001', remember: false }, demo);
    jars = applyChange(jars, { do: 'switch', orgId: 'org-demo' }, demo);
    expect(held(jars, 'apiKey', demo).source).toBe('demo');
    expect(held(jars, 'sessionToken', demo).value).toBe('demo-owner-token');
    jars = applyChange(jars, { do: 'switch', orgId: 'org-b' }, demo);
    expect(held(jars, 'sessionToken', demo).value).toBe('beta-token-0001');
    expect(viewOf(jars, demo).orgs.map((o) => [o.label, o.demo])).toEqual([
      ['Acme', true],
      ['Beta', false],
    ]);
    jars = applyChange(jars, { do: 'removeOrg', orgId: 'org-demo' }, demo);
    expect(viewOf(jars, demo).orgs.map((o) => o.orgId)).toEqual(['org-b']);
  });

  it('takes in what an earlier console kept in storage, without overriding what it holds', () => {
    let jars = applyChange(none, { do: 'save', kind: 'sessionToken', value: 'held-token-0001', remember: false }, {});
    jars = applyChange(
      jars,
      {
        do: 'moveIn',
        tab: { apiKey: 'old-tab-key-0001', sessionToken: 'old-token-0001' },
        device: { orgs: [{ orgId: 'org-x', label: 'X', apiKey: 'old-x-key-0001' }] },
      },
      {},
    );
    expect(held(jars, 'apiKey', {})).toEqual({ value: 'old-tab-key-0001', source: 'session' });
    expect(held(jars, 'sessionToken', {}).value).toBe('held-token-0001');
    expect(viewOf(jars, {}).orgs).toEqual([{ orgId: 'org-x', label: 'X', masked: 'old-••••••••0001', demo: false, hasToken: false, remember: true }]);
  });
});
