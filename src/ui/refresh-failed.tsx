import { FormError } from './form-error';

interface ListQuery {
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A list whose refresh failed is still shown (with what was last known), but
 * never silently: after a change went through and the reload did not, the
 * person is told the list may be out of date and can reload it.
 */
export function RefreshFailed({ query }: { query: ListQuery }) {
  if (!query.isError || query.isFetching) return null;
  return (
    <div className="notice notice-warn refresh-failed">
      <FormError error={query.error} title="The list could not be refreshed; it may be out of date" />
      <button type="button" className="button button-small" onClick={() => query.refetch()}>
        Refresh the list
      </button>
    </div>
  );
}
