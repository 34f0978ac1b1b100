import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  currentUserSchema,
  iamRequestSchema,
  iamStatusSchema,
  notRegisteredAuthority,
  sessionCookies,
  type IamRequest,
} from '@sanad/contract';
import { session } from '../../db/schema/index.ts';
import { createManualClock } from '../../platform/clock/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { whileAuditRefused } from '../../test/refuse-audit.ts';
import { createTestAccount, TestBrowser, uniqueNin, type TestAccount } from '../../test/factories/session.factory.ts';

describe('national single sign-on: POST /api/iam/v2/login and /api/iam/v2/check-status', () => {
  const clock = createManualClock(new Date());
  let t: TestApp;
  let user: TestAccount;
  beforeAll(async () => {
    t = await buildTestApp({ adapters: { clock } });
    user = await createTestAccount(t.database.db);
  });
  afterAll(() => t.close());

  async function start(b: TestBrowser, username: string): Promise<IamRequest> {
    const response = await b.post('/api/iam/v2/login', { username, captcha: await b.captcha() });
    expect(response.statusCode).toBe(200);
    return iamRequestSchema.parse(response.json());
  }
  async function check(b: TestBrowser, request: IamRequest) {
    const response = await b.post('/api/iam/v2/check-status', request);
    return { response, status: response.statusCode === 200 ? iamStatusSchema.parse(response.json()) : null };
  }
  const decide = (b: TestBrowser, transId: string, decision: 'approve' | 'reject') => b.post(`/api/dev/iam/${transId}/${decision}`);

  it('starts a request the person confirms in the identity app, then opens the session', async () => {
    const b = new TestBrowser(t.app);
    const request = await start(b, user.username);
    expect(request.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.transId.length).toBeGreaterThan(10);
    expect(request.random).toMatch(/^\d{2}$/);

    // The simulator screen shows the request with the number to pick among others.
    const pending = (await b.get('/api/dev/iam/pending')).json<Array<{ transId: string; random: string; choices: string[] }>>();
    const shown = pending.find((entry) => entry.transId === request.transId);
    expect(shown?.choices).toContain(request.random);
    expect(shown?.choices).toHaveLength(3);

    const waiting = await check(b, request);
    expect(waiting.status).toEqual({ status: 'WAITING', currentUser: null, authorities: [] });
    expect(waiting.response.cookies.find((c) => c.name === sessionCookies.token)).toBeUndefined();

    expect((await decide(b, request.transId, 'approve')).statusCode).toBe(200);
    const completed = await check(b, request);
    expect(completed.status?.status).toBe('COMPLETED');
    expect(completed.status?.currentUser?.user.id).toBe(user.accountId);
    expect(completed.status?.authorities).toEqual([{ authority: 'APPLICANT' }]);
    const token = completed.response.cookies.find((c) => c.name === sessionCookies.token);
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const me = await b.get('/api/auth/currentUser');
    expect(me.statusCode).toBe(200);
    expect(currentUserSchema.parse(me.json()).principal).toBe(user.username);

    // A later poll of the same request opens no second session.
    const again = await check(new TestBrowser(t.app), request);
    expect(again.status).toEqual({ status: 'COMPLETED', currentUser: null, authorities: [] });
    expect(again.response.cookies.find((c) => c.name === sessionCookies.token)).toBeUndefined();
  });

  it('spends a completed request only on a session: a sign-in that fails leaves it for the next poll', async () => {
    const b = new TestBrowser(t.app);
    const request = await start(b, user.username);
    expect((await decide(b, request.transId, 'approve')).statusCode).toBe(200);
    const failed = await whileAuditRefused(t.database.db, 'auth.sign-in', () => check(b, request));
    expect(failed.response.statusCode).toBe(500);
    expect(b.sessionToken).toBeUndefined();
    const retried = await check(b, request);
    expect(retried.status?.currentUser?.user.id).toBe(user.accountId);
    expect(b.sessionToken).toBeDefined();
  });

  it('reports a request the person rejected, and opens nothing', async () => {
    const b = new TestBrowser(t.app);
    const request = await start(b, user.username);
    expect((await decide(b, request.transId, 'reject')).statusCode).toBe(200);
    const rejected = await check(b, request);
    expect(rejected.status).toEqual({ status: 'REJECTED', currentUser: null, authorities: [] });
    expect(b.sessionToken).toBeUndefined();
    // Deciding twice is refused by the simulator.
    expect((await decide(b, request.transId, 'approve')).statusCode).toBe(404);
  });

  it('expires a request after 3 minutes, even if the person approves it later', async () => {
    const b = new TestBrowser(t.app);
    const request = await start(b, user.username);
    clock.advance(179_000);
    expect((await check(b, request)).status?.status).toBe('WAITING');
    clock.advance(1_000);
    expect((await check(b, request)).status).toEqual({ status: 'EXPIRED', currentUser: null, authorities: [] });
    await decide(b, request.transId, 'approve');
    expect((await check(b, request)).status?.status).toBe('EXPIRED');
    expect(b.sessionToken).toBeUndefined();
  });

  it('tells an identity without an account that it is not registered, and stores no session (spec §4)', async () => {
    const b = new TestBrowser(t.app);
    const request = await start(b, uniqueNin());
    await decide(b, request.transId, 'approve');
    const completed = await check(b, request);
    expect(completed.status).toEqual({ status: 'COMPLETED', currentUser: null, authorities: [{ authority: notRegisteredAuthority }] });
    expect(completed.status?.authorities).toEqual([{ authority: 'NOT_REGISTERED_USER' }]);
    expect(completed.response.cookies.find((c) => c.name === sessionCookies.token)).toBeUndefined();
    expect(completed.response.cookies.find((c) => c.name === sessionCookies.expiry)).toBeUndefined();
    expect((await b.get('/api/auth/currentUser')).statusCode).toBe(401);
  });

  it('answers 404 to a poll whose id, transId or random do not belong together', async () => {
    const b = new TestBrowser(t.app);
    const request = await start(b, user.username);
    for (const forged of [
      { ...request, random: request.random === '99' ? '98' : '99' },
      { ...request, transId: 'someone-elses-transaction' },
      { ...request, id: '00000000-0000-4000-8000-000000000000' },
      { ...request, id: 'not-a-uuid' },
    ]) {
      const { response } = await check(b, forged);
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
  });

  it('ends the session the polling browser still held when the sign-in completes (SIGNED_IN_AGAIN)', async () => {
    const b = new TestBrowser(t.app);
    const other = await createTestAccount(t.database.db);
    await b.signIn(other);
    const oldToken = b.sessionToken;
    // The request is started where no session is held (the start is for visitors only); this browser completes it.
    const request = await start(new TestBrowser(t.app), user.username);
    await decide(b, request.transId, 'approve');
    const completed = await check(b, request);
    expect(completed.status?.currentUser?.user.id).toBe(user.accountId);
    expect(b.sessionToken).not.toBe(oldToken);
    expect((await b.get('/api/auth/currentUser', { cookie: `${sessionCookies.token}=${oldToken}` })).statusCode).toBe(401);
    expect(currentUserSchema.parse((await b.get('/api/auth/currentUser')).json()).user.id).toBe(user.accountId);
    const [ended] = await t.database.db.select().from(session).where(eq(session.accountId, other.accountId));
    expect(ended).toMatchObject({ revokedAt: expect.any(Date), revokedReason: 'SIGNED_IN_AGAIN' });
  });

  it('needs a captcha to start', async () => {
    const b = new TestBrowser(t.app);
    const response = await b.post('/api/iam/v2/login', { username: user.username, captcha: 'AAAAA' });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).code).toBe('CAPTCHA_INVALID');
  });
});
