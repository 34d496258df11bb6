import { isApiError } from '../api/api-error';

/** A list a form takes its choices from could not load: say which, and offer a retry. */
export function ListLoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const reason = isApiError(error) ? error.reason : error instanceof Error ? error.message : '';
  return (
    <div className="notice notice-warn" role="alert">
      <strong>The list of {what} could not load.</strong> {reason}{' '}
      <button type="button" className="button button-small" onClick={onRetry}>
        Retry loading {what}
      </button>
      <div className="muted small">What you have typed is kept.</div>
    </div>
  );
}
