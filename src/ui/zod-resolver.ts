import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

function setPath(target: Record<string, unknown>, path: PropertyKey[], value: unknown): void {
  let node = target;
  path.forEach((key, i) => {
    const k = String(key);
    if (i === path.length - 1) {
      if (node[k] === undefined) node[k] = value;
      return;
    }
    if (typeof node[k] !== 'object' || node[k] === null) node[k] = {};
    node = node[k] as Record<string, unknown>;
  });
}

/**
 * A react-hook-form resolver for a zod schema: the first message for each field,
 * nested the way the form names its fields ("options.account_id").
 */
export function zodResolver<S extends z.ZodMiniType<FieldValues, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) setPath(errors, issue.path.length ? issue.path : ['root'], { type: issue.code, message: issue.message });
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
}
