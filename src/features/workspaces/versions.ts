import { nameCollator } from '@/lib/intl';
import type { TgVersion } from '@/kernel/meta-schema';

/** Days until a version's end of life (negative once past); NaN when it has none. */
export function daysToEndOfLife(v: TgVersion, today: Date = new Date()): number {
  const eol = new Date(`${v.end_of_life.slice(0, 10)}T23:59:59Z`);
  return v.end_of_life && !Number.isNaN(eol.getTime()) ? Math.floor((eol.getTime() - today.getTime()) / 86_400_000) : Number.NaN;
}

export function isPastEndOfLife(v: TgVersion, today: Date = new Date()): boolean {
  return daysToEndOfLife(v, today) < 0;
}

/** The order versions are offered in: stable, then preview, past end of life last; newest first within each. */
function recommendedFirst(today: Date) {
  const rank = (v: TgVersion) => (isPastEndOfLife(v, today) ? 2 : v.channel === 'stable' ? 0 : 1);
  return (a: TgVersion, b: TgVersion) => rank(a) - rank(b) || nameCollator.compare(b.name, a.name);
}

/** Versions a new workspace may run, newest stable first; past end of life last. */
export function creatableVersions(versions: readonly TgVersion[], today: Date = new Date()): TgVersion[] {
  return versions.filter((v) => v.allow_create).sort(recommendedFirst(today));
}

export function versionLabel(v: TgVersion, today: Date = new Date()): string {
  const parts = [v.name];
  if (v.channel) parts.push(v.channel);
  if (v.end_of_life) parts.push(isPastEndOfLife(v, today) ? `end of life since ${v.end_of_life}` : `supported until ${v.end_of_life}`);
  return parts.join(' · ');
}

/**
 * The versions a workspace on `current` can move to (from `workspaces/meta?upgrade=true`):
 * offered as an upgrade, not the one it runs, and not refusing it in
 * `incompatible_upgrades_from`. Stable first, newest first.
 */
export function upgradeTargets(versions: readonly TgVersion[], current: string, today: Date = new Date()): TgVersion[] {
  return versions.filter((v) => v.allow_upgrade && v.name !== current && !v.incompatible_upgrades_from.includes(current)).sort(recommendedFirst(today));
}
