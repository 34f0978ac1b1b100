import { and, count, desc, eq, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AppealStatusCode, AppealSubjectType } from '@sanad/contract';
import {
  additionalPayment,
  appeal,
  appealDocument,
  appealHistory,
  attachment,
  eligibilityMember,
  eligibilityResult,
  payment,
  supportCycle,
} from '../../db/schema/index.ts';
import { anyId } from '../../platform/db/any-id.ts';
import type { Database } from '../../platform/db/database.ts';
import { nextInSequence } from '../../platform/db/next-in-sequence.ts';
import { visibleCycle } from '../eligibility-history/scope-conditions.repository.ts';

export type AppealRow = typeof appeal.$inferSelect;
export type NewAppeal = typeof appeal.$inferInsert;
export type NewAppealHistory = typeof appealHistory.$inferInsert;
export type AppealHistoryRow = typeof appealHistory.$inferSelect;

/** An appeal with the month and payment code it names, as every read shows it. */
export interface AppealView extends AppealRow {
  period: string;
  paymentCode: string | null;
}

/** What the lists narrow by, besides the owner. */
export interface AppealListFilter {
  applicationId?: string;
  statuses?: readonly AppealStatusCode[];
  subjectType?: AppealSubjectType;
  period?: string;
}

const viewColumns = { appeal, period: supportCycle.period, paymentCode: payment.code };

/**
 * The SQL of appeals (docs/decisions/060-appeals.md): appeals, their documents and history, and the published results
 * and payments they name. Every read of an appeal is scoped to its head of household in the `where` clause.
 */
export function createAppealRepository(db: Database) {
  const toView = (row: { appeal: AppealRow; period: string; paymentCode: string | null }): AppealView => ({
    ...row.appeal,
    period: row.period,
    paymentCode: row.paymentCode,
  });

  function listConditions(accountId: string, filter: AppealListFilter): SQL | undefined {
    return and(
      eq(appeal.applicantAccountId, accountId),
      filter.applicationId ? eq(appeal.applicationId, filter.applicationId) : undefined,
      filter.statuses && filter.statuses.length > 0 ? inArray(appeal.status, [...filter.statuses]) : undefined,
      filter.subjectType ? eq(appeal.subjectType, filter.subjectType) : undefined,
      filter.period ? eq(supportCycle.period, filter.period) : undefined,
    );
  }

  return {
    /** A published (or paid) cycle of a program by month. */
    async publishedCycle(programId: number, period: string) {
      const [row] = await db
        .select()
        .from(supportCycle)
        .where(and(eq(supportCycle.programId, programId), eq(supportCycle.period, period), visibleCycle));
      return row ?? null;
    },

    async cycleById(id: string, tx: Database = db) {
      const [row] = await tx.select().from(supportCycle).where(eq(supportCycle.id, id));
      return row ?? null;
    },

    /** The results of an application's houses in a cycle. */
    results(applicationId: string, cycleId: string, tx: Database = db) {
      return tx
        .select({
          id: eligibilityResult.id,
          houseId: eligibilityResult.houseId,
          outcome: eligibilityResult.outcome,
          reasons: eligibilityResult.reasons,
          net: eligibilityResult.net,
        })
        .from(eligibilityResult)
        .where(and(eq(eligibilityResult.applicationId, applicationId), eq(eligibilityResult.cycleId, cycleId)));
    },

    /** How a dependent was judged in a result: counted or left out with the reason; null when not evaluated there. */
    async member(resultId: string, dependentId: string) {
      const [row] = await db
        .select({ counted: eligibilityMember.counted, leftOutReason: eligibilityMember.leftOutReason })
        .from(eligibilityMember)
        .where(and(eq(eligibilityMember.resultId, resultId), eq(eligibilityMember.dependentId, dependentId)));
      return row ?? null;
    },

    /** A payment of a published cycle of the application. */
    async payment(applicationId: string, paymentId: string) {
      const [row] = await db
        .select({ id: payment.id, cycleId: payment.cycleId, houseId: payment.houseId })
        .from(payment)
        .innerJoin(supportCycle, eq(supportCycle.id, payment.cycleId))
        .where(and(eq(payment.id, paymentId), eq(payment.applicationId, applicationId), visibleCycle));
      return row ?? null;
    },

    /** The attachments among `ids` the account owns and has not deleted. */
    ownAttachments(accountId: string, ids: readonly string[], tx: Database = db) {
      return tx
        .select({ id: attachment.id, documentType: attachment.documentType })
        .from(attachment)
        .where(and(anyId(attachment.id, ids), eq(attachment.ownerAccountId, accountId), isNull(attachment.deletedAt)));
    },

    /** The next number of `appeal_number_seq`. */
    async nextNumber(tx: Database): Promise<number> {
      return nextInSequence(tx, 'appeal_number_seq');
    },

    /** The open appeal on a subject, if any. */
    async openOn(subjectKey: string, tx: Database = db) {
      const [row] = await tx
        .select({ id: appeal.id, appealNbr: appeal.appealNbr })
        .from(appeal)
        .where(and(eq(appeal.subjectKey, subjectKey), sql`${appeal.status} in (6007, 6008, 6013)`));
      return row ?? null;
    },

    async insert(values: NewAppeal, tx: Database): Promise<AppealRow> {
      const [row] = await tx.insert(appeal).values(values).returning();
      if (!row) throw new Error('appeal was not inserted');
      return row;
    },

    async update(id: string, values: Partial<NewAppeal>, tx: Database): Promise<void> {
      await tx.update(appeal).set(values).where(eq(appeal.id, id));
    },

    async addDocuments(appealId: string, attachmentIds: readonly string[], at: Date, tx: Database): Promise<void> {
      if (attachmentIds.length === 0) return;
      await tx
        .insert(appealDocument)
        .values(attachmentIds.map((attachmentId) => ({ appealId, attachmentId, addedAt: at })))
        .onConflictDoNothing();
    },

    async addHistory(values: NewAppealHistory, tx: Database): Promise<void> {
      await tx.insert(appealHistory).values(values);
    },

    /** One appeal of the account, locked for a step. */
    async lockOwn(accountId: string, id: string, tx: Database) {
      const [row] = await tx
        .select()
        .from(appeal)
        .where(and(eq(appeal.id, id), eq(appeal.applicantAccountId, accountId)))
        .for('update');
      return row ?? null;
    },

    /** The id of an appeal of the account by its number. */
    async ownByNumber(accountId: string, appealNbr: string) {
      const [row] = await db
        .select({ id: appeal.id })
        .from(appeal)
        .where(and(eq(appeal.appealNbr, appealNbr), eq(appeal.applicantAccountId, accountId)));
      return row ?? null;
    },

    async byNumber(appealNbr: string) {
      const [row] = await db.select().from(appeal).where(eq(appeal.appealNbr, appealNbr));
      return row ?? null;
    },

    async byId(id: string) {
      const [row] = await db.select().from(appeal).where(eq(appeal.id, id));
      return row ?? null;
    },

    /** One appeal by number whoever holds it, locked (case workers' steps). */
    async lockByNumber(appealNbr: string, tx: Database) {
      const [row] = await tx.select().from(appeal).where(eq(appeal.appealNbr, appealNbr)).for('update');
      return row ?? null;
    },

    /**
     * A transfer of head of household (decision 069): every appeal on the moved applications becomes the new head's;
     * answers the files they carry, which follow them.
     */
    async followHeadTransfer(applicationIds: string[], toAccountId: string, tx: Database): Promise<string[]> {
      if (applicationIds.length === 0) return [];
      const moved = await tx
        .update(appeal)
        .set({ applicantAccountId: toAccountId })
        .where(inArray(appeal.applicationId, applicationIds))
        .returning({ id: appeal.id });
      if (moved.length === 0) return [];
      const files = await tx
        .select({ id: appealDocument.attachmentId })
        .from(appealDocument)
        .where(
          inArray(
            appealDocument.appealId,
            moved.map((row) => row.id),
          ),
        );
      return files.map((row) => row.id);
    },

    async lockById(id: string, tx: Database) {
      const [row] = await tx.select().from(appeal).where(eq(appeal.id, id)).for('update');
      return row ?? null;
    },

    /** One appeal of the account (any account's when null: staff) with its month and payment code. */
    async view(accountId: string | null, id: string): Promise<AppealView | null> {
      const [row] = await db
        .select(viewColumns)
        .from(appeal)
        .innerJoin(supportCycle, eq(supportCycle.id, appeal.cycleId))
        .leftJoin(payment, eq(payment.id, appeal.paymentId))
        .where(and(eq(appeal.id, id), accountId === null ? undefined : eq(appeal.applicantAccountId, accountId)));
      return row ? toView(row) : null;
    },

    /** The account's appeals, newest first; a page when asked. */
    async list(accountId: string, filter: AppealListFilter, page?: { offset: number; limit: number }): Promise<AppealView[]> {
      const query = db
        .select(viewColumns)
        .from(appeal)
        .innerJoin(supportCycle, eq(supportCycle.id, appeal.cycleId))
        .leftJoin(payment, eq(payment.id, appeal.paymentId))
        .where(listConditions(accountId, filter))
        .orderBy(desc(appeal.raisedAt), desc(appeal.appealNbr));
      const rows = page ? await query.offset(page.offset).limit(page.limit) : await query;
      return rows.map(toView);
    },

    async count(accountId: string, filter: AppealListFilter): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(appeal)
        .innerJoin(supportCycle, eq(supportCycle.id, appeal.cycleId))
        .where(listConditions(accountId, filter));
      return row?.total ?? 0;
    },

    /** An appeal's files, oldest first. */
    documents(appealId: string) {
      return db
        .select({
          id: attachment.id,
          fileName: attachment.fileName,
          documentType: attachment.documentType,
          contentType: attachment.contentType,
          sizeBytes: attachment.sizeBytes,
          addedAt: appealDocument.addedAt,
        })
        .from(appealDocument)
        .innerJoin(attachment, eq(attachment.id, appealDocument.attachmentId))
        .where(eq(appealDocument.appealId, appealId))
        .orderBy(appealDocument.addedAt, attachment.id);
    },

    /** The document types an appeal's files cover. */
    async documentTypes(appealId: string, tx: Database = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ documentType: attachment.documentType })
        .from(appealDocument)
        .innerJoin(attachment, eq(attachment.id, appealDocument.attachmentId))
        .where(eq(appealDocument.appealId, appealId));
      return rows.map((row) => row.documentType);
    },

    history(appealId: string) {
      return db.select().from(appealHistory).where(eq(appealHistory.appealId, appealId)).orderBy(appealHistory.at, appealHistory.id);
    },

    /** The additional payment an appeal made, if any. */
    async paymentOf(appealId: string) {
      const [row] = await db
        .select({ code: additionalPayment.code, amount: additionalPayment.amount, status: additionalPayment.status })
        .from(additionalPayment)
        .where(and(eq(additionalPayment.sourceType, 'APPEAL'), eq(additionalPayment.sourceId, appealId)));
      return row ?? null;
    },

    /** The subjects of an application's approved appeals on a cycle. */
    approvedSubjects(applicationId: string, cycleId: string) {
      return db
        .select({ subjectType: appeal.subjectType, houseId: appeal.houseId })
        .from(appeal)
        .where(and(eq(appeal.applicationId, applicationId), eq(appeal.cycleId, cycleId), eq(appeal.status, 6011)));
    },

    /** What the application was paid for a cycle so far: its payments (not failed) and its additional payments. */
    async paidFor(applicationId: string, cycleId: string, tx: Database): Promise<number> {
      const [payments] = await tx
        .select({ total: sql<number>`coalesce(sum(${payment.net}), 0)`.mapWith(Number) })
        .from(payment)
        .where(and(eq(payment.applicationId, applicationId), eq(payment.cycleId, cycleId), ne(payment.status, 'FAILED')));
      const [additional] = await tx
        .select({ total: sql<number>`coalesce(sum(${additionalPayment.amount}), 0)`.mapWith(Number) })
        .from(additionalPayment)
        .where(
          and(
            eq(additionalPayment.applicationId, applicationId),
            eq(additionalPayment.cycleId, cycleId),
            ne(additionalPayment.status, 'FAILED'),
          ),
        );
      return (payments?.total ?? 0) + (additional?.total ?? 0);
    },

    /** Inserts the appeal's additional payment unless it has one (unique per source): whether it was inserted. */
    async insertAdditionalPayment(values: typeof additionalPayment.$inferInsert, tx: Database): Promise<boolean> {
      const rows = await tx
        .insert(additionalPayment)
        .values(values)
        .onConflictDoNothing({ target: [additionalPayment.sourceType, additionalPayment.sourceId] })
        .returning({ id: additionalPayment.id });
      return rows.length > 0;
    },

    /** An appeal's additional payment while it waits for the transfer, locked. */
    async scheduledPaymentOf(appealId: string, tx: Database) {
      const [row] = await tx
        .select({ id: additionalPayment.id, iban: additionalPayment.iban, amount: additionalPayment.amount, code: additionalPayment.code })
        .from(additionalPayment)
        .where(
          and(
            eq(additionalPayment.sourceType, 'APPEAL'),
            eq(additionalPayment.sourceId, appealId),
            eq(additionalPayment.status, 'SCHEDULED'),
          ),
        )
        .for('update');
      return row ?? null;
    },

    async recordTransfer(id: string, result: { status: 'PAID'; paidAt: Date } | { status: 'FAILED' }, tx: Database): Promise<void> {
      await tx
        .update(additionalPayment)
        .set(result.status === 'PAID' ? { status: 'PAID', paidAt: result.paidAt } : { status: 'FAILED' })
        .where(eq(additionalPayment.id, id));
    },

    /** Appeals waiting for documents past their due time. */
    async expiredWaits(now: Date, limit: number) {
      const rows = await db
        .select({ id: appeal.id })
        .from(appeal)
        .where(and(eq(appeal.status, 6013), lte(appeal.documentsDueAt, now)))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}
export type AppealRepository = ReturnType<typeof createAppealRepository>;
