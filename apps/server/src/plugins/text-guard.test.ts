import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, defineEndpoint } from '@sanad/contract';
import { buildTestApp, xsrfHeaders, type TestApp } from '../test/build-test-app.ts';
import { createRelation, createTestAccount, TestBrowser } from '../test/factories/session.factory.ts';
import { registerEndpoint } from './contract-routes.ts';
import { fieldsWithForbiddenText } from './text-guard.ts';

const echo = defineEndpoint({
  method: 'POST',
  path: '/api/test/echo/{id}',
  summary: 'test: echoes what it receives',
  access: 'public',
  params: z.object({ id: z.string() }),
  query: z.object({ q: z.string().optional() }),
  body: z.object({ name: z.string(), items: z.array(z.object({ note: z.string() })) }),
  response: z.object({ name: z.string() }),
});

describe('text PostgreSQL cannot store (U+0000, a lone surrogate)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ routes: (app) => registerEndpoint(app, echo, ({ body }) => ({ name: body.name })) });
  });
  afterAll(() => t.close());

  const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());
  const post = (url: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...xsrfHeaders(), 'content-type': 'application/json', 'accept-language': 'en' },
      payload,
    });

  it('is refused in a JSON body as a field error of each field that carries it', async () => {
    const response = await post('/api/test/echo/1', '{"name":"a\\u0000b","items":[{"note":"ok"},{"note":"\\u0000"}]}');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [
        { field: 'body.name', code: 'invalid_characters', message: 'This value contains a character that is not allowed.' },
        { field: 'body.items.1.note', code: 'invalid_characters' },
      ],
    });
  });

  it('refuses a lone surrogate in a JSON body the same way, and lets a well-formed pair (an emoji) through', async () => {
    const lone = await post('/api/test/echo/1', '{"name":"ab\\ud800cd","items":[{"note":"\\uDC00"}]}');
    expect(lone.statusCode).toBe(400);
    expect(errorOf(lone).fieldErrors?.map((e) => [e.field, e.code])).toEqual([
      ['body.name', 'invalid_characters'],
      ['body.items.0.note', 'invalid_characters'],
    ]);
    const pair = await post('/api/test/echo/1', '{"name":"\\ud83d\\ude00","items":[]}');
    expect(pair.statusCode).toBe(200);
    expect(pair.json()).toEqual({ name: '\u{1F600}' });
  });

  it('answers a query or path whose bytes are no UTF-8 text (a surrogate encoded) without a 500', async () => {
    for (const url of ['/api/test/echo/1?q=%ED%A0%80', '/api/test/echo/%ED%A0%80']) {
      const response = await post(url, '{"name":"a","items":[]}');
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('is refused in path parameters and query values', async () => {
    const response = await post('/api/test/echo/a%00b?q=%00', '{"name":"a","items":[]}');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors?.map((e) => [e.field, e.code])).toEqual([
      ['params.id', 'invalid_characters'],
      ['query.q', 'invalid_characters'],
    ]);
  });

  it('leaves other text alone, an escaped backslash followed by "u0000" included', async () => {
    const response = await post('/api/test/echo/%2500?q=100%25', '{"name":"C:\\\\u0000","items":[]}');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'C:\\u0000' });
  });

  it('never reaches the database: sign-in and a reject reason answered 500 before', async () => {
    const login = await post('/api/auth/login', '{"username":"10100\\u0000","password":"xxxxxxxx","captcha":"ABCDE"}');
    expect(login.statusCode).toBe(400);
    expect(errorOf(login).fieldErrors?.map((e) => e.field)).toEqual(['body.username']);
    const confirm = await post('/api/auth/confirm-otp', '{"username":"10100\\u0000","password":"xxxxxxxx","oneTimePassword":"123456"}');
    expect(confirm.statusCode).toBe(400);

    const applicant = await createTestAccount(t.database.db);
    const dependent = await createTestAccount(t.database.db, { role: 'DEPENDENT' });
    const relationId = await createRelation(t.database.db, {
      applicantAccountId: applicant.accountId,
      dependentPersonId: dependent.personId,
    });
    const b = new TestBrowser(t.app);
    await b.signIn(dependent);
    const reject = await b.post(`/api/dependent-confirm-relation/reject/${relationId}/a%2Fb%00c`);
    expect(reject.statusCode).toBe(400);
    expect(errorOf(reject).fieldErrors?.map((e) => e.field)).toEqual(['params.reason']);
    // The relation is still pending, and a proper reason is taken.
    expect((await b.post(`/api/dependent-confirm-relation/reject/${relationId}/not%20my%20father`)).statusCode).toBe(200);
  });

  it('does not tell a caller without a session anything about the fields', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/list?page=%00' });
    expect(response.statusCode).toBe(401);
  });
});

describe('fieldsWithForbiddenText', () => {
  it('finds the strings with U+0000 at any depth, and nothing in other values', () => {
    expect(fieldsWithForbiddenText({ a: 'x', b: ['y', 'z\u0000'], c: { d: '\u0000' }, e: 1, f: null }, 'body')).toEqual([
      'body.b.1',
      'body.c.d',
    ]);
    expect(fieldsWithForbiddenText('plain', 'body')).toEqual([]);
    expect(fieldsWithForbiddenText({ 'key\u0000': 'value' }, 'query')).toEqual(['query']);
  });

  it('walks a body nested far deeper than the call stack goes, and names at most 20 fields', () => {
    const depth = 200_000;
    const deep: unknown = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    const [path, ...others] = fieldsWithForbiddenText(deep, 'body');
    expect(others).toEqual([]);
    expect(path?.split('.')).toHaveLength(depth + 1);
    expect(
      fieldsWithForbiddenText(
        Array.from({ length: 50 }, () => '\u0000'),
        'body',
      ),
    ).toHaveLength(20);
  });
});
