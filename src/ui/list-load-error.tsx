import { isApiError } from '@/api/api-error';

/** A list a form takes its choices from could not load; the form stays usable. */
export function ListLoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.notOffered) {
    return (
      <div className="notice" role="status">
        <strong>This deployment of the control service does not offer the list of {what}.</strong> Type what is needed below instead.
      </div>
    );
  }
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
