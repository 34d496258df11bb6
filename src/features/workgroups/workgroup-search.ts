import type { SearchSchemaInput } from '@tanstack/react-router';
import { platforms, type Platform } from '@/api/schemas/platform';

export const workgroupSearchDefaults = { q: '', platform: '', region: '', sort: 'name' } as const;

/** The workgroup list's filter and sort, as they live in the URL. */
export interface WorkgroupSearch {
  q: string;
  platform: '' | Platform;
  region: string;
  sort: 'name' | 'region';
}

const text = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : '');
const oneOf = <T extends string>(v: unknown, values: readonly T[], fallback: T): T => (values.includes(v as T) ? (v as T) : fallback);

/**
 * Reads the URL's search (the route's validateSearch): anything odd is its
 * default, never an error. Every parameter is optional in links (SearchSchemaInput).
 */
export function parseWorkgroupSearch(raw: { [K in keyof WorkgroupSearch]?: WorkgroupSearch[K] } & SearchSchemaInput): WorkgroupSearch {
  return {
    q: text(raw.q, 200),
    platform: oneOf(raw.platform, ['', ...platforms] as const, ''),
    region: text(raw.region, 40),
    sort: oneOf(raw.sort, ['name', 'region'] as const, 'name'),
  };
}
