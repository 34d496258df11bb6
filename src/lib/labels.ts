import type { Platform } from '@/api/schemas/platform';
import { weekDays, type RepeatKind, type WeekDay } from '@/api/schemas/calendar';

// How the console names the wire's enumerations (defined once, in the schemas).

export const platformLabels: Record<Platform, { short: string; long: string }> = {
  aws: { short: 'AWS', long: 'Amazon Web Services (AWS)' },
  azure: { short: 'Azure', long: 'Microsoft Azure' },
  gcp: { short: 'GCP', long: 'Google Cloud' },
};
/** A platform as a list or a badge shows it; one the console does not know, as the service sent it. */
export function platformLabel(platform: string): string {
  return platformLabels[platform as Platform]?.short ?? platform.toUpperCase();
}

export const weekDayLabels: Record<WeekDay, { short: string; long: string }> = {
  mon: { short: 'Mon', long: 'Monday' },
  tue: { short: 'Tue', long: 'Tuesday' },
  wed: { short: 'Wed', long: 'Wednesday' },
  thu: { short: 'Thu', long: 'Thursday' },
  fri: { short: 'Fri', long: 'Friday' },
  sat: { short: 'Sat', long: 'Saturday' },
  sun: { short: 'Sun', long: 'Sunday' },
};
/** A day numbered as JavaScript does (0 is Sunday), as the maintenance window is. */
export function jsDayName(day: number): string | undefined {
  const d = weekDays[(day + 6) % 7];
  return Number.isInteger(day) && day >= 0 && day <= 6 && d ? weekDayLabels[d].long : undefined;
}

export const repeatLabels: Record<RepeatKind, string> = {
  none: 'One-off',
  daily: 'Every day',
  weekdays: 'Weekdays (Mon–Fri)',
  weekly: 'Weekly, on chosen days',
};

/** "a" or "an" before a word as it is said: an AWS account, an Azure account, a GCP account, a workgroup. */
export function withArticle(word: string): string {
  // Initialisms spelled out letter by letter start with a vowel sound when their first letter's name does (F, H, L, M, N, R, S, X).
  const vowelSound = /^[aeiou]/i.test(word) || /^[FHLMNRSX][A-Z0-9]/.test(word);
  return `${vowelSound ? 'an' : 'a'} ${word}`;
}

/** Which week the week view shows, from this one: "This week", "1 week ago", "In 2 weeks". */
export function weekOffsetLabel(offset: number): string {
  if (offset === 0) return 'This week';
  const n = Math.abs(offset);
  const weeks = `${n} ${n === 1 ? 'week' : 'weeks'}`;
  return offset < 0 ? `${weeks} ago` : `In ${weeks}`;
}
