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
  /** Outside-world adapters to replace, e.g. a manual clock (and a rate limiter on the same clock). */
  adapters?: Partial<Adapters>;
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

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LOCALES_DIR: localesDir, WEB_DIST_DIR: absentWebDist, ...env });
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
