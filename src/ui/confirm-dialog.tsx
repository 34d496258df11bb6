import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { FormError } from './form-error';
import { FormActions } from './form-actions';
import type { SendOnce } from './send-once';

interface ConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  actionLabel: string;
  danger?: boolean;
  pending: boolean;
  /** The refusal of the action: it shows above the buttons and takes focus. */
  error?: unknown;
  errorTitle?: string;
  /** The action's request (`mutateAsync`): sent once however often the button is clicked, until it settles. */
  onConfirm: () => Promise<unknown>;
  /** The lock of a request that is also sent from outside the dialog (useSendOnce), so that it is one lock. */
  send?: SendOnce;
  extra?: ReactNode;
}

export function ConfirmDialog({ open, onOpenChange, title, children, actionLabel, danger, pending, error, errorTitle, onConfirm, send, extra }: ConfirmProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} busy={pending}>
      <div className="stack">{children}</div>
      <FormError error={error} title={errorTitle} takeFocus />
      <FormActions
        style={{ marginTop: '1rem' }}
        label={actionLabel}
        actionClass={danger ? 'button-danger' : 'button-primary'}
        pending={pending}
        onAction={onConfirm}
        send={send}
        onCancel={() => onOpenChange(false)}
      >
        {extra}
      </FormActions>
    </Dialog>
  );
}
