import { useEffect } from 'react';
import type * as z from 'zod/mini';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import { isLazySchema, type FormSchema } from './zod-resolver';
import { formFieldFor } from './server-error-fields';
import { useSubmitLock } from './send-once';

type SchemaDef = { type: string; shape?: Record<string, unknown>; options?: z.ZodMiniType[]; in?: z.ZodMiniType };
/** The field names of a form's schema: an object's keys, or those of every object of a union. */
export function schemaFields(schema: z.ZodMiniType): string[] {
  // `_zod.def` is the introspection zod 4 documents for library authors; only the fields read here are typed.
  const def = schema._zod.def as SchemaDef;
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'union' && def.options) return [...new Set(def.options.flatMap(schemaFields))];
  if (def.type === 'pipe' && def.in) return schemaFields(def.in);
  return [];
}

/**
 * Writes the field-level details of a failed request onto the form's fields
 * (server field names are the wire names the forms use). Returns true when
 * every detail landed on a field.
 */
function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  alias: Record<string, string> = {},
): boolean {
  if (!isApiError(error)) return false;
  let placed = 0;
  let focused = false;
  for (const { field, reason } of error.fieldErrors) {
    const name = formFieldFor(field, fields, alias);
    if (fields.includes(name)) {
      setError(name as Path<T>, { type: 'server', message: reason }, { shouldFocus: !focused });
      focused = true;
      placed++;
    }
  }
  return placed > 0 && placed === error.details.length;
}

/**
 * The banner of a failed request describes the values that were sent: once the
 * person edits the form, it is stale (its RequestID belongs to another attempt)
 * and goes. Messages beside the fields follow the form's own validation.
 */
function useClearOnEdit<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, request: { error: unknown; reset: () => void }): void {
  const { error, reset } = request;
  useEffect(() => {
    if (!error) return;
    const sub = form.watch((_values, { type }) => {
      if (type === 'change') reset();
    });
    return () => sub.unsubscribe();
  }, [form, error, reset]);
}

/**
 * A form's server errors, in one place: the field list comes from the form's
 * schema; `apply` puts a failed request's details beside their fields (true when
 * every one landed), the banner (`<FormError form={…} />`) leaves out what is
 * already beside a field, and editing the form clears the stale banner.
 */
export function useServerErrors<T extends FieldValues, O = T>(
  form: UseFormReturn<T, unknown, O>,
  schema: FormSchema,
  request: { error: unknown; reset: () => void },
  alias: Record<string, string> = {},
) {
  useClearOnEdit(form, request);
  // A lazy schema has loaded by the time a request fails: the form validated before sending.
  const fieldsNow = () => {
    const loaded = isLazySchema(schema) ? schema.loaded() : schema;
    return loaded ? schemaFields(loaded) : [];
  };
  return { fields: fieldsNow(), alias, apply: (error: unknown) => applyServerErrors(error, form.setError, fieldsNow(), alias) };
}

/**
 * A form's submit, the same in every form: the form's own validation (`handleSubmit`), then once at a time (the
 * lock of `useSubmitLock`, taken before React re-renders), then `send`; a refusal from the service lands beside its
 * fields, the rest in the banner (`serverErrors`, for `<FormError form={serverErrors} />`). `send` returns early,
 * sending nothing, for what it refuses itself (beside a field) or when there is nothing to send; `refused` hears
 * of each refusal, and whether every one of its details found its field.
 *
 *     const { submit, serverErrors } = useFormSubmit(form, Schema, mutation);
 *     <form onSubmit={submit(async (values) => { await mutation.mutateAsync(values); close(); })}>
 */
export function useFormSubmit<T extends FieldValues, O = T>(
  form: UseFormReturn<T, unknown, O>,
  schema: FormSchema,
  request: { error: unknown; reset: () => void },
  options: { alias?: Record<string, string>; refused?: (error: unknown, placed: boolean) => void } = {},
) {
  const lock = useSubmitLock();
  const serverErrors = useServerErrors(form, schema, request, options.alias);
  const submit = (send: (values: O) => Promise<unknown> | void) =>
    form.handleSubmit((values) =>
      lock(async () => {
        try {
          await send(values);
        } catch (e) {
          // Applied first, whoever hears of it: an optional call's arguments are not evaluated when it is absent.
          const placed = serverErrors.apply(e);
          options.refused?.(e, placed);
        }
      }),
    );
  return { submit, serverErrors };
}

// Whether a mouse button or finger is down now: a field left by pressing a button is checked once the press is over.
let pressing = false;
let tracking = false;
function trackPresses(): void {
  if (tracking) return;
  tracking = true;
  window.addEventListener('pointerdown', () => (pressing = true), true);
  window.addEventListener('pointerup', () => (pressing = false), true);
  window.addEventListener('pointercancel', () => (pressing = false), true);
}

/**
 * An `onBlur` for `register(name, { onBlur })` in a form that validates on submit: a field left with something
 * typed in it is checked at once, an empty one only when the form is sent. When the field was left by pressing
 * a button ("Generate a password"), the check waits until the press is over: a message appearing between the
 * press and the release would move the button from under the pointer and lose the click.
 */
export function checkWhenLeft<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>): (e: { target: { value?: unknown } }) => void {
  trackPresses();
  return (e) => {
    if (typeof e.target.value !== 'string' || e.target.value === '') return;
    const check = () => void form.trigger(name);
    if (!pressing) return check();
    // The click (fired right after the release) lands first.
    window.addEventListener('pointerup', () => setTimeout(check, 0), { once: true });
  };
}
