import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * `children` once their place comes near the viewport (within `margin` of it, half a screen by default: a person
 * scrolling or tabbing toward them finds them there), or at once when `now` (an error of theirs to show); until then
 * `fallback`, which keeps their place so that nothing moves. A part far below the fold, and the code it loads (a lazy
 * component's), waits until someone goes there. While what is above it is still loading (`placed` false: a list of a
 * line that will be a screen high), its place is not known, and nothing is decided. The server's drawing of the page
 * shows `children`: it is a picture of the whole screen.
 */
export function WhenNear({
  children,
  fallback,
  now = false,
  placed = true,
  margin = '50%',
}: {
  children: ReactNode;
  fallback: ReactNode;
  now?: boolean;
  placed?: boolean;
  margin?: string;
}) {
  const [near, setNear] = useState(() => typeof document === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  const shown = near || now;
  useEffect(() => {
    if (shown || !placed) return;
    const at = place.current;
    if (!at || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const watch = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: `${margin} 0px` });
    watch.observe(at);
    return () => watch.disconnect();
  }, [shown, placed, margin]);
  return shown ? children : <div ref={place}>{fallback}</div>;
}
