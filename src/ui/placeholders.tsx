import type { ReactNode } from 'react';
import './placeholders.css';

/**
 * Keeps the place of what a read will show: its children are drawn invisible (and out of the
 * accessibility tree and the tab order), so that the answer takes their place and nothing moves.
 * Give it what will come, with stand-in text of the same length.
 */
export function Kept({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag className="kept" aria-hidden="true" inert>
      {children}
    </Tag>
  );
}

/** Cards still being read: the height of a few cards, with nothing after them until they come. */
export function SkeletonCards({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div className="skeleton-cards" role="status" aria-label={`Reading ${label}…`}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton-card" />
      ))}
    </div>
  );
}
