import type { Api } from './client';

/**
 * The client the resources' queries and mutations call, one function per operation.
 * Filled by api/runtime.ts when the console starts. The operation rows live apart
 * (features/<area>/*-operations.ts), so the table the client reads never imports this module.
 */
export const api = {} as Api;
