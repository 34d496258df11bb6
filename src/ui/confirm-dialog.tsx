import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { FormError } from './form-error';
import { FormActions } from './form-actions';

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
      <FormActions
        style={{ marginTop: '1rem' }}
        label={actionLabel}
        actionClass={danger ? 'button-danger' : 'button-primary'}
        pending={pending}
        onAction={onConfirm}
        onCancel={() => onOpenChange(false)}
      >
        {extra}
      </FormActions>
    </Dialog>
  );
}
