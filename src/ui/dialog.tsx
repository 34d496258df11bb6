import { Suspense, lazy } from 'react';
import type { DialogProps } from './dialog-impl';

// Radix loads the first time a dialog opens, not with every screen.
const DialogImpl = lazy(() => import('./dialog-impl'));

export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogImpl {...props} />
    </Suspense>
  );
}
