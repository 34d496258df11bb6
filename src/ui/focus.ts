/**
 * Where focus goes when the element that had it is gone: the screen's heading,
 * so a keyboard or screen-reader user continues from the top of what changed
 * instead of from the start of the page.
 */
export function focusScreenHeading(): void {
  const heading = document.querySelector<HTMLElement>('#main h1');
  const target = heading ?? document.getElementById('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
}

/** True when an element can take focus back: still in the page and not disabled. */
export function canTakeFocus(el: Element | null): el is HTMLElement {
  return (
    el instanceof HTMLElement && el !== document.body && el.isConnected && !(el as HTMLButtonElement).disabled && el.getAttribute('aria-hidden') !== 'true'
  );
}

/** The control a person last activated (click, or Enter/Space on it), and when. */
let lastActivated: { el: HTMLElement; at: number } | undefined;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'click',
    (e) => {
      const el = e.target instanceof Element ? e.target.closest('button, a, [role="button"], [role="menuitem"], [role="option"]') : null;
      if (el instanceof HTMLElement) lastActivated = { el, at: performance.now() };
    },
    true,
  );
}

/**
 * What opened a dialog that is mounting now: the control just activated. A dialog
 * opened through the URL mounts after a navigation and its code may load first,
 * by which time focus has moved (to the page's body); the control is still there.
 */
export function dialogOpener(): HTMLElement | null {
  if (lastActivated && performance.now() - lastActivated.at < 5000 && canTakeFocus(lastActivated.el)) return lastActivated.el;
  const active = document.activeElement;
  return canTakeFocus(active) ? active : null;
}

const TABBABLE =
  'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where a dialog's focus should start: its first control, where a radio group counts by its
 * checked choice (the one Tab reaches), never an unchecked choice Space would select. A control
 * marked `data-no-first-focus` (the dialog's Close) and links are skipped; with none left, Radix decides.
 */
export function firstFocusIn(container: HTMLElement): HTMLElement | undefined {
  for (const el of container.querySelectorAll<HTMLElement>(TABBABLE)) {
    // Links are left out, as Radix leaves them out of a dialog's first focus (a "learn more" is no place to start).
    if (el.tagName === 'A' || el.hasAttribute('data-no-first-focus') || el.closest('[hidden], [aria-hidden="true"]')) continue;
    // Not drawn (inside a closed <details>, display: none) or invisible: it cannot take focus.
    if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    if (el instanceof HTMLInputElement && el.type === 'radio' && !el.checked && el.name) {
      const group = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((r) => r.name === el.name);
      if (group.some((r) => r.checked && !r.disabled)) continue;
    }
    return el;
  }
  return undefined;
}
