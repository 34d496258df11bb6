import type { ErrorDetail } from './schemas/envelope';

export type ApiErrorKind = 'http' | 'network' | 'invalid-response' | 'timeout';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  message: string;
  details?: ErrorDetail[];
  requestId?: string;
  operation?: string;
}

/**
 * The one error every failed call throws: the envelope's ErrorDetails, the
 * RequestID for support, and a message that a person can act on.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly details: ErrorDetail[];
  readonly requestId: string;
  readonly operation: string;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.details = init.details ?? [];
    this.requestId = init.requestId ?? '';
    this.operation = init.operation ?? '';
  }

  /** The ErrorDetail Type of the first detail (e.g. `Bad-Request`), or a kind. */
  get type(): string {
    return this.details[0]?.Type || (this.kind === 'http' ? 'Unknown' : this.kind);
  }

  /** The first Reason, falling back to the envelope Message. */
  get reason(): string {
    return this.details.find((d) => d.Reason)?.Reason || this.message;
  }

  /** Details that name a field: those a form can show beside the field. */
  get fieldErrors(): { field: string; reason: string }[] {
    return this.details.filter((d) => d.FieldName).map((d) => ({ field: d.FieldName, reason: d.Reason }));
  }

  get fieldNames(): string[] {
    return this.fieldErrors.map((f) => f.field);
  }

  /** Reads may be retried on these; a mutation never is. */
  get isTransient(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.status >= 500;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** What to do about an error, in a sentence, by its class. */
export function adviceFor(error: ApiError): string {
  if (error.kind === 'network') return 'Check your connection and try again. A change may or may not have been applied; the console looks before it sends a create again.';
  if (error.kind === 'timeout') return 'The control service did not answer in time. Try again.';
  if (error.kind === 'invalid-response') return 'The control service answered in a shape the console does not understand.';
  switch (error.status) {
    case 401:
      return 'Your credentials were not accepted. Enter a valid key in Settings.';
    case 403:
      return 'Your credentials do not allow this action. Ask an organization owner.';
    case 404:
      return 'It no longer exists, or belongs to another organization. Refresh the list.';
    case 405:
      return 'This deployment does not offer this operation.';
    case 429:
      return 'Your organization has reached a quota. Free some capacity or ask for a higher quota.';
    case 503:
      return 'This API is disabled for your organization. Ask an organization owner to enable it.';
    default:
      return error.status >= 500 ? 'The control service had a problem. Try again in a moment.' : '';
  }
}
