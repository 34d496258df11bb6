import { useState } from 'react';
import type { RequestArgs } from '@/api/client';
import { operations, type OperationName } from '@/api/operations';
import { knowOperations } from '@/api/loaded-operations';
import { credentials } from '@/api/credentials';
import { publicBaseUrl } from '@/api/runtime';
import { toCurl, toFetch } from '@/api/curl';
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
  const [includeSecret, setIncludeSecret] = useState(false);
  const op = operations[operation];
  const secretName = op.auth === 'apiKey' ? 'API key' : 'session token';
  const options = {
    baseUrl: publicBaseUrl(),
    apiKey: credentials.apiKey(),
    sessionToken: credentials.sessionToken(),
    includeSecrets: includeSecret,
    variables,
  };
  const requests = Array.isArray(snapshot) ? snapshot : [snapshot];
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
        description={`Exactly what the console would send. Run it in a shell with the secret in an environment variable${
          variables?.length ? ` and ${variables.map((v) => `$${v}`).join(', ')} set (it goes into the JSON as it is: escape any " or \\ in it)` : ''
        }.`}
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
          <label className="check-field">
            <input type="checkbox" checked={includeSecret} onChange={(e) => setIncludeSecret(e.target.checked)} /> Include my {secretName} in the copy (it is a
            secret: do not paste it where others can read it)
          </label>
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
