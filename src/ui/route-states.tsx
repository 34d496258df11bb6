import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useMatches, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { PageHeader } from './page';
import { useEffect } from 'react';
import { FormError } from './form-error';
import { isApiError } from '@/api/api-error';
import { RateLimitWait } from './rate-limit-wait';
import { CopyButton } from './copy-button';
import { isChunkLoadError } from '@/api/release';
import { LoadFailed } from './lazy';

/** The loading view: the screen's known name and breadcrumb, with a spinner where its content will be. */
export function PendingView() {
  const title = useMatches({ select: (ms) => ms.findLast((m) => m.staticData.title)?.staticData.title });
  return (
    <div className="pending-screen">
      {title && <PageHeader />}
      <div className="pending" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" /> Loading{title ? ` ${title.toLowerCase()}` : ''}…
        <RateLimitWait />
      </div>
    </div>
  );
}

/** A part of a screen still loading: a spinner and what it waits for ("users"). */
export function Loading({ what }: { what: string }) {
  return (
    <div className="pending" role="status">
      <span className="spinner" aria-hidden="true" /> Loading {what}…
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
  const retry = async () => {
    queryReset.reset();
    await router.invalidate();
    reset();
  };
  // The screen's code could not be fetched: a dropped connection, or a release that renamed the files.
  if (isChunkLoadError(error)) {
    return (
      <div className="panel error-view">
        <h1>This screen could not load</h1>
        <LoadFailed error={error} onRetry={() => void retry()} />
      </div>
    );
  }
  if (isApiError(error) && error.status === 404) {
    return (
      <div className="panel error-view">
        <h1>Not found</h1>
        <p>{error.reason}</p>
        <p className="muted">It may have been deleted, or it belongs to another organization.</p>
        {error.requestId && (
          <p className="request-id">
            Request ID <code>{error.requestId}</code> <CopyButton value={error.requestId} label="Copy request ID" />
          </p>
        )}
        <div className="form-actions">
          <Link to="/workgroups" className="button button-primary">
            Back to workgroups
          </Link>
          <button type="button" className="button" onClick={() => void retry()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="panel error-view">
      <h1>This screen could not load</h1>
      <FormError error={error} title="The request failed" />
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={() => void retry()}>
          Try again
        </button>
        <Link to="/workgroups" className="button">
          Back to workgroups
        </Link>
      </div>
    </div>
  );
}

export function NotFoundView() {
  return (
    <div className="panel error-view">
      <h1>Page not found</h1>
      <p>There is no screen at this address.</p>
      <div className="form-actions">
        <Link to="/workgroups" className="button button-primary">
          Back to workgroups
        </Link>
      </div>
    </div>
  );
}
