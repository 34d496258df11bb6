import * as z from 'zod/mini';
import { orEmpty } from './read';

export const errorTypes = [
  'Internal-Error',
  'Bad-Request',
  'Not-Found',
  'Forbidden',
  'Unauthorized',
  'API-Disabled',
  'Quota-Exceed',
  'Unknown',
] as const;
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

// Read leniently: a newer service may send a Type we do not know yet.
export const ErrorDetail = z.object({
  FieldName: orEmpty(),
  Reason: orEmpty(),
  Type: z.pipe(z.nullish(z.string()), z.transform((v) => v || 'Unknown')),
});
export type ErrorDetail = z.infer<typeof ErrorDetail>;

export const Envelope = z.object({
  Error: z.boolean(),
  ErrorDetails: z.pipe(z.nullish(z.array(ErrorDetail)), z.transform((v) => v ?? [])),
  Message: orEmpty(),
  RequestID: orEmpty(),
  Result: z.optional(z.unknown()),
});
export type Envelope = z.infer<typeof Envelope>;

/** A `Result` typed string whose content the contract does not show: kept raw. */
export const RawStringResult = z.pipe(
  z.unknown(),
  z.transform((v) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v))),
);
