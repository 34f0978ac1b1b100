import { Readable } from 'node:stream';
import {
  todayInRiyadh,
  type Language,
  type TamkeenPlanActionInput,
  type TamkeenPlanDetails,
  type TamkeenPlanList,
  type TamkeenPlanReportInput,
  type TamkeenPlanSummary,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Log } from '../../platform/logger.ts';
import type { PdfRenderer } from '../../platform/pdf/pdf.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { partnerBrief } from '../tamkeen-partner/partner-brief.ts';
import type { TamkeenProfileService } from '../tamkeen-profile/tamkeen-profile.service.ts';
import { planReportDocument } from './plan-report.ts';
import { nextActionStatus } from './plan-rules.ts';
import type { TamkeenPlanRepository, TamkeenPlanRow } from './tamkeen-plan.repository.ts';

export interface TamkeenPlanServiceDeps {
  db: Database;
  repository: TamkeenPlanRepository;
  enrolment: Pick<TamkeenProfileService, 'enrolledPerson'>;
  pdf: PdfRenderer;
  audit: AuditService;
  clock: Clock;
  log: Pick<Log, 'warn'>;
}

/** The plan report as a download. */
export interface PlanReportFile {
  fileName: string;
  sizeBytes: number;
  stream: Readable;
}

type ActionRows = Awaited<ReturnType<TamkeenPlanRepository['actions']>>;

/**
 * Tamkeen plans (decisions 067, 072): the person's plans with their progress, one with its actions, the person's step
 * on an action of the active plan (ACCEPT, then DONE) and the plan report. Every id is the person's own or a 404.
 */
export function createTamkeenPlanService(deps: TamkeenPlanServiceDeps) {
  const { db, repository, enrolment, pdf, audit, clock, log } = deps;
  const notFound = () => new DomainError('NOT_FOUND');

  function summaryOf(plan: TamkeenPlanRow, actions: ActionRows, language: Language): TamkeenPlanSummary {
    const own = actions.filter((a) => a.action.planId === plan.id);
    return {
      id: plan.id,
      title: language === 'ar' ? plan.titleAr : plan.titleEn,
      status: plan.status,
      startedOn: plan.startedOn,
      endsOn: plan.endsOn,
      progress: { done: own.filter((a) => a.action.status === 'DONE').length, total: own.length },
    };
  }

  async function detailsOf(plan: TamkeenPlanRow, language: Language, tx: Database = db): Promise<TamkeenPlanDetails> {
    const actions = await repository.actions([plan.id], tx);
    const today = todayInRiyadh(clock.now());
    return {
      ...summaryOf(plan, actions, language),
      actions: actions.map(({ action, partner }) => ({
        id: action.id,
        title: language === 'ar' ? action.titleAr : action.titleEn,
        partner: partner ? partnerBrief(partner, language) : null,
        dueDate: action.dueDate,
        status: action.status,
        note: action.note,
        acceptedAt: action.acceptedAt?.toISOString() ?? null,
        doneAt: action.doneAt?.toISOString() ?? null,
        overdue: action.status !== 'DONE' && action.dueDate < today,
      })),
    };
  }

  /** The plan the report is of: the named one of the person's, else the active one; none is 418 code 1018. */
  async function reportPlan(personId: string, input: TamkeenPlanReportInput) {
    if (input.planId) return isUuid(input.planId) ? repository.plan(personId, input.planId) : null;
    return repository.activePlan(personId);
  }

  return {
    async planLoad(principal: Principal, ctx: RequestContext): Promise<TamkeenPlanList> {
      const { personId } = await enrolment.enrolledPerson(principal);
      const plans = await repository.plans(personId);
      const actions = await repository.actions(plans.map((p) => p.id));
      return { items: plans.map((plan) => summaryOf(plan, actions, ctx.language)) };
    },

    async planLoadDetails(principal: Principal, id: string, ctx: RequestContext): Promise<TamkeenPlanDetails> {
      const { personId } = await enrolment.enrolledPerson(principal);
      const plan = isUuid(id) ? await repository.plan(personId, id) : null;
      if (!plan) throw notFound();
      return detailsOf(plan, ctx.language);
    },

    /** ACCEPT a PENDING action or mark an ACCEPTED one DONE, under the action's lock, with its audit line. */
    async planAction(principal: Principal, input: TamkeenPlanActionInput, ctx: RequestContext): Promise<TamkeenPlanDetails> {
      const { personId } = await enrolment.enrolledPerson(principal);
      if (!isUuid(input.actionId)) throw notFound();
      return db.transaction(async (tx) => {
        const found = await repository.lockAction(personId, input.actionId, tx);
        if (!found) throw notFound();
        if (found.planStatus !== 'ACTIVE') throw new DomainError('TAMKEEN_PLAN_CLOSED');
        const next = nextActionStatus(found.action.status, input.action);
        if (!next) throw new DomainError('TAMKEEN_PLAN_ACTION_STATE');
        const now = clock.now();
        const note = input.note ? input.note : found.action.note;
        await repository.updateAction(
          found.action.id,
          next === 'ACCEPTED'
            ? { status: next, acceptedAt: now, note, updatedAt: now }
            : { status: next, doneAt: now, note, updatedAt: now },
          tx,
        );
        await audit.record(
          actorOf(principal, ctx),
          {
            action: input.action === 'ACCEPT' ? 'tamkeen.plan.action.accept' : 'tamkeen.plan.action.done',
            entity: 'tamkeen_plan_action',
            entityId: found.action.id,
            before: { status: found.action.status },
            after: { status: next, note: input.note ? true : undefined },
          },
          tx,
        );
        const plan = await repository.plan(personId, found.action.planId, tx);
        if (!plan) throw notFound();
        return detailsOf(plan, ctx.language, tx);
      });
    },

    /**
     * The plan report as a PDF in Arabic and English. No plan (none active, or not the caller's) and any failure to
     * build it are 418 with code 1018 (spec §8), the failure logged.
     */
    async generatePlanReport(principal: Principal, input: TamkeenPlanReportInput, ctx: RequestContext): Promise<PlanReportFile> {
      const { personId } = await enrolment.enrolledPerson(principal);
      const plan = await reportPlan(personId, input);
      if (!plan) throw new DomainError('1018');
      const issuedOn = todayInRiyadh(clock.now());
      let bytes: Buffer;
      try {
        const [names, actions] = await Promise.all([repository.names(personId), repository.actions([plan.id])]);
        if (!names) throw new Error('the person of a plan was not found');
        bytes = await pdf.render(
          planReportDocument({
            person: names,
            plan,
            issuedOn,
            actions: actions.map(({ action, partner }) => ({ ...action, partner })),
          }),
        );
      } catch (error) {
        log.warn({ err: error, planId: plan.id }, 'plan report could not be generated');
        throw new DomainError('1018');
      }
      await audit.record(actorOf(principal, ctx), {
        action: 'tamkeen.plan.report',
        entity: 'tamkeen_plan',
        entityId: plan.id,
        after: { issuedOn },
      });
      return { fileName: `tamkeen-plan-${issuedOn}.pdf`, sizeBytes: bytes.length, stream: Readable.from([bytes]) };
    },
  };
}
export type TamkeenPlanService = ReturnType<typeof createTamkeenPlanService>;
