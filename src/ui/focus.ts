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
  return el instanceof HTMLElement && el !== document.body && el.isConnected && !(el as HTMLButtonElement).disabled && el.getAttribute('aria-hidden') !== 'true';
}
