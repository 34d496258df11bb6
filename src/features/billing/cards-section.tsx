import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { billingQueries } from './billing-queries';
import type { BillingCard } from './billing-schema';
import { cardLabel } from './outstanding-invoice';
import { Section } from '@/ui/page';
import { Field } from '@/ui/field';
import { OwnersOnlyNote, useBillingRole } from './billing-role';
import type { CardAction } from './card-dialogs';
import { lazyNamed } from '@/ui/lazy';

// The dialogs load when a card's button is pointed at or focused (or at the latest when opened): not with the screen.
const loadDialogs = () => import('./card-dialogs');
const CardActionDialog = lazyNamed(loadDialogs, 'CardActionDialog');
const early = { onPointerEnter: () => void loadDialogs().catch(() => undefined), onFocus: () => void loadDialogs().catch(() => undefined) };

const statusText = (c: BillingCard) =>
  !c.status || c.status.toLowerCase() === 'valid'
    ? 'Valid'
    : `${c.status[0]!.toUpperCase()}${c.status.slice(1)}${c.declined_reason ? ` (${c.declined_reason})` : ''}`;

/**
 * The cards on file (an assumed field of the customer read): make one the default, remove one. Cards
 * are added in the billing portal. A service that lists none is told apart: its cards are named by id.
 */
export function CardsSection() {
  const customer = useQuery(billingQueries.customer());
  const role = useBillingRole();
  const [action, setAction] = useState<CardAction>();
  const cards = customer.data?.cards;
  return (
    <Section title="Cards">
      {customer.isPending ? (
        <p className="muted">Loading…</p>
      ) : !customer.data ? (
        <p className="muted">The cards are not known: the customer record could not be read (see Customer).</p>
      ) : cards === undefined ? (
        <CardIdFallback member={role.member} onAction={setAction} />
      ) : cards.length === 0 ? (
        <p className="muted">No card on file. Add one in the billing portal.</p>
      ) : (
        <div className="table-wrap">
          <table aria-label="Cards on file" className="responsive row-headed">
            <thead>
              <tr>
                <th scope="col">Card</th>
                <th scope="col">Status</th>
                <th scope="col">Pays the invoices</th>
                {!role.member && (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {cards.map((c) => (
                <tr key={c.id || `${c.brand}${c.last4}`}>
                  <th scope="row">{cardLabel(c)}</th>
                  <td data-label="Status" className={statusText(c) === 'Valid' ? '' : 'text-danger'}>
                    {statusText(c)}
                  </td>
                  <td data-label="Pays the invoices">{c.is_default ? <span className="badge badge-ok">Default</span> : '—'}</td>
                  {!role.member && (
                    <td data-label="">
                      {c.id ? (
                        <div className="row">
                          {!c.is_default && (
                            <button
                              type="button"
                              className="button button-small"
                              aria-label={`Make default: ${cardLabel(c)}`}
                              {...early}
                              onClick={() => setAction({ kind: 'default', cardID: c.id, label: cardLabel(c), isDefault: false })}
                            >
                              Make default
                            </button>
                          )}
                          <button
                            type="button"
                            className="button button-small button-danger"
                            aria-label={`Remove ${cardLabel(c)}`}
                            {...early}
                            onClick={() => setAction({ kind: 'remove', cardID: c.id, label: cardLabel(c), isDefault: c.is_default })}
                          >
                            Remove
                          </button>
                        </div>
                      ) : (
                        <span className="muted small">Read-only: sent without an id</span>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {role.member && <OwnersOnlyNote what="make a card the default or remove one" owners={role.owners} />}
      <p className="muted small">Cards are added in the billing portal. The card list is assumed by this console: the vendor’s reference lists none.</p>
      <Suspense fallback={null}>{action && <CardActionDialog action={action} onClose={() => setAction(undefined)} />}</Suspense>
    </Section>
  );
}

/** A deployment that does not list cards: a card is named by the id the billing portal shows. */
function CardIdFallback({ member, onAction }: { member: boolean; onAction: (a: CardAction) => void }) {
  const [id, setId] = useState('');
  const [error, setError] = useState('');
  const act = (kind: CardAction['kind']) => {
    const cardID = id.trim();
    if (!cardID) return setError('Enter the card’s id, as the billing portal shows it');
    if (/[\s/?#]/.test(cardID)) return setError('A card id has no spaces, slashes, ? or #');
    setError('');
    onAction({ kind, cardID, label: `card ${cardID}`, isDefault: 'unknown' });
  };
  return (
    <div className="stack">
      <p role="note">
        This deployment does not list the organization’s cards (its customer record has no <code>cards</code>). See and add them in the billing portal
        {member ? '.' : '; to make one the default or remove it here, enter its id.'}
      </p>
      {!member && (
        <>
          <Field label="Card ID" error={error} hint="For example card_1Nv… or pm_1Nv…, from the billing portal">
            <input type="text" value={id} onChange={(e) => setId(e.target.value)} autoComplete="off" spellCheck={false} />
          </Field>
          <div className="form-actions">
            <button type="button" className="button" onClick={() => act('default')}>
              Make this card the default
            </button>
            <button type="button" className="button button-danger" onClick={() => act('remove')}>
              Remove this card
            </button>
          </div>
        </>
      )}
    </div>
  );
}
