import { createHmac, randomUUID } from 'node:crypto';
import { maskMobile, type OtpSent } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import { randomDigits, sameHash } from '../../platform/crypto/tokens.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import { dailyLimitWait, dailyWindowMs, lastUnusedSend } from './otp-daily-caps.ts';
import type { OtpPurpose, OtpRepository, OtpRow, RecentOtp } from './otp.repository.ts';

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
  OFFER_ACCEPT: (code) =>
    `سند: رمز قبول عرض العمل ${code}. لا تشاركه مع أحد.\nSanad: code to accept the job offer: ${code}. Do not share it.`,
};

export interface IssueOtp {
  purpose: OtpPurpose;
  mobile: string;
  accountId?: string | null;
  /** What confirming the code will do, fixed now (e.g. the new mobile). */
  payload?: Record<string, unknown>;
}

/**
 * The key stored codes are hashed under, derived from the deployment secret (APP_SECRET) for this one use, so that
 * neither a leak of the key nor of the codes' table gives the other.
 */
export function deriveOtpKey(appSecret: string): Buffer {
  return createHmac('sha256', appSecret).update('sanad:otp-key').digest();
}

/** Refusal of a code past a daily cap, with the wait until the oldest counted code leaves the window. */
function dailyLimit(waitMs: number, accountId: string | null): DomainError {
  return new DomainError('OTP_DAILY_LIMIT', {
    values: { minutes: Math.ceil(waitMs / 60_000) },
    headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) },
    ...(accountId ? { accountId } : {}),
  });
}

function tooSoon(waitSeconds: number, accountId: string | null): DomainError {
  return new DomainError('OTP_RESEND_TOO_SOON', {
    values: { seconds: waitSeconds },
    headers: { 'retry-after': String(waitSeconds) },
    ...(accountId ? { accountId } : {}),
  });
}

/** The advisory-lock keys of a code's owners: its account (when it has one) and its mobile. */
const ownerKeys = (owner: { accountId: string | null; mobile: string }) =>
  owner.accountId ? [`account:${owner.accountId}`, `mobile:${owner.mobile}`] : [`mobile:${owner.mobile}`];

/**
 * One-time passwords (DOMAIN.md "OTP"): 6 digits sent by SMS, valid `otp.ttlSeconds`, void after `otp.maxAttempts`
 * wrong tries. Stored as HMAC-SHA256 under a server key, bound to the code's row (a leaked table cannot be reversed
 * by trying the million codes, and a hash copied to another row does not verify there). Every SMS waits
 * `otp.resendSeconds` after the last one of the same purpose and owner, and at most `otp.dailySendLimit` codes are sent
 * and `otp.dailyFailureLimit` wrong tries allowed in a rolling day, per account and kind for codes to the account's own
 * mobile and per mobile for a typed number (otp-daily-caps.ts). Only the newest code of a purpose counts.
 */
export function createOtpService(deps: {
  db: Database;
  repository: OtpRepository;
  sms: SmsSender;
  parameters: ParameterService;
  clock: Clock;
  /** The HMAC key of stored codes (deriveOtpKey). */
  key: Buffer;
}) {
  const { db, repository, sms, parameters, clock, key } = deps;
  const settings = async () => ({
    ttl: await parameters.get('otp.ttlSeconds'),
    maxAttempts: await parameters.get('otp.maxAttempts'),
    resendAfter: await parameters.get('otp.resendSeconds'),
    daily: {
      sends: await parameters.get('otp.dailySendLimit'),
      failures: await parameters.get('otp.dailyFailureLimit'),
    },
  });
  type Settings = Awaited<ReturnType<typeof settings>>;

  /** The stored form of a code: bound to its row, so it proves nothing about any other. */
  const codeHash = (id: string, code: string) => createHmac('sha256', key).update(`${id}:${code}`).digest('hex');

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

  const recentOf = (owner: { accountId: string | null; mobile: string }, now: Date, tx?: Database): Promise<RecentOtp[]> =>
    repository.recentOf(owner, new Date(now.getTime() - dailyWindowMs), tx);

  /** Refuses a new code of this purpose and owner while the resend delay runs or a daily cap is reached. */
  async function assertMaySend(
    request: { purpose: OtpPurpose; accountId: string | null; mobile: string },
    { resendAfter, daily }: Settings,
    now: Date,
    tx?: Database,
  ): Promise<void> {
    const recent = await recentOf(request, now, tx);
    const last = lastUnusedSend(recent, request);
    const wait = last ? Math.ceil((last.getTime() + resendAfter * 1000 - now.getTime()) / 1000) : 0;
    if (wait > 0) throw tooSoon(wait, request.accountId);
    const capped = dailyLimitWait(recent, request, daily, now, true);
    if (capped > 0) throw dailyLimit(capped, request.accountId);
  }

  return {
    /**
     * Whether a code could be sent now, without sending one: lets a caller refuse before expensive work (a password
     * hash). `issue` checks again, under its lock.
     */
    async assertMaySend(request: IssueOtp): Promise<void> {
      await assertMaySend({ ...request, accountId: request.accountId ?? null }, await settings(), clock.now());
    },

    /**
     * Voids the open codes of the same purpose and owner and records the new one in one transaction, then sends it.
     * Refused while the resend delay of the last unused code of the same purpose and owner runs, and past a daily cap.
     */
    async issue(request: IssueOtp): Promise<OtpSent> {
      const current = await settings();
      const now = clock.now();
      const code = randomDigits(6);
      const id = randomUUID();
      const accountId = request.accountId ?? null;
      const owner = accountId ? { accountId } : { mobile: request.mobile };
      // As in resend: the SMS leaves after the commit, never while the transaction is open.
      const row = await db.transaction(async (tx) => {
        await repository.lockOwners(ownerKeys({ accountId, mobile: request.mobile }), tx);
        await assertMaySend({ purpose: request.purpose, accountId, mobile: request.mobile }, current, now, tx);
        await repository.voidOpen([request.purpose], owner, now, tx);
        return repository.insert(
          {
            id,
            purpose: request.purpose,
            accountId,
            mobile: request.mobile,
            codeHash: codeHash(id, code),
            sendCount: 1,
            payload: request.payload ?? {},
            expiresAt: new Date(now.getTime() + current.ttl * 1000),
            lastSentAt: now,
            createdAt: now,
          },
          tx,
        );
      });
      await send(row, code);
      return describe(row, current.resendAfter);
    },

    /**
     * A new code for the same request, once the resend delay has passed and within the daily caps; its life starts
     * again, its tries do not. `browserKey`, when given, must be the one fixed in the payload at issue: a public resend
     * has no session to check the id against. A code older than the caps' window is not sent again (its SMS would no
     * longer count against them).
     */
    async resend(
      id: string,
      expected: { purposes: readonly OtpPurpose[]; accountId?: string; browserKey?: string | null },
    ): Promise<OtpSent> {
      if (!isUuid(id)) throw new DomainError('NOT_FOUND');
      const current = await settings();
      // Its owners, to lock before the row (issue takes the same locks before it voids rows: one order, no deadlock).
      const known = await repository.findById(id);
      if (!known) throw new DomainError('NOT_FOUND');
      // The SMS leaves after the commit: the gateway may take seconds, and on PGlite (one connection) the outbox
      // insert would wait forever for the transaction holding the row lock.
      const { updated, code } = await db.transaction(async (tx) => {
        await repository.lockOwners(ownerKeys(known), tx);
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
        const now = clock.now();
        if (row.consumedAt || row.voidedAt || row.createdAt.getTime() <= now.getTime() - dailyWindowMs) {
          throw new DomainError('OTP_EXPIRED', row.accountId ? { accountId: row.accountId } : {});
        }
        const wait = Math.ceil((row.lastSentAt.getTime() + current.resendAfter * 1000 - now.getTime()) / 1000);
        if (wait > 0) throw tooSoon(wait, row.accountId);
        const capped = dailyLimitWait(await recentOf(row, now, tx), row, current.daily, now, true);
        if (capped > 0) throw dailyLimit(capped, row.accountId);
        const code = randomDigits(6);
        // Tries are not given back: five wrong codes end the request however often it is resent.
        const updated: OtpRow = {
          ...row,
          codeHash: codeHash(row.id, code),
          sendCount: row.sendCount + 1,
          lastSentAt: now,
          expiresAt: new Date(now.getTime() + current.ttl * 1000),
        };
        const { codeHash: hash, sendCount, lastSentAt, expiresAt } = updated;
        await repository.update(id, { codeHash: hash, sendCount, lastSentAt, expiresAt }, tx);
        return { updated, code };
      });
      await send(updated, code);
      return describe(updated, current.resendAfter);
    },

    /**
     * Checks a code and consumes it when right, in a transaction of its own: a wrong code's used try must stay
     * recorded even though the caller then fails. The caller acts on the returned row (its payload) afterwards.
     * `whenRight` runs in the same transaction once the code is consumed, with the code's row: what the code unlocks
     * (a sign-in's session, an activation, a new mobile, a deletion) commits with its consumption or not at all, and a
     * failure there leaves the code unspent. `whenWrong` runs once a wrong try is recorded (the sign-in throttle counts
     * it). Refused without a try once the account or the mobile has used up its wrong tries of the day.
     */
    async verify(
      id: string,
      code: string,
      expected: { purposes: readonly OtpPurpose[]; accountId?: string },
      whenRight?: (tx: Database, row: OtpRow) => Promise<void>,
      whenWrong?: () => Promise<void>,
    ): Promise<OtpRow> {
      if (!isUuid(id)) throw new DomainError('OTP_EXPIRED');
      const { maxAttempts, daily } = await settings();
      const outcome = await db.transaction(async (tx) => {
        const row = await repository.findForUpdate(id, tx);
        if (!row || !expected.purposes.includes(row.purpose) || (expected.accountId && row.accountId !== expected.accountId)) {
          return { error: 'OTP_EXPIRED' as const, accountId: null };
        }
        const { accountId } = row;
        const now = clock.now();
        if (row.consumedAt || row.voidedAt || row.expiresAt <= now || row.attempts >= maxAttempts) {
          return { error: 'OTP_EXPIRED' as const, accountId };
        }
        const capped = dailyLimitWait(await recentOf(row, now, tx), row, daily, now, false);
        if (capped > 0) return { error: 'OTP_DAILY_LIMIT' as const, accountId, wait: capped };
        if (!sameHash(row.codeHash, codeHash(row.id, code))) {
          const attempts = row.attempts + 1;
          await repository.update(id, { attempts, ...(attempts >= maxAttempts ? { voidedAt: now } : {}) }, tx);
          return attempts >= maxAttempts
            ? { error: 'OTP_EXPIRED' as const, accountId, wrong: true }
            : { error: 'OTP_INVALID' as const, accountId, wrong: true, remaining: maxAttempts - attempts };
        }
        await repository.update(id, { consumedAt: now }, tx);
        await whenRight?.(tx, row);
        return { row, error: null };
      });
      if (outcome.error === null) return outcome.row;
      if ('wrong' in outcome) await whenWrong?.();
      const about = outcome.accountId ? { accountId: outcome.accountId } : {};
      if (outcome.error === 'OTP_DAILY_LIMIT') throw dailyLimit(outcome.wait, outcome.accountId);
      if (outcome.error === 'OTP_INVALID') {
        throw new DomainError('OTP_INVALID', {
          values: { remaining: outcome.remaining },
          fieldErrors: [{ field: 'body.oneTimePassword', code: 'otp_invalid' }],
          ...about,
        });
      }
      throw new DomainError('OTP_EXPIRED', about);
    },

    /**
     * The code this request already has, when the account's open code of the purpose is still good and `sameRequest`
     * says it was asked for by the same caller (the same browser and password at sign-in): it is described again and
     * no SMS goes. A person who starts a sign-in again within the resend delay keeps their code instead of a refusal.
     * Otherwise a new code is issued, with every rule of `issue`.
     */
    async issueOrReuse(request: IssueOtp & { accountId: string }, sameRequest: (row: OtpRow) => boolean): Promise<OtpSent> {
      const open = await repository.latestOpen(request.accountId, [request.purpose]);
      const current = await settings();
      if (
        open &&
        open.expiresAt > clock.now() &&
        open.attempts < current.maxAttempts &&
        open.mobile === request.mobile &&
        sameRequest(open)
      ) {
        return describe(open, current.resendAfter);
      }
      return this.issue(request);
    },

    /** A code's record by the id a caller sent (ids that are not UUIDs never exist), to check it before a try is spent. */
    find: (id: string): Promise<OtpRow | null> => (isUuid(id) ? repository.findById(id) : Promise.resolve(null)),

    /** The newest code of these purposes of an account that is neither used nor voided (it may have expired). */
    latestOpen: (accountId: string, purposes: readonly OtpPurpose[]): Promise<OtpRow | null> => repository.latestOpen(accountId, purposes),

    async pending(accountId: string, purposes: readonly OtpPurpose[]): Promise<{ purpose: OtpPurpose; otp: OtpSent } | null> {
      const row = await repository.latestOpen(accountId, purposes);
      if (!row || row.expiresAt <= clock.now()) return null;
      const { resendAfter } = await settings();
      return { purpose: row.purpose, otp: describe(row, resendAfter) };
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
