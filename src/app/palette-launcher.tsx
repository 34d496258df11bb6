import { Suspense, useEffect, useState } from 'react';
import { lazyDefault } from '@/ui/lazy';

// The palette's code stays out of the first screen; it is fetched when the
// browser is idle (or the button is hovered), so the first Ctrl-K finds it ready
// and no keystroke typed right after it is lost.
const loadPalette = () => import('./command-palette');
const CommandPalette = lazyDefault(loadPalette);

export function PaletteLauncher() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
    const prefetch = () => void loadPalette().catch(() => undefined);
    const timer = w.requestIdleCallback ? w.requestIdleCallback(prefetch, { timeout: 5000 }) : window.setTimeout(prefetch, 2000);
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setUsed(true);
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      clearTimeout(timer);
    };
  }, []);
  const mac = /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <>
      <button
        type="button"
        className="button button-small palette-button"
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        onPointerEnter={() => void loadPalette().catch(() => undefined)}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        Go to… <kbd>{mac ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      {used && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
