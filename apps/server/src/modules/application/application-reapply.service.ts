import type {
  DependentOutcome,
  DependentReapply,
  HouseOutcome,
  HouseReapply,
  ManualReapply,
  ManualReapplyResult,
  ReapplyKind,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { HouseholdAccess } from '../household/household-access.ts';
import type { ApplicationAccess } from './application-access.ts';
import { requireOwnHouse } from './application-selection-access.ts';
import type { ApplicationSelectionRepository } from './application-selection.repository.ts';
import type { ApplicationState } from './application-state.ts';
import type { ApplicationRepository, ApplicationRow } from './application.repository.ts';
import { reapplyPeriod } from './reapply-period.ts';
import { reapplyApplies, reapplyOutcomes } from './reapply-rules.ts';

export interface ApplicationReapplyServiceDeps {
  repository: ApplicationSelectionRepository;
  applications: ApplicationRepository;
  access: ApplicationAccess;
  householdAccess: HouseholdAccess;
  state: ApplicationState;
  audit: AuditService;
  clock: Clock;
}

/** The outcome each subject reapply answers, named in REAPPLY_NOT_APPLICABLE. */
const outcomeNames = {
  INELIGIBLE: { outcomeAr: 'غير مستحق', outcomeEn: 'not eligible' },
  DECLINED: { outcomeAr: 'مرفوض', outcomeEn: 'declined' },
} as const;

/**
 * Manual reapply (spec §4, DOMAIN.md): the applicant asks that the application, an ineligible house or dependent, or a
 * declined house be studied again in the next cycle, at most once per kind, subject and cycle (the month in Riyadh).
 * Each request is a manual_reapply row (PENDING, for the cycle to pick up) and a REAPPLY_REQUESTED event; an
 * application reapply also takes it back under study through the transition table.
 */
export function createApplicationReapplyService(deps: ApplicationReapplyServiceDeps) {
  const { repository, applications, access, householdAccess, state, audit, clock } = deps;

  /** Records one request for its cycle (409 when the cycle already has it) with its event and audit line. */
  async function record(
    principal: Principal,
    ctx: RequestContext,
    row: ApplicationRow,
    request: { kind: ReapplyKind; subjectId: string; reason: string },
    tx: Database,
  ): Promise<{ result: ManualReapplyResult; at: Date }> {
    const at = clock.now();
    const period = reapplyPeriod(at);
    const saved = await repository.insertReapply(
      { applicationId: row.id, ...request, period, status: 'PENDING', actorAccountId: principal.actorAccountId, createdAt: at },
      tx,
    );
    if (saved === null) throw new DomainError('REAPPLY_ALREADY_REQUESTED', { values: { period } });
    await applications.addEvent(
      {
        applicationId: row.id,
        type: 'REAPPLY_REQUESTED',
        fromStatus: null,
        toStatus: null,
        actorAccountId: principal.actorAccountId,
        note: `${request.kind} ${request.subjectId}`,
        at,
      },
      tx,
    );
    await audit.record(
      actorOf(principal, ctx),
      { action: 'application.manual-reapply', entity: 'application', entityId: row.id, after: { ...request, period } },
      tx,
    );
    const result: ManualReapplyResult = {
      id: saved.id,
      applicationId: row.id,
      kind: saved.kind,
      subjectId: saved.subjectId,
      period: saved.period,
      status: saved.status,
      applicationStatus: row.status,
      createdAt: saved.createdAt.toISOString(),
    };
    return { result, at };
  }

  /** A house or dependent reapply: on a live application only, for a subject carrying the outcome it answers. */
  async function subjectReapply(
    principal: Principal,
    ctx: RequestContext,
    applicationId: string,
    find: (row: ApplicationRow, tx: Database) => Promise<{ subjectId: string; outcome: HouseOutcome | DependentOutcome | null }>,
    request: { kind: keyof typeof reapplyOutcomes; reason: string },
  ): Promise<ManualReapplyResult> {
    return access.asLockedApplicant(principal.accountId, async (tx) => {
      const row = await access.ownApplication(applicationId, principal.accountId, tx);
      const subject = await find(row, tx);
      if (!reapplyApplies(request.kind, row.status, subject.outcome)) {
        throw new DomainError('REAPPLY_NOT_APPLICABLE', { values: outcomeNames[reapplyOutcomes[request.kind]] });
      }
      const asked = { kind: request.kind, subjectId: subject.subjectId, reason: request.reason };
      return (await record(principal, ctx, row, asked, tx)).result;
    });
  }

  /** A selected house of the application (its outcome), the id checked against the applicant first. */
  const selectedHouse = (principal: Principal, houseId: string) => async (row: ApplicationRow, tx: Database) => {
    const house = await requireOwnHouse(householdAccess, houseId, principal.accountId, tx);
    const selected = await repository.findSelectedHouse(row.id, house.house.id, tx);
    return { subjectId: house.house.id, outcome: selected?.outcome ?? null };
  };

  return {
    /** INELIGIBLE → UNDER_STUDY: the duplicate test comes first, so a second request this month says so. */
    async manualReapply(principal: Principal, input: ManualReapply, ctx: RequestContext): Promise<ManualReapplyResult> {
      return access.asLockedApplicant(principal.accountId, async (tx) => {
        const row = await access.ownApplication(input.applicationId, principal.accountId, tx);
        const { at, result } = await record(principal, ctx, row, { kind: 'APPLICATION', subjectId: row.id, reason: input.reason }, tx);
        const updated = await state.apply(
          row,
          { transition: 'MANUAL_REAPPLY', actorAccountId: principal.actorAccountId, at, note: input.reason },
          tx,
        );
        return { ...result, applicationStatus: updated.status };
      });
    },

    ineligibleHouseManualReapply: (principal: Principal, input: HouseReapply, ctx: RequestContext) =>
      subjectReapply(principal, ctx, input.applicationId, selectedHouse(principal, input.houseId), {
        kind: 'INELIGIBLE_HOUSE',
        reason: input.reason,
      }),

    declinedHouseManualReapply: (principal: Principal, input: HouseReapply, ctx: RequestContext) =>
      subjectReapply(principal, ctx, input.applicationId, selectedHouse(principal, input.houseId), {
        kind: 'DECLINED_HOUSE',
        reason: input.reason,
      }),

    ineligibleDependentManualReapply: (principal: Principal, input: DependentReapply, ctx: RequestContext) =>
      subjectReapply(
        principal,
        ctx,
        input.applicationId,
        async (row, tx) => {
          const member = await householdAccess.ownDependent(input.dependentId, principal.accountId, tx);
          const selected = await repository.findSelectedDependent(row.id, member.id, tx);
          return { subjectId: member.id, outcome: selected?.outcome ?? null };
        },
        { kind: 'INELIGIBLE_DEPENDENT', reason: input.reason },
      ),
  };
}
export type ApplicationReapplyService = ReturnType<typeof createApplicationReapplyService>;
