import { isApiError } from '@/api/api-error';
import { FormError } from './form-error';

/**
 * A part of a screen whose read failed; the rest of the screen stays. A deployment that does not
 * offer the read says so in a line, with `why` (what that means here); another failure shows its
 * error (reason and RequestID) with Try again.
 */
export function ReadFailed({ what, why, error, onRetry }: { what: string; why: string; error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.notOffered) {
    return (
      <p className="muted" role="note">
        {what}: not offered by this deployment ({why}).
      </p>
    );
  }
  return (
    <div>
      <FormError error={error} title={`${what} could not load`} />
      <button type="button" className="button button-small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
