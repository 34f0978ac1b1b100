import { z } from 'zod';
import {
  mobileVerificationStatus,
  type ApplicantSendOtpInput,
  type CurrentUser,
  type ElderlyCreateInput,
  type IdInput,
  type OtpConfirmInput,
  type OtpSent,
  type RegisterInput,
  type ResetPasswordInput,
} from '@sanad/contract';
import type { CivilRegistry } from '../../platform/civil-registry/civil-registry.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { PasswordHasher } from '../../platform/crypto/password-hasher.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { PasswordPolicy } from '../../platform/password-policy/password-policy.ts';
import type { Principal } from '../../platform/principal.ts';
import type { Log } from '../../platform/logger.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { AccountRepository } from '../account/account.repository.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import type { Browser } from '../auth/browser.ts';
import type { CurrentUserService } from '../auth/current-user.service.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { OtpService } from '../otp/otp.service.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { EmailActivation } from '../users/email-activation.ts';
import type { RegistrationRepository } from './registration.repository.ts';
import { signVisitorToken, verifyVisitorToken, type VisitorProof } from './visitor-token.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';

const minute = 60_000;
const adultAge = 18;

export interface RegistrationServiceDeps {
  db: Database;
  accounts: AccountRepository;
  repository: RegistrationRepository;
  otps: OtpService;
  sessions: SessionService;
  captchas: CaptchaService;
  hasher: PasswordHasher;
  parameters: ParameterService;
  civilRegistry: CivilRegistry;
  passwordPolicy: PasswordPolicy;
  audit: AuditService;
  /** The session user the confirmation of a migrated account answers with. */
  currentUsers: CurrentUserService;
  emailActivation: EmailActivation;
  clock: Clock;
  /** Signs visitor tokens (config APP_SECRET). */
  appSecret: string;
  /** Where an activation e-mail that could not be sent is logged (the app's logger), with the request's id. */
  log: Log;
}

/** Full years between an ISO birth date and `now` (UTC calendar days). */
export function ageOn(birthDate: string, now: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** A visitor's write: no one signed in, the account concerned (when there is one) as the actor. */
function visitorActor(ctx: RequestContext, accountId: string | null = null): Actor {
  return { accountId, ip: ctx.ip, requestId: ctx.requestId };
}

/**
 * Registration and recovery (spec §7 "Registration", DOMAIN.md "registration"): sign-up with a mobile OTP, visitor
 * verification, white-listing by staff, forgotten passwords and the confirmation of migrated accounts.
 */
export function createRegistrationService(deps: RegistrationServiceDeps) {
  const {
    db,
    accounts,
    repository,
    otps,
    sessions,
    captchas,
    hasher,
    parameters,
    civilRegistry,
    passwordPolicy,
    audit,
    currentUsers,
    emailActivation,
    clock,
    appSecret,
    log,
  } = deps;

  /** The OTP row behind a client-supplied id, before spending a try on it. */
  async function openOtp(id: string, purpose: 'RESET_PASSWORD') {
    const row = await otps.find(id);
    if (!row || row.purpose !== purpose || !row.accountId || row.consumedAt || row.voidedAt || row.expiresAt <= clock.now()) {
      throw new DomainError('OTP_EXPIRED');
    }
    return { ...row, accountId: row.accountId };
  }

  return {
    async register(browser: Browser, body: RegisterInput, ctx: RequestContext): Promise<OtpSent> {
      // Before the civil registry is asked and before any hash: a robot gets no lookup, no hash and no SMS.
      await captchas.consume(browser.captchaToken, body.captcha);
      const record = await civilRegistry.lookup(body.nin, body.birthDate);
      if (!record) throw new DomainError('IDENTITY_NOT_CONFIRMED');
      if (ageOn(record.birthDate, clock.now()) < adultAge) throw new DomainError('UNDERAGE');

      // A person already on record (a declared dependent, an earlier attempt) keeps the record: the birth date must
      // match it, and is checked first so that only someone who knows it learns whether the NIN has an account.
      const known = await accounts.findPersonByNin(body.nin);
      if (known && known.birthDate !== record.birthDate) throw new DomainError('IDENTITY_NOT_CONFIRMED');
      const existing = await accounts.findLiveByUsername(body.nin);
      // Only an abandoned sign-up (mobile never confirmed) may be started again; any other live account is the person's.
      if (existing && existing.account.status !== 'PENDING_MOBILE') throw new DomainError('NIN_ALREADY_REGISTERED');

      const names = known ? [known.nameAr, known.nameEn] : [record.nameAr, record.nameEn];
      passwordPolicy.assert(body.password, { nin: body.nin, names }, 'body.password');
      // A code that could not be sent (resend delay, daily cap) is refused before the hash and before the account is
      // written; the issue below checks again.
      await otps.assertMaySend({ purpose: 'REGISTRATION', accountId: existing?.account.id ?? null, mobile: body.mobile });
      const passwordHash = await hasher.hash(body.password);
      const pending = {
        passwordHash,
        mobile: body.mobile,
        mobileVerificationStatus: mobileVerificationStatus.PENDING,
        pendingEmail: body.email ?? null,
      };

      let accountId: string;
      try {
        accountId = await db.transaction(async (tx) => {
          if (existing) {
            await accounts.update(existing.account.id, { ...pending, failedLoginCount: 0, lockedUntil: null }, tx);
            await audit.record(
              visitorActor(ctx, existing.account.id),
              { action: 'registration.restart', entity: 'account', entityId: existing.account.id },
              tx,
            );
            return existing.account.id;
          }
          const personRow =
            known ??
            (await accounts.insertPerson(
              {
                nin: record.nin,
                nameAr: record.nameAr,
                nameEn: record.nameEn,
                gender: record.gender,
                birthDate: record.birthDate,
                nationality: record.nationality,
              },
              tx,
            ));
          const created = await accounts.insertAccount(
            { personId: personRow.id, username: body.nin, role: 'APPLICANT', status: 'PENDING_MOBILE', ...pending },
            tx,
          );
          await audit.record(
            visitorActor(ctx, created.id),
            { action: 'registration.register', entity: 'account', entityId: created.id, after: { personReused: known !== null } },
            tx,
          );
          return created.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('NIN_ALREADY_REGISTERED');
        throw error;
      }
      // Sent after the commit: an SMS cannot be taken back if the transaction failed.
      return otps.issue({ purpose: 'REGISTRATION', accountId, mobile: body.mobile });
    },

    async confirmMobile(body: OtpConfirmInput, ctx: RequestContext): Promise<{ success: true }> {
      const activated: { email: { accountId: string; address: string } | null } = { email: null };
      // The code is spent only on the activation: both commit together or not at all.
      await otps.verify(body.id, body.oneTimePassword, { purposes: ['REGISTRATION'] }, async (tx, row) => {
        const found = row.accountId ? await accounts.findById(row.accountId, tx) : null;
        if (!found || found.account.status !== 'PENDING_MOBILE' || found.account.mobile !== row.mobile)
          throw new DomainError('OTP_EXPIRED');
        const { account } = found;
        await accounts.update(account.id, { status: 'ACTIVE', mobileVerificationStatus: mobileVerificationStatus.VERIFIED }, tx);
        await audit.record(
          visitorActor(ctx, account.id),
          {
            action: 'registration.confirm-mobile',
            entity: 'account',
            entityId: account.id,
            before: { status: account.status },
            after: { status: 'ACTIVE' },
          },
          tx,
        );
        if (account.pendingEmail) activated.email = { accountId: account.id, address: account.pendingEmail };
      });
      if (activated.email) {
        // The account is active whatever the mail service does; the person can ask for a new link later.
        const { accountId, address } = activated.email;
        await emailActivation
          .send(accountId, address)
          .catch((error: unknown) => log.warn({ err: error, reqId: ctx.requestId }, 'activation e-mail not sent'));
      }
      return { success: true };
    },

    resendOtp: ({ id }: IdInput): Promise<OtpSent> => otps.resend(id, { purposes: ['REGISTRATION'] }),

    async applicantSendOtp(browser: Browser, body: ApplicantSendOtpInput): Promise<OtpSent> {
      await captchas.consume(browser.captchaToken, body.captcha);
      return otps.issue({ purpose: 'VISITOR', mobile: body.mobile, payload: { nin: body.nin } });
    },

    async applicantVerify(body: OtpConfirmInput): Promise<{ verificationToken: string; expiresInSeconds: number }> {
      const row = await otps.verify(body.id, body.oneTimePassword, { purposes: ['VISITOR'] });
      const nin = z.object({ nin: z.string() }).safeParse(row.payload);
      if (row.accountId !== null || !nin.success) throw new DomainError('OTP_EXPIRED');
      const minutes = await parameters.get('visitor.verificationMinutes');
      const expiresAt = new Date(clock.now().getTime() + minutes * minute);
      return {
        verificationToken: signVisitorToken({ nin: nin.data.nin, mobile: row.mobile, expiresAt }, appSecret),
        expiresInSeconds: minutes * 60,
      };
    },

    /** Checks a visitor token issued by applicantVerify (tickets take the VISITOR code itself instead, decision 064). */
    verifyVisitorToken(token: string): VisitorProof | null {
      return verifyVisitorToken(token, appSecret, clock.now());
    },

    async elderlyCreate(principal: Principal, body: ElderlyCreateInput, ctx: RequestContext): Promise<{ id: string }> {
      const record = await civilRegistry.lookup(body.nin, body.birthDate);
      if (!record) throw new DomainError('IDENTITY_NOT_CONFIRMED');
      if (await accounts.findLiveByUsername(body.nin)) throw new DomainError('CONFLICT');
      const known = await accounts.findPersonByNin(body.nin);
      if (known && known.birthDate !== record.birthDate) throw new DomainError('IDENTITY_NOT_CONFIRMED');
      try {
        return await db.transaction(async (tx) => {
          const personRow =
            known ??
            (await accounts.insertPerson(
              {
                nin: body.nin,
                nameAr: body.nameAr,
                nameEn: body.nameEn,
                gender: record.gender,
                birthDate: record.birthDate,
                nationality: record.nationality,
              },
              tx,
            ));
          // White-listed applicants sign in with NIN, birth date and an OTP: they get no password.
          const created = await accounts.insertAccount(
            {
              personId: personRow.id,
              username: body.nin,
              passwordHash: null,
              role: 'WHITE_LISTED_APPLICANT',
              status: 'ACTIVE',
              whiteListed: true,
              mobile: body.mobile,
              mobileVerificationStatus: mobileVerificationStatus.VERIFIED,
            },
            tx,
          );
          // A person white-listed before (whose account was closed since) keeps their entry.
          const entry =
            (await repository.findWhiteListEntry(personRow.id, tx)) ??
            (await repository.insertWhiteListEntry({ personId: personRow.id, createdByAccountId: principal.actorAccountId }, tx));
          await audit.record(
            actorOf(principal, ctx),
            {
              action: 'registration.white-list',
              entity: 'account',
              entityId: created.id,
              after: { personId: personRow.id, whiteListEntryId: entry.id, personReused: known !== null },
            },
            tx,
          );
          return { id: created.id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('CONFLICT');
        throw error;
      }
    },

    /** Step 1 (nin, birthDate, captcha) sends an OTP; step 2 (id, OTP, new password) sets the password. */
    async resetPassword(browser: Browser, body: ResetPasswordInput, ctx: RequestContext): Promise<OtpSent | { success: true }> {
      if ('nin' in body) {
        await captchas.consume(browser.captchaToken, body.captcha);
        const found = await accounts.findLiveByUsername(body.nin);
        // One answer for every refusal, so the form never tells whether a NIN has an account. The code goes only to a
        // verified mobile: a number withdrawn or never confirmed may now be someone else's.
        const eligible =
          found !== null &&
          found.account.status === 'ACTIVE' &&
          found.account.passwordHash !== null &&
          found.account.mobileVerificationStatus === mobileVerificationStatus.VERIFIED &&
          found.person.birthDate === body.birthDate;
        if (!eligible) throw new DomainError('IDENTITY_NOT_CONFIRMED');
        return otps.issue({ purpose: 'RESET_PASSWORD', accountId: found.account.id, mobile: found.account.mobile });
      }

      const pending = await openOtp(body.id, 'RESET_PASSWORD');
      const found = await accounts.findById(pending.accountId);
      if (!found || found.account.status !== 'ACTIVE') throw new DomainError('OTP_EXPIRED');
      // The policy is checked before the code is spent, so a refused password does not cost the person their code.
      passwordPolicy.assert(
        body.newPassword,
        { nin: found.person.nin, names: [found.person.nameAr, found.person.nameEn] },
        'body.newPassword',
      );
      // Hashed before the code is checked: the code is spent only with the new password saved, in one transaction,
      // and a hash inside it would hold the code's row (and, on the embedded database, the one connection) meanwhile.
      const passwordHash = await hasher.hash(body.newPassword);
      await otps.verify(body.id, body.oneTimePassword, { purposes: ['RESET_PASSWORD'], accountId: found.account.id }, async (tx) => {
        await accounts.update(
          found.account.id,
          { passwordHash, failedLoginCount: 0, lockedUntil: null, changePasswordRequired: false },
          tx,
        );
        await sessions.revokeAllOf(found.account.id, null, tx, 'PASSWORD_RESET');
        await audit.record(
          visitorActor(ctx, found.account.id),
          { action: 'account.reset-password', entity: 'account', entityId: found.account.id },
          tx,
        );
      });
      return { success: true };
    },

    /**
     * A migrated user confirms the carried-over account (DOMAIN.md): the old system's password was temporary, so the
     * account must now set its own (changePasswordRequired), which the redirect order sends them to next.
     */
    async confirmMigrateUser(principal: Principal, { id }: IdInput, ctx: RequestContext): Promise<CurrentUser> {
      // The flag belongs to the person signed in (currentUser.user), also during an emergency login.
      if (id !== principal.actorAccountId) throw new DomainError('NOT_FOUND');
      const found = await accounts.findById(principal.actorAccountId);
      if (!found) throw new DomainError('NOT_FOUND');
      if (found.account.isMigratedOldDssNotLoggedIn) {
        await db.transaction(async (tx) => {
          await accounts.update(found.account.id, { isMigratedOldDssNotLoggedIn: false, changePasswordRequired: true }, tx);
          await audit.record(
            actorOf(principal, ctx),
            { action: 'account.confirm-migrated', entity: 'account', entityId: found.account.id },
            tx,
          );
        });
      }
      return currentUsers.currentUser(principal);
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
