import { Suspense, lazy } from 'react';
import type { DialogProps } from './dialog-impl';

// Radix loads the first time a dialog opens, not with every screen.
const DialogImpl = lazy(() => import('./dialog-impl'));

/** Fetches the dialog code ahead of a likely open (hover or focus on its trigger). */
export function preloadDialog(): void {
  void import('./dialog-impl');
}

export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogImpl {...props} />
    </Suspense>
  );
}
