// Starts the real server (production build, fresh data directory) for a benchmark.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium, quietChromiumFlags } from '../scripts/chromium.mjs';

export async function startServer(env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'quiet', CONSOLE_TEST_HOOKS: '1', TRANSITION_MS: '600000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 120_000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return {
    url,
    setFaults: (faults) => fetch(`${url}/console/test/faults`, { method: 'PUT', body: JSON.stringify({ latencyMs: 0, errorRate: 0, dropRate: 0, ...faults }) }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
        fs.rm(dataDir, { recursive: true, force: true }, () => undefined);
      }),
  };
}

export function chromiumPath() {
  const found = findChromium();
  if (!found) throw new Error('No Chromium found: install the Debian package "chromium" or set CHROMIUM_PATH.');
  return found;
}

/** Lighthouse launches Chromium itself, headless; Playwright adds headless on its own (bench/browser.mjs drops it). */
export const chromeFlags = ['--headless=new', ...quietChromiumFlags, '--disable-dev-shm-usage'];
