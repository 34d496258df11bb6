import * as z from 'zod/mini';

/**
 * Readers for response fields: a missing or null value becomes the empty value
 * of its type, so screens never branch on undefined and a sparse answer from a
 * newer or older service still parses.
 */
export const orEmpty = () => z.pipe(z.nullish(z.string()), z.transform((v) => v ?? ''));
export const orZero = () => z.pipe(z.nullish(z.number()), z.transform((v) => v ?? 0));
export const orFalse = () => z.pipe(z.nullish(z.boolean()), z.transform((v) => v ?? false));
export const orTrue = () => z.pipe(z.nullish(z.boolean()), z.transform((v) => v ?? true));
export const orNone = <T extends z.ZodMiniType>(item: T) => z.pipe(z.nullish(z.array(item)), z.transform((v) => v ?? []));
export const stringOrNumber = () => z.pipe(z.nullish(z.union([z.string(), z.number()])), z.transform((v) => (v == null ? '' : String(v))));
