import { useState, type ReactNode } from 'react';
import { Dialog } from './dialog';
import { Field } from './field';
import { FormError } from './form-error';

interface TypedConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will be lost, in words and lists. */
  children: ReactNode;
  /** The text the user must type to confirm, e.g. the resource's name. */
  confirmText: string;
  actionLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  /** Extra actions beside the buttons, such as "Copy as cURL". */
  extra?: ReactNode;
}

/** A destructive action that needs the resource's name typed out. */
export function TypedConfirmDialog({ open, onOpenChange, title, children, confirmText, actionLabel, pending, error, onConfirm, extra }: TypedConfirmProps) {
  const [typed, setTyped] = useState('');
  const matches = typed === confirmText;
  return (
    <Dialog
      open={open}
      busy={pending}
      onOpenChange={(o) => {
        if (!o) setTyped('');
        onOpenChange(o);
      }}
      title={title}
    >
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (matches && !pending) onConfirm();
        }}
      >
        <div className="stack">{children}</div>
        <Field label={<>Type <code className="break">{confirmText}</code> to confirm</>}>
          <input type="text" autoComplete="off" spellCheck={false} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </Field>
        <FormError error={error} />
        <div className="form-actions">
          <button type="submit" className="button button-danger" disabled={!matches || pending}>
            {pending ? 'Working…' : actionLabel}
          </button>
          <button type="button" className="button" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </button>
          {extra}
        </div>
      </form>
    </Dialog>
  );
}
