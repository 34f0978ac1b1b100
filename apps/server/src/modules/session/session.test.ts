import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema, sessionCookies } from '@sanad/contract';
import { account, session } from '../../db/schema/index.ts';
import { createManualClock } from '../../platform/clock/clock.ts';
import { sha256Hex } from '../../platform/crypto/tokens.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createTestAccount, TestBrowser, type TestAccount } from '../../test/factories/session.factory.ts';

const minute = 60_000;
const hour = 60 * minute;

describe('sessions: idle and absolute time-outs, revocation', () => {
  const clock = createManualClock(new Date());
  let t: TestApp;
  let user: TestAccount;
  beforeAll(async () => {
    t = await buildTestApp({ adapters: { clock } });
    user = await createTestAccount(t.database.db);
  });
  afterAll(() => t.close());

  async function signedIn(): Promise<TestBrowser> {
    const b = new TestBrowser(t.app);
    await b.signIn(user);
    return b;
  }
  const me = (b: TestBrowser) => b.get('/api/auth/currentUser');

  it('stores only the SHA-256 of the token', async () => {
    const b = await signedIn();
    const token = b.sessionToken ?? '';
    const rows = await t.database.db
      .select({ tokenHash: session.tokenHash })
      .from(session)
      .where(eq(session.tokenHash, sha256Hex(token)));
    expect(rows).toHaveLength(1);
    const raw = await t.database.db.select({ id: session.id }).from(session).where(eq(session.tokenHash, token));
    expect(raw).toHaveLength(0);
  });

  it('ends after 30 minutes unused; each use starts the 30 minutes again', async () => {
    const b = await signedIn();
    clock.advance(29 * minute);
    const kept = await me(b);
    expect(kept.statusCode).toBe(200);
    // The readable expiry cookie moves with the idle timer, and says the same as the body.
    const expiresAt = currentUserSchema.parse(kept.json()).expiresAt;
    expect(new Date(expiresAt).getTime()).toBe(clock.now().getTime() + 30 * minute);
    expect(decodeURIComponent(kept.cookies.find((c) => c.name === sessionCookies.expiry)?.value ?? '')).toBe(expiresAt);

    clock.advance(29 * minute);
    expect((await me(b)).statusCode).toBe(200);
    clock.advance(30 * minute);
    const ended = await me(b);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('rewrites the expiry cookie only when the idle end moves or the browser lacks it', async () => {
    const b = await signedIn();
    const expiryOf = (response: Awaited<ReturnType<typeof me>>) => response.cookies.find((c) => c.name === sessionCookies.expiry);
    clock.advance(2 * minute);
    const moved = await me(b);
    expect(decodeURIComponent(expiryOf(moved)?.value ?? '')).toBe(currentUserSchema.parse(moved.json()).expiresAt);
    // Seconds later the idle end has not moved (it is written at most once a minute): the browser's cookie stands.
    clock.advance(5_000);
    const same = await me(b);
    expect(same.statusCode).toBe(200);
    expect(expiryOf(same)).toBeUndefined();
    expect(decodeURIComponent(b.cookies.get(sessionCookies.expiry) ?? '')).toBe(currentUserSchema.parse(same.json()).expiresAt);
    // A browser that lost it (cleared by a script, say) gets it again.
    b.cookies.delete(sessionCookies.expiry);
    expect(decodeURIComponent(expiryOf(await me(b))?.value ?? '')).toBe(currentUserSchema.parse(same.json()).expiresAt);
  });

  it('ends 12 hours after sign-in however often it is used', async () => {
    const b = await signedIn();
    for (let elapsed = 0; elapsed < 12 * hour - 20 * minute; elapsed += 20 * minute) {
      clock.advance(20 * minute);
      expect((await me(b)).statusCode, `after ${(elapsed + 20 * minute) / minute} min`).toBe(200);
    }
    // 11 h 40 min in: the idle end is capped by the absolute end.
    const last = currentUserSchema.parse((await me(b)).json());
    expect(new Date(last.expiresAt).getTime()).toBe(clock.now().getTime() + 20 * minute);
    clock.advance(20 * minute);
    expect((await me(b)).statusCode).toBe(401);
  });

  it('refuses a token it never issued, a tampered one and an over-long one', async () => {
    const b = await signedIn();
    const token = b.sessionToken ?? '';
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const value of ['x', tampered, 'a'.repeat(500)]) {
      const response = await b.get('/api/auth/currentUser', { cookie: `${sessionCookies.token}=${value}` });
      expect(response.statusCode).toBe(401);
    }
    expect((await me(b)).statusCode).toBe(200);
  });

  it('ends the sessions of an account once it is deleted', async () => {
    const doomed = await createTestAccount(t.database.db);
    const b = new TestBrowser(t.app);
    await b.signIn(doomed);
    expect((await me(b)).statusCode).toBe(200);
    await t.database.db.update(account).set({ status: 'DELETED' }).where(eq(account.id, doomed.accountId));
    expect((await me(b)).statusCode).toBe(401);
  });

  it('keeps two sign-ins of one person apart: logging out of one leaves the other', async () => {
    const first = await signedIn();
    const second = await signedIn();
    expect((await first.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });
});
