import { parseAllowListAddress } from '@/api/schemas/cidr';

/**
 * Rules the console checks before sending and the embedded control plane checks
 * again on arrival, written once so both say the same thing (the quota's rules are
 * in quota-check.ts).
 */

/** The most entries a workgroup's allow list holds. */
export const ALLOW_LIST_MAX_ENTRIES = 200;

export function allowListFullRefusal(count: number): string | undefined {
  return count >= ALLOW_LIST_MAX_ENTRIES ? `A workgroup allows at most ${ALLOW_LIST_MAX_ENTRIES} entries; remove one first` : undefined;
}

export { ADDON_CONFIGURATION_MAX_CHARS, CAPS, capRefusal } from '@/api/schemas/caps';

/** The entry that already holds this address (compared in its normalized form), other than the one being edited. */
export function duplicateEntry<E extends { id: string; cidr: string }>(normalized: string, entries: readonly E[], exceptId?: string): E | undefined {
  return entries.find((e) => {
    if (e.id === exceptId) return false;
    const p = parseAllowListAddress(e.cidr);
    return (p.ok ? p.normalized : e.cidr) === normalized;
  });
}

export const duplicateEntryRefusal = (normalized: string) => `${normalized} is already in the allow list`;
