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
import { createOtpService, type OtpService } from './otp.service.ts';

const second = 1000;

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
    otps = createOtpService({ db, repository: createOtpRepository(db), sms: outbox, parameters, clock });
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
    expect(row?.codeHash).toBe(sha256Hex(code));
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
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
