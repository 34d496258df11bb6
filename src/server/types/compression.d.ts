// The one call of the `compression` library the server makes (src/server/http/compression.ts): a middleware on
// Node's own request and answer (its published types bring Express's, which the server does not use).
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default function compression(options?: {
    threshold?: number | string;
    level?: number;
    brotli?: import('node:zlib').BrotliOptions;
  }): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
