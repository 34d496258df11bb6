import { useState, type ReactNode } from 'react';
import { Dialog } from './dialog';
import { Field } from './field';
import { FormError } from './form-error';
import { FormActions } from './form-actions';

interface TypedConfirmProps {
  open: boolean;
  /** Cancel, ×, Escape or the caller's own close: the mutation's error is cleared too. */
  onClose: () => void;
  title: string;
  /** What will be lost, in words and lists. */
  children: ReactNode;
  /** The text the user must type to confirm, e.g. the resource's name. */
  confirmText: string;
  actionLabel: string;
  /** The mutation the action runs: its progress and error show here. */
  mutation: { isPending: boolean; error: unknown; reset: () => void };
  onConfirm: () => void;
  /** Extra actions beside the buttons, such as "Copy as cURL". */
  extra?: ReactNode;
}

/** A destructive action that needs the resource's name typed out. */
export function TypedConfirmDialog({ open, onClose, title, children, confirmText, actionLabel, mutation, onConfirm, extra }: TypedConfirmProps) {
  const [typed, setTyped] = useState('');
  const matches = typed === confirmText;
  const pending = mutation.isPending;
  const close = () => {
    setTyped('');
    mutation.reset();
    onClose();
  };
  return (
    <Dialog open={open} busy={pending} onOpenChange={(o) => !o && close()} title={title}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (matches && !pending) onConfirm();
        }}
      >
        <div className="stack">{children}</div>
        <Field
          label={
            <>
              Type <code className="break">{confirmText}</code> to confirm
            </>
          }
        >
          <input type="text" autoComplete="off" spellCheck={false} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </Field>
        <FormError error={mutation.error} />
        <FormActions label={actionLabel} actionClass="button-danger" pending={pending} disabled={!matches} onCancel={close}>
          {extra}
        </FormActions>
      </form>
    </Dialog>
  );
}
