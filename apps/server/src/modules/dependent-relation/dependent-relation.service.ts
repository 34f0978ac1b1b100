import { maskNin, type PendingRelation, type RejectRelationParams, type RelationIdParams } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { DelegationEnder } from '../auth/emergency-login.service.ts';
import type { DependentRelationRepository } from './dependent-relation.repository.ts';

/** The reason stored on relations rejected all at once, in both languages (staff read it in either). */
export const rejectAllReason = 'رفض المستخدم جميع طلبات تأكيد الصلة المعلقة | The user rejected all pending relation requests';

/**
 * An adult dependent with an account confirms or rejects being declared by an applicant (DOMAIN.md "Household"):
 * PENDING → CONFIRMED or REJECTED with a reason. The relations are those of the account the session acts on; one that
 * is not theirs, or no longer pending, is a 404 (ARCHITECTURE rule 9).
 */
export function createDependentRelationService(deps: {
  db: Database;
  repository: DependentRelationRepository;
  audit: AuditService;
  clock: Clock;
  /** A rejected relation ends the emergency delegation resting on it (decision 028). */
  delegations: DelegationEnder;
}) {
  const { db, repository, audit, clock, delegations } = deps;

  async function decide(
    principal: Principal,
    id: string,
    ctx: RequestContext,
    decision: { status: 'CONFIRMED' | 'REJECTED'; rejectReason: string | null },
  ): Promise<{ success: true }> {
    if (!isUuid(id)) throw new DomainError('NOT_FOUND');
    await db.transaction(async (tx) => {
      const row = await repository.lockPending(id, principal.accountId, tx);
      if (!row) throw new DomainError('NOT_FOUND');
      const decidedAt = clock.now();
      await repository.decide(id, { ...decision, decidedAt }, tx);
      const endedDelegations =
        decision.status === 'REJECTED'
          ? await delegations.end(
              { applicantAccountId: row.applicantAccountId, standInPersonId: row.dependentPersonId },
              'RELATION_REJECTED',
              tx,
            )
          : [];
      await audit.record(
        actorOf(principal, ctx),
        {
          action: decision.status === 'CONFIRMED' ? 'dependent-relation.confirm' : 'dependent-relation.reject',
          entity: 'relation_confirmation',
          entityId: id,
          before: { status: row.status },
          after: { status: decision.status, rejectReason: decision.rejectReason, decidedAt: decidedAt.toISOString(), endedDelegations },
        },
        tx,
      );
    });
    return { success: true };
  }

  return {
    async load(principal: Principal): Promise<PendingRelation[]> {
      const rows = await repository.listPending(principal.accountId);
      return rows.map((row) => ({
        id: row.id,
        applicantNameAr: row.applicantNameAr,
        applicantNameEn: row.applicantNameEn,
        applicantMaskedNin: maskNin(row.applicantNin),
        relationship: row.relationship,
        requestedAt: row.requestedAt.toISOString(),
      }));
    },

    confirm: (principal: Principal, { id }: RelationIdParams, ctx: RequestContext) =>
      decide(principal, id, ctx, { status: 'CONFIRMED', rejectReason: null }),

    reject: (principal: Principal, { id, reason }: RejectRelationParams, ctx: RequestContext) =>
      decide(principal, id, ctx, { status: 'REJECTED', rejectReason: reason }),

    /** The `id` repeats the caller's own account id (spec path); any other id is a 404. */
    async rejectAllPending(principal: Principal, { id }: RelationIdParams, ctx: RequestContext): Promise<{ success: true }> {
      if (id !== principal.accountId) throw new DomainError('NOT_FOUND');
      await db.transaction(async (tx) => {
        const decidedAt = clock.now();
        const rejected = await repository.rejectAllPending(principal.accountId, rejectAllReason, decidedAt, tx);
        // Nothing pending (a second click, another tab) changes nothing and leaves nothing to audit.
        if (rejected.length === 0) return;
        const endedDelegations: string[] = [];
        for (const relation of rejected) {
          endedDelegations.push(
            ...(await delegations.end(
              { applicantAccountId: relation.applicantAccountId, standInPersonId: relation.dependentPersonId },
              'RELATION_REJECTED',
              tx,
            )),
          );
        }
        await audit.record(
          actorOf(principal, ctx),
          {
            action: 'dependent-relation.reject-all-pending',
            entity: 'relation_confirmation',
            entityId: principal.accountId,
            before: { status: 'PENDING', ids: rejected.map((relation) => relation.id) },
            after: { status: 'REJECTED', rejectReason: rejectAllReason, decidedAt: decidedAt.toISOString(), endedDelegations },
          },
          tx,
        );
      });
      return { success: true };
    },
  };
}
export type DependentRelationService = ReturnType<typeof createDependentRelationService>;
