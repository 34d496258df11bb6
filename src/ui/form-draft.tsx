import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * What a person typed in a create form, kept in sessionStorage so that a
 * reload (or a redeploy, or a tab restored by the browser) does not lose it.
 * It lives as long as the tab and never goes into a URL; a successful create
 * or an explicit "Discard" clears it.
 */
const PREFIX = 'console.draft.';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDraft<T>(key: string): Partial<T> | undefined {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the form works, without surviving a reload.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}

/** The form's starting values: the defaults, with a kept draft over them (only the fields the form has). */
export function withDraft<T extends FieldValues>(key: string, defaults: T): T {
  const draft = readDraft<T>(key);
  if (!draft) return defaults;
  const out = { ...defaults };
  for (const k of Object.keys(defaults) as (keyof T)[]) {
    const v = draft[k];
    if (v !== undefined && (typeof v === typeof defaults[k] || defaults[k] === null)) out[k] = v as T[keyof T];
  }
  return out;
}

/**
 * Keeps a form's values as a draft once the person has typed or chosen
 * something (values the screen fills in by itself are not a draft), while they
 * differ from the defaults. `restored` says the form opened with a draft;
 * `discard` goes back to the defaults.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, key: string | undefined, defaults: T, secretFields: readonly (keyof T & string)[] = []) {
  const [restored, setRestored] = useState(() => key !== undefined && readDraft(key) !== undefined);
  const pristine = JSON.stringify(defaults);
  useEffect(() => {
    if (key === undefined) return;
    let typed = readDraft(key) !== undefined;
    const sub = form.watch((values, { type }) => {
      if (type === 'change') typed = true;
      if (!typed) return;
      // A secret (a password) is never kept: it is typed again after a reload.
      const kept: Record<string, unknown> = { ...values };
      for (const f of secretFields) kept[f] = defaults[f];
      if (JSON.stringify({ ...defaults, ...kept }) === pristine) clearDraft(key);
      else writeDraft(key, kept);
    });
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, key, pristine]);
  return {
    restored,
    /** After a successful create. */
    clear() {
      if (key !== undefined) clearDraft(key);
      setRestored(false);
    },
    discard() {
      if (key !== undefined) clearDraft(key);
      setRestored(false);
      form.reset(defaults);
    },
  };
}

/**
 * A dialog form's draft: what was typed survives a reload or Back and Forward
 * (the dialog is in the URL), and comes back when the dialog opens again. Closing
 * it on purpose (Cancel, ×, Escape: `dismiss`) or saving (`clear`) drops it.
 */
export function useDialogDraft<T extends FieldValues>(form: UseFormReturn<T>, key: string, initial: T, open: boolean) {
  // Keeps what is typed while the dialog is open; whether a draft came back is said on opening, below.
  useFormDraft(form, open ? key : undefined, initial);
  const [restored, setRestored] = useState(false);
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    setRestored(readDraft(key) !== undefined);
    reset(withDraft(key, initial));
    // Only on opening: a background refresh of `initial` must not wipe what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, key, reset]);
  const clear = () => {
    clearDraft(key);
    setRestored(false);
  };
  return {
    restored,
    clear,
    discard() {
      clear();
      reset(initial);
    },
    /** Wraps a dialog's onOpenChange: a close asked for by the person drops the draft. */
    dismiss: (onOpenChange: (open: boolean) => void) => (next: boolean) => {
      if (!next) clear();
      onOpenChange(next);
    },
  };
}

/** Says that a kept draft was restored, and offers to drop it. */
export function DraftNotice({ draft }: { draft: { restored: boolean; discard: () => void } }) {
  if (!draft.restored) return null;
  return (
    <div className="notice draft-notice small" role="status">
      What you typed earlier in this tab was kept and is filled in again.{' '}
      <button type="button" className="button button-small" onClick={draft.discard}>
        Discard draft
      </button>
    </div>
  );
}
