import {
  mobileVerificationStatus,
  type AccountSession,
  type IdInput,
  type OtpConfirmInput,
  type OtpSent,
  type PasswordInput,
} from '@sanad/contract';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { OtpService } from '../otp/otp.service.ts';
import type { SessionService, WithSession } from '../session/session.service.ts';
import type { OwnAccount } from './own-account.ts';
import { deviceOf } from './user-agent.ts';

const success = { success: true } as const;

/**
 * The fresh proofs of identity and "My sessions" (decision 013, ASVS 7.2.4 and 7.5.2). A proof (the password, or a
 * code to the verified mobile) is a re-authentication: the session gets a new token holding it, written with the
 * proof in one transaction; the route sets its cookies after the commit.
 */
export function createAccountSecurityService(deps: {
  db: Database;
  own: OwnAccount;
  otps: OtpService;
  sessions: SessionService;
  audit: AuditService;
}) {
  const { db, own, otps, sessions, audit } = deps;

  return {
    /** A right password is also the fresh proof a change of mobile, e-mail or IBAN asks for (decision 013). */
    async confirmPassword(principal: Principal, body: PasswordInput, ctx: RequestContext): Promise<WithSession<typeof success>> {
      const session = await sessions.reauthenticate(principal, ctx);
      await own.checkPassword(await own.of(principal), body.password, 'body.password');
      await db.transaction((tx) => session.save(tx));
      return { answer: success, session };
    },

    /**
     * The other fresh proof: a code to the account's verified mobile. Never to an unverified one, which may be
     * someone else's number (the person confirms with the password instead).
     */
    async stepUpSendOtp(principal: Principal): Promise<OtpSent> {
      const found = await own.of(principal);
      if (found.account.mobileVerificationStatus !== mobileVerificationStatus.VERIFIED) throw new DomainError('STEP_UP_CODE_UNAVAILABLE');
      return otps.issue({ purpose: 'STEP_UP', accountId: found.account.id, mobile: found.account.mobile });
    },

    /** The code is spent only on this session's proof: both commit together or not at all. */
    async stepUpConfirmOtp(principal: Principal, body: OtpConfirmInput, ctx: RequestContext): Promise<WithSession<typeof success>> {
      const session = await sessions.reauthenticate(principal, ctx);
      const found = await own.of(principal);
      await otps.verify(body.id, body.oneTimePassword, { purposes: ['STEP_UP'], accountId: found.account.id }, (tx) => session.save(tx));
      return { answer: success, session };
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
    async endSession(principal: Principal, body: IdInput, ctx: RequestContext): Promise<typeof success> {
      const ended =
        isUuid(body.id) && body.id !== principal.sessionId && (await sessions.endOwn(body.id, principal.actorAccountId, 'ENDED_BY_USER'));
      if (!ended) throw new DomainError('NOT_FOUND');
      await audit.record(actorOf(principal, ctx), { action: 'account.end-session', entity: 'session', entityId: body.id });
      return success;
    },

    async endOtherSessions(principal: Principal, ctx: RequestContext): Promise<typeof success> {
      await db.transaction(async (tx) => {
        await sessions.revokeAllOf(principal.actorAccountId, principal.sessionId, tx, 'ENDED_BY_USER');
        await audit.record(
          actorOf(principal, ctx),
          { action: 'account.end-other-sessions', entity: 'account', entityId: principal.actorAccountId },
          tx,
        );
      });
      return success;
    },
  };
}
export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
