import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

/**
 * Reading cloud providers is an assumed operation (companion-operations.md): a
 * deployment may not have it. Registering still works, and a provider is then
 * used by its id, which the registration answers.
 */
export function ProvidersNotOffered({ providerId }: { providerId?: string }) {
  const navigate = useNavigate();
  const [id, setId] = useState('');
  return (
    <section className="panel" aria-labelledby="not-offered-title">
      <h2 id="not-offered-title">{providerId ? 'This deployment does not show a cloud provider' : 'This deployment does not list cloud providers'}</h2>
      <p>
        The control service you are connected to does not offer {providerId ? 'reading a cloud provider' : 'the list of cloud providers'}. You can still
        register a cloud account, and use a provider by its id: the registration answers it, and Create workgroup asks for it.
      </p>
      {providerId && (
        <p>
          This provider's id is <span className="mono">{providerId}</span>.
        </p>
      )}
      <div className="row">
        <Link to="/cloud-providers/new" className="button button-primary">
          Register a cloud account
        </Link>
        <Link to="/workgroups/new" className="button">
          Create a workgroup with a provider id
        </Link>
      </div>
      {!providerId && (
        <form
          className="row"
          style={{ marginTop: '1rem', alignItems: 'end' }}
          onSubmit={(e) => {
            e.preventDefault();
            if (id.trim()) void navigate({ to: '/cloud-providers/$providerId', params: { providerId: id.trim() } });
          }}
        >
          <label>
            Provider id <input type="text" value={id} onChange={(e) => setId(e.target.value)} spellCheck={false} autoComplete="off" />
          </label>
          <button type="submit" className="button">
            Open
          </button>
        </form>
      )}
    </section>
  );
}
