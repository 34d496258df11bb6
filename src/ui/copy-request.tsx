import { Suspense, useState } from 'react';
import { lazyDefault } from './lazy';
import type { RequestArgs } from '@/api/client';
import type { OperationName } from '@/api/operations';

// The generator and its dialog load on the first click, not with the form.
const CopyRequestDialog = lazyDefault(() => import('./copy-request-dialog'));

interface Props<N extends OperationName> {
  operation: N;
  /** The request as it would be sent now (read when the button is pressed); several for an action that sends several. */
  args: () => RequestArgs<N> | RequestArgs<N>[];
  label?: string;
  /** Placeholders in the body (`$DB_PASSWORD`) the shell expands from the environment. */
  variables?: readonly string[];
}

/** "Copy as cURL": the exact request this form or action would send. */
export function CopyRequest<N extends OperationName>({ operation, args, label = 'Copy as cURL', variables }: Props<N>) {
  const [snapshot, setSnapshot] = useState<ReturnType<typeof args>>();
  return (
    <>
      <button type="button" className="button button-ghost" onClick={() => setSnapshot(args())}>
        {label}
      </button>
      {snapshot && (
        <Suspense fallback={null}>
          {/* The snapshot was built by args() for this same operation; the lazy dialog's props are generic over it, which JSX cannot carry. */}
          <CopyRequestDialog operation={operation} snapshot={snapshot as never} variables={variables} onClose={() => setSnapshot(undefined)} />
        </Suspense>
      )}
    </>
  );
}
