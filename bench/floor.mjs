// Builds and serves the floor apps, served with the same static handler,
// compression and headers as the console: bench/floor (react, router, query: the
// core of the stack), bench/floor-full (the design card's whole stack: also
// react-hook-form, zod and the Radix dialog) and bench/floor-data (the whole stack
// painting one read: for reading beside the data screens).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { createStaticHandler } from '../src/server/http/static.ts';
import { securityHeaders } from '../src/server/wire/http-util.ts';

const outDirOf = (name) => path.resolve(`bench-results/${name}-dist`);

/** `name`: 'floor', 'floor-full' or 'floor-data'. */
export async function buildFloor(name = 'floor') {
  const outDir = outDirOf(name);
  await build({
    root: path.resolve(`bench/${name}`),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: false },
  });
  return outDir;
}

/** All the JavaScript a floor loads (its one entry), gzip level 9. */
export function floorJs(name = 'floor') {
  const outDir = outDirOf(name);
  const files = fs.readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const buf = fs.readFileSync(path.join(outDir, 'assets', f));
    raw += buf.length;
    gzip += zlib.gzipSync(buf, { level: 9 }).length;
  }
  return { raw, gzip };
}

export async function serveFloor(name = 'floor') {
  const serveStatic = createStaticHandler(outDirOf(name));
  const server = http.createServer((req, res) => {
    for (const [k, v] of Object.entries(securityHeaders)) res.setHeader(k, v);
    void serveStatic(req, res, new URL(req.url ?? '/', 'http://floor.local'), {});
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((r) => server.close(r)) };
}
