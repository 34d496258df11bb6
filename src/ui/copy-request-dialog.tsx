import { useState } from 'react';
import type { RequestArgs } from '@/api/client';
import { operations, type OperationName } from '@/api/operations';
import { knowOperations } from '@/api/loaded-operations';
import { credentials } from '@/api/credentials';
import { publicBaseUrl } from '@/api/runtime';
import { copiedSecrets, toCurl, toFetch } from '@/api/curl';
import { withIdempotencyKey } from '@/api/idempotency-key';
import { Dialog } from './dialog';
import { CopyButton } from './copy-button';

// A form may offer its request before it has sent any: the dialog (loaded when opened) brings every row.
knowOperations(operations);

interface CopyRequestDialogProps<N extends OperationName> {
  operation: N;
  /** The request as it would be sent when the dialog opened; several for an action that sends several. */
  snapshot: RequestArgs<N> | RequestArgs<N>[];
  onClose: () => void;
  variables?: readonly string[] | undefined;
}

/** The request this form or action would send, as cURL or fetch, ready to copy. */
export default function CopyRequestDialog<N extends OperationName>({ operation, snapshot, onClose, variables }: CopyRequestDialogProps<N>) {
  const [format, setFormat] = useState<'curl' | 'fetch'>('curl');
  const op = operations[operation];
  const options = {
    baseUrl: publicBaseUrl(),
    // The console's server keeps the credentials: the copy names each one held as a shell variable, never its value.
    apiKey: credentials.has('apiKey') ? '$API_KEY' : undefined,
    sessionToken: credentials.has('sessionToken') ? '$SESSION_TOKEN' : undefined,
    includeSecrets: false,
    variables,
  };
  // A POST's copy carries an Idempotency-Key, made once when the dialog opens: the copy stays the same while it is open.
  const [requests] = useState(() => (Array.isArray(snapshot) ? snapshot : [snapshot]).map((r) => withIdempotencyKey(op.method, r)));
  // The secrets this request carries with the credentials held now: a session token only where one is held.
  const secrets = copiedSecrets(operation, requests[0]!, options);
  const secretNames = secrets.map((s) => (s === 'API_KEY' ? 'API key' : 'session token')).join(' and ');
  const names = [...secrets, ...(variables ?? [])].map((v) => `$${v}`);
  const set = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  const text =
    format === 'curl'
      ? requests.map((r) => toCurl(operation, r, options)).join('\n\n')
      : requests.length === 1
        ? toFetch(operation, requests[0]!, options)
        : requests.map((r) => `{\n${toFetch(operation, r, options)}\n}`).join('\n');
  return (
    <>
      <Dialog
        open
        onOpenChange={(o) => !o && onClose()}
        title={requests.length > 1 ? `Requests: ${op.title} × ${requests.length}` : `Request: ${op.title}`}
        wide
        description={`Exactly what the console would send with the credentials it holds now.${set ? ` Run it in a shell with ${set} set` : ''}${
          variables?.length ? ` (${variables.map((v) => `$${v}`).join(', ')} goes into the JSON as it is: escape any " or \\ in it)` : ''
        }${set ? '.' : ''}`}
      >
        <div className="stack">
          <fieldset className="row">
            <legend className="visually-hidden">Format</legend>
            <label className="check-field">
              <input type="radio" name="copy-format" checked={format === 'curl'} onChange={() => setFormat('curl')} /> cURL
            </label>
            <label className="check-field">
              <input type="radio" name="copy-format" checked={format === 'fetch'} onChange={() => setFormat('fetch')} /> fetch (TypeScript)
            </label>
          </fieldset>
          {secretNames && (
            <p className="muted small">
              Your {secretNames} {secrets.length > 1 ? 'stay' : 'stays'} with the console server, which sends {secrets.length > 1 ? 'them' : 'it'} for you: set{' '}
              {secrets.length > 1 ? 'them' : 'it'} in your shell from where you keep {secrets.length > 1 ? 'them' : 'it'}.
            </p>
          )}
          <pre className="code" tabIndex={0} aria-label={format === 'curl' ? 'cURL command' : 'fetch code'}>
            {text}
          </pre>
          <div className="form-actions">
            <CopyButton value={text} label={format === 'curl' ? 'Copy cURL command' : 'Copy fetch code'}>
              {format === 'curl' ? 'Copy cURL command' : 'Copy fetch code'}
            </CopyButton>
          </div>
        </div>
      </Dialog>
    </>
  );
}
