import { Suspense } from 'react';
import { lazyDefault } from './lazy';
import type { DialogProps } from './dialog-impl';

// Radix loads the first time a dialog opens, not with every screen.
const DialogImpl = lazyDefault(() => import('./dialog-impl'));

export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogImpl {...props} />
    </Suspense>
  );
}
