import { describe, expect, it } from 'vitest';
import { deleteDatabaseRefusal, refreshRefusal, restoreRunningRefusal } from './lifecycle-rules';

describe('lifecycle rules shared by the screens and the embedded control plane', () => {
  const ro = { name: 'archive', is_rw: false };

  it('refreshes only an Active read-only workspace, naming the status as the screens show it', () => {
    expect(refreshRefusal({ ...ro, status: 'Active' })).toBeUndefined();
    expect(refreshRefusal({ ...ro, status: 'Stopped' })).toBe('archive is paused: only an Active read-only workspace can be refreshed.');
    expect(refreshRefusal({ ...ro, status: 'Idle' })).toBe('archive is idle: only an Active read-only workspace can be refreshed.');
    expect(refreshRefusal({ ...ro, status: 'Refreshing' })).toMatch(/^archive is refreshing: /);
    expect(refreshRefusal({ ...ro, is_rw: true, status: 'Active' })).toMatch(/^archive is a read-write workspace: only a read-only workspace is refreshed/);
  });

  it('leaves a status it does not know to the service', () => {
    expect(refreshRefusal({ ...ro, status: 'Hibernating' })).toBeUndefined();
    expect(refreshRefusal({ ...ro, status: '' })).toBeUndefined();
  });

  it('refuses deleting a database while workspaces are attached, naming them', () => {
    expect(deleteDatabaseRefusal({ name: 'sales' }, [])).toBeUndefined();
    expect(deleteDatabaseRefusal({ name: 'sales' }, [{ name: 'prod' }])).toBe('Database "sales" still has a workspace attached: prod. Delete it first.');
    expect(deleteDatabaseRefusal({ name: 'sales' }, [{ name: 'prod' }, { name: 'ro' }])).toBe(
      'Database "sales" still has workspaces attached: prod, ro. Delete them first.',
    );
  });

  it('refuses delete, and taking, restoring or deleting a backup, while a restore runs, from the status or the job', () => {
    expect(restoreRunningRefusal('delete', { name: 'prod', status: 'Restoring' })).toMatch(/restore into prod is running: the workspace cannot be deleted/);
    expect(restoreRunningRefusal('backups', { name: 'prod', status: 'Active' }, true)).toBe(
      'A restore into prod is running: no backup can be taken, restored or deleted until it ends.',
    );
    expect(restoreRunningRefusal('backups', { name: 'prod', status: 'Restoring' })).toMatch(/no backup can be taken, restored or deleted/);
    expect(restoreRunningRefusal('delete', { name: 'prod', status: 'Active' })).toBeUndefined();
    expect(restoreRunningRefusal('backups', { name: 'prod', status: 'Stopped' }, false)).toBeUndefined();
  });
});
