import { describe, expect, it } from 'vitest';
import { readsFor } from './early-requests';
import { matchPath, operations } from './operations';

const getOperations = Object.values(operations).filter((op) => op.method === 'GET');

describe('the landing screen reads sent before the console runs', () => {
  it('are each a GET operation of the contract', () => {
    for (const url of ['/workgroups', '/workgroups/wg-1', '/workgroups/wg-1/allow-list', '/workgroups/wg-1/schedules', '/workgroups/wg-1/workspaces/new', '/workgroups/wg-1/workspaces/ws-1', '/workgroups/wg-1/workspaces/ws-1/schedules', '/cloud-providers', '/cloud-providers/new']) {
      const reads = readsFor(url);
      expect(reads.length, url).toBeGreaterThan(0);
      for (const path of reads) expect(getOperations.some((op) => matchPath(op.path, path)), `${url} → ${path}`).toBe(true);
    }
  });

  it('name the ids of the URL, and nothing for screens that read what only the browser holds', () => {
    expect(readsFor('/workgroups/wg-9/workspaces/ws-3')).toEqual(['/controller/v4/v2/workgroups/wg-9/workspaces/ws-3', '/controller/v4/v2/addons/meta']);
    // "new" is a screen, not a workgroup called new.
    expect(readsFor('/workgroups/new')).toEqual([]);
    for (const url of ['/users', '/settings', '/activity', '/nowhere', '/workgroups/a/b/c/d/e']) expect(readsFor(url)).toEqual([]);
  });
});
