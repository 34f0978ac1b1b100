import { z } from 'zod';
import {
  maskMobile,
  mobileVerificationStatus,
  type AccountsPageInput,
  type ActivateEmailInput,
  type ChangePasswordInput,
  type CurrentUser,
  type EmailInput,
  type IdInput,
  type MobileInput,
  type OtpConfirmInput,
  type OtpSent,
  type PasswordInput,
  type TransferToHoh,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { PasswordHasher } from '../../platform/crypto/password-hasher.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { PasswordPolicy } from '../../platform/password-policy/password-policy.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import type { Principal } from '../../platform/principal.ts';
import type { Log } from '../../platform/logger.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { AccountRepository, AccountRow, AccountWithPerson } from '../account/account.repository.ts';
import type { ApplicationBans } from '../application/application-bans.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CurrentUserService } from '../auth/current-user.service.ts';
import type { HeadTransferService } from '../household/head-transfer.service.ts';
import type { OtpService } from '../otp/otp.service.ts';
import type { SessionService, WithSession } from '../session/session.service.ts';
import type { EmailActivation } from './email-activation.ts';
import { mobileChangedNotice } from './account-notices.ts';
import type { OwnAccount } from './own-account.ts';

const pageSize = 20;
const mobileChangePayload = z.object({ mobile: z.string().regex(/^05\d{8}$/), takeOver: z.boolean().optional() });

export interface UsersServiceDeps {
  db: Database;
  accounts: AccountRepository;
  /** The caller's own account, read and its password checked (shared with account-security.service.ts). */
  own: OwnAccount;
  otps: OtpService;
  sessions: SessionService;
  hasher: PasswordHasher;
  passwordPolicy: PasswordPolicy;
  audit: AuditService;
  /** The session user the steps that change it answer with. */
  currentUsers: CurrentUserService;
  emailActivation: EmailActivation;
  clock: Clock;
  /** Moves the household on a transfer of head of household. */
  household: Pick<HeadTransferService, 'readSettings' | 'transferHead'>;
  /** Tells the old mobile that the account's number changed (a notice, no code). */
  sms: SmsSender;
  /** Where a notice that could not be sent is logged (the app's logger), with the request's id. */
  log: Log;
  /** The ban from applying: the application module's withdrawal ban of the household (decision 052), the only one. */
  bans: Pick<ApplicationBans, 'banOf'>;
}

/**
 * Account management (spec §7 "Users"). Credentials (password, mobile, e-mail, deletion) are always those of the
 * person signed in, the `user` of currentUser, even during an emergency login: acting for an applicant gives access
 * to their applications, never to their sign-in. The ban from applying is the applicant's (the account acted on).
 * The fresh proofs and "My sessions" are account-security.service.ts.
 */
export function createUsersService(deps: UsersServiceDeps) {
  const {
    db,
    accounts,
    own,
    otps,
    sessions,
    hasher,
    passwordPolicy,
    audit,
    currentUsers,
    emailActivation,
    clock,
    household,
    sms,
    log,
    bans,
  } = deps;

  /** Other active accounts that verified this number (a pending or withdrawn one does not hold it). */
  async function holdersOf(mobile: string, exceptId: string, tx: Database = db): Promise<AccountRow[]> {
    const others = await accounts.findOthersWithMobile(mobile, exceptId, tx);
    return others.filter((other) => other.status === 'ACTIVE' && other.mobileVerificationStatus === mobileVerificationStatus.VERIFIED);
  }

  /** A new number must differ from a verified current one; re-verifying an unverified number is allowed. */
  async function startMobileChange(principal: Principal, mobile: string): Promise<AccountWithPerson> {
    const found = await own.of(principal);
    if (found.account.mobile === mobile && found.account.mobileVerificationStatus === mobileVerificationStatus.VERIFIED) {
      throw new DomainError('VALIDATION_FAILED', { fieldErrors: [{ field: 'body.mobile', code: 'mobile_unchanged' }] });
    }
    return found;
  }

  return {
    async list(_principal: Principal, { page }: AccountsPageInput) {
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

    /** A re-authentication too: the session goes on under a new token, whose cookies the route sets. */
    async changePassword(principal: Principal, body: ChangePasswordInput, ctx: RequestContext): Promise<WithSession<CurrentUser>> {
      const session = await sessions.reauthenticate(principal, ctx);
      const found = await own.of(principal);
      await own.checkPassword(found, body.oldPassword, 'body.oldPassword');
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
        await session.save(tx);
        await audit.record(
          actorOf(principal, ctx),
          { action: 'account.change-password', entity: 'account', entityId: found.account.id },
          tx,
        );
      });
      return { answer: await currentUsers.currentUser(principal), session };
    },

    async changeMobile(principal: Principal, body: MobileInput): Promise<{ duplicated: boolean; otp: OtpSent | null }> {
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

    async confirmChangeDuplicatedMobile(principal: Principal, body: MobileInput): Promise<OtpSent> {
      const found = await startMobileChange(principal, body.mobile);
      return otps.issue({
        purpose: 'CHANGE_MOBILE',
        accountId: found.account.id,
        mobile: body.mobile,
        payload: { mobile: body.mobile, takeOver: true },
      });
    },

    async confirmChangeMobile(principal: Principal, body: OtpConfirmInput, ctx: RequestContext): Promise<CurrentUser> {
      const found = await own.of(principal);
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
              actorOf(principal, ctx),
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
          actorOf(principal, ctx),
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
          .catch((error: unknown) => log.warn({ err: error, reqId: ctx.requestId }, 'mobile change notice not sent'));
      }
      return currentUsers.currentUser(principal);
    },

    async resendOtp(principal: Principal, { id }: IdInput): Promise<OtpSent> {
      return otps.resend(id, { purposes: ['CHANGE_MOBILE', 'DELETE_ACCOUNT'], accountId: principal.actorAccountId });
    },

    async deleteAccount(principal: Principal, body: PasswordInput): Promise<OtpSent> {
      const found = await own.of(principal);
      await own.checkPassword(found, body.password, 'body.password');
      return otps.issue({ purpose: 'DELETE_ACCOUNT', accountId: found.account.id, mobile: found.account.mobile });
    },

    /** Every session of the account ends with it; the route clears this browser's cookies. */
    async confirmDelete(principal: Principal, body: OtpConfirmInput, ctx: RequestContext): Promise<{ success: true }> {
      const found = await own.of(principal);
      // The code is spent only on the deletion: both commit together or not at all.
      await otps.verify(body.id, body.oneTimePassword, { purposes: ['DELETE_ACCOUNT'], accountId: found.account.id }, async (tx) => {
        // Kept for the record; the NIN is free for a new registration (the live-username index ignores DELETED).
        await accounts.update(found.account.id, { status: 'DELETED', deletedAt: clock.now() }, tx);
        await sessions.revokeAllOf(found.account.id, null, tx, 'ACCOUNT_DELETED');
        await audit.record(
          actorOf(principal, ctx),
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
      return { success: true };
    },

    /** The household's withdrawal ban (the application module's, decision 052) for the account acted on. */
    async isBanned(principal: Principal): Promise<{ banned: boolean; until: string | null }> {
      const ban = await bans.banOf(principal.accountId);
      return { banned: ban.banned, until: ban.banEndsAt };
    },

    async remainingBanPeriod(principal: Principal): Promise<{ remainingDays: number; until: string | null }> {
      const ban = await bans.banOf(principal.accountId);
      return { remainingDays: ban.remainingDays, until: ban.banEndsAt };
    },

    async sendActivateEmail(principal: Principal, body: EmailInput, ctx: RequestContext): Promise<{ success: true }> {
      const found = await own.of(principal);
      await db.transaction(async (tx) => {
        await accounts.update(found.account.id, { pendingEmail: body.email }, tx);
        await audit.record(
          actorOf(principal, ctx),
          { action: 'account.request-email', entity: 'account', entityId: found.account.id, after: { pendingEmail: body.email } },
          tx,
        );
      });
      await emailActivation.send(found.account.id, body.email);
      return { success: true };
    },

    async activateEmail(body: ActivateEmailInput, ctx: RequestContext): Promise<{ success: true }> {
      const link = emailActivation.read(body.token);
      const found = link ? await accounts.findById(link.accountId) : null;
      // A newer request replaces the pending address, which voids the links sent for the older one.
      if (!link || !found || found.account.status !== 'ACTIVE' || found.account.pendingEmail !== link.email)
        throw new DomainError('EMAIL_LINK_INVALID');
      await db.transaction(async (tx) => {
        await accounts.update(found.account.id, { email: link.email, emailVerified: true, pendingEmail: null }, tx);
        await audit.record(
          { accountId: found.account.id, ip: ctx.ip, requestId: ctx.requestId },
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
    async transferToHoh(principal: Principal, body: TransferToHoh, ctx: RequestContext): Promise<CurrentUser> {
      const settings = await household.readSettings();
      await db.transaction(async (tx) => {
        const outcome = await household.transferHead(principal.accountId, body, settings, tx);
        await accounts.update(principal.accountId, { role: 'DEPENDENT' }, tx);
        await accounts.update(outcome.newHeadAccountId, { role: 'APPLICANT' }, tx);
        await audit.record(
          actorOf(principal, ctx),
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
      return currentUsers.currentUser(principal);
    },

    async retrieveOtpData(principal: Principal): Promise<{ purpose: 'CHANGE_MOBILE' | 'DELETE_ACCOUNT' | null; otp: OtpSent | null }> {
      const pending = await otps.pending(principal.actorAccountId, ['CHANGE_MOBILE', 'DELETE_ACCOUNT']);
      if (!pending || (pending.purpose !== 'CHANGE_MOBILE' && pending.purpose !== 'DELETE_ACCOUNT')) return { purpose: null, otp: null };
      return { purpose: pending.purpose, otp: pending.otp };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
