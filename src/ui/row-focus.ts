import { useEffect } from 'react';

/**
 * After a create or a save, focus goes to the row of what was made or changed, so a
 * keyboard or screen-reader user continues from it. The row may appear only once the
 * list has been read again, and a dialog may still be open (it holds focus until it
 * closes): the request waits for both, for a few seconds at most.
 */
let wanted: { key: string; until: number } | undefined;
/** The row focus went to last, and when: a dialog that closes just after leaves focus there. */
let placed: { row: HTMLElement; at: number } | undefined;

const WAIT_MS = 10_000;

export function focusRowSoon(key: string): void {
  wanted = { key, until: Date.now() + WAIT_MS };
  takeRowFocus();
}

/** Focuses the wanted row if it is on screen and no dialog holds focus; true when it did. */
export function takeRowFocus(): boolean {
  if (wanted && wanted.until < Date.now()) wanted = undefined;
  if (wanted === undefined || typeof document === 'undefined' || document.querySelector('[role="dialog"]')) return false;
  const key = wanted.key;
  const row = [...document.querySelectorAll<HTMLElement>('[data-row-key]')].find((el) => el.dataset.rowKey === key);
  if (!row) return false;
  wanted = undefined;
  placed = { row, at: Date.now() };
  row.focus({ preventScroll: true });
  row.scrollIntoView({ block: 'nearest' });
  return true;
}

/** True when a row took focus in the last second and still has it (the list rendered before the dialog finished closing). */
export const rowJustFocused = () => placed !== undefined && Date.now() - placed.at < 1000 && document.activeElement === placed.row;

/** True while a row is waiting to take focus (a closing dialog then leaves focus to it). */
export const rowFocusPending = () => wanted !== undefined && wanted.until >= Date.now();

/**
 * A closing dialog hands focus to the wanted row once the dialog has left the page;
 * if the row does not come within a second, focus goes where the dialog would have put it.
 */
export function rowFocusAfterDialog(fallback: () => void, frames = 60): void {
  requestAnimationFrame(() => {
    if (takeRowFocus()) return;
    if (frames > 0) rowFocusAfterDialog(fallback, frames - 1);
    else if (document.activeElement === document.body || document.activeElement === null) fallback();
  });
}

/** The attributes that make a row a focus target; a list calls `useRowFocus` after each render. */
export const rowFocusProps = (key: string) => ({ 'data-row-key': key, tabIndex: -1 });

export function useRowFocus(): void {
  useEffect(() => {
    takeRowFocus();
  });
}
