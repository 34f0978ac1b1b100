import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, defineEndpoint, roles, type Role } from '@sanad/contract';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import type { PrincipalResolver } from './auth.ts';
import { registerEndpoint } from './contract-routes.ts';

const whoAmI = z.object({ accountId: z.string().nullable() });
const endpoint = (path: string, access: Parameters<typeof defineEndpoint>[0]['access']) =>
  defineEndpoint({ method: 'GET', path, summary: `test: ${path}`, access, response: whoAmI });

const probe = {
  open: endpoint('/api/test/open', 'public'),
  openReadingSession: endpoint('/api/test/open-reading-session', 'public'),
  visitorsOnly: endpoint('/api/test/visitors-only', 'public-only'),
  mine: endpoint('/api/test/mine', 'user'),
  staff: endpoint('/api/test/staff', ['CASE_WORKER', 'ADMIN']),
};

/** Test sessions: the roles come from a header, as the identity module will derive them from the session cookie. */
const resolvePrincipal: PrincipalResolver = async (request) => {
  const header = request.headers['x-test-roles'];
  if (typeof header !== 'string') return null;
  const held = header.split(',').filter((role): role is Role => (roles as readonly string[]).includes(role));
  return { accountId: 'account-1', roles: held, actorAccountId: 'account-1', sessionId: 'session-1', forcedSteps: [], stepUpAt: null };
};

describe('access levels of contract endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      resolvePrincipal,
      routes: (app) => {
        for (const entry of Object.values(probe)) {
          registerEndpoint(app, entry, ({ request }) => ({ accountId: request.principal?.accountId ?? null }), {
            readsSession: entry === probe.openReadingSession,
          });
        }
      },
    });
  });
  afterAll(() => t.close());

  const get = (url: string, rolesHeader?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'en', ...(rolesHeader === undefined ? {} : { 'x-test-roles': rolesHeader }) },
    });

  it('serves a public endpoint to visitors and signed-in users alike, without looking the session up', async () => {
    expect((await get('/api/test/open')).json()).toEqual({ accountId: null });
    expect((await get('/api/test/open', 'APPLICANT')).json()).toEqual({ accountId: null });
  });

  it('labels a JSON answer with its media type and character set (ASVS 4.1.1)', async () => {
    expect((await get('/api/test/open')).headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('gives a public endpoint that reads the session (sign-out) the caller when there is one', async () => {
    expect((await get('/api/test/open-reading-session')).json()).toEqual({ accountId: null });
    expect((await get('/api/test/open-reading-session', 'APPLICANT')).json()).toEqual({ accountId: 'account-1' });
  });

  it('lets a signed-in caller reach a public-only endpoint (the web guard redirects, the API does not sign out)', async () => {
    expect((await get('/api/test/visitors-only')).statusCode).toBe(200);
    expect((await get('/api/test/visitors-only', 'APPLICANT')).statusCode).toBe(200);
  });

  it('answers 401 to a visitor on a user endpoint', async () => {
    const response = await get('/api/test/mine');
    expect(response.statusCode).toBe(401);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
  });

  it('serves a user endpoint to any signed-in caller, with the principal available to the handler', async () => {
    const response = await get('/api/test/mine', 'DEPENDENT');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accountId: 'account-1' });
  });

  it('answers 403 to a signed-in caller without one of the roles, and 401 to a visitor', async () => {
    const forbidden = await get('/api/test/staff', 'APPLICANT,DEPENDENT');
    expect(forbidden.statusCode).toBe(403);
    expect(apiErrorSchema.parse(forbidden.json())).toMatchObject({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
    expect((await get('/api/test/staff', '')).statusCode).toBe(403);
    expect((await get('/api/test/staff')).statusCode).toBe(401);
  });

  it('serves a role-restricted endpoint to a holder of any listed role', async () => {
    expect((await get('/api/test/staff', 'CASE_WORKER')).statusCode).toBe(200);
    expect((await get('/api/test/staff', 'APPLICANT,ADMIN')).statusCode).toBe(200);
  });
});

describe('declaring a contract endpoint', () => {
  it('refuses an app without the auth plugin, whose guard is what enforces the access level', async () => {
    const bare = Fastify();
    try {
      expect(() => registerEndpoint(bare, probe.mine, () => ({ accountId: null }))).toThrow(/auth plugin/);
    } finally {
      await bare.close();
    }
  });
});
