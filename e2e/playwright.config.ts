import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 8091);
const baseURL = `http://localhost:${port}`;

/** Chromium comes from Debian; these flags keep it from phoning home or needing a GPU or a sandbox in containers. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// This file is evaluated by the runner and again by every worker; workers inherit the runner's environment, so the
// data folder is made once and only its maker removes it (after the web server has been stopped).
const dataDirVariable = 'SANAD_E2E_DATA_DIR';
if (!process.env[dataDirVariable]) {
  const dir = mkdtempSync(join(tmpdir(), 'sanad-e2e-'));
  process.env[dataDirVariable] = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}

// The web server's environment is the runner's plus `env`, so "unset" can only be had by removing them here:
// no NODE_ENV means development defaults, and no DATABASE_URL means the embedded PGlite.
delete process.env.NODE_ENV;
delete process.env.DATABASE_URL;

/** The journeys that write to the ready applicant's application, run in order (see `projects`). */
const readyApplicantFiles = ['cycles.spec.ts', 'appeals.spec.ts', 'complaints.spec.ts'];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  // A journey that signs in (captcha, SMS code) and runs an accessibility scan or two takes 20-35 s on a 2-core CI
  // machine with two workers; 30 s failed there. A failed first try is worse than slow: the retry starts from the
  // demo account the first try already moved on (a confirmed relation, a changed password).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../test-results/e2e',
  use: {
    baseURL,
    // A trace records screenshots and DOM snapshots all along: it more than doubled the browsers' CPU time, for every
    // journey, to keep the few that fail. It is taken on a retry instead (CI retries once); locally, ask for one with
    // `--trace retain-on-failure`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  // The ready applicant's application is written to by three journeys, in this order: appeals.spec.ts appeals its
  // ineligible month (an approval pays only an application that is not withdrawn), then cycles.spec.ts reads it and
  // withdraws it, then complaints.spec.ts complains about its payments (which stay). Every other journey runs
  // alongside them.
  projects: [
    { name: 'chromium', testIgnore: readyApplicantFiles, use: { ...devices['Desktop Chrome'] } },
    { name: 'ready applicant appeals', testMatch: 'appeals.spec.ts', use: { ...devices['Desktop Chrome'] } },
    {
      name: 'ready applicant',
      testMatch: 'cycles.spec.ts',
      dependencies: ['ready applicant appeals'],
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'ready applicant complaints',
      testMatch: 'complaints.spec.ts',
      dependencies: ['ready applicant'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    // As production runs it: Node's own TypeScript support (the pinned Node 24 through npx), not a dev loader.
    command: 'npx node apps/server/src/server.ts',
    cwd: repoRoot,
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // PGlite flushes on close; SIGTERM lets the server close it before the data folder is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env[dataDirVariable] ?? '',
      LOG_LEVEL: 'warn',
      // The journeys sign in through the demo aids (SMS outbox, captcha answer) and the seeded demo accounts, as
      // `npm start` gives them; the server's own default is off.
      DEMO_MODE: 'true',
      // The app-start journey checks that no maps script is added when no key is configured.
      GOOGLE_MAP_KEY: '',
      // Every journey's people sign in from 127.0.0.1: two workers pass the 30 a minute a real address gets, and a
      // sign-in then fails with "too many attempts".
      LOGIN_RATE_LIMIT_PER_IP: '600',
      // The ready applicant signs in from some twenty journeys, two at a time, and again on a retry: the 10 a minute
      // of production refused the tamkeen journeys now and then. The limit itself is tested in auth.lockout.test.ts.
      LOGIN_RATE_LIMIT_PER_USERNAME: '100',
      // Likewise the ceiling every /api request counts against (1,200 a minute per address in production).
      API_RATE_LIMIT_PER_IP: '100000',
    },
  },
});
