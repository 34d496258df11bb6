import { useCallback, useMemo, useState } from 'react';
import type { User } from '@/kernel/user-schema';
import { roleName } from '@/kernel/user-body';
import { useReplaceUserRoles } from '@/kernel/users-queries';
import { isApiError } from '@/api/api-error';
import { knownRoles, lastOwnerRolesRemoved, roleDiff } from '@/kernel/roles';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { useSendOnce } from '@/ui/send-once';
import { toast } from '@/ui/toasts';
import { CopyRequest } from '@/ui/copy-request';

export function EditRolesDialog({ user, users, onClose, onForbidden }: { user: User; users: User[]; onClose: () => void; onForbidden?: () => void }) {
  const before = user.roles.map((r) => r.name);
  const [chosen, setChosen] = useState<string[]>(before);
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string>();
  const [extra, setExtra] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const replace = useReplaceUserRoles();
  const send = useSendOnce();
  // The owners-only refusal, as FormError's: it appears as the service refuses, and takes focus.
  const focusOnShow = useCallback((el: HTMLElement | null) => el?.focus(), []);
  const options = useMemo(() => [...knownRoles(users), ...extra.map((n) => ({ name: n, label: n }))], [users, extra]);
  const label = (name: string) => options.find((o) => o.name === name)?.label ?? name;
  const diff = roleDiff(before, chosen);
  const lastOwner = lastOwnerRolesRemoved(users, user.id, diff.removed);
  const who = `${user.firstName} ${user.lastName}`.trim() || user.email || user.username;
  const forbidden = isApiError(replace.error) && replace.error.status === 403;

  const addCustom = () => {
    const parsed = roleName.safeParse(custom);
    if (!parsed.success) return setCustomError(parsed.error.issues[0]!.message);
    if (options.some((o) => o.name === parsed.data)) {
      setChosen((c) => (c.includes(parsed.data) ? c : [...c, parsed.data]));
    } else {
      setExtra((x) => [...x, parsed.data]);
      setChosen((c) => [...c, parsed.data]);
    }
    setCustom('');
    setCustomError(undefined);
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={confirming ? `Replace the roles of ${who}?` : `Roles of ${who}`} busy={replace.isPending} wide>
      {!confirming ? (
        <form
          className="form form-wide"
          onSubmit={(e) => {
            e.preventDefault();
            if (diff.added.length || diff.removed.length) setConfirming(true);
          }}
        >
          <p className="notice">The roles you tick replace all of this user's roles. Roles left unticked are taken away.</p>
          <fieldset>
            <legend>Roles</legend>
            <div className="stack">
              {options.map((o) => (
                <label key={o.name} className="check-field">
                  <input
                    type="checkbox"
                    checked={chosen.includes(o.name)}
                    onChange={(e) => setChosen((c) => (e.target.checked ? [...c, o.name] : c.filter((x) => x !== o.name)))}
                  />
                  {o.label}
                  {o.label !== o.name && <span className="muted small mono">{o.name}</span>}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="row" style={{ alignItems: 'flex-end' }}>
            <Field label="Custom role name" error={customError} className="grow-field">
              <input
                type="text"
                autoComplete="off"
                value={custom}
                onChange={(e) => setCustom(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addCustom();
                  }
                }}
              />
            </Field>
            <button type="button" className="button" onClick={addCustom}>
              Add role
            </button>
          </div>
          <RoleDiff added={diff.added.map(label)} removed={diff.removed.map(label)} />
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={!diff.added.length && !diff.removed.length}>
              Review change
            </button>
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="stack">
          <p>
            {who} will hold exactly: <strong>{chosen.length ? chosen.map(label).join(', ') : 'no roles'}</strong>.
          </p>
          <RoleDiff added={diff.added.map(label)} removed={diff.removed.map(label)} />
          {lastOwner.length > 0 && (
            <div className="notice notice-warn" role="alert">
              <strong>
                {who} is the last user with {lastOwner.map(label).join(', ')}.
              </strong>{' '}
              Without it nobody can manage users and roles in this organization any more.
              <label className="check-field" style={{ marginTop: '0.5rem' }}>
                <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} /> I understand the organization will have no
                owner
              </label>
            </div>
          )}
          {forbidden ? (
            <div className="form-error" role="alert" tabIndex={-1} ref={focusOnShow}>
              <strong>Only organization owners can change roles</strong>
              <p>
                The session token in Settings belongs to a user who is not an owner of this organization. Ask an owner, or sign in as one and use their token.
              </p>
              {replace.error?.requestId && <p className="request-id">Request ID {replace.error.requestId}</p>}
            </div>
          ) : (
            <FormError error={replace.error} title="The roles were not changed" takeFocus />
          )}
          <div className="form-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={replace.isPending || (lastOwner.length > 0 && !understood)}
              onClick={() =>
                send(() =>
                  replace.mutateAsync({ userId: user.id, roles: chosen }).then(
                    () => {
                      toast({ tone: 'success', title: `Roles of ${who} replaced` });
                      onClose();
                    },
                    (e: unknown) => {
                      // Shown above, with its RequestID; the screen then disables the other Edit roles buttons.
                      if (isApiError(e) && e.status === 403) onForbidden?.();
                    },
                  ),
                )
              }
            >
              {replace.isPending ? 'Replacing…' : 'Replace roles'}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)} disabled={replace.isPending}>
              Back
            </button>
            <CopyRequest operation="updateUserRoles" args={() => ({ params: { userId: user.id }, body: { roles: chosen } })} />
          </div>
        </div>
      )}
    </Dialog>
  );
}

function RoleDiff({ added, removed }: { added: string[]; removed: string[] }) {
  if (!added.length && !removed.length) return <p className="muted">No change yet.</p>;
  return (
    <div className="role-diff" aria-live="polite">
      {added.length > 0 && (
        <p>
          <span className="badge badge-ok">Added</span> {added.join(', ')}
        </p>
      )}
      {removed.length > 0 && (
        <p>
          <span className="badge badge-error">Removed</span> {removed.join(', ')}
        </p>
      )}
    </div>
  );
}
