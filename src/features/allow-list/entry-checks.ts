import { parseAllowListAddress } from '@/api/schemas/cidr';
import { findOverlaps, rangeSize } from '@/lib/cidr';
import { duplicateEntry } from './guard-rules';
import type { AllowedIp } from './allow-list-schema';

/** What a person should know about an address before adding it. */
export function describeCandidate(
  input: string,
  entries: readonly AllowedIp[],
  exceptId?: string,
): { normalized?: string; notes: string[]; duplicateOf?: AllowedIp } {
  const parsed = parseAllowListAddress(input);
  if (!parsed.ok) return { notes: [] };
  const others = entries.filter((e) => e.id !== exceptId);
  const duplicateOf = duplicateEntry(parsed.normalized, others);
  const notes: string[] = [];
  if (parsed.normalized !== input.trim()) notes.push(`Will be saved as ${parsed.normalized}.`);
  if (!parsed.single) notes.push(`${rangeSize(parsed)} addresses.`);
  for (const o of findOverlaps([parsed.normalized, ...others.map((e) => e.cidr)])) {
    if (o.relation === 'contains' && o.a === parsed.normalized) notes.push(`Covers the existing entry ${o.b}.`);
    if (o.relation === 'contains' && o.b === parsed.normalized) notes.push(`Already covered by ${o.a}.`);
  }
  return { normalized: parsed.normalized, notes, duplicateOf };
}
