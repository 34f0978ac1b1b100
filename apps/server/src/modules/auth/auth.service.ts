import { createHmac } from 'node:crypto';
import {
  dueForcedSteps,
  mobileVerificationStatus,
  normalizeHijri,
  notRegisteredAuthority,
  toHijri,
  type ConfirmOtpInput,
  type CurrentUser,
  type IamLoginInput,
  type IamRequest,
  type IamStatus,
  type IdInput,
  type LoginInput,
  type OtpSent,
  type WhitelistAuthenticateInput,
  type WhitelistConfirmOtpInput,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import { sameHash } from '../../platform/crypto/tokens.ts';
import type { PasswordHasher } from '../../platform/crypto/password-hasher.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { IdentityProvider } from '../../platform/identity-provider/identity-provider.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { AccountRepository, AccountWithPerson } from '../account/account.repository.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { OtpRow } from '../otp/otp.repository.ts';
import type { OtpService } from '../otp/otp.service.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import type { OpenedSession, SessionService, WithSession } from '../session/session.service.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { Browser } from './browser.ts';
import type { CurrentUserService } from './current-user.service.ts';
import type { SignInThrottle } from './sign-in-throttle.service.ts';

export interface AuthServiceDeps {
  /** The session user every sign-in answers with. */
  currentUsers: CurrentUserService;
  /** Keys the password binding of a sign-in code (see passwordMac). */
  appSecret: string;
  db: Database;
  accounts: AccountRepository;
  repository: AuthRepository;
  otps: OtpService;
  sessions: SessionService;
  captchas: CaptchaService;
  hasher: PasswordHasher;
  /** Holds off wrong sign-in proofs per (account, address) and locks an account guessed at from many (decision 012). */
  throttle: SignInThrottle;
  parameters: ParameterService;
  identityProvider: IdentityProvider;
  audit: AuditService;
  clock: Clock;
}

/** Sign-in (password + OTP, national SSO, white list), sessions and emergency login (issue "Identity"). */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, accounts, repository, otps, sessions, captchas, hasher, throttle, parameters, identityProvider, audit, clock, currentUsers } =
    deps;

  // Verifying against a real-looking hash when the username is unknown keeps both answers equally slow.
  const decoyHash = hasher.hash('decoy password that never matches');

  /**
   * A sign-in in two halves: `write` records the session, the account's sign-in and the audit line in the caller's
   * transaction (with the code that unlocks it, when there is one); `finish` then answers with the session user and
   * the session whose cookies the route sets. The session's limits are read here, before any transaction (see
   * sessions.open).
   */
  async function startSignIn(found: AccountWithPerson, browser: Browser, ctx: RequestContext, method: string) {
    const opened = await sessions.open(found.account.id, ctx);
    const session: OpenedSession = { token: opened.token, sessionId: opened.sessionId, idleExpiresAt: opened.idleExpiresAt };
    return {
      write: async (tx: Database) => {
        // A browser that signs in again gives up the session it held: one browser, one live session.
        const replaced = await sessions.revokeByToken(browser.sessionToken, tx);
        await opened.save(tx);
        await accounts.update(found.account.id, { lastLoginAt: clock.now(), failedLoginCount: 0, lockedUntil: null }, tx);
        await throttle.clear(found.account.id, ctx.ip, tx);
        await audit.record(
          { accountId: found.account.id, ip: ctx.ip, requestId: ctx.requestId },
          {
            action: 'auth.sign-in',
            entity: 'session',
            entityId: opened.sessionId,
            after: replaced ? { method, replacedSession: replaced } : { method },
          },
          tx,
        );
      },
      finish: async (): Promise<WithSession<CurrentUser>> => {
        const principal: Principal = {
          accountId: found.account.id,
          actorAccountId: found.account.id,
          roles: [found.account.role],
          sessionId: opened.sessionId,
          forcedSteps: dueForcedSteps(found.account),
          stepUpAt: clock.now().getTime(),
        };
        // The sign-in wrote none of what currentUser shows: the account as checked is still the account.
        return { answer: await currentUsers.sessionUser(principal, opened.idleExpiresAt, found), session };
      },
    };
  }

  /** Consumes a sign-in code and opens the session in one transaction: a code is spent only on a session. */
  async function signInWithCode(
    found: AccountWithPerson,
    otp: { id: string; code: string; purpose: 'LOGIN' | 'WHITE_LIST_LOGIN' },
    browser: Browser,
    ctx: RequestContext,
    method: string,
  ): Promise<WithSession<CurrentUser>> {
    const started = await startSignIn(found, browser, ctx, method);
    await otps.verify(otp.id, otp.code, { purposes: [otp.purpose], accountId: found.account.id }, started.write, () =>
      throttle.recordFailure(found.account, ctx),
    );
    return started.finish();
  }

  /**
   * Checks username and password; never says whether the username exists, nor whether sign-in is held off. A pair
   * (account, address) that is held off, or a locked account, answers as a wrong password does, after the same hash
   * (decision 012): the lockout is no oracle, and a right password guessed meanwhile is worth nothing.
   */
  async function checkPassword(username: string, password: string, ctx: RequestContext): Promise<AccountWithPerson> {
    const found = await accounts.findLiveByUsername(username);
    if (!found || found.account.status !== 'ACTIVE' || !found.account.passwordHash) {
      await hasher.verify(await decoyHash, password);
      throw new DomainError('INVALID_CREDENTIALS');
    }
    const { account } = found;
    const [held, right] = await Promise.all([throttle.isHeld(account, ctx.ip), hasher.verify(account.passwordHash ?? '', password)]);
    if (held) throw new DomainError('INVALID_CREDENTIALS', { accountId: account.id });
    if (!right) {
      await throttle.recordFailure(account, ctx);
      throw new DomainError('INVALID_CREDENTIALS', { accountId: account.id });
    }
    return found;
  }

  /**
   * A sign-in code goes only to a mobile verified for the account: a number never confirmed, or withdrawn when
   * another account proved it holds it, may be someone else's. Asked only once the first factor is right.
   */
  function assertMobileVerified(found: AccountWithPerson, refusal: 'MOBILE_NOT_VERIFIED_USE_SSO' | 'WHITE_LIST_MOBILE_NOT_VERIFIED'): void {
    if (found.account.mobileVerificationStatus !== mobileVerificationStatus.VERIFIED) {
      throw new DomainError(refusal, { accountId: found.account.id });
    }
  }

  /**
   * Step 2 of sign-in repeats the password (spec payload). Rather than a second argon2 hash, step 1 stores a keyed MAC
   * of the password it verified in the code's record (5 minutes, useless without the server secret), and step 2
   * compares: the same proof for a fraction of the cost, so sign-ins per second follow the hash rate.
   */
  const passwordMac = (accountId: string, password: string) =>
    createHmac('sha256', deps.appSecret).update(`${accountId}:${password}`).digest('hex');

  /** Whether a sign-in code was issued to the browser of this key (step 1 keeps the browser's key in the code's payload). */
  function isBoundTo(row: OtpRow, browserKey: string | null): boolean {
    return browserKey !== null && (row.payload as { browser?: unknown } | null)?.browser === browserKey;
  }

  /** The open sign-in code of this purpose that this browser asked for at step 1. */
  async function boundOtpId(accountId: string, purpose: 'LOGIN' | 'WHITE_LIST_LOGIN', browser: Browser): Promise<string> {
    const row = await otps.latestOpen(accountId, [purpose]);
    if (!row || !isBoundTo(row, captchas.browserKey(browser.captchaToken))) throw new DomainError('OTP_EXPIRED');
    return row.id;
  }

  /**
   * The white-listed account of a national ID and both birth dates. Every refusal (unknown ID, not white-listed, not
   * active, wrong or disagreeing dates) is the same INVALID_NIN_OR_BIRTH_DATE: the form has no password to blame, and
   * the answer must not tell whether the ID exists.
   */
  async function whiteListed(username: string, dob: string, dobGeorgian: string): Promise<AccountWithPerson> {
    const found = await accounts.findLiveByUsername(username);
    const hijri = normalizeHijri(dob);
    const matches =
      found !== null &&
      found.account.whiteListed &&
      found.account.status === 'ACTIVE' &&
      found.person.birthDate === dobGeorgian &&
      hijri !== null &&
      toHijri(dobGeorgian) === hijri;
    if (!matches) throw new DomainError('INVALID_NIN_OR_BIRTH_DATE', found ? { accountId: found.account.id } : {});
    return found;
  }

  return {
    /** GET currentUser: the caller's session user (see current-user.service.ts). */
    currentUser: currentUsers.currentUser,

    async login(browser: Browser, body: LoginInput, ctx: RequestContext): Promise<OtpSent> {
      await captchas.consume(browser.captchaToken, body.captcha);
      const found = await checkPassword(body.username, body.password, ctx);
      // Nafath proves who they are without the number; the redirect order then asks for a new one (spec §4).
      assertMobileVerified(found, 'MOBILE_NOT_VERIFIED_USE_SSO');
      const payload = { browser: captchas.browserKey(browser.captchaToken), passwordMac: passwordMac(found.account.id, body.password) };
      // Starting again from the same browser with the same password keeps the code already sent (no refusal, no SMS).
      return otps.issueOrReuse(
        { purpose: 'LOGIN', accountId: found.account.id, mobile: found.account.mobile, payload },
        (row) => isBoundTo(row, payload.browser) && (row.payload as { passwordMac?: unknown } | null)?.passwordMac === payload.passwordMac,
      );
    },

    async confirmOtp(browser: Browser, body: ConfirmOtpInput, ctx: RequestContext): Promise<WithSession<CurrentUser>> {
      const found = await accounts.findLiveByUsername(body.username);
      // Until this browser shows a code of its own step 1, every refusal is the same OTP_EXPIRED: an unknown
      // username, an account without a code and a locked one must not answer differently (no username oracle).
      const pending = found && found.account.status === 'ACTIVE' ? await otps.latestOpen(found.account.id, ['LOGIN']) : null;
      const bound = (pending?.payload ?? {}) as { browser?: unknown; passwordMac?: unknown };
      // A code belongs to the browser and the password that passed step 1.
      if (!found || !pending || !isBoundTo(pending, captchas.browserKey(browser.captchaToken))) throw new DomainError('OTP_EXPIRED');
      const refused = new DomainError('INVALID_CREDENTIALS', { accountId: found.account.id });
      // Held off since step 1 (other tries from this address, or the account locked): the same answer as a wrong password.
      if (await throttle.isHeld(found.account, ctx.ip)) throw refused;
      if (typeof bound.passwordMac !== 'string' || !sameHash(bound.passwordMac, passwordMac(found.account.id, body.password))) {
        await throttle.recordFailure(found.account, ctx);
        throw refused;
      }
      return signInWithCode(found, { id: pending.id, code: body.oneTimePassword, purpose: 'LOGIN' }, browser, ctx, 'password');
    },

    /**
     * Only the browser that passed step 1 may ask again: the code's id is all a public resend carries. A new code goes
     * only to the account's mobile while it is still verified (a takeover may have withdrawn it since step 1).
     */
    async resendOtp(browser: Browser, { id }: IdInput): Promise<OtpSent> {
      const browserKey = captchas.browserKey(browser.captchaToken);
      const row = await otps.find(id);
      if (row?.accountId && isBoundTo(row, browserKey)) {
        const owner = await accounts.findById(row.accountId);
        const stillTheirs =
          owner !== null &&
          owner.account.mobile === row.mobile &&
          owner.account.mobileVerificationStatus === mobileVerificationStatus.VERIFIED;
        if (!stillTheirs) throw new DomainError('OTP_EXPIRED', { accountId: row.accountId });
      }
      return otps.resend(id, { purposes: ['LOGIN', 'WHITE_LIST_LOGIN'], browserKey });
    },

    async iamLogin(browser: Browser, body: IamLoginInput): Promise<IamRequest> {
      await captchas.consume(browser.captchaToken, body.captcha);
      const ttl = await parameters.get('iam.ttlSeconds');
      const started = await identityProvider.start(body.username);
      const row = await repository.insertIamRequest({
        transId: started.transId,
        username: body.username,
        random: started.random,
        status: 'WAITING',
        expiresAt: new Date(clock.now().getTime() + ttl * 1000),
      });
      return { id: row.id, transId: row.transId, random: row.random };
    },

    /** A poll of a national single sign-on request; `session` is the one it opened, once completed for an account. */
    async iamCheckStatus(
      browser: Browser,
      body: IamRequest,
      ctx: RequestContext,
    ): Promise<{ answer: IamStatus; session: OpenedSession | null }> {
      // Every answer but the one that signs in: no session user, no cookies.
      const noSession = (status: IamStatus['status'], authorities: IamStatus['authorities'] = []) => ({
        answer: { status, currentUser: null, authorities },
        session: null,
      });
      const row = await repository.findIamRequest(body.id).catch(() => null);
      if (!row || row.transId !== body.transId || row.random !== body.random) throw new DomainError('NOT_FOUND');
      if (row.status === 'REJECTED' || row.status === 'EXPIRED' || row.status === 'COMPLETED') return noSession(row.status);
      if (row.expiresAt <= clock.now()) {
        await repository.updateIamRequest(row.id, { status: 'EXPIRED' });
        return noSession('EXPIRED');
      }
      const status = await identityProvider.status(row.transId);
      if (status === 'REJECTED') {
        await repository.updateIamRequest(row.id, { status: 'REJECTED' });
        return noSession('REJECTED');
      }
      if (status !== 'COMPLETED') return noSession('WAITING');
      const found = await accounts.findLiveByUsername(row.username);
      // Spec §4: an identity without an account is told so and gets no session.
      if (!found || found.account.status !== 'ACTIVE') {
        if (!(await repository.claimIamSession(row.id))) return noSession('COMPLETED');
        return noSession('COMPLETED', [{ authority: notRegisteredAuthority }]);
      }
      // The request is spent only on a session: its claim commits with the session's writes or not at all, so a
      // sign-in that fails (e.g. cannot be audited) leaves it for the next poll.
      const started = await startSignIn(found, browser, ctx, 'national-sso');
      const claimed = await db.transaction(async (tx) => {
        if (!(await repository.claimIamSession(row.id, tx))) return false;
        await started.write(tx);
        return true;
      });
      if (!claimed) return noSession('COMPLETED');
      const { answer: currentUser, session } = await started.finish();
      return { answer: { status: 'COMPLETED', currentUser, authorities: currentUser.authorities }, session };
    },

    async whitelistAuthenticate(browser: Browser, body: WhitelistAuthenticateInput, ctx: RequestContext): Promise<OtpSent> {
      await captchas.consume(browser.captchaToken, body.captcha);
      const found = await whiteListed(body.username, body.dob, body.dobGeorgian);
      // As a wrong date would: this door's tries from this address are held off (its codes were guessed at).
      if (await throttle.isHeld(found.account, ctx.ip)) {
        throw new DomainError('INVALID_NIN_OR_BIRTH_DATE', { accountId: found.account.id });
      }
      // The ministry set this number and a takeover withdrew it: Nafath or the ministry, never a code to it (decision 026).
      assertMobileVerified(found, 'WHITE_LIST_MOBILE_NOT_VERIFIED');
      const browserKey = captchas.browserKey(browser.captchaToken);
      return otps.issueOrReuse(
        { purpose: 'WHITE_LIST_LOGIN', accountId: found.account.id, mobile: found.account.mobile, payload: { browser: browserKey } },
        (row) => isBoundTo(row, browserKey),
      );
    },

    async whitelistConfirmOtp(browser: Browser, body: WhitelistConfirmOtpInput, ctx: RequestContext): Promise<WithSession<CurrentUser>> {
      const found = await whiteListed(body.username, body.dob, body.dobGeorgian);
      const id = await boundOtpId(found.account.id, 'WHITE_LIST_LOGIN', browser);
      if (await throttle.isHeld(found.account, ctx.ip)) {
        throw new DomainError('INVALID_NIN_OR_BIRTH_DATE', { accountId: found.account.id });
      }
      return signInWithCode(found, { id, code: body.oneTimePassword, purpose: 'WHITE_LIST_LOGIN' }, browser, ctx, 'white-list');
    },

    /** Ends the caller's session when there is one (a visitor may sign out too); the route clears the cookies. */
    async logout(principal: Principal | null, ctx: RequestContext): Promise<{ success: true }> {
      if (principal) {
        // The session ends with the line that says so, or not at all.
        await db.transaction(async (tx) => {
          await sessions.revoke(principal.sessionId, tx, 'SIGN_OUT');
          await audit.record(
            { accountId: principal.actorAccountId, ip: ctx.ip, requestId: ctx.requestId },
            { action: 'auth.sign-out', entity: 'session', entityId: principal.sessionId },
            tx,
          );
        });
      }
      return { success: true };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
