import type { Backup } from '@/api/schemas';
import { formatDateTime } from '@/lib/format-time';

/** How a backup is named to a person: its tag, else its time, with its id. */
export function backupName(b: Backup): string {
  return b.tag || (b.time ? `backup of ${formatDateTime(b.time)}` : b.id);
}

/** What a restore confirmation asks to be typed: the tag, else the id. */
export const confirmTextOf = (b: Backup) => b.tag || b.id;
