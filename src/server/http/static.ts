import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRoutePreloader } from './route-preload';
import { brotliOptions, gzipOptions, isCompressible } from './compression';
import { frameHeaderHtml } from '@/lib/screen-frames';
import type { PageData } from './session/session';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

interface Cached {
  mtimeMs: number;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Serves the built console: hashed assets cached for a year, the app shell never. */
export function createStaticHandler(root: string, shellConfig: () => string = () => '') {
  const cache = new Map<string, Cached>();

  function load(file: string): Cached | undefined {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    // A rebuild under a running server replaces the files: never serve a stale shell.
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit;
    let raw: Buffer;
    try {
      raw = fs.readFileSync(file);
    } catch {
      return undefined;
    }
    const entry: Cached = { mtimeMs, raw };
    if (isCompressible(file, raw.length)) {
      // The build writes each asset's compressed forms beside it (vite.config.ts); a file without them is compressed here, once.
      entry.br = precompressed(file, '.br', mtimeMs) ?? zlib.brotliCompressSync(raw, brotliOptions);
      entry.gzip = precompressed(file, '.gz', mtimeMs) ?? zlib.gzipSync(raw, gzipOptions);
    }
    cache.set(file, entry);
    return entry;
  }

  const routeChunks = createRoutePreloader(root);
  const shells = new Map<string, Cached>();
  /**
   * The app shell with the runtime config and its stylesheet written in, naming the
   * landing route's code (fetched side by side once the frame has painted, not one file
   * after another), and, for a screen whose heading needs no data, that heading in the
   * frame in place of the skeleton's title lines (it paints before any script runs).
   */
  function shellFor(shell: Cached, config: string, pathname: string): Cached {
    const preloads = routeChunks(pathname);
    const header = frameHeaderHtml(pathname) ?? '';
    const key = `${shell.mtimeMs}:${config}:${preloads.join()}:${header}`;
    let hit = shells.get(key);
    if (!hit) {
      // The entry's own imports are fetched at once: the landing screen's early reads wait for them. The rest of the
      // console's code (and the stylesheets it inserts) is named in a list the entry preloads once the frame has
      // painted (src/main.tsx), so that the frame's first paint does not share the line with it.
      const entryImports = routeChunks.entryImports();
      const atOnce = preloads.filter((href) => entryImports.has(href));
      const afterPaint = preloads.filter((href) => !entryImports.has(href));
      const head = [
        ...atOnce.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
        config ? jsonBlock('console-config', config) : '',
        afterPaint.length ? jsonBlock('console-preloads', JSON.stringify(afterPaint)) : '',
      ].join('');
      // The console's stylesheet is written into the page: the frame paints once the page has arrived, without a
      // round trip of its own that would hold it back (and without sharing the line with the code's files).
      let html = inlineStylesheets(shell.raw.toString('utf8'), root).replace('</head>', () => `${head}</head>`);
      if (header) {
        html = html
          .replace(/<div class="skeleton-line skeleton-title"><\/div>\s*<div class="skeleton-line"><\/div>\s*/, '')
          .replace('<div class="frame-skeleton"', () => `${header}<div class="frame-skeleton"`);
      }
      const raw = Buffer.from(html);
      hit = { mtimeMs: shell.mtimeMs, raw, br: zlib.brotliCompressSync(raw, brotliOptions), gzip: zlib.gzipSync(raw, gzipOptions) };
      // One shell per landing route (a handful); a rebuild or a new config starts afresh.
      if (shells.size > 64 || [...shells.keys()].some((k) => !k.startsWith(`${shell.mtimeMs}:${config}:`))) shells.clear();
      shells.set(key, hit);
    }
    return hit;
  }

  /**
   * The shell with what the page carries for this browser (session/session.ts): what it may know of its session, its
   * landing screen's first reads (JSON blocks, `<` escaped), and that screen's heading drawn with their data in place
   * of the skeleton's title lines. Its own, so compressed here and never stored.
   */
  function personal(shell: Cached, data: PageData, pathname: string): Cached {
    let blocks = jsonBlock('console-session', JSON.stringify(data.session)) + jsonBlock('console-first-reads', JSON.stringify(data.firstReads));
    // The screen drawn whole wears its route's own styles from the start, not once its code has loaded.
    if (data.screen)
      blocks += inlineStylesheets(
        routeChunks(pathname)
          .filter((href) => href.endsWith('.css'))
          .map((href) => `<link rel="stylesheet" href="${href}">`)
          .join(''),
        root,
      );
    let html = shell.raw.toString('utf8').replace('</head>', () => `${blocks}</head>`);
    // The screen drawn whole (session/first-screen.ts) in place of the frame; else the heading in the frame.
    if (data.screen) html = html.replace(/(<div id="root">)[\s\S]*(<\/div>\s*<noscript>)/, (_, open: string, close: string) => `${open}${data.screen}${close}`);
    else if (data.header)
      html = html
        .replace(/<div class="skeleton-line skeleton-title"><\/div>\s*<div class="skeleton-line"><\/div>\s*/, '')
        .replace('<div class="frame-skeleton"', () => `${data.header}<div class="frame-skeleton"`);
    const raw = Buffer.from(html);
    return {
      mtimeMs: shell.mtimeMs,
      raw,
      br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: zlib.gzipSync(raw, { level: 6 }),
    };
  }

  return async function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL, headers: Record<string, string>, page?: PageData): Promise<number> {
    const pathname = url.pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, Allow: 'GET, HEAD' });
      res.end();
      return 405;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      res.writeHead(400, headers);
      res.end();
      return 400;
    }
    let file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
    if (!file.startsWith(root + path.sep) && file !== root) {
      res.writeHead(404, headers);
      res.end();
      return 404;
    }
    let entry = fs.existsSync(file) && fs.statSync(file).isFile() ? load(file) : undefined;
    const isAsset = decoded.startsWith('/assets/');
    if (!entry) {
      // Client-side routes get the app shell, ids with a '.' included; a missing
      // asset, or a missing file at the top level (/favicon.ico), is a real 404.
      if (isAsset || (path.extname(decoded) !== '' && decoded.lastIndexOf('/') === 0)) {
        res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not found');
        return 404;
      }
      file = path.join(root, 'index.html');
      entry = load(file);
      if (!entry) {
        res.writeHead(503, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('The console has not been built: run npm run build (npm start does it for you).');
        return 503;
      }
    }
    // The app shell carries the runtime config, saving the page a round trip.
    const isShell = path.basename(file) === 'index.html';
    if (isShell) entry = shellFor(entry, shellConfig(), decoded);
    if (isShell && page) entry = personal(entry, page, decoded);
    const accept = String(req.headers['accept-encoding'] ?? '');
    const [body, encoding] =
      entry.br && /\bbr\b/.test(accept) ? [entry.br, 'br'] : entry.gzip && /\bgzip\b/.test(accept) ? [entry.gzip, 'gzip'] : [entry.raw, ''];
    res.writeHead(200, {
      ...headers,
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': isAsset ? 'public, max-age=31536000, immutable' : isShell ? 'no-store' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return 200;
  };
}

/** The compressed form the build wrote beside a file, unless it is older than the file. */
function precompressed(file: string, ext: '.br' | '.gz', mtimeMs: number): Buffer | undefined {
  try {
    return fs.statSync(file + ext).mtimeMs >= mtimeMs ? fs.readFileSync(file + ext) : undefined;
  } catch {
    return undefined;
  }
}

/** JSON in the page: a data block is never executed, so a strict script-src allows it. */
function jsonBlock(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replaceAll('<', '\\u003c')}</script>`;
}

/** Each `<link rel="stylesheet">` of the built shell to one of its assets, as a `<style>` with the file's text. */
export function inlineStylesheets(html: string, root: string): string {
  return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g, (link, href: string) => {
    let css: string;
    try {
      css = fs.readFileSync(path.join(root, href), 'utf8');
    } catch {
      return link;
    }
    // A stylesheet cannot close the element it is written into.
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}
