import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';
import { credentials } from '@/api/credentials';
import { FormError } from '@/ui/form-error';

/**
 * One billing read's figure, or why there is none: a deployment without revision D says
 * "not offered"; a service that wants a session token beside the key (the vendor's credit and
 * status reads take `Authorization: Bearer`: any person of the organization's, billing/billing-operations.ts)
 * says which credential to add.
 */
export function BillingFigure<T>({
  query,
  what,
  lacksToken = false,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  /** The read needs a session token the console does not hold: it was not sent. */
  lacksToken?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (lacksToken)
    return (
      <span role="note">
        Needs a session token (any person’s of this organization) beside the API key; nothing was sent. Add one in <Link to="/settings">Settings</Link>.
      </span>
    );
  if (query.isPending) return <span className="muted">Loading…</span>;
  if (query.isSuccess) return <>{children(query.data)}</>;
  const e = query.error;
  if (isApiError(e) && e.notOffered) return <span className="muted">Not offered by this deployment</span>;
  if (isApiError(e) && e.status === 401) {
    const held = credentials.has('sessionToken');
    return (
      <span role="note">
        The service refused this read: it asks for a session token (Authorization: Bearer) beside the API key
        {held ? ', and refused the one in ' : '. Add one in '}
        <Link to="/settings">Settings</Link>.
      </span>
    );
  }
  return <FormError error={e} title={`${what} could not be read`} />;
}
