import { startTransition, Suspense, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';

/**
 * A form whose code (the form library, its schema) comes when the person reaches for it: until then a "still" form is
 * drawn from the same markup in its place, and what is done there is carried over to the form when its code has come.
 * What happened in the still form: what was typed (to the last key), whether it was sent, and the still form itself,
 * so that the form takes it over with the focus where it was (ui/form-take-over.ts, in the form's own code).
 */
export interface FormCarry<T> {
  values: Partial<T>;
  submit: boolean;
  frame: HTMLFormElement | null;
  /** The still form's control that has the focus, kept as it moves: the form puts it back where it is when the form comes. */
  focused: Element | null;
}

/**
 * The still form's own props: pointing at it, focusing in it or sending it asks for the form's code (`onIntent`); a send
 * is kept until the form has come. It is busy meanwhile, and validates nothing (the form will).
 */
export function stillFormProps<T>(carry: FormCarry<T>, onIntent: () => void) {
  return {
    // Kept when the still form goes: the form taking its place reads what was typed there up to then (form-take-over.ts).
    ref: (el: HTMLFormElement | null) => {
      if (el) carry.frame = el;
    },
    noValidate: true,
    'aria-busy': true,
    onPointerEnter: onIntent,
    onFocus: (e: FocusEvent<HTMLFormElement>) => {
      carry.focused = e.target;
      onIntent();
    },
    // Out of the form: to another control, or a click beside it (the window losing the focus keeps it where it was).
    onBlur: (e: FocusEvent<HTMLFormElement>) => {
      if (e.relatedTarget ? !e.currentTarget.contains(e.relatedTarget) : document.hasFocus()) carry.focused = null;
    },
    onSubmit: (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      carry.submit = true;
      onIntent();
    },
  } as const;
}

const fresh = <T,>(name: string) => ({ name, carry: { values: {}, submit: false, frame: null, focused: null } as FormCarry<T> });

/**
 * The still form (`still`) until the form is wanted, then the form (`form`, a lazily loaded component under this
 * Suspense). Reaching for the still form wants it in a transition: the still form stays on screen, typed into, until the
 * code has come. Wanted at once (`atOnce`: a draft to restore, a schedule to edit), the still form is drawn afresh while
 * the code comes, in a boundary of its own (the one drawn before is gone, not hidden beside it). `name` says which form it
 * is: another one (another schedule to edit) starts with nothing carried.
 */
export function StillFormSlot<T>({
  name = '',
  atOnce = false,
  still,
  form,
}: {
  name?: string;
  atOnce?: boolean;
  still: (carry: FormCarry<T>, onIntent: () => void) => ReactNode;
  form: (carry: FormCarry<T>) => ReactNode;
}) {
  const [wanted, setWanted] = useState<'no' | 'reached' | 'at once'>(atOnce ? 'at once' : 'no');
  if (atOnce && wanted === 'no') setWanted('at once');
  const [kept, setKept] = useState(() => fresh<T>(name));
  if (kept.name !== name) setKept(fresh<T>(name));
  const { carry } = kept;
  const want = () => {
    if (wanted === 'no') startTransition(() => setWanted('reached'));
  };
  const frame = still(carry, want);
  return (
    <Suspense key={wanted === 'at once' ? 'at once' : 'reached'} fallback={frame}>
      {wanted === 'no' ? frame : form(carry)}
    </Suspense>
  );
}
