import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@sanad/contract';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { demoModeNotice } from './demo-mode-notice.ts';
import type { DatabaseHandle } from './platform/db/database.ts';
import { productionEnv, xsrfHeaders } from './test/build-test-app.ts';
import { createTestDatabase } from './test/test-database.ts';

const production = productionEnv;

const devGets = [
  '/api/dev/sms-outbox',
  '/api/dev/email-outbox',
  '/api/dev/captcha-answer',
  '/api/dev/iam/pending',
  '/api/dev/demo-accounts',
];
const devPosts = ['/api/dev/iam/abc/approve', '/api/dev/iam/abc/reject', '/api/dev/demo-accounts/1010000022/reset'];

describe('demo mode is on only when asked for', () => {
  it('is off, with no demo data, when nothing is set, whatever NODE_ENV says', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      const config = loadConfig(env);
      expect(config.demoMode, JSON.stringify(env)).toBe(false);
      expect(config.seedDemoData, JSON.stringify(env)).toBe(false);
    }
    expect(loadConfig(production)).toMatchObject({ demoMode: false, seedDemoData: false });
  });

  it('is on, with demo data, when DEMO_MODE asks', () => {
    expect(loadConfig({ DEMO_MODE: 'true' })).toMatchObject({ demoMode: true, seedDemoData: true });
    expect(loadConfig({ DEMO_MODE: 'true', SEED_DEMO_DATA: 'false' })).toMatchObject({ demoMode: true, seedDemoData: false });
  });

  it('is refused with production settings, and so is seeding demo data in production', () => {
    expect(() => loadConfig({ ...production, DEMO_MODE: 'true' })).toThrow(/DEMO_MODE cannot be on with NODE_ENV=production/);
    expect(() => loadConfig({ DEMO_MODE: 'true', COOKIE_SECURE: 'true' })).toThrow(/DEMO_MODE cannot be on with COOKIE_SECURE/);
    expect(() => loadConfig({ ...production, SEED_DEMO_DATA: 'true' })).toThrow(/SEED_DEMO_DATA cannot be on in production/);
    expect(loadConfig({ ...production, DEMO_MODE: 'false', SEED_DEMO_DATA: 'false' })).toMatchObject({ demoMode: false });
  });

  it('treats a server over HTTPS that forgot NODE_ENV as production: no simulators, no demo accounts', () => {
    const { NODE_ENV: _production, ...services } = production;
    // Before: it started on the local civil registry (any national ID, any birth date) and the demo seed.
    expect(() => loadConfig({ COOKIE_SECURE: 'true', SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' })).toThrow(
      /a deployment over HTTPS \(COOKIE_SECURE\) needs APP_SECRET, EMAIL_SERVICE_URL, IAM_BASE_URL, BANK_VERIFICATION_URL and BANK_VERIFICATION_TOKEN, PAYMENTS_URL and PAYMENTS_TOKEN, CIVIL_REGISTRY_URL and CIVIL_REGISTRY_TOKEN/,
    );
    expect(() => loadConfig({ ...services, COOKIE_SECURE: 'true', SEED_DEMO_DATA: 'true' })).toThrow(/SEED_DEMO_DATA cannot be on/);
    expect(loadConfig({ ...services, COOKIE_SECURE: 'true' })).toMatchObject({ demoMode: false, seedDemoData: false, cookieSecure: true });
  });

  it('names every missing production setting at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: production needs APP_SECRET, SMS_GATEWAY_URL, EMAIL_SERVICE_URL, IAM_BASE_URL, BANK_VERIFICATION_URL and BANK_VERIFICATION_TOKEN, PAYMENTS_URL and PAYMENTS_TOKEN, CIVIL_REGISTRY_URL and CIVIL_REGISTRY_TOKEN',
    );
  });

  it('is announced at start-up, naming what it opens', () => {
    expect(demoModeNotice(loadConfig({}))).toBeNull();
    const notice = demoModeNotice(loadConfig({ DEMO_MODE: 'true' }));
    expect(notice).toMatch(/DEMO MODE IS ON/);
    expect(notice).toContain('/api/dev/*');
    expect(notice).toMatch(/simulators/);
    expect(notice).toMatch(/public password/);
  });
});

describe('a deployment that forgets NODE_ENV', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** The status of every /api/dev/* endpoint in an app built from `env` alone, as server.ts builds it. */
  async function devAnswers(env: Record<string, string>): Promise<Record<string, number>> {
    const app = await buildApp({ config: loadConfig(env), database, log: false });
    try {
      const statuses: Record<string, number> = {};
      for (const url of devGets) {
        const response = await app.inject({ method: 'GET', url });
        if (response.statusCode === 404) expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
        statuses[url] = response.statusCode;
      }
      for (const url of devPosts) statuses[url] = (await app.inject({ method: 'POST', url, headers: xsrfHeaders() })).statusCode;
      return statuses;
    } finally {
      await app.close();
    }
  }

  it('serves none of the demo aids at /api/dev/*', async () => {
    expect(await devAnswers({})).toEqual(Object.fromEntries([...devGets, ...devPosts].map((url) => [url, 404])));
  });

  it('serves them once DEMO_MODE asks (the same app, so the 404s above are the setting)', async () => {
    expect(await devAnswers({ DEMO_MODE: 'true' })).toMatchObject({ '/api/dev/sms-outbox': 200, '/api/dev/demo-accounts': 200 });
  });
});
