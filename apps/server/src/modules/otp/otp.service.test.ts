import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otp } from '../../db/schema/index.ts';
import { createManualClock } from '../../platform/clock/clock.ts';
import { sha256Hex } from '../../platform/crypto/tokens.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { createOutboxSmsSender } from '../../platform/sms/sms-sender.ts';
import { createTestAccount, uniqueMobile } from '../../test/factories/session.factory.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createParameterRepository } from '../parameter/parameter.repository.ts';
import { createParameterService } from '../parameter/parameter.service.ts';
import { createOtpRepository } from './otp.repository.ts';
import { createOtpService, deriveOtpKey, type OtpService } from './otp.service.ts';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const key = deriveOtpKey('otp-test-secret');

describe('one-time passwords (otp service, with a manual clock)', () => {
  const clock = createManualClock(new Date());
  let database: DatabaseHandle;
  let otps: OtpService;
  let outbox: ReturnType<typeof createOutboxSmsSender>;
  let accountId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    outbox = createOutboxSmsSender(db);
    const parameters = createParameterService(createParameterRepository(db), () => clock.now().getTime());
    otps = createOtpService({ db, repository: createOtpRepository(db), sms: outbox, parameters, clock, key });
    accountId = (await createTestAccount(db)).accountId;
  });
  afterAll(() => database.close());

  /** The code and text of the newest SMS to a mobile. */
  async function lastSms(mobile: string) {
    const [message] = await outbox.list(mobile);
    if (!message?.code) throw new Error(`no SMS to ${mobile}`);
    return { code: message.code, text: message.text };
  }
  const codeOf = async (error: Promise<unknown>) => {
    const caught = await error.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(caught).toBeInstanceOf(DomainError);
    return (caught as DomainError).code;
  };
  const other = (code: string) => (code === '123456' ? '654321' : '123456');

  /** The error a refused call throws, for its code and details. */
  const refusal = (call: Promise<unknown>) =>
    call.then(
      () => {
        throw new Error('expected a refusal');
      },
      (reason: unknown) => {
        expect(reason).toBeInstanceOf(DomainError);
        return reason as DomainError;
      },
    );
  const rowOf = async (id: string) => {
    const [row] = await database.db.select().from(otp).where(eq(otp.id, id));
    if (!row) throw new Error(`no code ${id}`);
    return row;
  };

  it('sends 6 digits in an Arabic and English text, and stores only their hash', async () => {
    const mobile = uniqueMobile();
    const sent = await otps.issue({ purpose: 'LOGIN', accountId, mobile });
    expect(sent).toEqual({
      id: expect.any(String),
      maskedMobile: `05******${mobile.slice(-2)}`,
      expiresInSeconds: 300,
      resendAfterSeconds: 60,
    });
    const { code, text } = await lastSms(mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(text).toBe(`سند: رمز الدخول ${code}. لا تشاركه مع أحد.\nSanad: your sign-in code is ${code}. Do not share it.`);
    const [row] = await database.db.select().from(otp).where(eq(otp.id, sent.id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  describe('stored codes are keyed hashes bound to their row', () => {
    it('stores no SHA-256 of the code: a leaked table cannot be reversed by hashing the million codes', async () => {
      const mobile = uniqueMobile();
      const sent = await otps.issue({ purpose: 'LOGIN', accountId: (await createTestAccount(database.db)).accountId, mobile });
      const { code } = await lastSms(mobile);
      const row = await rowOf(sent.id);
      expect(row.codeHash).not.toBe(sha256Hex(code));
      expect(row.codeHash).not.toBe(sha256Hex(`${sent.id}:${code}`));
      // And the code still verifies.
      expect((await otps.verify(sent.id, code, { purposes: ['LOGIN'] })).id).toBe(sent.id);
    });

    it('refuses a code whose stored hash was made under another key, or belongs to another row', async () => {
      const mobile = uniqueMobile();
      const owner = (await createTestAccount(database.db)).accountId;
      const first = await otps.issue({ purpose: 'DELETE_ACCOUNT', accountId: owner, mobile });
      const code = (await lastSms(mobile)).code;
      // The same code and row, hashed as another deployment (another APP_SECRET) would have.
      const foreign = createHmac('sha256', deriveOtpKey('another deployment')).update(`${first.id}:${code}`).digest('hex');
      await database.db.update(otp).set({ codeHash: foreign }).where(eq(otp.id, first.id));
      expect((await refusal(otps.verify(first.id, code, { purposes: ['DELETE_ACCOUNT'] }))).code).toBe('OTP_INVALID');

      // A row's hash copied onto another row proves nothing there.
      const other = uniqueMobile();
      const second = await otps.issue({ purpose: 'VISITOR', mobile: other });
      const secondCode = (await lastSms(other)).code;
      const third = await otps.issue({ purpose: 'VISITOR', mobile: uniqueMobile() });
      await database.db
        .update(otp)
        .set({ codeHash: (await rowOf(second.id)).codeHash })
        .where(eq(otp.id, third.id));
      expect((await refusal(otps.verify(third.id, secondCode, { purposes: ['VISITOR'] }))).code).toBe('OTP_INVALID');
      expect((await otps.verify(second.id, secondCode, { purposes: ['VISITOR'] })).id).toBe(second.id);
    });
  });

  describe('the resend delay holds for every new code', () => {
    it('refuses a second code of the same purpose and owner within 60 s of the last SMS, unless that code was used', async () => {
      const owner = (await createTestAccount(database.db)).accountId;
      const mobile = uniqueMobile();
      const first = await otps.issue({ purpose: 'LOGIN', accountId: owner, mobile });
      clock.advance(20 * second);
      const early = await refusal(otps.issue({ purpose: 'LOGIN', accountId: owner, mobile }));
      expect(early).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', details: { values: { seconds: 40 }, headers: { 'retry-after': '40' } } });
      // Another purpose of the same account is not held back, nor is the same purpose of another account.
      await otps.issue({ purpose: 'DELETE_ACCOUNT', accountId: owner, mobile });
      await otps.issue({ purpose: 'LOGIN', accountId: (await createTestAccount(database.db)).accountId, mobile: uniqueMobile() });
      // The refused try did not void the first code.
      expect((await otps.pending(owner, ['LOGIN']))?.otp.id).toBe(first.id);

      clock.advance(40 * second);
      const next = await otps.issue({ purpose: 'LOGIN', accountId: owner, mobile });
      // A used code holds nothing back: signing in again at once is fine.
      await otps.verify(next.id, (await lastSms(mobile)).code, { purposes: ['LOGIN'] });
      expect((await otps.issue({ purpose: 'LOGIN', accountId: owner, mobile })).id).not.toBe(next.id);
    });

    it('holds a visitor code back by its mobile', async () => {
      const mobile = uniqueMobile();
      await otps.issue({ purpose: 'VISITOR', mobile });
      expect((await refusal(otps.issue({ purpose: 'VISITOR', mobile }))).code).toBe('OTP_RESEND_TOO_SOON');
      await otps.issue({ purpose: 'VISITOR', mobile: uniqueMobile() });
    });
  });

  describe('daily caps per account and per mobile', () => {
    it('sends an account at most 10 codes in a rolling day, resends included, then says how long to wait', async () => {
      const owner = await createTestAccount(database.db);
      const mobile = uniqueMobile();
      const start = clock.now().getTime();
      // Five codes, each resent once: ten SMS in 19 minutes.
      let last = await otps.issue({ purpose: 'CHANGE_MOBILE', accountId: owner.accountId, mobile });
      for (let n = 1; n <= 9; n += 1) {
        clock.advance(minute);
        last =
          n % 2 === 1
            ? await otps.resend(last.id, { purposes: ['CHANGE_MOBILE'] })
            : await otps.issue({ purpose: 'CHANGE_MOBILE', accountId: owner.accountId, mobile });
      }
      expect((await rowOf(last.id)).sendCount).toBe(2);
      clock.advance(minute);
      const elapsed = clock.now().getTime() - start;
      const waitSeconds = Math.ceil((24 * hour - elapsed) / 1000);
      for (const refused of [
        refusal(otps.resend(last.id, { purposes: ['CHANGE_MOBILE'] })),
        refusal(otps.issue({ purpose: 'CHANGE_MOBILE', accountId: owner.accountId, mobile: uniqueMobile() })),
      ]) {
        expect(await refused).toMatchObject({
          code: 'OTP_DAILY_LIMIT',
          details: {
            values: { minutes: Math.ceil(waitSeconds / 60) },
            headers: { 'retry-after': String(waitSeconds) },
            accountId: owner.accountId,
          },
        });
      }
      // Codes to the account's own verified mobile are capped apart: a sign-in or step-up code still goes.
      await otps.issue({ purpose: 'STEP_UP', accountId: owner.accountId, mobile: owner.mobile });
      // When the first code leaves the window, one more may go.
      clock.advance(24 * hour - elapsed + second);
      await otps.issue({ purpose: 'CHANGE_MOBILE', accountId: owner.accountId, mobile: uniqueMobile() });
    });

    it('does not count codes that were used', async () => {
      const owner = (await createTestAccount(database.db)).accountId;
      const mobile = uniqueMobile();
      for (let n = 1; n <= 12; n += 1) {
        const sent = await otps.issue({ purpose: 'LOGIN', accountId: owner, mobile });
        await otps.verify(sent.id, (await lastSms(mobile)).code, { purposes: ['LOGIN'] });
      }
    });

    it('caps a typed number whoever asks: ten visitor codes to it stop visitor and registration codes, never its owner’s sign-in', async () => {
      const holder = await createTestAccount(database.db);
      for (let n = 1; n <= 10; n += 1) {
        await otps.issue({ purpose: 'VISITOR', mobile: holder.mobile });
        clock.advance(minute);
      }
      expect((await refusal(otps.issue({ purpose: 'VISITOR', mobile: holder.mobile }))).code).toBe('OTP_DAILY_LIMIT');
      const pending = (await createTestAccount(database.db)).accountId;
      expect((await refusal(otps.issue({ purpose: 'REGISTRATION', accountId: pending, mobile: holder.mobile }))).code).toBe(
        'OTP_DAILY_LIMIT',
      );
      // The account that holds the number still gets its own codes.
      await otps.issue({ purpose: 'LOGIN', accountId: holder.accountId, mobile: holder.mobile });
      await otps.issue({ purpose: 'RESET_PASSWORD', accountId: holder.accountId, mobile: holder.mobile });
      await otps.issue({ purpose: 'VISITOR', mobile: uniqueMobile() });
    });

    it('waits the resend delay per typed number whoever asks: a second registration code to it within 60 s is refused', async () => {
      const mobile = uniqueMobile();
      const [first, second] = [(await createTestAccount(database.db)).accountId, (await createTestAccount(database.db)).accountId];
      await otps.issue({ purpose: 'REGISTRATION', accountId: first, mobile });
      expect(await refusal(otps.issue({ purpose: 'REGISTRATION', accountId: second, mobile }))).toMatchObject({
        code: 'OTP_RESEND_TOO_SOON',
      });
      clock.advance(minute);
      await otps.issue({ purpose: 'REGISTRATION', accountId: second, mobile });
    });

    it('allows an account 10 wrong sign-in codes a day: then no sign-in code is checked or sent; other kinds still are', async () => {
      const owner = (await createTestAccount(database.db)).accountId;
      const mobile = uniqueMobile();
      const wrongTries = async (count: number) => {
        const sent = await otps.issue({ purpose: 'LOGIN', accountId: owner, mobile });
        const code = (await lastSms(mobile)).code;
        for (let n = 1; n <= count; n += 1) await refusal(otps.verify(sent.id, other(code), { purposes: ['LOGIN'] }));
        clock.advance(minute);
        return { sent, code };
      };
      await wrongTries(4);
      await wrongTries(4);
      // The ninth and tenth wrong tries of the day, on a code that stays open.
      const open = await wrongTries(2);

      const refused = await refusal(otps.verify(open.sent.id, open.code, { purposes: ['LOGIN'] }));
      expect(refused).toMatchObject({ code: 'OTP_DAILY_LIMIT', details: { accountId: owner } });
      expect((await rowOf(open.sent.id)).attempts).toBe(2);
      expect((await refusal(otps.issue({ purpose: 'LOGIN', accountId: owner, mobile }))).code).toBe('OTP_DAILY_LIMIT');
      // Another kind of code is not spent by them: whoever guessed sign-in codes cannot block the owner's reset.
      const reset = await otps.issue({ purpose: 'RESET_PASSWORD', accountId: owner, mobile });
      await otps.verify(reset.id, (await lastSms(mobile)).code, { purposes: ['RESET_PASSWORD'] });
      // A day after the wrong tries, sign-in codes go out again.
      clock.advance(24 * hour);
      expect((await otps.issue({ purpose: 'LOGIN', accountId: owner, mobile })).id).toBeDefined();
    });

    it('does not resend a code first sent more than a day ago (its SMS would no longer count)', async () => {
      const owner = (await createTestAccount(database.db)).accountId;
      const mobile = uniqueMobile();
      const sent = await otps.issue({ purpose: 'CHANGE_MOBILE', accountId: owner, mobile });
      clock.advance(24 * hour);
      expect((await refusal(otps.resend(sent.id, { purposes: ['CHANGE_MOBILE'] }))).code).toBe('OTP_EXPIRED');
    });
  });

  it.each([
    ['REGISTRATION', 'your registration code is'],
    ['CHANGE_MOBILE', 'code to confirm your new mobile'],
    ['DELETE_ACCOUNT', 'code to delete your account'],
    ['RESET_PASSWORD', 'password reset code'],
    ['VISITOR', 'verification code'],
  ] as const)('words the %s text for its purpose', async (purpose, words) => {
    const mobile = uniqueMobile();
    await otps.issue({ purpose, mobile });
    const { code, text } = await lastSms(mobile);
    expect(text).toContain(words);
    expect(text).toMatch(/[\u0600-\u06FF]/);
    expect(text.split(code)).toHaveLength(3);
  });

  it('accepts the right code once, and returns the payload fixed at issue', async () => {
    const mobile = uniqueMobile();
    const sent = await otps.issue({ purpose: 'CHANGE_MOBILE', accountId, mobile, payload: { newMobile: mobile } });
    const { code } = await lastSms(mobile);
    const row = await otps.verify(sent.id, code, { purposes: ['CHANGE_MOBILE'], accountId });
    expect(row.payload).toEqual({ newMobile: mobile });
    expect(await codeOf(otps.verify(sent.id, code, { purposes: ['CHANGE_MOBILE'], accountId }))).toBe('OTP_EXPIRED');
  });

  it('spends the code only when what it unlocks is written: a failure there leaves it usable', async () => {
    const mobile = uniqueMobile();
    const sent = await otps.issue({ purpose: 'LOGIN', accountId, mobile });
    const { code } = await lastSms(mobile);
    const failing = otps.verify(sent.id, code, { purposes: ['LOGIN'], accountId }, async () => {
      throw new Error('session insert failed');
    });
    await expect(failing).rejects.toThrow('session insert failed');
    const [row] = await database.db.select().from(otp).where(eq(otp.id, sent.id));
    expect(row).toMatchObject({ consumedAt: null, attempts: 0 });

    let unlockedIn: unknown = null;
    await otps.verify(sent.id, code, { purposes: ['LOGIN'], accountId }, async (tx) => {
      unlockedIn = tx;
    });
    expect(unlockedIn).not.toBeNull();
    expect(await codeOf(otps.verify(sent.id, code, { purposes: ['LOGIN'], accountId }))).toBe('OTP_EXPIRED');
  });

  it('is valid for 5 minutes: at 299 s yes, at 300 s no', async () => {
    const mobile = uniqueMobile();
    const early = await otps.issue({ purpose: 'VISITOR', mobile });
    const earlyCode = (await lastSms(mobile)).code;
    clock.advance(299 * second);
    expect((await otps.verify(early.id, earlyCode, { purposes: ['VISITOR'] })).id).toBe(early.id);

    const late = await otps.issue({ purpose: 'VISITOR', mobile });
    const lateCode = (await lastSms(mobile)).code;
    clock.advance(300 * second);
    expect(await codeOf(otps.verify(late.id, lateCode, { purposes: ['VISITOR'] }))).toBe('OTP_EXPIRED');
    expect(await otps.pending(accountId, ['VISITOR'])).toBeNull();
  });

  it('counts wrong tries down and is void after the 5th, even for the right code', async () => {
    const mobile = uniqueMobile();
    const sent = await otps.issue({ purpose: 'VISITOR', mobile });
    const { code } = await lastSms(mobile);
    for (const remaining of [4, 3, 2, 1]) {
      const error = await otps.verify(sent.id, other(code), { purposes: ['VISITOR'] }).catch((reason: unknown) => reason);
      expect(error).toMatchObject({ code: 'OTP_INVALID', details: { values: { remaining } } });
    }
    expect(await codeOf(otps.verify(sent.id, other(code), { purposes: ['VISITOR'] }))).toBe('OTP_EXPIRED');
    expect(await codeOf(otps.verify(sent.id, code, { purposes: ['VISITOR'] }))).toBe('OTP_EXPIRED');
    const [row] = await database.db.select().from(otp).where(eq(otp.id, sent.id));
    expect(row).toMatchObject({ attempts: 5, voidedAt: expect.any(Date), consumedAt: null });
    // A void code cannot be revived by a resend.
    clock.advance(60 * second);
    expect(await codeOf(otps.resend(sent.id, { purposes: ['VISITOR'] }))).toBe('OTP_EXPIRED');
  });

  it('counts only the newest code of a purpose for an account', async () => {
    const mobile = uniqueMobile();
    const first = await otps.issue({ purpose: 'DELETE_ACCOUNT', accountId, mobile });
    const firstCode = (await lastSms(mobile)).code;
    clock.advance(60 * second);
    const newest = await otps.issue({ purpose: 'DELETE_ACCOUNT', accountId, mobile });
    expect(await codeOf(otps.verify(first.id, firstCode, { purposes: ['DELETE_ACCOUNT'], accountId }))).toBe('OTP_EXPIRED');
    expect((await otps.pending(accountId, ['DELETE_ACCOUNT']))?.otp.id).toBe(newest.id);
  });

  it('refuses a code of another purpose or another account as expired, and a malformed id alike', async () => {
    const mobile = uniqueMobile();
    const sent = await otps.issue({ purpose: 'RESET_PASSWORD', accountId, mobile });
    const { code } = await lastSms(mobile);
    expect(await codeOf(otps.verify(sent.id, code, { purposes: ['LOGIN'], accountId }))).toBe('OTP_EXPIRED');
    expect(
      await codeOf(otps.verify(sent.id, code, { purposes: ['RESET_PASSWORD'], accountId: '00000000-0000-4000-8000-000000000000' })),
    ).toBe('OTP_EXPIRED');
    expect(await codeOf(otps.verify('not-a-uuid', code, { purposes: ['RESET_PASSWORD'] }))).toBe('OTP_EXPIRED');
    // Those refusals used no try of the owner's.
    expect((await otps.verify(sent.id, code, { purposes: ['RESET_PASSWORD'], accountId })).id).toBe(sent.id);
  });

  describe('resend', () => {
    it('waits 60 s, then sends a new code with a fresh life but the tries already spent', async () => {
      const mobile = uniqueMobile();
      const sent = await otps.issue({ purpose: 'REGISTRATION', accountId, mobile });
      const first = (await lastSms(mobile)).code;
      await otps.verify(sent.id, other(first), { purposes: ['REGISTRATION'] }).catch(() => undefined);

      clock.advance(59 * second);
      const early = await otps.resend(sent.id, { purposes: ['REGISTRATION'] }).catch((reason: unknown) => reason);
      expect(early).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', details: { values: { seconds: 1 }, headers: { 'retry-after': '1' } } });

      clock.advance(second);
      const again = await otps.resend(sent.id, { purposes: ['REGISTRATION'] });
      expect(again).toEqual({ id: sent.id, maskedMobile: sent.maskedMobile, expiresInSeconds: 300, resendAfterSeconds: 60 });
      const [row] = await database.db.select().from(otp).where(eq(otp.id, sent.id));
      // A resend never gives tries back, or five guesses a minute would go on forever.
      expect(row?.attempts).toBe(1);
      const newest = (await lastSms(mobile)).code;
      // The new life is counted from the resend.
      clock.advance(299 * second);
      expect((await otps.verify(sent.id, newest, { purposes: ['REGISTRATION'] })).id).toBe(sent.id);
    });

    it('answers 404 for an unknown or malformed id, another purpose, another account or another browser', async () => {
      const mobile = uniqueMobile();
      const sent = await otps.issue({ purpose: 'LOGIN', accountId, mobile, payload: { browser: 'browser-a' } });
      clock.advance(60 * second);
      for (const [id, expected] of [
        ['00000000-0000-4000-8000-000000000000', { purposes: ['LOGIN'] }],
        ['not-a-uuid', { purposes: ['LOGIN'] }],
        [sent.id, { purposes: ['REGISTRATION'] }],
        [sent.id, { purposes: ['LOGIN'], accountId: '00000000-0000-4000-8000-000000000000' }],
        [sent.id, { purposes: ['LOGIN'], browserKey: 'browser-b' }],
        [sent.id, { purposes: ['LOGIN'], browserKey: null }],
      ] as const) {
        expect(await codeOf(otps.resend(id, expected))).toBe('NOT_FOUND');
      }
      expect((await otps.resend(sent.id, { purposes: ['LOGIN'], browserKey: 'browser-a' })).id).toBe(sent.id);
    });

    it('refuses a used code', async () => {
      const mobile = uniqueMobile();
      const sent = await otps.issue({ purpose: 'VISITOR', mobile });
      await otps.verify(sent.id, (await lastSms(mobile)).code, { purposes: ['VISITOR'] });
      clock.advance(60 * second);
      expect(await codeOf(otps.resend(sent.id, { purposes: ['VISITOR'] }))).toBe('OTP_EXPIRED');
    });
  });

  it('reports the open code of an account with what is left of its timers', async () => {
    const mobile = uniqueMobile();
    await otps.issue({ purpose: 'CHANGE_MOBILE', accountId, mobile });
    clock.advance(10 * second);
    expect(await otps.pending(accountId, ['CHANGE_MOBILE'])).toEqual({
      purpose: 'CHANGE_MOBILE',
      otp: { id: expect.any(String), maskedMobile: `05******${mobile.slice(-2)}`, expiresInSeconds: 290, resendAfterSeconds: 50 },
    });
  });
});
