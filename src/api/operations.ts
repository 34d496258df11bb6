import type * as z from 'zod/mini';
import type { Read } from '@/api/schemas/read';
import type { BodyMarker } from './define';
import { operations } from './operations.gen';

export { API_PREFIX, type Resource } from './define';

type PathParams<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? { [k in K | keyof PathParams<Rest>]: string } : Record<never, string>;

/**
 * Every operation the console sends, by name: each area's rows (features/<area>/<resource>-operations.ts,
 * apart from its queries in <resource>-queries.ts, which call the client), gathered by scripts/area-registries.ts
 * into operations.gen.ts so that this floor names no area.
 */
export { operations };

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type ParamsOf<N extends OperationName> = PathParams<Operations[N]['path']>;
export type BodySchemaOf<N extends OperationName> = Operations[N]['body'] extends BodyMarker<infer T> ? T : never;
export type BodyOf<N extends OperationName> = Operations[N]['body'] extends BodyMarker<infer T> ? z.input<T> : undefined;
export type ResultOf<N extends OperationName> = Read<Operations[N]['result']>;

export { fillPath, matchPath, pathsOf } from './paths';
