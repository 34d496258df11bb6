import { useLayoutEffect, useRef, useState } from 'react';
import type { FormCarry } from './still-form';

/**
 * A control's place in a form, the same in the still form and in the form whatever fields the values show or hide: a
 * field by its name (and, for a radio or a checkbox, its value); anything else (a button, a filter) by its rank among
 * the form's other unnamed controls of its kind.
 */
function placeOf(el: Element, controls: Element[]): string {
  const named = el as HTMLInputElement;
  if (named.name) return named.type === 'radio' || named.type === 'checkbox' ? `${named.name}=${named.value}` : named.name;
  const unnamed = controls.filter((c) => !(c as HTMLInputElement).name && c.tagName === el.tagName);
  return `${el.tagName}#${unnamed.indexOf(el)}`;
}

const controlAt = (form: HTMLFormElement | null, place: string) => {
  const controls = form ? [...form.elements] : [];
  return controls.find((c) => placeOf(c, controls) === place);
};

/**
 * Where the focus was in the still form when the form took its place, if it was there (ui/still-form.tsx keeps the control
 * as the focus moves), taken once. Read as the form comes, not when its render began: the person may have moved on to the
 * next field in between. Not if the focus is somewhere else on the page by now.
 */
function focusFrom<T>(carry: FormCarry<T>, form: HTMLFormElement | null) {
  const { frame, focused } = carry;
  carry.focused = null;
  if (!frame || !focused || !frame.contains(focused)) return undefined;
  const now = document.activeElement;
  if (now && now !== document.body && now.isConnected && !form?.contains(now)) return undefined;
  return placeOf(focused, [...frame.elements]);
}

/**
 * The text of the still form's inputs that are no field of the form's (a filter), with what a filter keeps for it (the zone
 * picker's pick and the zone clearing it goes back to, ui/zone-select.tsx), and the selection in the one that had the focus. Read when the
 * form takes its place: the still form, gone from the page, still holds what was typed up to then (keys pressed while
 * the form was being drawn included).
 */
function textsOf(frame: HTMLFormElement, focused: string | undefined) {
  const controls = [...frame.elements];
  const texts = controls.flatMap((c) =>
    c instanceof HTMLInputElement && !c.name && c.value ? [{ place: placeOf(c, controls), text: c.value, keep: c.dataset.keep }] : [],
  );
  const el = focused === undefined ? undefined : controls.find((c) => placeOf(c, controls) === focused);
  const selection = el instanceof HTMLInputElement ? { start: safe(() => el.selectionStart), end: safe(() => el.selectionEnd) } : undefined;
  return { texts, selection };
}
// (A field without a selection, a date say, throws when asked for it.)
const safe = (read: () => number | null) => {
  try {
    return read();
  } catch {
    return null;
  }
};

// With the input's own value setter, React hears the input event that follows as if the text had been typed.
const typeInto = (el: HTMLInputElement, text: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, text);
  el.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * In the form, when it takes the still form's place, before its first paint: a filter's text comes back (typed again, so
 * that it works as it did) and `apply` gives the form what was typed in its fields; then, once the form has drawn those
 * values (they may show fields the defaults hide), the focus goes back where it was, with the selection, and a send that
 * was asked for is made. Returns the ref for the form's <form>.
 */
export function useTakeOver<T>(carry: FormCarry<T> | undefined, apply: (values: Partial<T>) => void) {
  const ref = useRef<HTMLFormElement>(null);
  const focused = useRef<string>(undefined);
  const taken = useRef(false);
  const [step, setStep] = useState<'values' | 'focus' | 'done'>(carry ? 'values' : 'done');
  const late = useRef<ReturnType<typeof textsOf>>(undefined);
  useLayoutEffect(() => {
    if (!carry || step === 'done') return;
    if (step === 'values') {
      // Once (a development build runs a new component's layout effects twice; where the focus was is taken on the first).
      if (!taken.current) {
        taken.current = true;
        focused.current = focusFrom(carry, ref.current);
      }
      late.current = carry.frame ? textsOf(carry.frame, focused.current) : undefined;
      for (const { place, text, keep } of late.current?.texts ?? []) {
        const el = controlAt(ref.current, place);
        if (!(el instanceof HTMLInputElement) || el.value === text) continue;
        if (keep) el.dataset.carried = keep;
        typeInto(el, text);
      }
      if (Object.keys(carry.values).length > 0) apply(carry.values);
      setStep('focus');
      return;
    }
    const el = focused.current === undefined ? undefined : controlAt(ref.current, focused.current);
    // Where it was on screen, as it was: the page does not scroll to it (Chromium scrolls to a time or date field's part
    // even so, hence the scroll put back).
    if (el instanceof HTMLElement) {
      const { scrollX, scrollY } = window;
      el.focus({ preventScroll: true });
      if (window.scrollX !== scrollX || window.scrollY !== scrollY) window.scrollTo(scrollX, scrollY);
    }
    const selection = late.current?.selection;
    if (el instanceof HTMLInputElement && selection?.start != null) el.setSelectionRange(selection.start, selection.end);
    if (carry.submit) ref.current?.requestSubmit();
    carry.submit = false;
    setStep('done');
    // Once, when the form takes the still one's place (apply only seeds it, as the defaults do).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [carry, step]);
  return ref;
}
