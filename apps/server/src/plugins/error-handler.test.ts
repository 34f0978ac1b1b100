import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, defineEndpoint } from '@sanad/contract';
import { DomainError } from '../platform/errors.ts';
import { buildTestApp, xsrfHeaders, type TestApp } from '../test/build-test-app.ts';
import { createTestAccount, TestBrowser } from '../test/factories/session.factory.ts';
import { registerEndpoint } from './contract-routes.ts';
import { captureLog } from '../test/log-capture.ts';

/** Endpoints that exist only in this test, registered the way every module registers its contract entries. */
const probe = {
  form: defineEndpoint({
    method: 'POST',
    path: '/api/test/form',
    summary: 'test: a form with several fields',
    access: 'public',
    body: z.object({
      name: z.string().trim().min(1).max(50),
      age: z.number().int().min(18),
      email: z.email(),
      kind: z.enum(['house', 'flat']),
      address: z.object({ city: z.string().min(2) }),
    }),
    response: z.object({ received: z.string() }),
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/api/test/search/{id}',
    summary: 'test: params and query',
    access: 'public',
    params: z.object({ id: z.coerce.number().int().positive() }),
    query: z.object({ page: z.coerce.number().int().min(1) }),
    response: z.object({ id: z.number(), page: z.number() }),
  }),
  crash: defineEndpoint({
    method: 'GET',
    path: '/api/test/crash',
    summary: 'test: a handler that throws',
    access: 'public',
    response: z.object({ ok: z.boolean() }),
  }),
  badResponse: defineEndpoint({
    method: 'GET',
    path: '/api/test/bad-response',
    summary: 'test: a handler whose answer breaks its schema',
    access: 'public',
    response: z.object({ id: z.number(), status: z.enum(['OPEN', 'CLOSED']) }),
  }),
  leakyResponse: defineEndpoint({
    method: 'GET',
    path: '/api/test/leaky-response',
    summary: 'test: a handler that returns more than its schema',
    access: 'public',
    response: z.object({ id: z.number() }),
  }),
};

const internalDetail = 'connect ECONNREFUSED 10.0.0.7:5432 user=sanad_owner password=hunter2';

describe('the error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      routes: (app) => {
        registerEndpoint(app, probe.form, ({ body }) => ({ received: body.name }));
        registerEndpoint(app, probe.search, ({ params, query }) => ({ id: params.id, page: query.page }));
        registerEndpoint(app, probe.crash, () => {
          throw new Error(internalDetail);
        });
        // The casts stand for a handler bug the type checker did not catch (e.g. data read from the database).
        registerEndpoint(app, probe.badResponse, () => ({ id: 'seven', status: 'LOST' }) as unknown as { id: number; status: 'OPEN' });
        registerEndpoint(app, probe.leakyResponse, () => ({ id: 1, passwordHash: 'scrypt$abc' }) as { id: number });
      },
    });
  });
  afterAll(() => t.close());

  const badForm = { name: '   ', age: 12, email: 'not-an-email', kind: 'tent', address: { city: 'x' } };
  const postForm = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/test/form', headers: { ...xsrfHeaders(), ...headers }, payload: payload as object });

  it('accepts a valid body', async () => {
    const response = await postForm({ name: ' Noura ', age: 30, email: 'noura@example.sa', kind: 'flat', address: { city: 'Riyadh' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: 'Noura' });
  });

  it('answers 400 with one field error per bad field, in Arabic by default', async () => {
    const response = await postForm(badForm);
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('بعض البيانات المدخلة غير صحيحة. راجع الحقول المشار إليها.');
    expect(body.fieldErrors).toEqual([
      { field: 'body.name', code: 'required', message: 'هذا الحقل مطلوب.' },
      { field: 'body.age', code: 'too_small_number', message: 'أدخل قيمة لا تقل عن 18.' },
      { field: 'body.email', code: 'invalid_email', message: 'أدخل بريداً إلكترونياً صحيحاً.' },
      { field: 'body.kind', code: 'invalid_value', message: 'اختر إحدى القيم المسموح بها.' },
      { field: 'body.address.city', code: 'too_small_string', message: 'الحد الأدنى لعدد الأحرف: 2.' },
    ]);
  });

  it('answers in English when the caller asks for it', async () => {
    const response = await postForm(badForm, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.message).toBe('Some of the information entered is not valid. Check the fields marked below.');
    expect(body.fieldErrors?.map((error) => [error.field, error.message])).toEqual([
      ['body.name', 'This field is required.'],
      ['body.age', 'Enter a value of at least 18.'],
      ['body.email', 'Enter a valid e-mail address.'],
      ['body.kind', 'Choose one of the allowed values.'],
      ['body.address.city', 'Enter at least 2 characters.'],
    ]);
  });

  it('reports missing fields as required and wrong types as such', async () => {
    const response = await postForm({ age: 'thirty' }, { 'accept-language': 'en' });
    const body = apiErrorSchema.parse(response.json());
    expect(body.fieldErrors?.map((error) => [error.field, error.code])).toEqual([
      ['body.name', 'required'],
      ['body.age', 'invalid_type'],
      ['body.email', 'required'],
      // zod reports a missing choice as a bad choice; the message ("choose one of the allowed values") still fits.
      ['body.kind', 'invalid_value'],
      ['body.address', 'required'],
    ]);
  });

  it('names the request part of a bad path parameter or query', async () => {
    const badParams = apiErrorSchema.parse((await t.app.inject({ method: 'GET', url: '/api/test/search/abc?page=1' })).json());
    expect(badParams.fieldErrors?.map((error) => error.field)).toEqual(['params.id']);
    const badQuery = await t.app.inject({ method: 'GET', url: '/api/test/search/5?page=0' });
    expect(badQuery.statusCode).toBe(400);
    expect(apiErrorSchema.parse(badQuery.json()).fieldErrors?.map((error) => error.field)).toEqual(['query.page']);
    expect((await t.app.inject({ method: 'GET', url: '/api/test/search/5?page=2' })).json()).toEqual({ id: 5, page: 2 });
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/form',
      headers: { ...xsrfHeaders(), 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"name": "Noura", ',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'BAD_REQUEST', message: 'The request could not be understood.' });
  });

  it('answers a compressed request body with 400 in the error shape: request bodies are not decompressed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/form',
      headers: { ...xsrfHeaders(), 'content-type': 'application/json', 'content-encoding': 'gzip', 'accept-language': 'en' },
      payload: gzipSync(JSON.stringify({ name: 'Noura', age: 30, email: 'noura@example.sa', kind: 'flat', address: { city: 'Riyadh' } })),
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).code).toBe('BAD_REQUEST');
  });

  it('answers an unsupported content type with 415 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/form',
      headers: { ...xsrfHeaders(), 'content-type': 'application/x-unknown' },
      payload: 'name=Noura',
    });
    expect(response.statusCode).toBe(415);
    expect(apiErrorSchema.parse(response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an unknown route with 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toMatchObject({
      code: 'NOT_FOUND',
      message: 'What you asked for was not found.',
      requestId: response.headers['x-request-id'],
    });
  });

  it("answers the router's own refusals in the error shape: a path that is not valid percent-encoding, a parameter too long", async () => {
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/test/search/%E0%A4%A?page=1', headers: { 'accept-language': 'en' } });
    expect(badUrl.statusCode).toBe(400);
    expect(apiErrorSchema.parse(badUrl.json())).toEqual({
      code: 'BAD_REQUEST',
      message: 'The request could not be understood.',
      requestId: badUrl.headers['x-request-id'],
    });
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/test/search/${'9'.repeat(3000)}?page=1` });
    expect(tooLong.statusCode).toBe(414);
    expect(apiErrorSchema.parse(tooLong.json())).toMatchObject({ code: 'URI_TOO_LONG', message: 'عنوان الطلب طويل جداً.' });
  });

  it('answers a failing handler with 500, a support id and nothing internal', async () => {
    for (const language of ['ar', 'en']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/test/crash', headers: { 'accept-language': language } });
      expect(response.statusCode).toBe(500);
      const body = apiErrorSchema.parse(response.json());
      const requestId = String(response.headers['x-request-id']);
      expect(body.code).toBe('INTERNAL_ERROR');
      expect(body.message).toContain('Your support ID');
      expect(body.message).toContain(requestId);
      expect(body.requestId).toBe(requestId);
      expect(Object.keys(body).sort()).toEqual(['code', 'message', 'requestId']);
      expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|sanad_owner|stack|\.ts:\d+/);
    }
  });

  it('fails a handler whose answer breaks its response schema, rather than sending it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(apiErrorSchema.parse(response.json()).code).toBe('INTERNAL_ERROR');
    expect(response.body).not.toMatch(/seven|LOST/);
  });

  it('sends only the fields the response schema names', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/leaky-response' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1 });
  });
});

/** Endpoints that refuse the way services do, for the security log events. */
const refusals = {
  proof: defineEndpoint({
    method: 'POST',
    path: '/api/test/proof',
    summary: 'test: a wrong code about a known account',
    access: 'public',
    body: z.object({ username: z.string(), password: z.string(), oneTimePassword: z.string() }),
    response: z.object({ ok: z.boolean() }),
  }),
  registration: defineEndpoint({
    method: 'POST',
    path: '/api/test/registration-captcha',
    summary: 'test: a wrong captcha on an endpoint whose business errors are 555',
    access: 'public',
    response: z.object({ ok: z.boolean() }),
    businessErrorStatus: 555,
  }),
  staffOnly: defineEndpoint({
    method: 'GET',
    path: '/api/test/staff-only',
    summary: 'test: an endpoint for case workers',
    access: ['CASE_WORKER'],
    response: z.object({ ok: z.boolean() }),
  }),
  busy: defineEndpoint({
    method: 'GET',
    path: '/api/test/busy',
    summary: 'test: too many tries',
    access: 'public',
    response: z.object({ ok: z.boolean() }),
  }),
  missing: defineEndpoint({
    method: 'GET',
    path: '/api/test/missing',
    summary: 'test: an ordinary refusal',
    access: 'public',
    response: z.object({ ok: z.boolean() }),
  }),
};

describe('security log events', () => {
  const { stream, lines, securityEvents: events } = captureLog();
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      log: stream,
      env: { LOG_LEVEL: 'warn' },
      routes: (app) => {
        registerEndpoint(app, refusals.proof, () => {
          throw new DomainError('OTP_INVALID', { values: { remaining: 2 }, accountId: '0b9d3f4e-2f0a-4d55-9a43-6f1d7d1c0a11' });
        });
        registerEndpoint(app, refusals.registration, () => {
          throw new DomainError('CAPTCHA_INVALID');
        });
        registerEndpoint(app, refusals.staffOnly, () => ({ ok: true }));
        registerEndpoint(app, refusals.busy, () => {
          throw new DomainError('RATE_LIMITED', { headers: { 'retry-after': '60' } });
        });
        registerEndpoint(app, refusals.missing, () => {
          throw new DomainError('NOT_FOUND');
        });
      },
    });
  });
  afterAll(() => t.close());

  /** The security events written while `act` ran. */
  async function eventsOf(act: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
    const before = events().length;
    await act();
    return events().slice(before);
  }

  it('records a failed proof with the account it was about, the address and the request id, never the secrets', async () => {
    const browser = new TestBrowser(t.app, { ip: '203.0.113.7' });
    const secrets = { username: '1012345678', password: 'Pa55word!secret', oneTimePassword: '482913' };
    let requestId: unknown;
    const logged = await eventsOf(async () => {
      const response = await browser.post('/api/test/proof', secrets);
      expect(response.statusCode).toBe(400);
      requestId = response.headers['x-request-id'];
    });
    expect(logged).toEqual([
      expect.objectContaining({
        level: 40,
        event: 'security.refused',
        code: 'OTP_INVALID',
        status: 400,
        reqId: requestId,
        ip: '203.0.113.7',
        accountId: '0b9d3f4e-2f0a-4d55-9a43-6f1d7d1c0a11',
      }),
    ]);
    const written = lines.join('\n');
    for (const secret of Object.values(secrets)) expect(written).not.toContain(secret);
  });

  it('records a wrong captcha answered 555, a 401, a 403 with the account of the session, a 403 for a forged request and a 429', async () => {
    const user = await createTestAccount(t.database.db);
    const browser = new TestBrowser(t.app);
    await browser.signIn(user);
    const logged = await eventsOf(async () => {
      expect((await browser.post('/api/test/registration-captcha')).statusCode).toBe(555);
      expect((await new TestBrowser(t.app).get('/api/auth/currentUser')).statusCode).toBe(401);
      expect((await browser.get('/api/test/staff-only')).statusCode).toBe(403);
      expect((await browser.post('/api/test/registration-captcha', {}, { 'x-xsrf-token': 'forged' })).statusCode).toBe(403);
      expect((await browser.get('/api/test/busy')).statusCode).toBe(429);
    });
    expect(logged.map(({ code, status, accountId }) => ({ code, status, accountId }))).toEqual([
      { code: 'CAPTCHA_INVALID', status: 555, accountId: null },
      { code: 'UNAUTHENTICATED', status: 401, accountId: null },
      { code: 'FORBIDDEN', status: 403, accountId: user.accountId },
      { code: 'XSRF_TOKEN_INVALID', status: 403, accountId: null },
      { code: 'RATE_LIMITED', status: 429, accountId: null },
    ]);
  });

  it('leaves ordinary refusals (not found, invalid input) out', async () => {
    const logged = await eventsOf(async () => {
      expect((await new TestBrowser(t.app).get('/api/test/missing')).statusCode).toBe(404);
      expect((await new TestBrowser(t.app).get('/api/no-such-thing')).statusCode).toBe(404);
      expect((await new TestBrowser(t.app).post('/api/test/proof', { username: 'x' })).statusCode).toBe(400);
    });
    expect(logged).toEqual([]);
  });
});
