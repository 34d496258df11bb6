import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormError } from './form-error';
import { isApiError } from '../api/api-error';
import { RateLimitWait } from './rate-limit-wait';

export function PendingView() {
  return (
    <div className="pending" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> Loading…
      <RateLimitWait />
    </div>
  );
}

/** A screen that failed to load: what went wrong, and a retry that really retries. */
export function RouteErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  useEffect(() => {
    queryReset.reset();
  }, [queryReset]);
  const notFound = isApiError(error) && error.status === 404;
  return (
    <div className="panel error-view">
      <h1>{notFound ? 'Not found' : 'This screen could not load'}</h1>
      <FormError error={error} title={notFound ? 'It may have been deleted, or belong to another organization.' : 'The request failed'} />
      <div className="form-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={async () => {
            queryReset.reset();
            await router.invalidate();
            reset();
          }}
        >
          Try again
        </button>
      </div>
    </div>
  );
}

export function NotFoundView() {
  return (
    <div className="panel error-view">
      <h1>Page not found</h1>
      <p>There is no screen at this address.</p>
    </div>
  );
}
