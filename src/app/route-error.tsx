import { Suspense, useEffect } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';
import { credentials } from '@/api/credentials';
import { runtime } from '@/api/runtime';
import { RouteErrorView } from '@/ui/route-states';
import { lazyNamed } from '@/ui/lazy';
import { askInline, credentialKindFor } from '@/api/auth-events';

const CredentialForm = lazyNamed(() => import('./credential-prompt'), 'CredentialForm');

/**
 * A screen that could not load. When the only problem is a missing or refused
 * key, that is what the screen asks for: a first visit to a live service is a
 * question, not an error.
 */
export function AppRouteError(props: ErrorComponentProps) {
  const { error } = props;
  const unauthorized = isApiError(error) && error.status === 401;
  if (!unauthorized) return <RouteErrorView {...props} />;
  return <CredentialScreen kind={credentialKindFor(error.operation)} />;
}

function CredentialScreen({ kind }: { kind: 'apiKey' | 'sessionToken' }) {
  useEffect(() => askInline(), []);
  const hasOne = credentials.sourceOf(kind) !== 'none';
  const what = kind === 'apiKey' ? 'API key' : 'owner session token';
  useEffect(() => {
    document.title = `Enter your ${what} · Graph Cloud Console`;
  }, [what]);
  return (
    <div className="panel credential-screen">
      <h1>{kind === 'apiKey' ? 'Enter your API key' : 'Enter an owner session token'}</h1>
      <p>
        {hasOne
          ? `The control service did not accept the ${what} in use. Enter a valid one to continue.`
          : kind === 'apiKey'
            ? `This console is connected to ${runtime.mode === 'proxy' ? 'your organization’s control service' : 'a control service'}. Enter an API key of your organization to see its workgroups.`
            : 'Organization users are managed with an owner’s session token, not an API key.'}
      </p>
      <p className="muted">
        An API key is created in your organization’s account settings on the service. It is sent only to the control service, never in an address.
      </p>
      <Suspense fallback={null}>
        <CredentialForm kind={kind} />
      </Suspense>
    </div>
  );
}
