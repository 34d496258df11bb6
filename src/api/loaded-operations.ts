import type { OperationDef } from './define';
import type { OperationName, Operations } from './operations';

/**
 * The operation rows this page has loaded, by name. An area's rows (features/<area>/*-operations.ts)
 * load with that area's queries and screens (api-ref.ts `bindApi`), not with every screen: the client,
 * the request builder and the error handlers look a row up here. The full table (api/operations.ts)
 * stays the registry of the control plane, the tests and the activity screen.
 */
const rows = new Map<string, OperationDef>();

/** Adds an area's rows (idempotent). */
export function knowOperations(table: Partial<Operations> | Record<string, OperationDef>): void {
  for (const [name, row] of Object.entries(table)) if (row) rows.set(name, row as OperationDef);
}

/** The row of an operation this page has loaded (a call always has: its area's `api` loads them first). */
export function rowOf<N extends OperationName>(name: N): Operations[N] {
  const row = rows.get(name);
  if (!row) throw new Error(`The row of operation ${name} is not loaded: call it through its area's api (api-ref.ts bindApi).`);
  return row as Operations[N];
}

/** The row of an operation if this page has loaded it (an error names any operation it was told). */
export function knownRow(name: string): OperationDef | undefined {
  return rows.get(name);
}
