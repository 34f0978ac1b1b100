import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  maskMobile,
  maskNin,
  normalizeHijri,
  notRegisteredAuthority,
  toHijri,
  type CurrentUser,
  type EmergencyApplicant,
  type IamRequest,
  type IamStatus,
  type OtpSent,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import { sameHash } from '../../platform/crypto/tokens.ts';
import type { PasswordHasher } from '../../platform/crypto/password-hasher.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { IdentityProvider } from '../../platform/identity-provider/identity-provider.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import { actsOnBehalf, type Principal } from '../../plugins/auth.ts';
import type { AccountRepository, AccountWithPerson } from '../account/account.repository.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { OtpRepository, OtpRow } from '../otp/otp.repository.ts';
import type { OtpService } from '../otp/otp.service.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import type { SessionUser } from '../session/session.repository.ts';
import type { LoadedSession, SessionService } from '../session/session.service.ts';
import type { AuthRepository } from './auth.repository.ts';

const positive = z.number().int().positive();
const minute = 60_000;

export interface AuthServiceDeps {
  /** Keys the password binding of a sign-in code (see passwordMac). */
  appSecret: string;
  db: Database;
  accounts: AccountRepository;
  repository: AuthRepository;
  otps: OtpService;
  otpRepository: OtpRepository;
  sessions: SessionService;
  captchas: CaptchaService;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  parameters: ParameterService;
  identityProvider: IdentityProvider;
  audit: AuditService;
  clock: Clock;
  /** Sign-in attempts per minute per IP and per username (configuration, defaults 30 and 10). */
  loginRateLimit?: { perIp: number; perUsername: number };
}

/** Sign-in (password + OTP, national SSO, white list), sessions and emergency login (issue "Identity"). */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, accounts, repository, otps, otpRepository, sessions, captchas, hasher, limiter, parameters, identityProvider, audit, clock } =
    deps;
  const { perIp, perUsername } = deps.loginRateLimit ?? { perIp: 30, perUsername: 10 };

  // Verifying against a real-looking hash when the username is unknown keeps both answers equally slow.
  const decoyHash = hasher.hash('decoy password that never matches');

  /** Per-IP and per-username attempt limits on every sign-in door, before any expensive work. */
  async function limit(request: FastifyRequest, username: string): Promise<void> {
    await limiter.hit(`ip:${request.ip}`, perIp, minute);
    await limiter.hit(`user:${username}`, perUsername, minute);
  }

  /**
   * The session user. `snapshot` is the caller's account as this request already read it: what the session resolver
   * loaded (GET currentUser, with the pending relation), or the account a sign-in just checked. After a write to
   * the account the caller passes none, so the answer reflects the change.
   */
  async function currentUserOf(
    principal: Principal,
    expiresAt: Date,
    snapshot?: (SessionUser & Partial<Pick<LoadedSession, 'pendingRelation'>>) | null,
  ): Promise<CurrentUser> {
    const fresh = snapshot && snapshot.account.id === principal.actorAccountId ? snapshot : null;
    const own: SessionUser | null = fresh ?? (await accounts.findById(principal.actorAccountId));
    if (!own) throw new DomainError('UNAUTHENTICATED');
    const acting = actsOnBehalf(principal) ? await accounts.findById(principal.accountId) : null;
    const [pendingRelation, delegations] = await Promise.all([
      fresh?.pendingRelation ?? repository.hasPendingRelation(own.person.id),
      own.account.canLoginOnBehalfOfApplicant ? repository.delegationsOf(own.account.id) : Promise.resolve([]),
    ]);
    const { account, person } = own;
    return {
      principal: account.username,
      user: {
        id: account.id,
        username: account.username,
        nameAr: person.nameAr,
        nameEn: person.nameEn,
        role: account.role,
        maskedMobile: maskMobile(account.mobile),
        email: account.email,
        emailVerified: account.emailVerified,
        changePasswordRequired: account.changePasswordRequired,
        mobileVerificationStatus: account.mobileVerificationStatus,
        isMigratedOldDssNotLoggedIn: account.isMigratedOldDssNotLoggedIn,
        confirmRelationRequired: pendingRelation,
        canLoginOnBehalfOfApplicant: account.canLoginOnBehalfOfApplicant && delegations.length > 0,
        emergencyLogin: acting !== null,
        actingFor: acting ? { id: acting.account.id, nameAr: acting.person.nameAr, nameEn: acting.person.nameEn } : null,
        whiteListed: account.whiteListed,
      },
      authorities: [{ authority: (acting ?? own).account.role }],
      expiresAt: expiresAt.toISOString(),
    };
  }

  /**
   * A sign-in in two halves: `write` records the session, the account's sign-in and the audit line in the caller's
   * transaction (with the code that unlocks it, when there is one); `finish` then sets the cookies and answers with
   * the session user. The session's limits are read here, before any transaction (see sessions.open).
   */
  async function startSignIn(found: AccountWithPerson, request: FastifyRequest, method: string) {
    const opened = await sessions.open(found.account.id, request);
    return {
      write: async (tx: Database) => {
        await opened.save(tx);
        await accounts.update(found.account.id, { lastLoginAt: clock.now(), failedLoginCount: 0, lockedUntil: null }, tx);
        await audit.record(
          { accountId: found.account.id, ip: request.ip, requestId: request.id },
          { action: 'auth.sign-in', entity: 'session', entityId: opened.sessionId, after: { method } },
          tx,
        );
      },
      finish: (reply: FastifyReply): Promise<CurrentUser> => {
        sessions.writeCookies(reply, opened);
        const principal: Principal = {
          accountId: found.account.id,
          actorAccountId: found.account.id,
          roles: [found.account.role],
          sessionId: opened.sessionId,
        };
        // The sign-in wrote none of what currentUser shows: the account as checked is still the account.
        return currentUserOf(principal, opened.idleExpiresAt, found);
      },
    };
  }

  /** Consumes a sign-in code and opens the session in one transaction: a code is spent only on a session. */
  async function signInWithCode(
    found: AccountWithPerson,
    otp: { id: string; code: string; purpose: 'LOGIN' | 'WHITE_LIST_LOGIN' },
    request: FastifyRequest,
    reply: FastifyReply,
    method: string,
  ): Promise<CurrentUser> {
    const started = await startSignIn(found, request, method);
    await otps.verify(otp.id, otp.code, { purposes: [otp.purpose], accountId: found.account.id }, started.write);
    return started.finish(reply);
  }

  /** Checks username and password with lockout; never says whether the username exists. */
  async function checkPassword(username: string, password: string): Promise<AccountWithPerson> {
    const found = await accounts.findLiveByUsername(username);
    const now = clock.now();
    if (!found || found.account.status !== 'ACTIVE' || !found.account.passwordHash) {
      await hasher.verify(await decoyHash, password);
      throw new DomainError('INVALID_CREDENTIALS');
    }
    const { account } = found;
    if (account.lockedUntil && account.lockedUntil > now) {
      throw new DomainError('ACCOUNT_LOCKED', { values: { minutes: Math.ceil((account.lockedUntil.getTime() - now.getTime()) / minute) } });
    }
    if (!(await hasher.verify(account.passwordHash ?? '', password))) {
      const maxFailures = await parameters.read('login.maxFailures', positive);
      const failures = await accounts.recordFailedLogin(account.id);
      if (failures >= maxFailures) {
        const lockMinutes = await parameters.read('login.lockMinutes', positive);
        // The lock and its audit line commit together: no account is locked without a record of why.
        await db.transaction(async (tx) => {
          await accounts.update(account.id, { failedLoginCount: 0, lockedUntil: new Date(now.getTime() + lockMinutes * minute) }, tx);
          await audit.record(
            { accountId: null },
            { action: 'auth.locked', entity: 'account', entityId: account.id, after: { lockMinutes } },
            tx,
          );
        });
        throw new DomainError('ACCOUNT_LOCKED', { values: { minutes: lockMinutes } });
      }
      throw new DomainError('INVALID_CREDENTIALS');
    }
    return found;
  }

  /**
   * Step 2 of sign-in repeats the password (spec payload). Rather than a second argon2 hash, step 1 stores a keyed MAC
   * of the password it verified in the code's record (5 minutes, useless without the server secret), and step 2
   * compares: the same proof for a fraction of the cost, so sign-ins per second follow the hash rate.
   */
  const passwordMac = (accountId: string, password: string) =>
    createHmac('sha256', deps.appSecret).update(`${accountId}:${password}`).digest('hex');

  /** Whether a sign-in code was issued to this browser (step 1 keeps the browser's key in the code's payload). */
  function isBoundTo(row: OtpRow, request: FastifyRequest): boolean {
    const browser = (row.payload as { browser?: unknown } | null)?.browser;
    const key = captchas.browserKey(request);
    return key !== null && browser === key;
  }

  /** The open sign-in code of this purpose that this browser asked for at step 1. */
  async function boundOtpId(accountId: string, purpose: 'LOGIN' | 'WHITE_LIST_LOGIN', request: FastifyRequest): Promise<string> {
    const row = await otpRepository.latestOpen(accountId, [purpose]);
    if (!row || !isBoundTo(row, request)) throw new DomainError('OTP_EXPIRED');
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
    if (!matches) throw new DomainError('INVALID_NIN_OR_BIRTH_DATE');
    return found;
  }

  return {
    currentUser: currentUserOf,

    async login(body: { username: string; password: string; captcha: string }, request: FastifyRequest): Promise<OtpSent> {
      await limit(request, body.username);
      await captchas.consume(request, body.captcha);
      const found = await checkPassword(body.username, body.password);
      return otps.issue({
        purpose: 'LOGIN',
        accountId: found.account.id,
        mobile: found.account.mobile,
        payload: { browser: captchas.browserKey(request), passwordMac: passwordMac(found.account.id, body.password) },
      });
    },

    async confirmOtp(
      body: { username: string; oneTimePassword: string; password: string },
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<CurrentUser> {
      await limit(request, body.username);
      const found = await accounts.findLiveByUsername(body.username);
      // Until this browser shows a code of its own step 1, every refusal is the same OTP_EXPIRED: an unknown
      // username, an account without a code and a locked one must not answer differently (no username oracle).
      const pending = found && found.account.status === 'ACTIVE' ? await otpRepository.latestOpen(found.account.id, ['LOGIN']) : null;
      const bound = (pending?.payload ?? {}) as { browser?: unknown; passwordMac?: unknown };
      // A code belongs to the browser and the password that passed step 1.
      if (!found || !pending || !isBoundTo(pending, request)) throw new DomainError('OTP_EXPIRED');
      const now = clock.now();
      if (found.account.lockedUntil && found.account.lockedUntil > now) {
        throw new DomainError('ACCOUNT_LOCKED', {
          values: { minutes: Math.ceil((found.account.lockedUntil.getTime() - now.getTime()) / minute) },
        });
      }
      if (typeof bound.passwordMac !== 'string' || !sameHash(bound.passwordMac, passwordMac(found.account.id, body.password))) {
        throw new DomainError('INVALID_CREDENTIALS');
      }
      return signInWithCode(found, { id: pending.id, code: body.oneTimePassword, purpose: 'LOGIN' }, request, reply, 'password');
    },

    /** Only the browser that passed step 1 may ask again: the code's id is all a public resend carries. */
    resendOtp: (id: string, request: FastifyRequest) =>
      otps.resend(id, { purposes: ['LOGIN', 'WHITE_LIST_LOGIN'], browserKey: captchas.browserKey(request) }),

    async iamLogin(body: { username: string; captcha: string }, request: FastifyRequest): Promise<IamRequest> {
      await limit(request, body.username);
      await captchas.consume(request, body.captcha);
      const ttl = await parameters.read('iam.ttlSeconds', positive);
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

    async iamCheckStatus(body: IamRequest, request: FastifyRequest, reply: FastifyReply): Promise<IamStatus> {
      const row = await repository.findIamRequest(body.id).catch(() => null);
      if (!row || row.transId !== body.transId || row.random !== body.random) throw new DomainError('NOT_FOUND');
      const waiting: IamStatus = { status: 'WAITING', currentUser: null, authorities: [] };
      if (row.status === 'REJECTED' || row.status === 'EXPIRED') return { status: row.status, currentUser: null, authorities: [] };
      if (row.status === 'COMPLETED') return { status: 'COMPLETED', currentUser: null, authorities: [] };
      if (row.expiresAt <= clock.now()) {
        await repository.updateIamRequest(row.id, { status: 'EXPIRED' });
        return { status: 'EXPIRED', currentUser: null, authorities: [] };
      }
      const status = await identityProvider.status(row.transId);
      if (status === 'REJECTED') {
        await repository.updateIamRequest(row.id, { status: 'REJECTED' });
        return { status: 'REJECTED', currentUser: null, authorities: [] };
      }
      if (status !== 'COMPLETED') return waiting;
      const spent: IamStatus = { status: 'COMPLETED', currentUser: null, authorities: [] };
      const found = await accounts.findLiveByUsername(row.username);
      // Spec §4: an identity without an account is told so and gets no session.
      if (!found || found.account.status !== 'ACTIVE') {
        if (!(await repository.claimIamSession(row.id))) return spent;
        return { status: 'COMPLETED', currentUser: null, authorities: [{ authority: notRegisteredAuthority }] };
      }
      // The request is spent only on a session: its claim commits with the session's writes or not at all, so a
      // sign-in that fails (e.g. cannot be audited) leaves it for the next poll.
      const started = await startSignIn(found, request, 'national-sso');
      const claimed = await db.transaction(async (tx) => {
        if (!(await repository.claimIamSession(row.id, tx))) return false;
        await started.write(tx);
        return true;
      });
      if (!claimed) return spent;
      const currentUser = await started.finish(reply);
      return { status: 'COMPLETED', currentUser, authorities: currentUser.authorities };
    },

    async whitelistAuthenticate(
      body: { username: string; dob: string; dobGeorgian: string; captcha: string },
      request: FastifyRequest,
    ): Promise<OtpSent> {
      await limit(request, body.username);
      await captchas.consume(request, body.captcha);
      const found = await whiteListed(body.username, body.dob, body.dobGeorgian);
      return otps.issue({
        purpose: 'WHITE_LIST_LOGIN',
        accountId: found.account.id,
        mobile: found.account.mobile,
        payload: { browser: captchas.browserKey(request) },
      });
    },

    async whitelistConfirmOtp(
      body: { username: string; oneTimePassword: string; dob: string; dobGeorgian: string },
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<CurrentUser> {
      await limit(request, body.username);
      const found = await whiteListed(body.username, body.dob, body.dobGeorgian);
      const id = await boundOtpId(found.account.id, 'WHITE_LIST_LOGIN', request);
      return signInWithCode(found, { id, code: body.oneTimePassword, purpose: 'WHITE_LIST_LOGIN' }, request, reply, 'white-list');
    },

    async logout(request: FastifyRequest, reply: FastifyReply): Promise<{ success: true }> {
      if (request.principal) {
        await sessions.revoke(request.principal.sessionId);
        await audit.record(
          { accountId: request.principal.actorAccountId, ip: request.ip, requestId: request.id },
          { action: 'auth.sign-out', entity: 'session', entityId: request.principal.sessionId },
        );
      }
      sessions.clearCookies(reply);
      return { success: true };
    },

    async emergencyApplicants(principal: Principal): Promise<EmergencyApplicant[]> {
      const own = await accounts.findById(principal.actorAccountId);
      if (!own?.account.canLoginOnBehalfOfApplicant) return [];
      const rows = await repository.delegationsOf(principal.actorAccountId);
      return rows.map((row) => ({
        id: row.applicantAccountId,
        nameAr: row.nameAr,
        nameEn: row.nameEn,
        relationship: row.relationship,
        maskedNin: maskNin(row.nin),
      }));
    },

    async enterApplicantAccount(principal: Principal, applicantAccountId: string, request: FastifyRequest): Promise<CurrentUser> {
      const allowed = (await this.emergencyApplicants(principal)).some((applicant) => applicant.id === applicantAccountId);
      if (!allowed) throw new DomainError('NOT_FOUND');
      // The session acts for the applicant only with the audit line that says who entered.
      await db.transaction(async (tx) => {
        await sessions.setActingFor(principal.sessionId, applicantAccountId, tx);
        await audit.record(
          { accountId: principal.actorAccountId, onBehalfOfAccountId: applicantAccountId, ip: request.ip, requestId: request.id },
          { action: 'auth.emergency-login', entity: 'account', entityId: applicantAccountId },
          tx,
        );
      });
      const acting: Principal = { ...principal, accountId: applicantAccountId };
      return currentUserOf(acting, await sessions.idleExpiry(request));
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
