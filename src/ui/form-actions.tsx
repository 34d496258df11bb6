import type { CSSProperties, ReactNode } from 'react';
import { useSendOnce, type SendOnce } from './send-once';

/**
 * A form's or a confirmation's buttons: the action (a submit unless `onAction` is
 * given), Cancel, and what the caller adds after them (such as "Copy as cURL").
 * While the action runs, both are disabled and the action says so. `onAction`
 * returns its request's promise: it is sent once until that settles (useSendOnce), by the caller's `send` when
 * the same request can also be sent from elsewhere on the screen (one lock per request).
 */
export function FormActions({
  label,
  pendingLabel = 'Working…',
  pending,
  disabled,
  actionClass = 'button-primary',
  onAction,
  onCancel,
  style,
  children,
  before,
  send: shared,
}: {
  label: ReactNode;
  pendingLabel?: string;
  pending: boolean;
  disabled?: boolean;
  actionClass?: string;
  onAction?: () => Promise<unknown>;
  onCancel: () => void;
  style?: CSSProperties;
  children?: ReactNode;
  /** Stands above the buttons, inside the bar that stays in sight (a harm's warning and its acknowledgement). */
  before?: ReactNode;
  send?: SendOnce;
}) {
  const own = useSendOnce();
  const send = shared ?? own;
  return (
    <div className="form-actions" style={style}>
      {before}
      <button
        type={onAction ? 'button' : 'submit'}
        className={`button ${actionClass}`}
        disabled={disabled || pending}
        onClick={onAction && (() => send(onAction))}
      >
        {pending ? pendingLabel : label}
      </button>
      <button type="button" className="button" onClick={onCancel} disabled={pending}>
        Cancel
      </button>
      {children}
    </div>
  );
}
