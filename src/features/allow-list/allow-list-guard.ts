import { rangeContainsIp } from '@/lib/cidr';

interface Entry {
  id: string;
  cidr: string;
}

export function isCovered(entries: readonly Entry[], ip: string): boolean {
  return ip !== '' && entries.some((e) => rangeContainsIp(e.cidr, ip));
}

/**
 * Whether a change leaves the caller outside an enabled list while they are
 * inside it now: removing an entry, or editing it (replace its range).
 */
export function changeLocksOut(
  opts: { enabled: boolean; entries: readonly Entry[]; currentIp: string },
  change: { removeId: string } | { editId: string; cidr: string },
): boolean {
  if (!opts.enabled || !isCovered(opts.entries, opts.currentIp)) return false;
  const after =
    'removeId' in change
      ? opts.entries.filter((e) => e.id !== change.removeId)
      : opts.entries.map((e) => (e.id === change.editId ? { ...e, cidr: change.cidr } : e));
  return !isCovered(after, opts.currentIp);
}

/** Turning the list on while the caller's address is not in it cuts the caller off. */
export function enableLocksOut(entries: readonly Entry[], currentIp: string): boolean {
  return !isCovered(entries, currentIp);
}
