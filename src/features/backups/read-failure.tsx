import { isApiError } from '@/api/api-error';

/** A part of the backups screen whose read failed: "not offered by this deployment", or the reason with a retry; the rest of the screen stays. */
export function ReadFailure({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.notOffered) {
    return (
      <p className="notice" role="status">
        <strong>{what}: not offered by this deployment.</strong> The control service you are connected to does not answer this operation.
      </p>
    );
  }
  const reason = isApiError(error) ? error.reason : error instanceof Error ? error.message : '';
  return (
    <div className="notice notice-warn" role="alert">
      <strong>{what} could not load.</strong> {reason}{' '}
      <button type="button" className="button button-small" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** An action the deployment refused as not offered, said the same way. */
export function notOfferedText(error: unknown, what: string): string | undefined {
  return isApiError(error) && error.notOffered ? `${what}: not offered by this deployment.` : undefined;
}
