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
