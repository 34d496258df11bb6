import { useState } from 'react';
import { useRemoveCard, useSetDefaultCard } from './billing-queries';
import { Dialog } from '@/ui/dialog';
import { FormError } from '@/ui/form-error';
import { FormActions } from '@/ui/form-actions';
import { CheckboxField } from '@/ui/field';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';

export interface CardAction {
  kind: 'default' | 'remove';
  cardID: string;
  label: string;
  /** A card that is (or, not listed, may be) the default: removing it is harmful. */
  isDefault: boolean | 'unknown';
}

/** Make a card the default, or remove one: removing the default card takes an acknowledgement first. */
export function CardActionDialog({ action, onClose }: { action: CardAction; onClose: () => void }) {
  const setDefault = useSetDefaultCard();
  const remove = useRemoveCard();
  const [understood, setUnderstood] = useState(false);
  const mutation = action.kind === 'default' ? setDefault : remove;
  const harmful = action.kind === 'remove' && action.isDefault !== false;
  const run = () =>
    action.kind === 'default'
      ? setDefault.mutateAsync(action.cardID).then(() => (onClose(), toast({ tone: 'success', title: `${action.label} is now the default card` })))
      : remove.mutateAsync(action.cardID).then(() => (onClose(), toast({ tone: 'success', title: `${action.label} removed` })));
  const title =
    action.kind === 'default'
      ? `Make ${action.label} the default?`
      : harmful && action.isDefault === true
        ? 'Remove the default card?'
        : `Remove ${action.label}?`;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title} busy={mutation.isPending}>
      <div className="stack">
        {action.kind === 'default' ? (
          <p>Invoices, and Pay now, are charged to {action.label} from now on. The service checks the card as it answers.</p>
        ) : harmful ? (
          <p className="field-warn">
            {action.isDefault === true ? `${action.label} pays the organization’s invoices.` : `${action.label} may be the card that pays the invoices.`}{' '}
            Without a default card the organization has <strong>no valid payment method</strong>: the next invoice fails, and after the tier’s grace period its
            running workspaces are stopped. Make another card the default first if you can.
          </p>
        ) : (
          <p>{action.label} is removed from the organization’s cards; the default card keeps paying the invoices.</p>
        )}
      </div>
      <FormError
        error={mutation.error}
        title={action.kind === 'default' ? 'The card could not be made the default' : 'The card could not be removed'}
        takeFocus
      />
      <FormActions
        style={{ marginTop: '1rem' }}
        label={action.kind === 'default' ? 'Make default' : 'Remove card'}
        pendingLabel={action.kind === 'default' ? 'Saving…' : 'Removing…'}
        actionClass={action.kind === 'remove' ? 'button-danger' : 'button-primary'}
        pending={mutation.isPending}
        disabled={harmful && !understood}
        onAction={run}
        onCancel={onClose}
        before={
          harmful && (
            <CheckboxField label="I understand the organization has no valid payment method until another card is the default">
              <input checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
            </CheckboxField>
          )
        }
      >
        <CopyRequest operation={action.kind === 'default' ? 'setDefaultCard' : 'removeCard'} args={() => ({ params: { cardID: action.cardID } })} />
      </FormActions>
    </Dialog>
  );
}
