import { Suspense, lazy, useEffect, useState } from 'react';

// The palette's code loads on first use, not with the first screen.
const CommandPalette = lazy(() => import('./command-palette'));

export function PaletteLauncher() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setUsed(true);
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <>
      <button
        type="button"
        className="button button-small palette-button"
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
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
