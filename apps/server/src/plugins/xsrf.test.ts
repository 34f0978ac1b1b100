import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, currentUserSchema, defineEndpoint } from '@sanad/contract';
import { buildTestApp, xsrfHeaders, type TestApp } from '../test/build-test-app.ts';
import { createTestAccount, TestBrowser } from '../test/factories/session.factory.ts';
import { registerEndpoint } from './contract-routes.ts';
import { xsrfCookieName } from './xsrf.ts';

const save = defineEndpoint({
  method: 'POST',
  path: '/api/test/save',
  summary: 'test: a state-changing request',
  access: 'public',
  body: z.object({ value: z.string().min(1) }),
  response: z.object({ saved: z.string() }),
});
const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/test/item/{id}',
  summary: 'test: a delete',
  access: 'public',
  params: z.object({ id: z.string() }),
  response: z.object({ deleted: z.string() }),
});

const confirm = defineEndpoint({
  method: 'GET',
  path: '/api/test/confirm/{id}',
  summary: 'test: a GET the spec fixed that changes state',
  access: 'public',
  params: z.object({ id: z.string() }),
  response: z.object({ confirmed: z.string() }),
  changesState: true,
});
const read = defineEndpoint({
  method: 'GET',
  path: '/api/test/read/{id}',
  summary: 'test: a plain GET',
  access: 'public',
  params: z.object({ id: z.string() }),
  response: z.object({ read: z.string() }),
});

describe('anti-forgery (double-submit XSRF-TOKEN cookie and X-XSRF-TOKEN header)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      routes: (app) => {
        registerEndpoint(app, save, ({ body }) => ({ saved: body.value }));
        registerEndpoint(app, remove, ({ params }) => ({ deleted: params.id }));
        registerEndpoint(app, confirm, ({ params }) => ({ confirmed: params.id }));
        registerEndpoint(app, read, ({ params }) => ({ read: params.id }));
      },
    });
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, payload: object = { value: 'x' }) =>
    t.app.inject({ method: 'POST', url: '/api/test/save', headers: { 'accept-language': 'en', ...headers }, payload });

  async function expectRefused(headers: Record<string, string>, payload?: object) {
    const response = await post(headers, payload);
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      code: 'XSRF_TOKEN_INVALID',
      message: 'Your session could not be verified. Reload the page and try again.',
    });
    return response;
  }

  it('hands a readable, SameSite=Lax token cookie to a first GET', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const cookie = response.cookies.find((c) => c.name === xsrfCookieName);
    expect(cookie).toBeDefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.path).toBe('/');
    // Not over plain HTTP in tests; COOKIE_SECURE (production default) adds Secure.
    expect(cookie?.secure).toBeFalsy();
  });

  it('keeps a well-formed token instead of rotating it on every response', async () => {
    const { cookie } = xsrfHeaders();
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { cookie } });
    expect(response.cookies.find((c) => c.name === xsrfCookieName)).toBeUndefined();
  });

  it('refuses a POST with neither cookie nor header, and hands out a token for the retry', async () => {
    const response = await expectRefused({});
    expect(response.cookies.find((c) => c.name === xsrfCookieName)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a POST with the cookie only (what a cross-site form would send)', async () => {
    await expectRefused({ cookie: xsrfHeaders().cookie });
  });

  it('refuses a POST with the header only', async () => {
    await expectRefused({ 'x-xsrf-token': xsrfHeaders()['x-xsrf-token'] });
  });

  it('refuses a header that does not match the cookie', async () => {
    await expectRefused({ cookie: xsrfHeaders().cookie, 'x-xsrf-token': xsrfHeaders()['x-xsrf-token'] });
  });

  it('refuses a matching pair the server could not have issued', async () => {
    await expectRefused(xsrfHeaders('short'));
  });

  it('checks the token before it reads the body', async () => {
    await expectRefused({}, { value: '' });
  });

  it('lets a matching pair through to the handler', async () => {
    const response = await post(xsrfHeaders(), { value: 'kept' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ saved: 'kept' });
  });

  it('guards DELETE too', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/test/item/7' })).statusCode).toBe(403);
    const response = await t.app.inject({ method: 'DELETE', url: '/api/test/item/7', headers: xsrfHeaders() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: '7' });
  });

  it('guards a GET the contract marks as changing state (HEAD included), and leaves other GETs alone', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const refused = await t.app.inject({ method, url: '/api/test/confirm/7', headers: { cookie: xsrfHeaders().cookie } });
      expect(refused.statusCode, method).toBe(403);
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/test/confirm/7', headers: { cookie: xsrfHeaders().cookie } });
    expect(apiErrorSchema.parse(refused.json()).code).toBe('XSRF_TOKEN_INVALID');
    const allowed = await t.app.inject({ method: 'GET', url: '/api/test/confirm/7', headers: xsrfHeaders() });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ confirmed: '7' });
    expect((await t.app.inject({ method: 'GET', url: '/api/test/read/7' })).statusCode).toBe(200);
  });

  it('asks it of GET /api/confirm-migrate-users/{id}, which keeps the spec method', async () => {
    const migrated = await createTestAccount(t.database.db, { account: { isMigratedOldDssNotLoggedIn: true } });
    const browser = new TestBrowser(t.app);
    await browser.signIn(migrated);
    const url = `/api/confirm-migrate-users/${migrated.accountId}`;
    // The session cookie alone, as a link on another site would make the browser send it.
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const forged = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(forged.statusCode).toBe(403);
    expect(apiErrorSchema.parse(forged.json()).code).toBe('XSRF_TOKEN_INVALID');
    const token = browser.cookies.get(xsrfCookieName) ?? '';
    const confirmed = await t.app.inject({ method: 'GET', url, headers: { cookie, 'x-xsrf-token': token } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(currentUserSchema.parse(confirmed.json()).user.isMigratedOldDssNotLoggedIn).toBe(false);
  });

  it('marks the cookie Secure when cookies are configured secure', async () => {
    const secure = await buildTestApp({ database: t.database, env: { COOKIE_SECURE: 'true' } });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/healthz' });
      const cookie = response.cookies.find((c) => c.name === xsrfCookieName);
      expect(cookie?.secure).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');
    } finally {
      await secure.close();
    }
  });
});
