import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@sanad/contract';
import { registerEndpoint } from '../plugins/contract-routes.ts';
import { buildTestApp, xsrfHeaders, type TestApp } from '../test/build-test-app.ts';
import { person } from '../db/schema/index.ts';
import { redactUrl } from './logger.ts';
import { captureLog } from '../test/log-capture.ts';

const secrets = {
  password: 'Pa55word!secret',
  oneTimePassword: '482913',
  captcha: 'XK7P2',
  nin: '1012345678',
  iban: 'SA0380000000608010167519',
  mobile: '0551234567',
};

const login = defineEndpoint({
  method: 'POST',
  path: '/api/test/login',
  summary: 'test: logs what it receives',
  access: 'public',
  body: z.object({ credentials: z.object({ username: z.string(), password: z.string(), captcha: z.string() }) }),
  response: z.object({ ok: z.boolean() }),
});
const duplicate = defineEndpoint({
  method: 'POST',
  path: '/api/test/duplicate-person',
  summary: 'test: a query that fails with the national id among its values',
  access: 'public',
  response: z.object({ ok: z.boolean() }),
});
const crash = defineEndpoint({
  method: 'GET',
  path: '/api/test/crash',
  summary: 'test: throws',
  access: 'public',
  response: z.object({ ok: z.boolean() }),
});

describe('logs', () => {
  const { stream, lines, entries } = captureLog();
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      log: stream,
      env: { LOG_LEVEL: 'info' },
      routes: (app) => {
        registerEndpoint(app, login, ({ body, request }) => {
          request.log.info({ body }, 'login attempt');
          return { ok: true };
        });
        registerEndpoint(app, crash, () => {
          throw new Error('relation "account" does not exist');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('redact passwords, one-time passwords, captchas, national ids (usernames too), IBANs and mobiles at any depth', () => {
    t.app.log.info(
      {
        ...secrets,
        payment: { applicantNin: secrets.nin, dependentNin: secrets.nin },
        credentials: { username: secrets.nin, password: secrets.password, captcha: secrets.captcha },
        profile: { contact: { mobile: secrets.mobile }, bank: { iban: secrets.iban, interimIban: secrets.iban } },
        keep: 'visible',
      },
      'redaction probe',
    );
    const entry = entries().find((e) => e.msg === 'redaction probe');
    expect(entry).toMatchObject({
      password: '[Redacted]',
      oneTimePassword: '[Redacted]',
      captcha: '[Redacted]',
      nin: '[Redacted]',
      iban: '[Redacted]',
      mobile: '[Redacted]',
      credentials: { username: '[Redacted]', password: '[Redacted]', captcha: '[Redacted]' },
      profile: { contact: { mobile: '[Redacted]' }, bank: { iban: '[Redacted]', interimIban: '[Redacted]' } },
      payment: { applicantNin: '[Redacted]', dependentNin: '[Redacted]' },
      keep: 'visible',
    });
    const text = JSON.stringify(entry);
    for (const value of Object.values(secrets)) expect(text).not.toContain(value);
  });

  it('keep secrets of a request out: body fields, sensitive query values, cookies and the XSRF header', async () => {
    lines.length = 0;
    const pair = xsrfHeaders();
    const headers = { ...pair, cookie: `${pair.cookie}; sanad_session=session-secret-value` };
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/test/login?nin=${secrets.nin}&page=2&Mobile=${secrets.mobile}`,
      headers,
      payload: { credentials: { username: secrets.nin, password: secrets.password, captcha: secrets.captcha } },
    });
    expect(response.statusCode).toBe(200);
    const incoming = entries().find((e) => e.msg === 'incoming request') as { req: { url: string } } | undefined;
    expect(incoming?.req.url).toBe('/api/test/login?nin=[Redacted]&page=2&Mobile=[Redacted]');
    const all = lines.join('\n');
    for (const value of Object.values(secrets)) expect(all).not.toContain(value);
    expect(all).not.toContain('session-secret-value');
    expect(all).not.toContain(headers['x-xsrf-token']);
  });

  it('record a failure with its request id and cause, which the caller only sees as a support id', async () => {
    lines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    expect(response.body).not.toContain('relation "account"');
    const failure = entries().find((e) => e.level === 50) as { reqId: string; err: { message: string; stack: string } } | undefined;
    expect(failure?.reqId).toBe(requestId);
    expect(failure?.err.message).toBe('relation "account" does not exist');
    expect(failure?.err.stack).toContain('Error');
  });
});

describe('logs of a failed query', () => {
  const { stream, lines } = captureLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      log: stream,
      env: { LOG_LEVEL: 'info' },
      routes: (app) => {
        registerEndpoint(app, duplicate, async () => {
          const row = { nin: secrets.nin, nameAr: 'شخص', nameEn: 'Person', gender: 'M' as const, birthDate: '1980-01-01' };
          await t.database.db.insert(person).values(row);
          await t.database.db.insert(person).values(row);
          return { ok: true };
        });
      },
    });
  });
  afterAll(() => t.close());

  it("keep the query's values out: drizzle's params and PostgreSQL's detail name the national id", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/duplicate-person', headers: xsrfHeaders() });
    expect(response.statusCode).toBe(500);
    const failure = lines
      .map((line) => JSON.parse(line) as { level: number; err?: { message: string; query?: string } })
      .find((e) => e.level === 50);
    // The query itself (without values) is still there to find the fault.
    expect(failure?.err?.message).toContain('insert into "person"');
    expect(failure?.err?.message).toContain('params: [Redacted]');
    expect(lines.join('\n')).not.toContain(secrets.nin);
  });
});

describe('redactUrl', () => {
  it('hides the values of sensitive query parameters, whatever their case or position', () => {
    expect(redactUrl('/api/x?nin=1012345678')).toBe('/api/x?nin=[Redacted]');
    expect(redactUrl('/api/x?username=1012345678&lang=ar')).toBe('/api/x?username=[Redacted]&lang=ar');
    expect(redactUrl('/api/x?page=1&IBAN=SA03800000&mobile=0551234567&sort=asc')).toBe(
      '/api/x?page=1&IBAN=[Redacted]&mobile=[Redacted]&sort=asc',
    );
    expect(redactUrl('/api/x?password=a%26b&oneTimePassword=123456&captcha=AB12&token=t')).toBe(
      '/api/x?password=[Redacted]&oneTimePassword=[Redacted]&captcha=[Redacted]&token=[Redacted]',
    );
  });

  it('leaves other parameters, paths and look-alike names alone', () => {
    for (const url of ['/api/lookup', '/api/x?page=2&size=10', '/api/x?pin=1&ninja=2&xnin=3&usernames=4', '/api/nin/1012345678']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
