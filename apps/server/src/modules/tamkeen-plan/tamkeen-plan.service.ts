import { Readable } from 'node:stream';
import {
  todayInRiyadh,
  type Language,
  type TamkeenPlanActionCreateInput,
  type TamkeenPlanActionInput,
  type TamkeenPlanCloseInput,
  type TamkeenPlanCreateInput,
  type TamkeenPlanDetails,
  type TamkeenPlanList,
  type TamkeenPlanReportInput,
  type TamkeenPlanSummary,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Log } from '../../platform/logger.ts';
import type { PdfRenderer } from '../../platform/pdf/pdf.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import { activePartner } from '../tamkeen-partner/active-partner.ts';
import { partnerBrief } from '../tamkeen-partner/partner-brief.ts';
import type { TamkeenPartnerRepository } from '../tamkeen-partner/tamkeen-partner.repository.ts';
import type { TamkeenProfileService } from '../tamkeen-profile/tamkeen-profile.service.ts';
import { planReportDocument } from './plan-report.ts';
import { nextActionStatus } from './plan-rules.ts';
import type { TamkeenPlanRepository, TamkeenPlanRow } from './tamkeen-plan.repository.ts';

export interface TamkeenPlanServiceDeps {
  db: Database;
  repository: TamkeenPlanRepository;
  /** The partner of a new action: active (decision 074). */
  partners: Pick<TamkeenPartnerRepository, 'byCode'>;
  enrolment: Pick<TamkeenProfileService, 'enrolledPerson' | 'personEnrolledAs'>;
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
  const { db, repository, partners, enrolment, pdf, audit, clock, log } = deps;
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

  /** An action as written by a case worker: its partner active, its due day not passed. */
  async function newAction(input: TamkeenPlanActionCreateInput, field: string, today: string, tx: Database) {
    if (input.dueDate < today) throw new DomainError('TAMKEEN_DATE_PAST');
    const partner = input.partnerCode ? await activePartner(partners, input.partnerCode, `${field}.partnerCode`, tx) : null;
    return { titleAr: input.titleAr, titleEn: input.titleEn, partnerId: partner?.id ?? null, dueDate: input.dueDate };
  }

  /** One case worker's change of an ACTIVE plan under its lock (any other is 409 TAMKEEN_PLAN_CLOSED) with its audit line. */
  async function changePlan(
    actor: Actor,
    id: string,
    language: Language,
    apply: (
      plan: TamkeenPlanRow,
      tx: Database,
    ) => Promise<{ action: string; entity: string; entityId: string; after: Record<string, unknown> }>,
  ): Promise<TamkeenPlanDetails> {
    if (!isUuid(id)) throw notFound();
    return db.transaction(async (tx) => {
      const plan = await repository.lockPlan(id, tx);
      if (!plan) throw notFound();
      if (plan.status !== 'ACTIVE') throw new DomainError('TAMKEEN_PLAN_CLOSED');
      const { action, entity, entityId, after } = await apply(plan, tx);
      await audit.record(actor, { action, entity, entityId, after }, tx);
      const changed = await repository.plan(plan.personId, id, tx);
      if (!changed) throw notFound();
      return detailsOf(changed, language, tx);
    });
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
     * A case worker's new plan for person `nin` (enrolled: not EXEMPT) with its actions (decision 074). A person has
     * one active plan: a second is 409 TAMKEEN_PLAN_ACTIVE_EXISTS (the partial unique index decides a race).
     */
    async createPlan(actor: Actor, nin: string, input: TamkeenPlanCreateInput, language: Language): Promise<TamkeenPlanDetails> {
      const { personId } = await enrolment.personEnrolledAs(nin, ['ABLE_TO_WORK', 'TREATABLE', 'NOT_ABLE']);
      const today = todayInRiyadh(clock.now());
      if (input.endsOn !== undefined && input.endsOn < today) throw new DomainError('TAMKEEN_DATE_PAST');
      try {
        return await db.transaction(async (tx) => {
          if (await repository.activePlan(personId, tx)) throw new DomainError('TAMKEEN_PLAN_ACTIVE_EXISTS');
          const actions = [];
          for (const [index, action] of input.actions.entries()) actions.push(await newAction(action, `body.actions.${index}`, today, tx));
          const now = clock.now();
          const plan = await repository.create(
            {
              personId,
              titleAr: input.titleAr,
              titleEn: input.titleEn,
              startedOn: today,
              endsOn: input.endsOn ?? null,
              createdAt: now,
              updatedAt: now,
            },
            actions.map((action) => ({ ...action, updatedAt: now })),
            tx,
          );
          await audit.record(
            actor,
            { action: 'tamkeen.plan.create', entity: 'tamkeen_plan', entityId: plan.id, after: { actions: actions.length } },
            tx,
          );
          return detailsOf(plan, language, tx);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('TAMKEEN_PLAN_ACTIVE_EXISTS');
        throw error;
      }
    },

    /** A case worker adds an action to an active plan (decision 074). */
    addPlanAction(actor: Actor, planId: string, input: TamkeenPlanActionCreateInput, language: Language): Promise<TamkeenPlanDetails> {
      return changePlan(actor, planId, language, async (plan, tx) => {
        const action = await newAction(input, 'body', todayInRiyadh(clock.now()), tx);
        const row = await repository.addAction({ ...action, planId: plan.id, updatedAt: clock.now() }, tx);
        return { action: 'tamkeen.plan.action.add', entity: 'tamkeen_plan_action', entityId: row.id, after: { planId: plan.id } };
      });
    },

    /** A case worker closes an active plan (ACTIVE → CLOSED, its end day today at the latest; decision 074). */
    closePlan(actor: Actor, planId: string, input: TamkeenPlanCloseInput, language: Language): Promise<TamkeenPlanDetails> {
      return changePlan(actor, planId, language, async (plan, tx) => {
        const now = clock.now();
        const today = todayInRiyadh(now);
        const endsOn = plan.endsOn !== null && plan.endsOn < today ? plan.endsOn : today;
        await repository.updatePlan(plan.id, { status: 'CLOSED', endsOn, updatedAt: now }, tx);
        return { action: 'tamkeen.plan.close', entity: 'tamkeen_plan', entityId: plan.id, after: { status: 'CLOSED', note: input.note } };
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
