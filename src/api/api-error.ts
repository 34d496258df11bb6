import type { ErrorDetail } from '@/api/schemas/envelope';

/**
 * 'not-offered': an assumed operation (companion-operations.md) that this
 * deployment does not have (404 without an envelope, 405, 501).
 */
type ApiErrorKind = 'http' | 'network' | 'invalid-response' | 'timeout' | 'not-offered';

interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  message: string;
  details?: ErrorDetail[];
  requestId?: string;
  operation?: string;
  /** From Retry-After: how long the service asks to wait. */
  retryAfterSeconds?: number;
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
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.details = init.details ?? [];
    this.requestId = init.requestId ?? '';
    this.operation = init.operation ?? '';
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The deployment does not have this (assumed) operation: the screen offers the manual path. */
  get notOffered(): boolean {
    return this.kind === 'not-offered';
  }

  /** Not offered, or a plain 404 where a path is read as is (a workspace's scrape, a workgroup's summary). */
  get lacksPath(): boolean {
    return this.notOffered || this.status === 404;
  }

  /**
   * A limit was reached (a workgroup's 200 allow-list entries): `Quota-Exceed`
   * with no Retry-After. The wire conventions send it as 429 too; a 429 that
   * says when to come back is a rate limit, whatever its Type.
   */
  get quotaExceeded(): boolean {
    return this.retryAfterSeconds === undefined && this.details.some((d) => d.Type === 'Quota-Exceed');
  }

  /** Too many requests: a rate limit, to be waited out (never a quota). */
  get rateLimited(): boolean {
    return this.status === 429 && !this.quotaExceeded;
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
    // A missing operation stays missing, even when a proxy reports it as a 502.
    if (this.kind === 'not-offered') return false;
    return this.kind === 'network' || this.kind === 'timeout' || this.status >= 500;
  }
}

export const MAX_RATE_LIMIT_WAIT_S = 60;
/** How long a rate-limited read waits: what Retry-After asks, else 5 s. */
export function rateLimitWaitMs(error: ApiError): number {
  return Math.min(error.retryAfterSeconds ?? 5, MAX_RATE_LIMIT_WAIT_S) * 1000;
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** What to do about an error, in a sentence, by its class. */
export function adviceFor(error: ApiError): string {
  if (error.kind === 'network')
    return 'Check your connection and try again. A change may or may not have been applied; the console looks before it sends a create again.';
  if (error.kind === 'timeout') return 'The control service did not answer in time. Try again.';
  if (error.kind === 'invalid-response')
    return 'The control service answered in a shape the console does not understand. If this was a change, it may have been made: refresh to see.';
  if (error.kind === 'not-offered') return 'This deployment of the control service does not offer this operation.';
  if (error.quotaExceeded) return 'A limit of your organization was reached: remove something first, or ask the service to raise the limit.';
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
      return error.retryAfterSeconds !== undefined
        ? `Rate limited: the control service asks to wait ${waitText(error.retryAfterSeconds)} before trying again.`
        : 'Rate limited: the control service is receiving too many requests. Wait a moment, then try again.';
    case 503:
      return 'This API is disabled for your organization. Ask an organization owner to enable it.';
    default:
      return error.status >= 500 ? 'The control service had a problem. Try again in a moment.' : '';
  }
}

/** "7 s", "2 min", for how long to wait. */
function waitText(seconds: number): string {
  return seconds < 120 ? `${Math.max(0, Math.round(seconds))} s` : `${Math.round(seconds / 60)} min`;
}

/**
 * How reads are retried unless their factory says otherwise (app/query-client.ts): only what may pass on a
 * second try (network errors, 5xx) and a rate limit (after the wait it asks for, if that is under a minute).
 */
export const retryTransient = (failures: number, error: unknown): boolean =>
  failures < 3 && isApiError(error) && (error.isTransient || (error.rateLimited && (error.retryAfterSeconds ?? 0) <= MAX_RATE_LIMIT_WAIT_S));

/**
 * A read retried once, unless the deployment says it lacks the path (404, not offered): asking again
 * would only say so a second later, and a screen waiting for its first answer would wait for nothing.
 */
export const retryOnceUnlessMissing = (failures: number, error: ApiError): boolean => failures < 1 && !error.lacksPath;
