import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  maskMobile,
  mobileVerificationStatus,
  type AccountSession,
  type CurrentUser,
  type OtpSent,
  type TransferToHoh,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { PasswordHasher } from '../../platform/crypto/password-hasher.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { PasswordPolicy } from '../../platform/password-policy/password-policy.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { AccountRepository, AccountRow, AccountWithPerson } from '../account/account.repository.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { HouseholdService } from '../household/household.service.ts';
import type { OtpService } from '../otp/otp.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { EmailActivation } from './email-activation.ts';
import { mobileChangedNotice } from './account-notices.ts';
import { deviceOf } from './user-agent.ts';

const minute = 60_000;
const day = 24 * 60 * minute;
const pageSize = 20;
const mobileChangePayload = z.object({ mobile: z.string().regex(/^05\d{8}$/), takeOver: z.boolean().optional() });

/**
 * What a re-authentication writes once the proof is right, in the proof's transaction: the session's new token holding
 * the fresh proof (ASVS 7.2.4, `sessions.rotate` with `freshProof`). The route sets the cookies after the commit.
 */
export type Reauthentication = (tx: Database) => Promise<void>;

export interface UsersServiceDeps {
  db: Database;
  accounts: AccountRepository;
  otps: OtpService;
  sessions: SessionService;
  hasher: PasswordHasher;
  passwordPolicy: PasswordPolicy;
  audit: AuditService;
  auth: AuthService;
  emailActivation: EmailActivation;
  clock: Clock;
  /** Moves the household on a transfer of head of household. */
  household: HouseholdService;
  /** Tells the old mobile that the account's number changed (a notice, no code). */
  sms: SmsSender;
}

/** The real actor, and the applicant acted for during an emergency login. */
function actorOf(principal: Principal, request: FastifyRequest): Actor {
  return {
    accountId: principal.actorAccountId,
    onBehalfOfAccountId: principal.accountId === principal.actorAccountId ? null : principal.accountId,
    ip: request.ip,
    requestId: request.id,
  };
}

/**
 * Account management (spec §7 "Users"). Credentials (password, mobile, e-mail, deletion) are always those of the
 * person signed in, the `user` of currentUser, even during an emergency login: acting for an applicant gives access
 * to their applications, never to their sign-in. The ban from applying is the applicant's (the account acted on).
 */
export function createUsersService(deps: UsersServiceDeps) {
  const { db, accounts, otps, sessions, hasher, passwordPolicy, audit, auth, emailActivation, clock, household, sms } = deps;

  async function own(principal: Principal): Promise<AccountWithPerson> {
    const found = await accounts.findById(principal.actorAccountId);
    if (!found || found.account.status !== 'ACTIVE') throw new DomainError('UNAUTHENTICATED');
    return found;
  }

  /** Re-checks the current password; limited per account, since a stolen session must not become a password oracle. */
  async function checkPassword(found: AccountWithPerson, password: string, field: string): Promise<void> {
    const valid = found.account.passwordHash !== null && (await hasher.verify(found.account.passwordHash, password));
    if (!valid) throw new DomainError('WRONG_PASSWORD', { fieldErrors: [{ field, code: 'password_wrong' }] });
  }

  async function sessionUser(principal: Principal, request: FastifyRequest): Promise<CurrentUser> {
    return auth.currentUser(principal, await sessions.idleExpiry(request));
  }

  /** Other active accounts that verified this number (a pending or withdrawn one does not hold it). */
  async function holdersOf(mobile: string, exceptId: string, tx: Database = db): Promise<AccountRow[]> {
    const others = await accounts.findOthersWithMobile(mobile, exceptId, tx);
    return others.filter((other) => other.status === 'ACTIVE' && other.mobileVerificationStatus === mobileVerificationStatus.VERIFIED);
  }

  /** A new number must differ from a verified current one; re-verifying an unverified number is allowed. */
  async function startMobileChange(principal: Principal, mobile: string): Promise<AccountWithPerson> {
    const found = await own(principal);
    if (found.account.mobile === mobile && found.account.mobileVerificationStatus === mobileVerificationStatus.VERIFIED) {
      throw new DomainError('VALIDATION_FAILED', { fieldErrors: [{ field: 'body.mobile', code: 'mobile_unchanged' }] });
    }
    return found;
  }

  async function banOf(principal: Principal): Promise<Date | null> {
    const found = await accounts.findById(principal.accountId);
    const until = found?.account.bannedUntil ?? null;
    return until && until > clock.now() ? until : null;
  }

  return {
    async list(page: number) {
      const { items, total } = await accounts.page(page, pageSize);
      return {
        items: items.map(({ account, person }) => ({
          id: account.id,
          username: account.username,
          nameAr: person.nameAr,
          nameEn: person.nameEn,
          role: account.role,
          status: account.status,
          mobileVerificationStatus: account.mobileVerificationStatus,
          createdAt: account.createdAt.toISOString(),
          lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
        })),
        page,
        pageSize,
        total,
      };
    },

    async changePassword(
      body: { oldPassword: string; newPassword: string },
      principal: Principal,
      request: FastifyRequest,
      reauthenticated: Reauthentication,
    ): Promise<CurrentUser> {
      const found = await own(principal);
      await checkPassword(found, body.oldPassword, 'body.oldPassword');
      // A forced change (temporary or migrated password) must really change it.
      if (body.newPassword === body.oldPassword) {
        throw new DomainError('VALIDATION_FAILED', { fieldErrors: [{ field: 'body.newPassword', code: 'password_reused' }] });
      }
      passwordPolicy.assert(
        body.newPassword,
        { nin: found.person.nin, names: [found.person.nameAr, found.person.nameEn] },
        'body.newPassword',
      );
      const passwordHash = await hasher.hash(body.newPassword);
      await db.transaction(async (tx) => {
        await accounts.update(
          found.account.id,
          { passwordHash, changePasswordRequired: false, failedLoginCount: 0, lockedUntil: null },
          tx,
        );
        // Whoever else knew the old password loses their sessions; this one goes on under a new token (the current
        // password was just proved: a re-authentication, ASVS 7.2.4).
        await sessions.revokeAllOf(found.account.id, principal.sessionId, tx, 'PASSWORD_CHANGED');
        await reauthenticated(tx);
        await audit.record(
          actorOf(principal, request),
          { action: 'account.change-password', entity: 'account', entityId: found.account.id },
          tx,
        );
      });
      return sessionUser(principal, request);
    },

    /** A right password is also the fresh proof a change of mobile, e-mail or IBAN asks for (decision 013). */
    async confirmPassword(body: { password: string }, principal: Principal, reauthenticated: Reauthentication): Promise<{ success: true }> {
      await checkPassword(await own(principal), body.password, 'body.password');
      await db.transaction((tx) => reauthenticated(tx));
      return { success: true };
    },

    /**
     * The other fresh proof: a code to the account's verified mobile. Never to an unverified one, which may be
     * someone else's number (the person confirms with the password instead).
     */
    async stepUpSendOtp(principal: Principal): Promise<OtpSent> {
      const found = await own(principal);
      if (found.account.mobileVerificationStatus !== mobileVerificationStatus.VERIFIED) throw new DomainError('STEP_UP_CODE_UNAVAILABLE');
      return otps.issue({ purpose: 'STEP_UP', accountId: found.account.id, mobile: found.account.mobile });
    },

    /** The code is spent only on this session's proof: both commit together or not at all. */
    async stepUpConfirmOtp(
      body: { id: string; oneTimePassword: string },
      principal: Principal,
      reauthenticated: Reauthentication,
    ): Promise<{ success: true }> {
      const found = await own(principal);
      await otps.verify(body.id, body.oneTimePassword, { purposes: ['STEP_UP'], accountId: found.account.id }, (tx) => reauthenticated(tx));
      return { success: true };
    },

    async changeMobile(body: { mobile: string }, principal: Principal): Promise<{ duplicated: boolean; otp: OtpSent | null }> {
      const found = await startMobileChange(principal, body.mobile);
      if ((await holdersOf(body.mobile, found.account.id)).length > 0) return { duplicated: true, otp: null };
      const otp = await otps.issue({
        purpose: 'CHANGE_MOBILE',
        accountId: found.account.id,
        mobile: body.mobile,
        payload: { mobile: body.mobile },
      });
      return { duplicated: false, otp };
    },

    async confirmChangeDuplicatedMobile(body: { mobile: string }, principal: Principal): Promise<OtpSent> {
      const found = await startMobileChange(principal, body.mobile);
      return otps.issue({
        purpose: 'CHANGE_MOBILE',
        accountId: found.account.id,
        mobile: body.mobile,
        payload: { mobile: body.mobile, takeOver: true },
      });
    },

    async confirmChangeMobile(
      body: { id: string; oneTimePassword: string },
      principal: Principal,
      request: FastifyRequest,
    ): Promise<CurrentUser> {
      const found = await own(principal);
      const changed: { mobile: string | null } = { mobile: null };
      // The code is spent only on the new mobile: both commit together or not at all.
      await otps.verify(body.id, body.oneTimePassword, { purposes: ['CHANGE_MOBILE'], accountId: found.account.id }, async (tx, row) => {
        const payload = mobileChangePayload.safeParse(row.payload);
        if (!payload.success || payload.data.mobile !== row.mobile) throw new DomainError('OTP_EXPIRED');
        const { mobile, takeOver } = payload.data;
        if (takeOver) {
          // The number now belongs to whoever proved it last; the previous holders must verify another one at sign-in.
          for (const holder of await holdersOf(mobile, found.account.id, tx)) {
            await accounts.update(holder.id, { mobileVerificationStatus: mobileVerificationStatus.WITHDRAW }, tx);
            await audit.record(
              actorOf(principal, request),
              {
                action: 'account.mobile-withdrawn',
                entity: 'account',
                entityId: holder.id,
                before: { mobileVerificationStatus: holder.mobileVerificationStatus },
                after: { mobileVerificationStatus: mobileVerificationStatus.WITHDRAW, takenOverBy: found.account.id },
              },
              tx,
            );
          }
        }
        await accounts.update(found.account.id, { mobile, mobileVerificationStatus: mobileVerificationStatus.VERIFIED }, tx);
        // Whoever holds another session of this account (a stolen one) loses it with the number (ASVS 7.4.3).
        await sessions.revokeAllOf(found.account.id, principal.sessionId, tx, 'MOBILE_CHANGED');
        changed.mobile = mobile;
        await audit.record(
          actorOf(principal, request),
          {
            action: 'account.change-mobile',
            entity: 'account',
            entityId: found.account.id,
            before: { mobile: found.account.mobile, mobileVerificationStatus: found.account.mobileVerificationStatus },
            after: { mobile, mobileVerificationStatus: mobileVerificationStatus.VERIFIED, takeOver: takeOver ?? false },
          },
          tx,
        );
      });
      // After the commit, the old number is told (if it was the account's verified number and is not the new one), so
      // an owner whose session was stolen learns of it; no code, nothing to act on but a warning.
      const old = found.account;
      if (changed.mobile && old.mobileVerificationStatus === mobileVerificationStatus.VERIFIED && old.mobile !== changed.mobile) {
        await sms
          .send({ mobile: old.mobile, text: mobileChangedNotice(maskMobile(changed.mobile)) })
          .catch((error: unknown) => request.log.warn({ err: error }, 'mobile change notice not sent'));
      }
      return sessionUser(principal, request);
    },

    async resendOtp(id: string, principal: Principal): Promise<OtpSent> {
      return otps.resend(id, { purposes: ['CHANGE_MOBILE', 'DELETE_ACCOUNT'], accountId: principal.actorAccountId });
    },

    async deleteAccount(body: { password: string }, principal: Principal): Promise<OtpSent> {
      const found = await own(principal);
      await checkPassword(found, body.password, 'body.password');
      return otps.issue({ purpose: 'DELETE_ACCOUNT', accountId: found.account.id, mobile: found.account.mobile });
    },

    async confirmDelete(
      body: { id: string; oneTimePassword: string },
      principal: Principal,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<{ success: true }> {
      const found = await own(principal);
      // The code is spent only on the deletion: both commit together or not at all.
      await otps.verify(body.id, body.oneTimePassword, { purposes: ['DELETE_ACCOUNT'], accountId: found.account.id }, async (tx) => {
        // Kept for the record; the NIN is free for a new registration (the live-username index ignores DELETED).
        await accounts.update(found.account.id, { status: 'DELETED', deletedAt: clock.now() }, tx);
        await sessions.revokeAllOf(found.account.id, null, tx, 'ACCOUNT_DELETED');
        await audit.record(
          actorOf(principal, request),
          {
            action: 'account.delete',
            entity: 'account',
            entityId: found.account.id,
            before: { status: found.account.status },
            after: { status: 'DELETED' },
          },
          tx,
        );
      });
      sessions.clearCookies(reply);
      return { success: true };
    },

    async isBanned(principal: Principal): Promise<{ banned: boolean; until: string | null }> {
      const until = await banOf(principal);
      return { banned: until !== null, until: until?.toISOString() ?? null };
    },

    async remainingBanPeriod(principal: Principal): Promise<{ remainingDays: number; until: string | null }> {
      const until = await banOf(principal);
      return { remainingDays: until ? Math.ceil((until.getTime() - clock.now().getTime()) / day) : 0, until: until?.toISOString() ?? null };
    },

    async sendActivateEmail(body: { email: string }, principal: Principal, request: FastifyRequest): Promise<{ success: true }> {
      const found = await own(principal);
      await db.transaction(async (tx) => {
        await accounts.update(found.account.id, { pendingEmail: body.email }, tx);
        await audit.record(
          actorOf(principal, request),
          { action: 'account.request-email', entity: 'account', entityId: found.account.id, after: { pendingEmail: body.email } },
          tx,
        );
      });
      await emailActivation.send(found.account.id, body.email);
      return { success: true };
    },

    async activateEmail(body: { token: string }, request: FastifyRequest): Promise<{ success: true }> {
      const link = emailActivation.read(body.token);
      const found = link ? await accounts.findById(link.accountId) : null;
      // A newer request replaces the pending address, which voids the links sent for the older one.
      if (!link || !found || found.account.status !== 'ACTIVE' || found.account.pendingEmail !== link.email)
        throw new DomainError('EMAIL_LINK_INVALID');
      await db.transaction(async (tx) => {
        await accounts.update(found.account.id, { email: link.email, emailVerified: true, pendingEmail: null }, tx);
        await audit.record(
          { accountId: found.account.id, ip: request.ip, requestId: request.id },
          {
            action: 'account.activate-email',
            entity: 'account',
            entityId: found.account.id,
            before: { email: found.account.email },
            after: { email: link.email },
          },
          tx,
        );
      });
      return { success: true };
    },

    /**
     * Hands the caller's household to an adult dependent who confirmed the relation (DOMAIN.md "transfer head of
     * household"), in one transaction: the household moves, the roles swap (APPLICANT ↔ DEPENDENT) and the transfer is
     * audited. Never during an emergency login (the contract's `standIn` flag): only the head may give it away.
     */
    async transferToHoh(body: TransferToHoh, principal: Principal, request: FastifyRequest): Promise<CurrentUser> {
      const settings = await household.readSettings();
      await db.transaction(async (tx) => {
        const outcome = await household.transferHead(principal.accountId, body, settings, tx);
        await accounts.update(principal.accountId, { role: 'DEPENDENT' }, tx);
        await accounts.update(outcome.newHeadAccountId, { role: 'APPLICANT' }, tx);
        await audit.record(
          actorOf(principal, request),
          {
            action: 'account.transfer-to-hoh',
            entity: 'account',
            entityId: principal.accountId,
            before: { role: 'APPLICANT', newHeadRole: outcome.newHeadPreviousRole, dependentId: outcome.transferredDependentId },
            after: {
              role: 'DEPENDENT',
              newHeadAccountId: outcome.newHeadAccountId,
              newHeadRole: 'APPLICANT',
              formerHeadRelationship: body.formerHeadRelationship,
              formerHeadDependentId: outcome.formerHeadDependentId,
              houseIds: outcome.houseIds,
              dependents: outcome.dependents,
            },
          },
          tx,
        );
      });
      return sessionUser(principal, request);
    },

    /** "My sessions": the live sessions of the person signed in, this one marked (ASVS 7.5.2). */
    async sessions(principal: Principal): Promise<AccountSession[]> {
      const rows = await sessions.liveOf(principal.actorAccountId);
      return rows.map((row) => ({
        id: row.id,
        current: row.id === principal.sessionId,
        device: deviceOf(row.userAgent),
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      }));
    },

    /** Ends another live session of the caller's; this session, another account's or an ended one is a 404. */
    async endSession(body: { id: string }, principal: Principal, request: FastifyRequest): Promise<{ success: true }> {
      const ended =
        isUuid(body.id) && body.id !== principal.sessionId && (await sessions.endOwn(body.id, principal.actorAccountId, 'ENDED_BY_USER'));
      if (!ended) throw new DomainError('NOT_FOUND');
      await audit.record(actorOf(principal, request), { action: 'account.end-session', entity: 'session', entityId: body.id });
      return { success: true };
    },

    async endOtherSessions(principal: Principal, request: FastifyRequest): Promise<{ success: true }> {
      await db.transaction(async (tx) => {
        await sessions.revokeAllOf(principal.actorAccountId, principal.sessionId, tx, 'ENDED_BY_USER');
        await audit.record(
          actorOf(principal, request),
          { action: 'account.end-other-sessions', entity: 'account', entityId: principal.actorAccountId },
          tx,
        );
      });
      return { success: true };
    },

    async retrieveOtpData(principal: Principal): Promise<{ purpose: 'CHANGE_MOBILE' | 'DELETE_ACCOUNT' | null; otp: OtpSent | null }> {
      const pending = await otps.pending(principal.actorAccountId, ['CHANGE_MOBILE', 'DELETE_ACCOUNT']);
      if (!pending || (pending.purpose !== 'CHANGE_MOBILE' && pending.purpose !== 'DELETE_ACCOUNT')) return { purpose: null, otp: null };
      return { purpose: pending.purpose, otp: pending.otp };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
