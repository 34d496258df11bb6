import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { importWithRetry } from './lazy';

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
 * A form's schema kept in a module of its own, imported when the form first
 * renders: zod and the checks are not needed to draw the form, only once the
 * person submits it, so they stay out of the screen's first load.
 */
export interface LazySchema<S extends z.ZodMiniType> {
  /** Imports the schema (once; again after a failure). */
  load: () => Promise<S>;
  /** The schema, once it has loaded. */
  loaded: () => S | undefined;
}

export function lazySchema<S extends z.ZodMiniType>(load: () => Promise<S>): LazySchema<S> {
  let pending: Promise<S> | undefined;
  let schema: S | undefined;
  return {
    load: () =>
      (pending ??= importWithRetry(load).then(
        (s) => (schema = s),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => schema,
  };
}

/** What waits for the person's first touch of the page (a press, a key, focus in a form): then it all starts, once. */
const onTouch: (() => void)[] = [];
const touchEvents = ['pointerdown', 'keydown', 'focusin'] as const;
function touched(e: Event): void {
  // Focus the console moves itself (a screen's heading on arrival) is no one's touch: only focus inside a form counts.
  if (e.type === 'focusin' && !(e.target instanceof Element && e.target.closest('form'))) return;
  for (const t of touchEvents) document.removeEventListener(t, touched, true);
  for (const run of onTouch.splice(0)) run();
}
/** Runs `run` at the person's next touch of the page (at once where there is no page). */
function whenTouched(run: () => void): void {
  if (typeof document === 'undefined') return run();
  if (onTouch.length === 0) for (const t of touchEvents) document.addEventListener(t, touched, true);
  onTouch.push(run);
}

export function isLazySchema<S extends z.ZodMiniType>(schema: S | LazySchema<S>): schema is LazySchema<S> {
  return typeof (schema as LazySchema<S>).load === 'function';
}

/** What a form validates with: a schema, or one loaded on demand (see lazySchema). */
export type FormSchema<S extends z.ZodMiniType = z.ZodMiniType> = S | LazySchema<S>;

/**
 * A react-hook-form resolver for a zod schema: the first message for each field,
 * nested the way the form names its fields ("options.account_id"). A lazy schema
 * starts loading at the person's first touch of the page once the form is drawn (a press,
 * a key, focus in a form): before any submit, and not among what a screen loads
 * until idle for someone who only reads it.
 */
export function zodResolver<S extends z.ZodMiniType<FieldValues, FieldValues>>(source: FormSchema<S>): Resolver<z.input<S>, unknown, z.output<S>> {
  if (isLazySchema(source)) whenTouched(() => void source.load().catch(() => undefined));
  return async (values) => {
    let schema: S;
    try {
      schema = isLazySchema(source) ? (source.loaded() ?? (await source.load())) : source;
    } catch {
      // The checks could not be fetched (offline, a release renamed the files): the
      // request goes as typed and the service's own checks decide, as they always do;
      // offline, it fails the way any request does ("Could not reach…").
      return { values: values as z.output<S>, errors: {} };
    }
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) setPath(errors, issue.path.length ? issue.path : ['root'], { type: issue.code, message: issue.message });
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
}
