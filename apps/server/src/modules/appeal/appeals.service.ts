import {
  defaultPageSize,
  type AppealApplicationParams,
  type AppealDetails,
  type AppealFilter,
  type AppealIdParams,
  type AppealLite,
  type AppealReply,
  type AppealSummary,
  type IneligibilityCodeParams,
  type Language,
  type Page,
  type RequiredDocument,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { BeneficiaryScope } from '../eligibility-history/beneficiary-scope.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import { toDetails, toLite, toSummary, type AppealWordingReader } from './appeal-mappers.ts';
import { nextStatus } from './appeal-rules.ts';
import type { AppealStepper } from './appeal-steps.ts';
import type { AppealRepository, AppealRow } from './appeal.repository.ts';

export interface AppealsServiceDeps {
  db: Database;
  repository: AppealRepository;
  scope: Pick<BeneficiaryScope, 'household'>;
  parameters: Pick<ParameterService, 'get'>;
  wording: AppealWordingReader;
  step: AppealStepper;
  clock: Clock;
}

const notFound = () => new DomainError('NOT_FOUND');

/**
 * The head of household's appeals (spec §7 "Appeals"; docs/decisions/060-appeals.md): the lists, the details with the
 * clock and history, the documents an appeal needs, the answer to a request for documents and the withdrawal. Every
 * id is the caller's or a 404.
 */
export function createAppealsService(deps: AppealsServiceDeps) {
  const { db, repository, scope, parameters, wording, step, clock } = deps;

  /** An appeal of `accountId` (any, for staff: null) in a language, or NOT_FOUND. */
  async function detailsFor(accountId: string | null, id: string, language: Language): Promise<AppealDetails> {
    const row = isUuid(id) ? await repository.view(accountId, id) : null;
    if (!row) throw notFound();
    return toDetails(repository, row, await wording(language), clock.now());
  }

  const details = (principal: Principal, id: string, ctx: RequestContext) => detailsFor(principal.accountId, id, ctx.language);

  /** A step of the applicant's on one of their appeals, under its lock. */
  async function applicantStep(principal: Principal, id: string, run: (row: AppealRow, tx: Database) => Promise<void>): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await repository.lockOwn(principal.accountId, id, tx);
      if (!row) throw notFound();
      await run(row, tx);
    });
  }

  return {
    details,
    /** Staff read any appeal (the case workers' steps answer with it). */
    detailsOf: (id: string, language: Language) => detailsFor(null, id, language),

    async appealDetails(principal: Principal, input: AppealIdParams, ctx: RequestContext): Promise<AppealDetails> {
      return details(principal, input.id, ctx);
    },

    /** The appeals of one application of the caller's, newest first. */
    async loadAppeals(principal: Principal, input: AppealApplicationParams, ctx: RequestContext): Promise<AppealSummary[]> {
      const household = await scope.household(principal, { applicationId: input.id });
      const [rows, words] = await Promise.all([repository.list(household.accountId, { applicationId: input.id }), wording(ctx.language)]);
      const now = clock.now();
      return rows.map((row) => toSummary(row, words, now));
    },

    async loadAppealsByFilter(principal: Principal, input: AppealFilter, ctx: RequestContext): Promise<Page<AppealSummary>> {
      const household = await scope.household(principal, { applicationId: input.applicationId });
      const filter = {
        ...(input.applicationId ? { applicationId: input.applicationId } : {}),
        ...(input.status ? { statuses: input.status } : {}),
        ...(input.subjectType ? { subjectType: input.subjectType } : {}),
        ...(input.period ? { period: input.period } : {}),
      };
      const page = input.page ?? 0;
      const pageSize = input.pageSize ?? defaultPageSize;
      const [rows, total, words] = await Promise.all([
        repository.list(household.accountId, filter, { offset: page * pageSize, limit: pageSize }),
        repository.count(household.accountId, filter),
        wording(ctx.language),
      ]);
      const now = clock.now();
      return { items: rows.map((row) => toSummary(row, words, now)), page, pageSize, total };
    },

    /** What of an application is appealed, every status (a month, house, dependent or payment shows its appeal). */
    async loadLiteAppeals(principal: Principal, input: AppealApplicationParams): Promise<AppealLite[]> {
      const household = await scope.household(principal, { applicationId: input.id });
      return (await repository.list(household.accountId, { applicationId: input.id })).map(toLite);
    },

    /** The document types an appeal against `code` needs, named in the caller's language (none for most codes). */
    async requiredDocs(_principal: Principal, input: IneligibilityCodeParams, ctx: RequestContext): Promise<RequiredDocument[]> {
      const [required, words] = await Promise.all([parameters.get('appeal.requiredDocuments'), wording(ctx.language)]);
      return (required[input.code] ?? []).map((documentType) => ({ documentType, name: words.documentName(documentType) }));
    },

    /**
     * updateNeededDocuments: the files answering a request for documents (NEED_DOCUMENT → UNDER_PROCESSING). Every file
     * must be the caller's, and together with the files already attached they must cover the types asked for.
     */
    async updateNeededDocuments(principal: Principal, input: AppealReply, ctx: RequestContext): Promise<AppealDetails> {
      const attachmentIds = [...new Set(input.appealMap.attachmentIds)];
      if (!attachmentIds.every(isUuid)) throw notFound();
      const found = await repository.ownByNumber(principal.accountId, input.appealNbr);
      if (!found) throw notFound();
      const files = await repository.ownAttachments(principal.accountId, attachmentIds);
      if (files.length !== attachmentIds.length) throw notFound();
      const now = clock.now();
      await applicantStep(principal, found.id, async (row, tx) => {
        if (nextStatus('provideDocuments', row.status) === null) throw new DomainError('APPEAL_STEP_NOT_ALLOWED');
        const provided = new Set([...(await repository.documentTypes(row.id, tx)), ...files.map((file) => file.documentType)]);
        const missing = row.neededDocuments.filter((type) => !provided.has(type));
        if (missing.length > 0) {
          const words = await wording(ctx.language);
          throw new DomainError('APPEAL_DOCUMENTS_MISSING', {
            values: { documents: missing.map(words.documentName).join(ctx.language === 'ar' ? '، ' : ', ') },
          });
        }
        const moved = await step(row, 'provideDocuments', { actor: actorOf(principal, ctx) }, now, tx);
        await repository.addDocuments(moved.id, attachmentIds, now, tx);
      });
      return details(principal, found.id, ctx);
    },

    /** Withdraws an appeal nobody has taken yet (NEW → CANCELED). */
    async cancelAppeal(principal: Principal, input: AppealIdParams, ctx: RequestContext): Promise<AppealDetails> {
      if (!isUuid(input.id)) throw notFound();
      const now = clock.now();
      await applicantStep(principal, input.id, async (row, tx) => {
        await step(row, 'cancel', { actor: actorOf(principal, ctx) }, now, tx);
      });
      return details(principal, input.id, ctx);
    },
  };
}
export type AppealsService = ReturnType<typeof createAppealsService>;
