import type {
  ConfirmVisitInput,
  Language,
  Page,
  RescheduleVisitInput,
  VisitAnswer,
  VisitDetails,
  VisitIdParams,
  VisitsListParams,
  VisitSummary,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import { toVisitDetails, toVisitSummary, type OfficeNamesReader } from './visit-mappers.ts';
import { answerRefusal } from './visit-rules.ts';
import type { VisitRepository } from './visit.repository.ts';

export interface VisitsServiceDeps {
  db: Database;
  repository: VisitRepository;
  parameters: Pick<ParameterService, 'get'>;
  officeNames: OfficeNamesReader;
  audit: AuditService;
  clock: Clock;
}

const notFound = () => new DomainError('NOT_FOUND');

/**
 * The head of household's field visits (DOMAIN.md "Visits"; docs/decisions/065-visits.md): the visits to the houses
 * they head, upcoming first, one with its result, and their one answer to a scheduled visit (confirm it, or ask to
 * move it with a reason) until `visit.answerCutoffHours` before it. Every id is a visit to their houses or a 404.
 */
export function createVisitsService(deps: VisitsServiceDeps) {
  const { db, repository, parameters, officeNames, audit, clock } = deps;

  /** A visit to a house `accountId` heads (any, for staff: null) in a language, or NOT_FOUND. */
  async function detailsFor(accountId: string | null, id: string, language: Language): Promise<VisitDetails> {
    const row = isUuid(id) ? await repository.view(accountId, id) : null;
    if (!row) throw notFound();
    const [names, cutoffHours] = await Promise.all([officeNames(language), parameters.get('visit.answerCutoffHours')]);
    return toVisitDetails(row, names, clock.now(), cutoffHours);
  }

  /** Records the head's one answer under the visit's lock, with its audit line. */
  async function answer(principal: Principal, visitId: string, kind: VisitAnswer, reason: string | null, ctx: RequestContext) {
    if (!isUuid(visitId)) throw notFound();
    const cutoffHours = await parameters.get('visit.answerCutoffHours');
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = await repository.lock(principal.accountId, visitId, tx);
      if (!row) throw notFound();
      const refusal = answerRefusal(row, now, cutoffHours);
      if (refusal) throw new DomainError(refusal, { values: { hours: cutoffHours } });
      await repository.update(row.id, { answer: kind, answerReason: reason, answeredAt: now, updatedAt: now }, tx);
      await audit.record(
        actorOf(principal, ctx),
        {
          action: kind === 'CONFIRMED' ? 'visit.confirm' : 'visit.reschedule',
          entity: 'field_visit',
          entityId: row.id,
          after: { answer: kind, reason },
        },
        tx,
      );
    });
    return detailsFor(principal.accountId, visitId, ctx.language);
  }

  return {
    /** Staff read any visit (the case workers' steps answer with it). */
    detailsOf: (id: string, language: Language) => detailsFor(null, id, language),

    /** visits-list/{a}/{b}: page `a` (from 0) of `b` visits, scheduled ones first. */
    async visitsList(principal: Principal, input: VisitsListParams): Promise<Page<VisitSummary>> {
      const [rows, total] = await Promise.all([
        repository.list(principal.accountId, { offset: input.a * input.b, limit: input.b }),
        repository.count(principal.accountId),
      ]);
      return { items: rows.map(toVisitSummary), page: input.a, pageSize: input.b, total };
    },

    visitDetails: (principal: Principal, input: VisitIdParams, ctx: RequestContext) =>
      detailsFor(principal.accountId, input.id, ctx.language),

    confirmVisit: (principal: Principal, input: ConfirmVisitInput, ctx: RequestContext) =>
      answer(principal, input.visitId, 'CONFIRMED', null, ctx),

    rescheduleVisit: (principal: Principal, input: RescheduleVisitInput, ctx: RequestContext) =>
      answer(principal, input.visitId, 'RESCHEDULE_REQUESTED', input.reason, ctx),
  };
}
export type VisitsService = ReturnType<typeof createVisitsService>;
