import {
  programType,
  todayInRiyadh,
  type ApplicationDetails,
  type ApplicationIdParams,
  type ApplicationSummary,
  type ResumePayment,
  type SaveApplicationDetails,
  type SubmitApplicationInput,
  type WithdrawApplication,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { HouseholdSettingsReader } from '../household/household-settings.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import type { ApplicationAccess } from './application-access.ts';
import { applicationBlockers, blockedError } from './application-blockers.ts';
import type { ApplicationReadiness } from './application-readiness.ts';
import type { SelectionResync } from './application-selection-sync.service.ts';
import type { ApplicationState } from './application-state.ts';
import { createApplicantTransition } from './applicant-transition.ts';
import { nextStatus } from './application-transitions.ts';
import type { ApplicationViews } from './application-views.ts';
import type { ApplicationRepository } from './application.repository.ts';

/**
 * Whose answers a save is: the caller's, for the application `applicationId` (null before a new draft exists). The
 * answers are the application's claim on unique values, so they stay its own whoever heads it (decision 047).
 */
export interface FormAnswersClaimant {
  accountId: string;
  applicationId: string | null;
}

/**
 * The program-form module's side of an application's dynamic form answers (modules/program-form), in the caller's
 * transaction: `validateAnswers` gives the answers as they are to be stored, or VALIDATION_FAILED with
 * `body.formAnswers.<name>` field errors; `recordAnswers` stores them as the application's submission and claims the
 * values of unique fields.
 */
export interface ProgramFormAnswers {
  validateAnswers(
    programId: number,
    answers: Record<string, string>,
    claimant: FormAnswersClaimant,
    tx: Database,
  ): Promise<Record<string, string>>;
  recordAnswers(programId: number, answers: Record<string, string>, claimant: FormAnswersClaimant, tx: Database): Promise<void>;
}

export interface ApplicationLifecycleServiceDeps {
  repository: ApplicationRepository;
  access: ApplicationAccess;
  state: ApplicationState;
  views: ApplicationViews;
  readiness: ApplicationReadiness;
  forms: ProgramFormAnswers;
  /** The re-sync of the selection with the household (decision 048), run again when submitting. */
  resync: SelectionResync;
  /** The household settings (the adult age the selection rule reads), read before a transaction opens. */
  readSettings: HouseholdSettingsReader;
  parameters: ParameterService;
  audit: AuditService;
  clock: Clock;
}

const dayMs = 24 * 60 * 60 * 1000;

/** What blocks a suspended application from being paid again: the applicant's own data, not the rules of applying. */
const resumeBlockers = new Set(['PROFILE_INCOMPLETE', 'IBAN_NOT_VERIFIED']);

/**
 * The applicant's steps on an SSP application (DOMAIN.md "SSP application", docs/decisions/045-applications.md): start
 * and edit a draft, submit it, cancel it, withdraw, resume payment. Each runs in one transaction under the applicant's
 * lock with its audit line; every change of state goes through `state.apply` (the transition table decides).
 */
export function createApplicationLifecycleService(deps: ApplicationLifecycleServiceDeps) {
  const { repository, access, state, views, readiness, forms, resync, readSettings, parameters, audit, clock } = deps;
  const applyFor = createApplicantTransition({ state, audit, clock });

  /** Checks an application's answers and stores them as its submission of the program's form. */
  async function keepAnswers(programId: number, answers: Record<string, string>, claimant: FormAnswersClaimant, tx: Database) {
    const checked = await forms.validateAnswers(programId, answers, claimant, tx);
    await forms.recordAnswers(programId, checked, claimant, tx);
    return checked;
  }

  /** A new DRAFT, numbered SSP-<year>-<seq>, when nothing blocks applying. */
  async function createDraft(principal: Principal, formAnswers: Record<string, string>, ctx: RequestContext): Promise<ApplicationDetails> {
    const program = await readiness.activeProgram(programType.SSP);
    const completed = await readiness.profileCompleted(principal);
    return access.asLockedApplicant(principal.accountId, async (tx) => {
      const found = applicationBlockers(await readiness.facts(principal, program.id, completed, tx), clock.now());
      if (found.length > 0) throw blockedError(found);
      const answers = await forms.validateAnswers(program.id, formAnswers, { accountId: principal.accountId, applicationId: null }, tx);
      const now = clock.now();
      const number = `${program.code}-${todayInRiyadh(now).slice(0, 4)}-${String(await repository.nextNumber(tx)).padStart(7, '0')}`;
      const row = await repository.insert(
        {
          number,
          programId: program.id,
          applicantAccountId: principal.accountId,
          status: 'DRAFT',
          formAnswers: answers,
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      // The answers are the application's claim from its first save (decision 047).
      await forms.recordAnswers(program.id, answers, { accountId: principal.accountId, applicationId: row.id }, tx);
      await repository.addEvent(
        { applicationId: row.id, type: 'CREATED', fromStatus: null, toStatus: 'DRAFT', actorAccountId: principal.actorAccountId, at: now },
        tx,
      );
      await audit.record(
        actorOf(principal, ctx),
        {
          action: 'application.create',
          entity: 'application',
          entityId: row.id,
          after: { number, programId: program.id, status: 'DRAFT' },
        },
        tx,
      );
      return views.detailsOf(principal, row.id, tx);
    });
  }

  /** New answers of a draft; any other state refuses as its submission would (a draft is what SUBMIT starts from). */
  async function updateDraft(principal: Principal, id: string, formAnswers: Record<string, string>, ctx: RequestContext) {
    return access.asLockedApplicant(principal.accountId, async (tx) => {
      const row = await access.ownApplication(id, principal.accountId, tx);
      nextStatus(row.status, 'SUBMIT');
      const answers = await keepAnswers(row.programId, formAnswers, { accountId: principal.accountId, applicationId: row.id }, tx);
      await repository.updateDraft(row.id, answers, tx);
      await audit.record(
        actorOf(principal, ctx),
        { action: 'application.update-draft', entity: 'application', entityId: row.id, before: row.formAnswers, after: answers },
        tx,
      );
      return views.detailsOf(principal, row.id, tx);
    });
  }

  return {
    async saveDetails(principal: Principal, input: SaveApplicationDetails, ctx: RequestContext): Promise<ApplicationDetails> {
      return input.applicationId === null
        ? createDraft(principal, input.formAnswers, ctx)
        : updateDraft(principal, input.applicationId, input.formAnswers, ctx);
    },

    /**
     * DRAFT → SUBMITTED once nothing blocks applying, a house is still selected and the answers still hold. The
     * selection is re-synced with the household first (the rule of process-application-houses, with its
     * SELECTION_SYNCED event), so only confirmed, current members are sent; the answers are claimed again as the
     * application's. A retry with the key that submitted it answers the application as it stands and writes nothing;
     * the lock makes two concurrent submits one.
     */
    async submit(principal: Principal, input: SubmitApplicationInput, ctx: RequestContext): Promise<ApplicationSummary> {
      const completed = await readiness.profileCompleted(principal);
      const { adultAge } = await readSettings();
      return access.asLockedApplicant(principal.accountId, async (tx) => {
        const row = await access.ownApplication(input.applicationId, principal.accountId, tx);
        if (input.idempotencyKey !== null && row.submitKey === input.idempotencyKey) return views.summaryOf(principal, row.id, tx);
        nextStatus(row.status, 'SUBMIT');
        const found = applicationBlockers(await readiness.facts(principal, row.programId, completed, tx, row.id), clock.now());
        if (found.length > 0) throw blockedError(found);
        // Dependents who moved, left, rejected the relation or lost its confirmation since they were selected are
        // dropped here; a refusal below rolls the drop back with everything else.
        await resync.resync(principal, ctx, row, adultAge, tx);
        const counts = (await repository.countsOf([row.id], tx)).get(row.id);
        if (!counts || counts.houses === 0) throw new DomainError('APPLICATION_HOUSES_REQUIRED');
        const answers = await keepAnswers(row.programId, row.formAnswers, { accountId: principal.accountId, applicationId: row.id }, tx);
        const now = clock.now();
        await applyFor(
          principal,
          ctx,
          row,
          {
            transition: 'SUBMIT',
            action: 'application.submit',
            at: now,
            changes: { submittedAt: now, submitKey: input.idempotencyKey, formAnswers: answers },
          },
          tx,
        );
        return views.summaryOf(principal, row.id, tx);
      });
    },

    async cancelSubmit(principal: Principal, input: ApplicationIdParams, ctx: RequestContext): Promise<ApplicationSummary> {
      return access.asLockedApplicant(principal.accountId, async (tx) => {
        const row = await access.ownApplication(input.id, principal.accountId, tx);
        const now = clock.now();
        await applyFor(
          principal,
          ctx,
          row,
          { transition: 'CANCEL_SUBMIT', action: 'application.cancel-submit', at: now, changes: { closedAt: now } },
          tx,
        );
        return views.summaryOf(principal, row.id, tx);
      });
    },

    /** Leaves the program; another application may start once `application.withdrawBanDays` have passed. */
    async withdraw(principal: Principal, input: WithdrawApplication, ctx: RequestContext): Promise<ApplicationDetails> {
      const banDays = await parameters.get('application.withdrawBanDays');
      return access.asLockedApplicant(principal.accountId, async (tx) => {
        const row = await access.ownApplication(input.applicationId, principal.accountId, tx);
        const now = clock.now();
        const banEndsAt = new Date(now.getTime() + banDays * dayMs);
        await applyFor(
          principal,
          ctx,
          row,
          {
            transition: 'WITHDRAW',
            action: 'application.withdraw',
            at: now,
            note: input.reason,
            changes: { closedAt: now, statusReason: input.reason, banEndsAt },
            auditAfter: { banEndsAt: banEndsAt.toISOString() },
          },
          tx,
        );
        return views.detailsOf(principal, row.id, tx);
      });
    },

    /** SUSPENDED → ELIGIBLE once the applicant's profile is complete and their IBAN verified (the next cycle judges). */
    async resumePayment(principal: Principal, input: ResumePayment, ctx: RequestContext): Promise<ApplicationSummary> {
      const completed = await readiness.profileCompleted(principal);
      return access.asLockedApplicant(principal.accountId, async (tx) => {
        const row = await access.ownApplication(input.applicationId, principal.accountId, tx);
        nextStatus(row.status, 'RESUME_PAYMENT');
        const facts = await readiness.facts(principal, row.programId, completed, tx, row.id);
        const found = applicationBlockers(facts, clock.now()).filter((reason) => resumeBlockers.has(reason.code));
        if (found.length > 0) throw blockedError(found);
        await applyFor(
          principal,
          ctx,
          row,
          { transition: 'RESUME_PAYMENT', action: 'application.resume-payment', changes: { statusReason: null } },
          tx,
        );
        return views.summaryOf(principal, row.id, tx);
      });
    },
  };
}
export type ApplicationLifecycleService = ReturnType<typeof createApplicationLifecycleService>;
