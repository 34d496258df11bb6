import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';

// How the console's files are compressed: once by the build (vite.config.ts writes the forms
// beside each asset) and, for a file without them or the page itself, by the server (static.ts);
// and how the answers to reads are (compressRead).

const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt']);

/** Text over 512 bytes: smaller files gain nothing from compression. */
export const isCompressible = (file: string, size: number): boolean => compressible.has(path.extname(file)) && size > 512;

export const brotliOptions: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
export const gzipOptions: zlib.ZlibOptions = { level: 9 };

// Brotli at quality 4 with a 256 KB window (not the default 4 MB): each answer being compressed holds its window
// in memory, outside the server's memory budget.
const compressor = compression({
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
});

/**
 * Compresses the answer to a read (the API's GET answers, embedded or proxied, and the console's own endpoints)
 * when the browser accepts it: gzip or brotli (quality 4), only text of 1 KB and more, through the `compression`
 * library. A workgroup list of 29 KB travels as 2.7 KB, an hour of a workspace's history of 25 KB as 4.5 KB.
 * Writes are left as they are: their answers are small, and one that carries a secret (a new API key) is never
 * compressed beside text a caller chose.
 */
export function compressRead(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === 'GET' || req.method === 'HEAD') compressor(req, res, () => undefined);
}
