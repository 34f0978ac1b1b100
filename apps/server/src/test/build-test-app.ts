import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Adapters } from '../compose.ts';
import { loadConfig, repoRoot, type AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../platform/db/database.ts';
import type { PrincipalResolver } from '../plugins/auth.ts';
import { xsrfCookieName, xsrfHeaderName } from '../plugins/xsrf.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestAppOptions {
  /** Environment on top of the test defaults, read through loadConfig as in production (e.g. GOOGLE_MAP_KEY). */
  env?: Record<string, string>;
  /** Reuse a database (several apps in one file); otherwise the app gets a fresh one and `close` drops it. */
  database?: DatabaseHandle;
  resolvePrincipal?: PrincipalResolver;
  /** Where logs go; LOG_LEVEL in `env` sets how much. Silent by default. */
  log?: NodeJS.WritableStream;
  /** Outside-world adapters to replace, e.g. a manual clock (the rate limits follow it too). */
  adapters?: Partial<Adapters>;
  /**
   * Starts the jobs runner (decision 056) as the server does; off by default, so no test runs background work it did
   * not ask for. Pass your own `adapters.jobs` to drive it (one per app: each app declares its jobs on it).
   */
  runJobs?: boolean;
  /** Routes only this test needs, registered before the app is ready (e.g. through registerEndpoint). */
  routes?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

/** The web app's real translation files, so the i18n endpoint is tested against what ships. */
export const localesDir = join(repoRoot, 'apps/web/src/locales');

/** Never an existing build: whether someone ran `npm run build` must not change what the API tests see. */
const absentWebDist = fileURLToPath(new URL('./no-web-build', import.meta.url));

/** Settings with which the server refuses demo mode: a test that asks for one gets the server as deployed. */
const asksForProduction = (env: Record<string, string>): boolean =>
  env.NODE_ENV === 'production' || ['true', '1', 'yes', 'on'].includes(env.COOKIE_SECURE ?? '');

/**
 * The test defaults: demo mode, asked for explicitly as `npm start` asks for it, since tests sign in through the same
 * local adapters and demo aids a developer sees (the captcha answer, the SMS outbox; ARCHITECTURE rule 8). A test of
 * production settings, or one that sets DEMO_MODE itself, decides for itself.
 */
/**
 * What production requires (decision 011), every outside service pointed at a closed port so nothing calls it: the
 * environment of a test of production behaviour. Leave a key out to test its refusal.
 */
export const productionEnv = {
  NODE_ENV: 'production',
  APP_SECRET: 'test-secret-test-secret-test-secret-0000',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
  EMAIL_SERVICE_URL: 'http://127.0.0.1:9/mail',
  IAM_BASE_URL: 'http://127.0.0.1:9/iam',
  BANK_VERIFICATION_URL: 'http://127.0.0.1:9/bank',
  BANK_VERIFICATION_TOKEN: 'test-bank-token',
  PAYMENTS_URL: 'http://127.0.0.1:9/payments',
  PAYMENTS_TOKEN: 'test-payments-token',
  CIVIL_REGISTRY_URL: 'http://127.0.0.1:9/registry',
  CIVIL_REGISTRY_TOKEN: 'test-registry-token',
} as const;

export function testConfig(env: Record<string, string> = {}): AppConfig {
  const demo = asksForProduction(env) ? {} : { DEMO_MODE: 'true' };
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LOCALES_DIR: localesDir, WEB_DIST_DIR: absentWebDist, ...demo, ...env });
}

/** The whole application as production builds it, on a test database; share one per test file (it is not cheap). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = testConfig(options.env);
  const app = await buildApp({
    config,
    database,
    ...(options.log ? { log: options.log } : {}),
    ...(options.resolvePrincipal ? { resolvePrincipal: options.resolvePrincipal } : {}),
    ...(options.adapters ? { adapters: options.adapters } : {}),
    ...(options.runJobs ? { runJobs: true } : {}),
  });
  await options.routes?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * A matching anti-forgery cookie and header, as the browser sends them on a state-changing request
 * (spec §7). Spread into `headers` of app.inject.
 */
export function xsrfHeaders(token: string = randomBytes(32).toString('base64url')): { cookie: string; 'x-xsrf-token': string } {
  return { cookie: `${xsrfCookieName}=${token}`, [xsrfHeaderName]: token };
}
