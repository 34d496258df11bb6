import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Beside the main journeys' three ports (E2E_PORT and the next two): `npm test` runs both at once.
const port = Number(process.env.E2E_PORT ?? 4317) + 3;
// Of the main config's servers, the embedded control plane (the others serve the proxy journeys).
const servers = base.webServer as { command: string; env: Record<string, string> }[];
const embedded = servers.find((w) => !w.env.UPSTREAM_URL && !w.env.AWKWARD_PORT)!;

/** The main journeys against a control plane that fails 20 % of requests, answers in 2 s, and drops connections. */
export default defineConfig({
  ...base,
  testDir: 'e2e',
  testMatch: 'across/faults.spec.ts',
  testIgnore: [],
  timeout: 180_000,
  expect: { timeout: 20_000 },
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    ...embedded,
    url: `http://127.0.0.1:${port}/console/config.json`,
    env: {
      ...embedded.env,
      PORT: String(port),
      FAULT_ERROR_RATE: '0.2',
      FAULT_LATENCY_MS: '2000',
      FAULT_DROP_RATE: '0.05',
    },
  },
});
