import type * as z from 'zod/mini';
import { requestBodies as generated } from './request-bodies.gen';
import type { BodySchemaOf, OperationName, Operations } from './operations';

type WithBody = { [N in OperationName]: Operations[N]['body'] extends undefined ? never : N }[OperationName];

/**
 * The schema of every request body, by operation: what the server validates with. Gathered from where each row
 * declares its body (scripts/area-registries.ts); typed here, so a missing schema or one other than its row's fails to compile.
 */
const requestBodies: { [N in WithBody]: BodySchemaOf<N> } = generated;

export function bodySchema(name: OperationName): z.ZodMiniType | undefined {
  return (requestBodies as Partial<Record<OperationName, z.ZodMiniType>>)[name];
}
