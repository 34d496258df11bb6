import { defineConfig } from '@playwright/test';
import { findChromium, quietChromiumFlags } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4317);
// The console in proxy mode, in front of a deliberately awkward upstream (e2e/upstream).
const awkwardPort = port + 1;
const proxyPort = port + 2;
const executablePath = findChromium();

export default defineConfig({
  testDir: 'e2e',
  // The journeys under faults run on their own control plane: playwright.faults.config.ts.
  testIgnore: 'across/faults.spec.ts',
  // One worker: the journeys share one control plane, and on 2 cores one is as fast as two.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    timezoneId: 'UTC',
    // A trace is read on this machine; CI prints only text, and recording one for every journey costs time there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: quietChromiumFlags,
    },
  },
  webServer: [
    {
      command: 'node --import tsx e2e/upstream/awkward-upstream.ts',
      url: `http://127.0.0.1:${awkwardPort}/__awkward`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { AWKWARD_PORT: String(awkwardPort) },
    },
    {
      command: 'node --import tsx src/server/main.ts',
      url: `http://127.0.0.1:${proxyPort}/console/config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(proxyPort), HOST: '127.0.0.1', UPSTREAM_URL: `http://127.0.0.1:${awkwardPort}`, LOG_LEVEL: 'quiet' },
    },
    {
      command: 'node --import tsx src/server/main.ts',
      url: `http://127.0.0.1:${port}/console/config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR_FRESH: '1',
        TRANSITION_MS: '1500',
        // A scheduled upgrade reaches its maintenance window in demo time.
        DEMO_WINDOW_MS: '4000',
        // Alerts fire after 3 s above a threshold (not 5 minutes), and a failed delivery is tried again after half a second, then one.
        ALERT_FOR_S: '3',
        ALERT_RETRY_MS: '500',
        // Resends of one invitation are counted over 12 s (not 10 minutes): a journey waits the refusal out.
        INVITATION_RESEND_WINDOW_MS: '12000',
        // The journeys create more invitations than an organization may mail in an hour (20): that cap is tried in src/server.
        INVITATION_MAILS_PER_ORG: '1000',
        CONSOLE_TEST_HOOKS: '1',
        LOG_LEVEL: 'quiet',
      },
    },
  ],
});
