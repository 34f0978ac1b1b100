import { z } from 'zod';
import { maskMobile, type OtpSent } from '@sanad/contract';
import type { OtpPurpose } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { randomDigits, sameHash, sha256Hex } from '../../platform/crypto/tokens.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import type { OtpRepository, OtpRow } from './otp.repository.ts';

const seconds = z.number().int().positive();
const payloadBrowser = (row: OtpRow | null): unknown => (row?.payload as { browser?: unknown } | null)?.browser;

/** The SMS each purpose sends, in both languages (the phone's language is unknown). */
const texts: Record<OtpPurpose, (code: string) => string> = {
  REGISTRATION: (code) => `سند: رمز تأكيد التسجيل ${code}. لا تشاركه مع أحد.\nSanad: your registration code is ${code}. Do not share it.`,
  LOGIN: (code) => `سند: رمز الدخول ${code}. لا تشاركه مع أحد.\nSanad: your sign-in code is ${code}. Do not share it.`,
  WHITE_LIST_LOGIN: (code) => `سند: رمز الدخول ${code}. لا تشاركه مع أحد.\nSanad: your sign-in code is ${code}. Do not share it.`,
  CHANGE_MOBILE: (code) => `سند: رمز تأكيد رقم الجوال الجديد ${code}.\nSanad: code to confirm your new mobile: ${code}.`,
  DELETE_ACCOUNT: (code) =>
    `سند: رمز تأكيد حذف الحساب ${code}. إن لم تطلب ذلك فتجاهل الرسالة.\nSanad: code to delete your account: ${code}. Ignore it if you did not ask.`,
  RESET_PASSWORD: (code) => `سند: رمز إعادة تعيين كلمة المرور ${code}.\nSanad: password reset code: ${code}.`,
  VISITOR: (code) => `سند: رمز التحقق ${code}.\nSanad: verification code ${code}.`,
  STEP_UP: (code) =>
    `سند: رمز تأكيد هويتك قبل تعديل بيانات حسابك ${code}. إن لم تطلبه فغيّر كلمة المرور.\nSanad: code to confirm it is you before changing your account details: ${code}. If you did not ask, change your password.`,
};

export interface IssueOtp {
  purpose: OtpPurpose;
  mobile: string;
  accountId?: string | null;
  /** What confirming the code will do, fixed now (e.g. the new mobile). */
  payload?: Record<string, unknown>;
}

/**
 * One-time passwords (DOMAIN.md "OTP"): 6 digits sent by SMS, stored hashed, valid `otp.ttlSeconds`, void after
 * `otp.maxAttempts` wrong tries, resendable after `otp.resendSeconds`. Only the newest code of a purpose counts.
 */
export function createOtpService(deps: {
  db: Database;
  repository: OtpRepository;
  sms: SmsSender;
  parameters: ParameterService;
  clock: Clock;
}) {
  const { db, repository, sms, parameters, clock } = deps;
  const settings = async () => ({
    ttl: await parameters.read('otp.ttlSeconds', seconds),
    maxAttempts: await parameters.read('otp.maxAttempts', seconds),
    resendAfter: await parameters.read('otp.resendSeconds', seconds),
  });

  const describe = (row: OtpRow, resendAfter: number): OtpSent => {
    const now = clock.now().getTime();
    return {
      id: row.id,
      maskedMobile: maskMobile(row.mobile),
      expiresInSeconds: Math.max(0, Math.round((row.expiresAt.getTime() - now) / 1000)),
      resendAfterSeconds: Math.max(0, Math.round((row.lastSentAt.getTime() + resendAfter * 1000 - now) / 1000)),
    };
  };

  async function send(row: OtpRow, code: string): Promise<void> {
    await sms.send({ mobile: row.mobile, text: texts[row.purpose](code), code });
  }

  return {
    /** Voids the open codes of the same purpose and owner and records the new one in one transaction, then sends it. */
    async issue(request: IssueOtp): Promise<OtpSent> {
      const { ttl, resendAfter } = await settings();
      const now = clock.now();
      const code = randomDigits(6);
      const owner = request.accountId ? { accountId: request.accountId } : { mobile: request.mobile };
      // As in resend: the SMS leaves after the commit, never while the transaction is open.
      const row = await db.transaction(async (tx) => {
        await repository.voidOpen([request.purpose], owner, now, tx);
        return repository.insert(
          {
            purpose: request.purpose,
            accountId: request.accountId ?? null,
            mobile: request.mobile,
            codeHash: sha256Hex(code),
            payload: request.payload ?? {},
            expiresAt: new Date(now.getTime() + ttl * 1000),
            lastSentAt: now,
            createdAt: now,
          },
          tx,
        );
      });
      await send(row, code);
      return describe(row, resendAfter);
    },

    /**
     * A new code for the same request, once the resend delay has passed; its life starts again, its tries do not. `browserKey`,
     * when given, must be the one fixed in the payload at issue: a public resend has no session to check the id against.
     */
    async resend(
      id: string,
      expected: { purposes: readonly OtpPurpose[]; accountId?: string; browserKey?: string | null },
    ): Promise<OtpSent> {
      if (!isUuid(id)) throw new DomainError('NOT_FOUND');
      const { ttl, resendAfter } = await settings();
      // The SMS leaves after the commit: the gateway may take seconds, and on PGlite (one connection) the outbox
      // insert would wait forever for the transaction holding the row lock.
      const { updated, code } = await db.transaction(async (tx) => {
        const row = await repository.findForUpdate(id, tx);
        const wrongBrowser = expected.browserKey !== undefined && (!expected.browserKey || payloadBrowser(row) !== expected.browserKey);
        if (
          !row ||
          !expected.purposes.includes(row.purpose) ||
          (expected.accountId && row.accountId !== expected.accountId) ||
          wrongBrowser
        ) {
          throw new DomainError('NOT_FOUND');
        }
        if (row.consumedAt || row.voidedAt) throw new DomainError('OTP_EXPIRED');
        const now = clock.now();
        const wait = Math.ceil((row.lastSentAt.getTime() + resendAfter * 1000 - now.getTime()) / 1000);
        if (wait > 0) throw new DomainError('OTP_RESEND_TOO_SOON', { values: { seconds: wait }, headers: { 'retry-after': String(wait) } });
        const code = randomDigits(6);
        // Tries are not given back: five wrong codes end the request however often it is resent.
        const updated = { ...row, codeHash: sha256Hex(code), lastSentAt: now, expiresAt: new Date(now.getTime() + ttl * 1000) };
        await repository.update(id, { codeHash: updated.codeHash, lastSentAt: now, expiresAt: updated.expiresAt }, tx);
        return { updated, code };
      });
      await send(updated, code);
      return describe(updated, resendAfter);
    },

    /**
     * Checks a code and consumes it when right, in a transaction of its own: a wrong code's used try must stay
     * recorded even though the caller then fails. The caller acts on the returned row (its payload) afterwards.
     * `whenRight` runs in the same transaction once the code is consumed, with the code's row: what the code unlocks
     * (a sign-in's session, an activation, a new mobile, a deletion) commits with its consumption or not at all, and a
     * failure there leaves the code unspent.
     */
    async verify(
      id: string,
      code: string,
      expected: { purposes: readonly OtpPurpose[]; accountId?: string },
      whenRight?: (tx: Database, row: OtpRow) => Promise<void>,
    ): Promise<OtpRow> {
      if (!isUuid(id)) throw new DomainError('OTP_EXPIRED');
      const { maxAttempts } = await settings();
      const outcome = await db.transaction(async (tx) => {
        const row = await repository.findForUpdate(id, tx);
        if (!row || !expected.purposes.includes(row.purpose) || (expected.accountId && row.accountId !== expected.accountId)) {
          return { error: 'OTP_EXPIRED' as const };
        }
        const now = clock.now();
        if (row.consumedAt || row.voidedAt || row.expiresAt <= now || row.attempts >= maxAttempts) return { error: 'OTP_EXPIRED' as const };
        if (!sameHash(row.codeHash, sha256Hex(code))) {
          const attempts = row.attempts + 1;
          await repository.update(id, { attempts, ...(attempts >= maxAttempts ? { voidedAt: now } : {}) }, tx);
          return attempts >= maxAttempts
            ? { error: 'OTP_EXPIRED' as const }
            : { error: 'OTP_INVALID' as const, remaining: maxAttempts - attempts };
        }
        await repository.update(id, { consumedAt: now }, tx);
        await whenRight?.(tx, row);
        return { row, error: null };
      });
      if (outcome.error === null) return outcome.row;
      if (outcome.error === 'OTP_INVALID') {
        throw new DomainError('OTP_INVALID', {
          values: { remaining: outcome.remaining ?? 0 },
          fieldErrors: [{ field: 'body.oneTimePassword', code: 'otp_invalid' }],
        });
      }
      throw new DomainError('OTP_EXPIRED');
    },

    async pending(accountId: string, purposes: readonly OtpPurpose[]): Promise<{ purpose: OtpPurpose; otp: OtpSent } | null> {
      const row = await repository.latestOpen(accountId, purposes);
      if (!row || row.expiresAt <= clock.now()) return null;
      const { resendAfter } = await settings();
      return { purpose: row.purpose, otp: describe(row, resendAfter) };
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
