import {
  closedApplicationStatuses,
  programType,
  type ApplicationCycleSummary,
  type ApplicationDetails,
  type ApplicationIban,
  type ApplicationIdParams,
  type ApplicationPeriodParams,
  type ApplicationStatusAt,
  type ApplicationSummary,
  type BanPeriod,
  type PendingDocument,
  type ProgramIdParams,
  type ValidateApplicationResult,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { ApplicationMonth } from '../payment/application-month.ts';
import type { IbanService } from '../profile/iban.service.ts';
import type { ApplicationBans } from './application-bans.ts';
import { applicationBlockers, describeBlockers } from './application-blockers.ts';
import { periodEnd } from './application-periods.ts';
import type { ApplicationReadiness } from './application-readiness.ts';
import type { ApplicationViews } from './application-views.ts';
import type { ApplicationRepository, ApplicationWithProgram } from './application.repository.ts';

export interface ApplicationReadsServiceDeps {
  repository: ApplicationRepository;
  views: ApplicationViews;
  readiness: ApplicationReadiness;
  /** The household's withdrawal ban (the one ban, decision 052). */
  bans: ApplicationBans;
  /** The profile module's IBAN answer (it also fetches a pending bank decision). */
  iban: Pick<IbanService, 'loadIbanInfo'>;
  /** The published result of an application's month with its payments (the payment module; decision 058). */
  applicationMonth: ApplicationMonth;
  clock: Clock;
}

const isOpen = (row: ApplicationWithProgram) => !(closedApplicationStatuses as readonly string[]).includes(row.application.status);

/** What the applicant reads about their applications (docs/decisions/045-applications.md); nothing here writes. */
export function createApplicationReadsService(deps: ApplicationReadsServiceDeps) {
  const { repository, views, readiness, bans, iban, applicationMonth, clock } = deps;

  /** The caller's open SSP application, or undefined. */
  async function openSsp(principal: Principal): Promise<ApplicationWithProgram | undefined> {
    return (await repository.listOwn(principal.accountId)).find((row) => row.application.programId === programType.SSP && isOpen(row));
  }

  return {
    async validateApplication(principal: Principal, input: ProgramIdParams, ctx: RequestContext): Promise<ValidateApplicationResult> {
      const program = await readiness.activeProgram(input.id);
      const completed = await readiness.profileCompleted(principal);
      const facts = await readiness.facts(principal, program.id, completed);
      const found = applicationBlockers(facts, clock.now());
      return {
        canApply: found.length === 0,
        openApplicationId: facts.openApplication?.id ?? null,
        reasons: describeBlockers(found, ctx.language),
      };
    },

    async loadApplications(principal: Principal): Promise<ApplicationSummary[]> {
      return views.summaries(principal, await repository.listOwn(principal.accountId));
    },

    async loadApplication(principal: Principal, input: ApplicationIdParams): Promise<ApplicationSummary> {
      return views.summaryOf(principal, input.id);
    },

    async loadDetails(principal: Principal, input: ApplicationIdParams): Promise<ApplicationDetails> {
      return views.detailsOf(principal, input.id);
    },

    async loadForProgramApplication(principal: Principal): Promise<ApplicationSummary | null> {
      const open = await openSsp(principal);
      return open ? ((await views.summaries(principal, [open]))[0] ?? null) : null;
    },

    /** Each program's latest application (the list is newest first, so the first of each program). */
    async loadHomeApplications(principal: Principal): Promise<ApplicationSummary[]> {
      const seen = new Set<number>();
      const latest = (await repository.listOwn(principal.accountId)).filter((row) => {
        if (seen.has(row.application.programId)) return false;
        seen.add(row.application.programId);
        return true;
      });
      return views.summaries(principal, latest);
    },

    /** The verified payment IBAN, else the one waiting for the bank, else none. */
    async loadUserIban(principal: Principal, ctx: RequestContext): Promise<ApplicationIban> {
      const info = await iban.loadIbanInfo(principal, ctx);
      if (info.current) return { iban: info.current.maskedIban, bankCode: info.current.bankCode, status: 'VERIFIED' };
      if (info.pending?.status === 'PENDING') return { iban: info.pending.maskedIban, bankCode: info.pending.bankCode, status: 'PENDING' };
      return { iban: null, bankCode: null, status: 'NONE' };
    },

    async loadApplicationSts(principal: Principal, input: ApplicationPeriodParams): Promise<ApplicationStatusAt> {
      const { application } = await views.own(principal, input.a);
      return { applicationId: application.id, period: input.b, status: await repository.statusBefore(application.id, periodEnd(input.b)) };
    },

    async hasPendingDocument(principal: Principal): Promise<PendingDocument> {
      const open = await openSsp(principal);
      const request = open ? await repository.openDocumentRequest(open.application.id) : null;
      return {
        hasPendingDocument: request !== null,
        applicationId: open?.application.id ?? null,
        documentTypes: request?.documentTypes ?? [],
        note: request?.note ?? null,
        requestedAt: request?.requestedAt.toISOString() ?? null,
      };
    },

    async remainingBanPeriod(principal: Principal): Promise<BanPeriod> {
      return bans.banOf(principal.accountId);
    },

    /**
     * The application in one month: its state then, its selection today, the program's cycle of that month and, once
     * that cycle is published, its result with the payments and deductions (null while OPEN: never shown).
     */
    async loadHomeCycleSummary(
      principal: Principal,
      input: ApplicationPeriodParams,
      ctx: RequestContext,
    ): Promise<ApplicationCycleSummary> {
      const summary = await applicationMonth(principal.accountId, input.a, input.b, ctx.language);
      if (!summary) throw new DomainError('NOT_FOUND');
      return summary;
    },
  };
}
export type ApplicationReadsService = ReturnType<typeof createApplicationReadsService>;
