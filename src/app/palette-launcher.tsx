import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyDefault } from '@/ui/lazy';

// The palette's code stays out of every screen until it is wanted: hovering the
// button fetches it, and Ctrl-K loads it while the keys typed meanwhile are held
// (below), so none is lost. It is not fetched at idle: most visits never open it.
const loadPalette = () => import('./command-palette');
const CommandPalette = lazyDefault(loadPalette);

/**
 * Keys typed after Ctrl-K until the palette's box has focus (its code may still be
 * loading): kept here and handed to the box, so "prod" typed at once is not lost.
 */
const typedAhead = { waiting: false, text: '' };
function takeTypedAhead(): string {
  const text = typedAhead.text;
  typedAhead.text = '';
  return text;
}

export function PaletteLauncher() {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setUsed(true);
        // Opening: keys typed from now on belong to the palette; closing: nothing is held.
        typedAhead.waiting = !openRef.current;
        typedAhead.text = '';
        openRef.current = !openRef.current;
        setOpen(openRef.current);
        return;
      }
      if (!typedAhead.waiting) return;
      if (document.activeElement?.hasAttribute('data-palette-input') || e.key === 'Escape') {
        typedAhead.waiting = false;
        return;
      }
      if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        typedAhead.text += e.key;
      } else if (e.key === 'Backspace') {
        e.preventDefault();
        typedAhead.text = typedAhead.text.slice(0, -1);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
    };
  }, []);
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <>
      <button
        type="button"
        className="button button-small palette-button"
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        onPointerEnter={() => void loadPalette().catch(() => undefined)}
        onClick={() => {
          setUsed(true);
          openRef.current = true;
          setOpen(true);
        }}
      >
        Go to… <kbd>{mac ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      {used && (
        <Suspense fallback={null}>
          <CommandPalette
            open={open}
            onOpenChange={(o) => {
              typedAhead.waiting = false;
              openRef.current = o;
              setOpen(o);
            }}
            takeTypedAhead={takeTypedAhead}
          />
        </Suspense>
      )}
    </>
  );
}
