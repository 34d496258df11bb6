import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { FormError } from './form-error';

interface ConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  actionLabel: string;
  danger?: boolean;
  pending: boolean;
  error?: unknown;
  onConfirm: () => void;
  extra?: ReactNode;
}

export function ConfirmDialog({ open, onOpenChange, title, children, actionLabel, danger, pending, error, onConfirm, extra }: ConfirmProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} busy={pending}>
      <div className="stack">{children}</div>
      <FormError error={error} />
      <div className="form-actions" style={{ marginTop: '1rem' }}>
        <button type="button" className={`button ${danger ? 'button-danger' : 'button-primary'}`} disabled={pending} onClick={onConfirm}>
          {pending ? 'Working…' : actionLabel}
        </button>
        <button type="button" className="button" onClick={() => onOpenChange(false)} disabled={pending}>
          Cancel
        </button>
        {extra}
      </div>
    </Dialog>
  );
}
