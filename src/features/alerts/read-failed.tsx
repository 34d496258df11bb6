import { isApiError } from '@/api/api-error';
import { FormError } from '@/ui/form-error';

/** A read of this screen that failed: a deployment without the assumed operation says so in a line; another failure shows its error. */
export function AlertsReadFailed({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.notOffered) {
    return (
      <p className="notice" role="note">
        {what}: not offered by this deployment. The vendor documents no alert operations (this console assumes them); a deployment that runs Prometheus and
        Alertmanager alerts there instead.
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
