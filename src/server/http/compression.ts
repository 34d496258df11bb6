import path from 'node:path';
import zlib from 'node:zlib';

// How the console's files are compressed: once by the build (vite.config.ts writes the forms
// beside each asset) and, for a file without them or the page itself, by the server (static.ts).

const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt']);

/** Text over 512 bytes: smaller files gain nothing from compression. */
export const isCompressible = (file: string, size: number): boolean => compressible.has(path.extname(file)) && size > 512;

export const brotliOptions: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
export const gzipOptions: zlib.ZlibOptions = { level: 9 };
