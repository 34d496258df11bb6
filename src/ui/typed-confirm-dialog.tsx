import { useState, type ReactNode } from 'react';
import { Dialog } from './dialog';
import { Field } from './field';
import { FormError } from './form-error';
import { FormActions } from './form-actions';
import { useSendOnce } from './send-once';

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
  /** The mutation the action runs: its progress and error show here (the error takes focus). */
  mutation: { isPending: boolean; error: unknown; reset: () => void };
  /** The action's request (`mutateAsync`): sent once however often it is confirmed, until it settles. */
  onConfirm: () => Promise<unknown>;
  /** Extra actions beside the buttons, such as "Copy as cURL". */
  extra?: ReactNode;
}

/** A destructive action that needs the resource's name typed out. */
export function TypedConfirmDialog({ open, onClose, title, children, confirmText, actionLabel, mutation, onConfirm, extra }: TypedConfirmProps) {
  const [typed, setTyped] = useState('');
  // Enter pressed before the text matches: said beside the field, not ignored.
  const [tried, setTried] = useState(false);
  const matches = typed === confirmText;
  const pending = mutation.isPending;
  const send = useSendOnce();
  const close = () => {
    setTyped('');
    setTried(false);
    mutation.reset();
    onClose();
  };
  return (
    <Dialog open={open} busy={pending} onOpenChange={(o) => !o && close()} title={title}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (matches) send(onConfirm);
        }}
      >
        <div className="stack">{children}</div>
        <Field
          label={
            <>
              Type <code className="break">{confirmText}</code> to confirm
            </>
          }
          error={tried && !matches ? `Type ${confirmText} exactly as shown (letter case counts) to confirm` : undefined}
        >
          <input
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            // The button stays disabled until the text matches, so Enter would submit nothing: it says why instead.
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !matches) {
                e.preventDefault();
                setTried(true);
              }
            }}
          />
        </Field>
        {/* Said aloud too: focus stays in the field, where its description is not read again. */}
        {tried && !matches && (
          <p className="visually-hidden" role="alert">
            The text does not match: type {confirmText} exactly as shown.
          </p>
        )}
        <FormError error={mutation.error} takeFocus />
        <FormActions label={actionLabel} actionClass="button-danger" pending={pending} disabled={!matches} onCancel={close}>
          {extra}
        </FormActions>
      </form>
    </Dialog>
  );
}
