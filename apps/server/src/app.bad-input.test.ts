import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, isAllowed, type EndpointConfig, type Role } from '@sanad/contract';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';
import { createTestAccount, TestBrowser, type TestAccount } from './test/factories/session.factory.ts';

/**
 * Bad input never crashes the server: every endpoint of the contract, called by a visitor, an applicant and a case
 * worker with malformed path parameters, queries and bodies, answers below 500 (or the endpoint's own business status,
 * 555 for registration) in the one error shape. A caller the endpoint's access level refuses gets that refusal (401 or
 * 403) whatever it sent: the session is checked before the input is read. Each module's own tests check the exact
 * status and message of its refusals; this sweep catches the endpoint nobody thought to feed garbage.
 */

/** Path parameter values a client could send: wrong type, negative, SQL-looking, far too long, non-ASCII. */
const oddParams = ['abc', '-1', encodeURIComponent("1' OR '1'='1"), '9'.repeat(40), encodeURIComponent('٣٤٥')];

/** A value of the wrong kind for any field. */
const wrongValues: unknown[] = [{ $ne: null }, ['x', 1], -1e308, 'ا'.repeat(5000), true];

function bodyKeys(endpoint: EndpointConfig): string[] {
  const shape = (endpoint.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : ['id'];
}

function queryKeys(endpoint: EndpointConfig): string[] {
  const shape = endpoint.query?.shape as Record<string, unknown> | undefined;
  return shape ? Object.keys(shape) : [];
}

interface Attempt {
  url: string;
  /** A raw string is sent as is with a JSON content type; anything else is serialised. */
  body?: string | unknown;
}

/** The malformed calls made to one endpoint. */
function attempts(endpoint: EndpointConfig): Attempt[] {
  const result: Attempt[] = [];
  oddParams.forEach((value, index) => {
    const path = endpoint.path.replace(/\{[^}]+\}/g, value);
    const query = queryKeys(endpoint)
      .map((key) => `${key}=${encodeURIComponent(String(wrongValues[index % wrongValues.length]).slice(0, 300))}&${key}=%00`)
      .join('&');
    const url = query ? `${path}?${query}` : path;
    if (endpoint.method === 'GET') {
      result.push({ url });
      return;
    }
    const wrong = wrongValues[index % wrongValues.length];
    result.push({ url, body: Object.fromEntries(bodyKeys(endpoint).map((key) => [key, wrong])) });
  });
  if (endpoint.method !== 'GET') {
    const path = endpoint.path.replace(/\{[^}]+\}/g, '1');
    result.push({ url: path, body: '{"not json' }, { url: path, body: [] }, { url: path, body: 'null' }, { url: path, body: {} });
  }
  return result;
}

describe('every endpoint refuses malformed input without a server error', () => {
  let t: TestApp;
  let applicant: TestAccount;
  let caseWorker: TestAccount;

  beforeAll(async () => {
    t = await buildTestApp();
    applicant = await createTestAccount(t.database.db);
    caseWorker = await createTestAccount(t.database.db, { role: 'CASE_WORKER' });
  });
  afterAll(() => t.close());

  /** One attempt through the browser, with its cookies and matching anti-forgery header: that check never refuses it. */
  function send(browser: TestBrowser, endpoint: EndpointConfig, attempt: Attempt) {
    const headers: Record<string, string> = { 'accept-language': 'ar' };
    if (attempt.body === undefined) return browser.request({ method: endpoint.method, url: attempt.url, headers });
    headers['content-type'] = 'application/json';
    const payload = typeof attempt.body === 'string' ? attempt.body : JSON.stringify(attempt.body);
    return browser.request({ method: endpoint.method, url: attempt.url, payload, headers });
  }

  /** Sign-out and account removal end the session: those run last, and a caller signs in again when it lost its own. */
  const endpoints = allEndpoints().sort(
    (a, b) => Number(/logout|delete/.test(a.path)) - Number(/logout|delete/.test(b.path)) || a.path.localeCompare(b.path),
  );

  it.each([
    ['a visitor', null],
    ['an applicant', 'APPLICANT'],
    ['a case worker', 'CASE_WORKER'],
  ] as const)(
    'as %s',
    async (_who, role: Role | null) => {
      const user = role === 'APPLICANT' ? applicant : role === 'CASE_WORKER' ? caseWorker : null;
      const principal = role ? { roles: [role] } : null;
      let browser = new TestBrowser(t.app);
      if (user) await browser.signIn(user);
      const failures: string[] = [];
      for (const endpoint of endpoints) {
        for (const attempt of attempts(endpoint)) {
          const response = await send(browser, endpoint, attempt);
          const refusedAccess = principal === null ? 401 : 403;
          const allowed = isAllowed(endpoint.access, principal)
            ? response.statusCode < 500 || response.statusCode === endpoint.businessErrorStatus
            : response.statusCode === refusedAccess;
          const refusal = response.statusCode >= 400;
          const shaped = (() => {
            if (!refusal) return true;
            try {
              const body = response.json<{ code?: unknown; message?: unknown }>();
              return typeof body.code === 'string' && typeof body.message === 'string' && body.message.length > 0;
            } catch {
              return false;
            }
          })();
          if (!allowed || !shaped) {
            const sent = typeof attempt.body === 'string' ? attempt.body : JSON.stringify(attempt.body);
            failures.push(
              `${endpoint.method} ${attempt.url.slice(0, 120)} ${sent?.slice(0, 60) ?? ''} -> ${response.statusCode} ${response.body.slice(0, 160)}`,
            );
          }
        }
        if (user && (await browser.get('/api/auth/currentUser')).statusCode === 401) {
          browser = new TestBrowser(t.app);
          await browser.signIn(user);
        }
      }
      expect(failures).toEqual([]);
    },
    180_000,
  );
});
