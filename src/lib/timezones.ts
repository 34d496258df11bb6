import { parsedDateTimeFormat } from './intl';

/** IANA zones the browser knows, with each zone's current offset from UTC. */
export interface ZoneOption {
  zone: string;
  offsetMinutes: number;
  label: string;
}

const FALLBACK = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
];

function supportedZones(): string[] {
  // supportedValuesOf is missing from older browsers (and from the TypeScript lib this project targets).
  const fn = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf;
  const zones = fn ? fn('timeZone') : FALLBACK;
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** Minutes east of UTC that `zone` is at the instant `at`. */
export function offsetMinutes(zone: string, at: Date = new Date()): number {
  const parts = parsedDateTimeFormat({ timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

let cache: ZoneOption[] | undefined;

export function zoneOptions(at: Date = new Date()): ZoneOption[] {
  if (cache) return cache;
  cache = supportedZones().map((zone) => {
    const offset = offsetMinutes(zone, at);
    return { zone, offsetMinutes: offset, label: `${zone.replaceAll('_', ' ')} (${formatOffset(offset)})` };
  });
  return cache;
}

// Asking Intl for the zone costs about as much as formatting a date, and a
// screen asks many times per render: the answer is kept for a few seconds (so a
// machine whose zone changes is followed soon after).
let seen: { zone: string; at: number } | undefined;

export function viewerZone(): string {
  const now = Date.now();
  if (!seen || now - seen.at > 5000 || now < seen.at) seen = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', at: now };
  return seen.zone;
}
