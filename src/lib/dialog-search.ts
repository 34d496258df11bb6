import type { SearchSchemaInput } from '@tanstack/react-router';

/**
 * A screen's open dialog, as it lives in the URL (`?dialog=resize`), so a link
 * can open it and Back closes it. Anything unknown reads as no dialog.
 */
export function dialogSearch<T extends string, Extra extends Record<string, string | undefined> = Record<never, never>>(
  names: readonly T[],
  // No extras by default: {} is Extra's value only when Extra is the default empty record.
  extra: { [K in keyof Extra]: number } = {} as never,
) {
  return (raw: { dialog?: T } & { [K in keyof Extra]?: string } & SearchSchemaInput): { dialog?: T } & Partial<Extra> => {
    const dialog = names.includes(raw.dialog as T) ? (raw.dialog as T) : undefined;
    const out: Record<string, string | undefined> = { dialog };
    for (const [key, max] of Object.entries(extra) as [string, number][]) {
      const v = (raw as Record<string, unknown>)[key];
      // A value travels only with its dialog, and only as short text.
      out[key] = dialog && (typeof v === 'string' || typeof v === 'number') && String(v).length <= max ? String(v) : undefined;
    }
    return out as { dialog?: T } & Partial<Extra>;
  };
}

/** A wizard's step (1-based in the URL), within 1..count; anything else is the first. */
export function stepSearch(count: number) {
  return (raw: { step?: number } & SearchSchemaInput): { step?: number } => {
    const n = Number(raw.step);
    return { step: Number.isInteger(n) && n >= 1 && n <= count ? n : undefined };
  };
}
