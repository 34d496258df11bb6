import { custom, flag, list, object, text, raw, type Read } from './read';

export const errorTypes = ['Internal-Error', 'Bad-Request', 'Not-Found', 'Forbidden', 'Unauthorized', 'API-Disabled', 'Quota-Exceed', 'Unknown'] as const;
export type ErrorType = (typeof errorTypes)[number];

/** HTTP status for each ErrorDetail Type (companion-operations.md, "Errors"). */
export const statusForErrorType: Record<ErrorType, number> = {
  'Bad-Request': 400,
  Unauthorized: 401,
  Forbidden: 403,
  'Not-Found': 404,
  'Quota-Exceed': 429,
  'API-Disabled': 503,
  'Internal-Error': 500,
  Unknown: 500,
};

// A newer service may send a Type we do not know yet: it is kept as it came.
export const ErrorDetail = object({
  FieldName: text(),
  Reason: text(),
  Type: custom('an error type', (v, ctx) => text().read(v, ctx) || 'Unknown'),
});
export type ErrorDetail = Read<typeof ErrorDetail>;

export const Envelope = object({
  Error: flag(),
  ErrorDetails: list(ErrorDetail),
  Message: text(),
  RequestID: text(),
  Result: raw(),
});
export type Envelope = Read<typeof Envelope>;

/** A `Result` typed string whose content the contract does not show: kept raw. */
export const RawStringResult = custom('text', (v) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v)));
