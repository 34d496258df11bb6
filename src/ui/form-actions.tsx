import type { CSSProperties, ReactNode } from 'react';

/**
 * A form's or a confirmation's buttons: the action (a submit unless `onAction` is
 * given), Cancel, and what the caller adds after them (such as "Copy as cURL").
 * While the action runs, both are disabled and the action says so.
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
}: {
  label: ReactNode;
  pendingLabel?: string;
  pending: boolean;
  disabled?: boolean;
  actionClass?: string;
  onAction?: () => void;
  onCancel: () => void;
  style?: CSSProperties;
  children?: ReactNode;
  /** Stands above the buttons, inside the bar that stays in sight (a harm's warning and its acknowledgement). */
  before?: ReactNode;
}) {
  return (
    <div className="form-actions" style={style}>
      {before}
      <button type={onAction ? 'button' : 'submit'} className={`button ${actionClass}`} disabled={disabled || pending} onClick={onAction}>
        {pending ? pendingLabel : label}
      </button>
      <button type="button" className="button" onClick={onCancel} disabled={pending}>
        Cancel
      </button>
      {children}
    </div>
  );
}
