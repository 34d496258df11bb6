import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/api/api-error';

/**
 * The form field a server FieldName belongs to: an explicit alias, the field of
 * that name, or else the control holding it ("addons.0.addons_id" → "addons").
 */
export function formFieldFor(field: string, fields: readonly string[], alias: Record<string, string> = {}): string {
  return alias[field] ?? (fields.includes(field) ? field : field.split('.')[0]!);
}

/**
 * Writes the field-level details of a failed request onto the form's fields
 * (server field names are the wire names the forms use). Returns true when
 * every detail landed on a field.
 */
export function applyServerErrors<T extends FieldValues>(
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
 * Guards a submit so it runs once at a time: a double click or Enter held down
 * starts one request. The lock is taken synchronously, before React re-renders.
 */
export function useSubmitLock() {
  const busy = useRef(false);
  return useCallback(async <R,>(run: () => Promise<R>): Promise<R | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await run();
    } finally {
      busy.current = false;
    }
  }, []);
}

/**
 * The banner of a failed request describes the values that were sent: once the
 * person edits the form, it is stale (its RequestID belongs to another attempt)
 * and goes. Messages beside the fields follow the form's own validation.
 */
export function useClearOnEdit<T extends FieldValues>(form: UseFormReturn<T>, request: { error: unknown; reset: () => void }): void {
  const { error, reset } = request;
  useEffect(() => {
    if (!error) return;
    const sub = form.watch((_values, { type }) => {
      if (type === 'change') reset();
    });
    return () => sub.unsubscribe();
  }, [form, error, reset]);
}
