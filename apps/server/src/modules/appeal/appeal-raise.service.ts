import {
  appealStatus,
  paymentCodeAppealReasons,
  programType,
  todayInRiyadh,
  type AppealDetails,
  type RaiseAppealInput,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { BeneficiaryScope } from '../eligibility-history/beneficiary-scope.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import { addWorkingDays } from '../service-level/service-clock.ts';
import type { AppealWordingReader } from './appeal-mappers.ts';
import { appealNumberOf, subjectKeyOf, type AppealSubjectIds } from './appeal-rules.ts';
import type { AppealRepository } from './appeal.repository.ts';

export interface AppealRaiseDeps {
  db: Database;
  repository: AppealRepository;
  scope: Pick<BeneficiaryScope, 'household'>;
  parameters: Pick<ParameterService, 'get'>;
  wording: AppealWordingReader;
  audit: AuditService;
  clock: Clock;
  /** The details of an appeal as its owner reads them (appeals.service.ts). */
  details: (principal: Principal, id: string, ctx: RequestContext) => Promise<AppealDetails>;
}

const notFound = () => new DomainError('NOT_FOUND');
const notAppealable = () => new DomainError('APPEAL_SUBJECT_NOT_APPEALABLE');
const uuidOrNotFound = (id: string | null | undefined): string => {
  if (!id || !isUuid(id)) throw notFound();
  return id;
};

/**
 * raise-appeal (DOMAIN.md "Appeals"; docs/decisions/060-appeals.md): the subject must be the caller's and appealable
 * (an ineligibility of a published month for one of its own reasons, a left-out dependent, or a payment for MSG08.7 /
 * MSG08.8); the files the caller's; a file of every document type the reason requires attached. One open appeal per
 * subject: checked first for a clear answer, and held by a partial unique index against two requests at once.
 */
export function createAppealRaiseService(deps: AppealRaiseDeps) {
  const { db, repository, scope, parameters, wording, audit, clock, details } = deps;

  /** The subject named, checked against the published results and payments: its ids. */
  async function resolveSubject(input: RaiseAppealInput): Promise<AppealSubjectIds> {
    const applicationId = input.applicationId;
    const none = { houseId: null, dependentId: null, paymentId: null };
    if (input.subjectType === 'PAYMENT') {
      const found = await repository.payment(applicationId, uuidOrNotFound(input.paymentId));
      if (!found) throw notFound();
      if (!(paymentCodeAppealReasons as readonly string[]).includes(input.reasonCode)) throw notAppealable();
      return { ...none, type: 'PAYMENT', applicationId, cycleId: found.cycleId, houseId: found.houseId, paymentId: found.id };
    }
    const cycle = input.period ? await repository.publishedCycle(programType.SSP, input.period) : null;
    if (!cycle) throw notAppealable();
    const results = await repository.results(applicationId, cycle.id);
    const ineligible = results.filter((result) => result.outcome === 'INELIGIBLE');
    if (input.subjectType === 'CYCLE') {
      if (!ineligible.some((result) => result.reasons.includes(input.reasonCode))) throw notAppealable();
      return { ...none, type: 'CYCLE', applicationId, cycleId: cycle.id };
    }
    const houseId = uuidOrNotFound(input.houseId);
    const result = results.find((row) => row.houseId === houseId);
    if (!result) throw notFound();
    if (input.subjectType === 'HOUSE') {
      if (result.outcome !== 'INELIGIBLE' || !result.reasons.includes(input.reasonCode)) throw notAppealable();
      return { ...none, type: 'HOUSE', applicationId, cycleId: cycle.id, houseId };
    }
    const dependentId = uuidOrNotFound(input.dependentId);
    const member = await repository.member(result.id, dependentId);
    if (!member) throw notFound();
    if (member.counted || member.leftOutReason !== input.reasonCode) throw notAppealable();
    return { ...none, type: 'DEPENDENT', applicationId, cycleId: cycle.id, houseId, dependentId };
  }

  return {
    async raise(principal: Principal, input: RaiseAppealInput, ctx: RequestContext): Promise<AppealDetails> {
      const household = await scope.household(principal, { applicationId: input.applicationId });
      const subject = await resolveSubject(input);
      const attachmentIds = [...new Set(input.appealMap.attachmentIds)];
      if (!attachmentIds.every(isUuid)) throw notFound();
      const files = await repository.ownAttachments(household.accountId, attachmentIds);
      if (files.length !== attachmentIds.length) throw notFound();
      const [required, allowance] = await Promise.all([
        parameters.get('appeal.requiredDocuments'),
        parameters.get('appeal.decisionWorkingDays'),
      ]);
      const needed = required[input.reasonCode] ?? [];
      const missing = needed.filter((type) => !files.some((file) => file.documentType === type));
      if (missing.length > 0) {
        const words = await wording(ctx.language);
        throw new DomainError('APPEAL_DOCUMENTS_MISSING', {
          values: { documents: missing.map(words.documentName).join(ctx.language === 'ar' ? '، ' : ', ') },
        });
      }
      const now = clock.now();
      const today = todayInRiyadh(now);
      const subjectKey = subjectKeyOf(subject);
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          const open = await repository.openOn(subjectKey, tx);
          if (open) throw new DomainError('APPEAL_ALREADY_OPEN', { values: { appealNbr: open.appealNbr } });
          const appealNbr = appealNumberOf(today.slice(0, 4), await repository.nextNumber(tx));
          const row = await repository.insert(
            {
              appealNbr,
              applicantAccountId: household.accountId,
              applicationId: subject.applicationId,
              subjectType: subject.type,
              cycleId: subject.cycleId,
              houseId: subject.houseId,
              dependentId: subject.dependentId,
              paymentId: subject.paymentId,
              subjectKey,
              reasonCode: input.reasonCode,
              description: input.description,
              status: appealStatus.NEW,
              neededDocuments: needed,
              raisedAt: now,
              promisedBy: addWorkingDays(today, allowance[subject.type]),
              updatedAt: now,
            },
            tx,
          );
          await repository.addDocuments(row.id, attachmentIds, now, tx);
          await repository.addHistory(
            {
              appealId: row.id,
              fromStatus: null,
              toStatus: appealStatus.NEW,
              by: 'APPLICANT',
              actorAccountId: principal.actorAccountId,
              at: now,
            },
            tx,
          );
          await audit.record(
            actorOf(principal, ctx),
            {
              action: 'appeal.raise',
              entity: 'appeal',
              entityId: row.id,
              after: { appealNbr, subjectKey, reasonCode: input.reasonCode, attachmentIds },
            },
            tx,
          );
          return row.id;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const open = await repository.openOn(subjectKey);
        throw new DomainError('APPEAL_ALREADY_OPEN', { values: { appealNbr: open?.appealNbr ?? '' } });
      }
      return details(principal, id, ctx);
    },
  };
}
export type AppealRaiseService = ReturnType<typeof createAppealRaiseService>;
