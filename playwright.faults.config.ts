import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const port = 4318;

/** The main journeys against a control plane that fails 20 % of requests, answers in 2 s, and drops connections. */
export default defineConfig({
  ...base,
  testDir: 'e2e-faults',
  timeout: 180_000,
  expect: { timeout: 20_000 },
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    ...(base.webServer as object),
    url: `http://127.0.0.1:${port}/console/config.json`,
    env: {
      ...((base.webServer as { env: Record<string, string> }).env),
      PORT: String(port),
      FAULT_ERROR_RATE: '0.2',
      FAULT_LATENCY_MS: '2000',
      FAULT_DROP_RATE: '0.05',
    },
  },
});
