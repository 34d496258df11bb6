import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { Store } from './store';
import type { WorkgroupRecord, WorkspaceRecord } from '@/server/model';
import type { AccountRecord, BudgetRecord, SessionRecord, UsageRecord } from './collections';

// Checked by `tsc` (this file is in the project): the store's answers are typed by the collection named, with no type argument.
describe('the store typed by collection (collections.ts)', () => {
  it('reads each collection as its record type and refuses a name it does not hold', () => {
    const store = new Store(fs.mkdtempSync(path.join(os.tmpdir(), 'gc-collections-')));
    try {
      expectTypeOf(store.get('workspaces', 'ws-1')).toEqualTypeOf<WorkspaceRecord | undefined>();
      expectTypeOf(store.list('workgroups')).toEqualTypeOf<WorkgroupRecord[]>();
      expectTypeOf(store.list('billing')).toEqualTypeOf<(UsageRecord | AccountRecord | SessionRecord | BudgetRecord)[]>();
      const wrong = () => {
        // @ts-expect-error: the store holds no collection by this name
        store.get('workspace', 'ws-1');
        // @ts-expect-error: a workgroup's fields do not make a workspace
        store.put('workspaces', 'ws-1', { workgroup_id: 'wg-1', name: 'only these' });
      };
      expect(wrong).toBeTypeOf('function');
      expect(store.list('workspaces')).toEqual([]);
    } finally {
      store.close();
    }
  });
});
