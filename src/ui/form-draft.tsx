import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, withDraft, writeDraft } from '@/lib/drafts';

/**
 * Keeps a form's values as a draft once the person has typed or chosen
 * something (values the screen fills in by itself are not a draft), while they
 * differ from the defaults. `restored` says the form opened with a draft;
 * `discard` goes back to the defaults.
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  key: string | undefined,
  defaults: T,
  secretFields: readonly (keyof T & string)[] = [],
) {
  // Whether a draft came back: asked again when the form starts keeping another one (a schedule's editor moving to another schedule).
  const [shown, setShown] = useState(() => ({ key, restored: key !== undefined && readDraft(key) !== undefined }));
  if (shown.key !== key) setShown({ key, restored: key !== undefined && readDraft(key) !== undefined });
  const restored = shown.key === key ? shown.restored : key !== undefined && readDraft(key) !== undefined;
  const setRestored = (restored: boolean) => setShown({ key, restored });
  const pristine = JSON.stringify(defaults);
  // Whether the person has typed into this form since it opened or was last cleared: only then is a draft kept. Cleared
  // (a save), the reset that follows fills the form by itself and keeps nothing.
  const typed = useRef(false);
  useEffect(() => {
    if (key === undefined) return;
    typed.current = readDraft(key) !== undefined;
    const sub = form.watch((values, { type }) => {
      if (type === 'change') typed.current = true;
      if (!typed.current) return;
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
      typed.current = false;
      if (key !== undefined) clearDraft(key);
      setRestored(false);
    },
    discard() {
      typed.current = false;
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
