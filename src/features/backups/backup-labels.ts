import type { Backup } from './backup-schema';
import { formatDateTime } from '@/lib/format-time';

/** How a backup is named to a person: its tag, else its time, with its id. */
export function backupName(b: Backup): string {
  return b.tag || (b.time ? `backup of ${formatDateTime(b.time)}` : b.id);
}

/** A backup that did not complete holds no data: there is nothing to restore from it. */
export const restorable = (b: Backup) => b.status !== 'Failed';

/** What a restore confirmation asks to be typed: the backup's tag, else the workspace's name (never an internal id). */
export const confirmTextOf = (b: Backup, workspaceName: string) => b.tag || workspaceName;
