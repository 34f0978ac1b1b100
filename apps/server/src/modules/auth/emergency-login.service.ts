import { maskNin, type CurrentUser, type EmergencyApplicant, type IdInput, type Role } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import type { SessionService, WithSession } from '../session/session.service.ts';
import type { DelegationEndReason, EmergencyLoginRepository } from './emergency-login.repository.ts';

/**
 * The latest birth date of someone who is `adultAge` or older on `today` (both ISO days), for comparison as text:
 * `birthDate <= cutoff` agrees with household-rules' `isAdult` (whole years, the birthday itself counting) on every
 * day, 29 February included, because the text order of ISO days is their calendar order even for a cut-off such as
 * 2006-02-29 that is no real day.
 */
export function adultBornBy(today: string, adultAge: number): string {
  const year = Number(today.slice(0, 4)) - adultAge;
  return `${String(year).padStart(4, '0')}${today.slice(4)}`;
}

/**
 * When an emergency delegation holds (DOMAIN.md "emergency login", decision 028): checked with one query at entry and
 * on every request of an acting session, and ended by the household and relation modules in their own transactions.
 */
export function createDelegations(deps: { repository: EmergencyLoginRepository; parameters: ParameterService; clock: Clock }) {
  const { repository, parameters, clock } = deps;
  const cutoff = async () => adultBornBy(clock.now().toISOString().slice(0, 10), await parameters.get('household.adultAge'));
  return {
    /** The applicants this stand-in may act for now. */
    held: async (standInAccountId: string, applicantAccountId?: string) =>
      repository.held(standInAccountId, await cutoff(), applicantAccountId),

    /** For the session resolver: the applicant's role while the delegation holds, else null. */
    async roleWhileHolds(standInAccountId: string, applicantAccountId: string): Promise<Role | null> {
      const [row] = await repository.held(standInAccountId, await cutoff(), applicantAccountId);
      return row?.applicantRole ?? null;
    },

    /**
     * Ends the delegations into `applicantAccountId` (of one person or one account when named) in the caller's
     * transaction; an acting session on one of them is refused at its next request (the resolver's check).
     */
    end: (
      match: { applicantAccountId: string; standInPersonId?: string; standInAccountId?: string },
      reason: DelegationEndReason,
      tx: Database,
    ) => repository.end(match, reason, clock.now(), tx),
  };
}
export type Delegations = ReturnType<typeof createDelegations>;

/** What ending a delegation needs: the household and relation modules end one in their own transactions. */
export type DelegationEnder = Pick<Delegations, 'end'>;

/**
 * Emergency login (DOMAIN.md): a dependent lists the applicants whose accounts they may enter and enters one. Entering
 * rotates the session token (a new session row acting for the applicant, the old one ended as ROTATED) with the audit
 * line, in one transaction.
 */
export function createEmergencyLoginService(deps: {
  db: Database;
  delegations: Delegations;
  sessions: SessionService;
  audit: AuditService;
  currentUser: (principal: Principal, expiresAt: Date) => Promise<CurrentUser>;
}) {
  const { db, delegations, sessions, audit, currentUser } = deps;
  return {
    async applicants(principal: Principal): Promise<EmergencyApplicant[]> {
      const rows = await delegations.held(principal.actorAccountId);
      return rows.map((row) => ({
        id: row.applicantAccountId,
        nameAr: row.nameAr,
        nameEn: row.nameEn,
        relationship: row.relationship,
        maskedNin: maskNin(row.nin),
      }));
    },

    /** Enters the applicant's account (`id`); the route sets the cookies of the rotated session. */
    async enter(principal: Principal, { id: applicantAccountId }: IdInput, ctx: RequestContext): Promise<WithSession<CurrentUser>> {
      const [held] = isUuid(applicantAccountId) ? await delegations.held(principal.actorAccountId, applicantAccountId) : [];
      if (!held) throw new DomainError('NOT_FOUND');
      const rotated = await sessions.rotate(principal, ctx, applicantAccountId);
      // The new token acts for the applicant only with the audit line that says who entered.
      await db.transaction(async (tx) => {
        await rotated.save(tx);
        await audit.record(
          { accountId: principal.actorAccountId, onBehalfOfAccountId: applicantAccountId, ip: ctx.ip, requestId: ctx.requestId },
          {
            action: 'auth.emergency-login',
            entity: 'account',
            entityId: applicantAccountId,
            after: { sessionId: rotated.sessionId, rotatedFrom: principal.sessionId },
          },
          tx,
        );
      });
      const acting: Principal = { ...principal, accountId: applicantAccountId, roles: [held.applicantRole], sessionId: rotated.sessionId };
      const { token, sessionId, idleExpiresAt } = rotated;
      return { answer: await currentUser(acting, idleExpiresAt), session: { token, sessionId, idleExpiresAt } };
    },
  };
}
export type EmergencyLoginService = ReturnType<typeof createEmergencyLoginService>;
