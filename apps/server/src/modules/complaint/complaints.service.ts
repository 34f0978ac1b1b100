import {
  todayInRiyadh,
  type ComplaintDetails,
  type ComplaintIdParams,
  type ComplaintReply,
  type ComplaintsListParams,
  type ComplaintSummary,
  type CreateComplaintInput,
  type Language,
  type Page,
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
import type { LookupService } from '../lookup/lookup.service.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import { addWorkingDays } from '../service-level/service-clock.ts';
import { toComplaintDetails, toComplaintSummary, type CategoryNamesReader } from './complaint-mappers.ts';
import { answerWorkingDays, complaintNumberOf } from './complaint-rules.ts';
import type { ComplaintStepper } from './complaint-steps.ts';
import type { ComplaintRepository } from './complaint.repository.ts';

export interface ComplaintsServiceDeps {
  db: Database;
  repository: ComplaintRepository;
  parameters: Pick<ParameterService, 'get'>;
  lookups: Pick<LookupService, 'group'>;
  categoryNames: CategoryNamesReader;
  step: ComplaintStepper;
  audit: AuditService;
  clock: Clock;
}

const notFound = () => new DomainError('NOT_FOUND');

/**
 * The head of household's payment complaints (spec §7 "Complaints"; docs/decisions/062-payment-complaints.md): make
 * one about a payment of theirs, list them a page at a time, read one with its clock and history, and answer a case
 * worker's request for information. Every id is the caller's or a 404; one open complaint per payment.
 */
export function createComplaintsService(deps: ComplaintsServiceDeps) {
  const { db, repository, parameters, lookups, categoryNames, step, audit, clock } = deps;

  /** A complaint of `accountId` (any, for staff: null) in a language, or NOT_FOUND. */
  async function detailsFor(accountId: string | null, id: string, language: Language): Promise<ComplaintDetails> {
    const row = isUuid(id) ? await repository.view(accountId, id) : null;
    if (!row) throw notFound();
    return toComplaintDetails(repository, row, await categoryNames(language), clock.now());
  }

  /** The caller's files among `ids`, all of them, or NOT_FOUND. */
  async function ownFiles(accountId: string, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    if (!unique.every(isUuid)) throw notFound();
    if ((await repository.ownAttachments(accountId, unique)).length !== unique.length) throw notFound();
    return unique;
  }

  return {
    /** Staff read any complaint (the case workers' steps answer with it). */
    detailsOf: (id: string, language: Language) => detailsFor(null, id, language),

    async create(principal: Principal, input: CreateComplaintInput, ctx: RequestContext): Promise<ComplaintDetails> {
      const found = isUuid(input.paymentId) ? await repository.ownPayment(principal.accountId, input.paymentId) : null;
      if (!found) throw notFound();
      const categories = await lookups.group('complaintCategory');
      if (!categories.some((item) => item.code === input.category)) throw new DomainError('COMPLAINT_CATEGORY_UNKNOWN');
      const attachmentIds = await ownFiles(principal.accountId, input.paymentComplainMap.attachmentIds);
      const allowance = await parameters.get('complaint.answerWorkingDays');
      const now = clock.now();
      const today = todayInRiyadh(now);
      const alreadyOpen = (nbr: string) => new DomainError('COMPLAINT_ALREADY_OPEN', { values: { paymentComplainNbr: nbr } });
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          const open = await repository.openOn(found.id, tx);
          if (open) throw alreadyOpen(open.paymentComplainNbr);
          const paymentComplainNbr = complaintNumberOf(today.slice(0, 4), await repository.nextNumber(tx));
          const row = await repository.insert(
            {
              paymentComplainNbr,
              applicantAccountId: principal.accountId,
              applicationId: found.applicationId,
              paymentId: found.id,
              category: input.category,
              description: input.description,
              status: 'NEW',
              raisedAt: now,
              promisedBy: addWorkingDays(today, answerWorkingDays(allowance, input.category)),
              updatedAt: now,
            },
            tx,
          );
          await repository.addDocuments(row.id, attachmentIds, now, tx);
          await repository.addHistory(
            { complaintId: row.id, fromStatus: null, toStatus: 'NEW', by: 'APPLICANT', actorAccountId: principal.actorAccountId, at: now },
            tx,
          );
          await audit.record(
            actorOf(principal, ctx),
            {
              action: 'complaint.create',
              entity: 'payment_complaint',
              entityId: row.id,
              after: { paymentComplainNbr, paymentId: found.id, category: input.category, attachmentIds },
            },
            tx,
          );
          return row.id;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw alreadyOpen((await repository.openOn(found.id))?.paymentComplainNbr ?? '');
      }
      return detailsFor(principal.accountId, id, ctx.language);
    },

    /** complaints-list/{a}/{b}: page `a` (from 0) of `b` complaints, newest first. */
    async complaintsList(principal: Principal, input: ComplaintsListParams, ctx: RequestContext): Promise<Page<ComplaintSummary>> {
      const [rows, total, names] = await Promise.all([
        repository.list(principal.accountId, { offset: input.a * input.b, limit: input.b }),
        repository.count(principal.accountId),
        categoryNames(ctx.language),
      ]);
      const now = clock.now();
      return { items: rows.map((row) => toComplaintSummary(row, names, now)), page: input.a, pageSize: input.b, total };
    },

    async complaintDetails(principal: Principal, input: ComplaintIdParams, ctx: RequestContext): Promise<ComplaintDetails> {
      return detailsFor(principal.accountId, input.id, ctx.language);
    },

    /**
     * updatePaymentComplainRequest: the answer to a case worker's request for information (NEED_INFO →
     * UNDER_PROCESSING), with the caller's files.
     */
    async updatePaymentComplainRequest(principal: Principal, input: ComplaintReply, ctx: RequestContext): Promise<ComplaintDetails> {
      const attachmentIds = await ownFiles(principal.accountId, input.paymentComplainMap.attachmentIds);
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const row = await repository.lockOwnByNumber(principal.accountId, input.paymentComplainNbr, tx);
        if (!row) throw notFound();
        await step(row, 'provideInfo', { actor: actorOf(principal, ctx), comment: input.reply, changes: { infoRequest: null } }, now, tx);
        await repository.addDocuments(row.id, attachmentIds, now, tx);
        return row.id;
      });
      return detailsFor(principal.accountId, id, ctx.language);
    },
  };
}
export type ComplaintsService = ReturnType<typeof createComplaintsService>;
