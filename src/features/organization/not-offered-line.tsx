import { isApiError } from '@/api/api-error';
import { FormError } from '@/ui/form-error';

/** A read this deployment does not offer says so in a line; another failure shows its error. */
export function ReadFailed({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.notOffered) {
    return (
      <p className="muted" role="note">
        {what}: not offered by this deployment (it documents this from revision C of the service).
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
