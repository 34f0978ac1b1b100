import { and, count, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import {
  application,
  attachment,
  payment,
  paymentComplaint,
  paymentComplaintDocument,
  paymentComplaintHistory,
  supportCycle,
} from '../../db/schema/index.ts';
import { anyId } from '../../platform/db/any-id.ts';
import type { Database } from '../../platform/db/database.ts';
import { nextInSequence } from '../../platform/db/next-in-sequence.ts';
import { visibleCycle } from '../eligibility-history/scope-conditions.repository.ts';

export type ComplaintRow = typeof paymentComplaint.$inferSelect;
export type NewComplaint = typeof paymentComplaint.$inferInsert;
export type NewComplaintHistory = typeof paymentComplaintHistory.$inferInsert;
export type ComplaintHistoryRow = typeof paymentComplaintHistory.$inferSelect;

/** A complaint with the payment it names, as every read shows it. */
export interface ComplaintView extends ComplaintRow {
  paymentCode: string;
  period: string;
  amount: number;
}

const viewColumns = { complaint: paymentComplaint, paymentCode: payment.code, period: supportCycle.period, amount: payment.net };

/**
 * The SQL of payment complaints (docs/decisions/062-payment-complaints.md): complaints, their files and history, and
 * the payments they name. Every read of a complaint is scoped to its head of household in the `where` clause.
 */
export function createComplaintRepository(db: Database) {
  const toView = (row: { complaint: ComplaintRow; paymentCode: string; period: string; amount: number }): ComplaintView => ({
    ...row.complaint,
    paymentCode: row.paymentCode,
    period: row.period,
    amount: row.amount,
  });
  const viewQuery = () =>
    db
      .select(viewColumns)
      .from(paymentComplaint)
      .innerJoin(payment, eq(payment.id, paymentComplaint.paymentId))
      .innerJoin(supportCycle, eq(supportCycle.id, payment.cycleId));

  return {
    /** A payment of a published cycle of an application the account holds. */
    async ownPayment(accountId: string, paymentId: string) {
      const [row] = await db
        .select({ id: payment.id, applicationId: payment.applicationId })
        .from(payment)
        .innerJoin(application, eq(application.id, payment.applicationId))
        .innerJoin(supportCycle, eq(supportCycle.id, payment.cycleId))
        .where(and(eq(payment.id, paymentId), eq(application.applicantAccountId, accountId), visibleCycle));
      return row ?? null;
    },

    /** The attachments among `ids` the account owns and has not deleted. */
    ownAttachments(accountId: string, ids: readonly string[]) {
      return db
        .select({ id: attachment.id })
        .from(attachment)
        .where(and(anyId(attachment.id, ids), eq(attachment.ownerAccountId, accountId), isNull(attachment.deletedAt)));
    },

    /** The next number of `payment_complaint_number_seq`. */
    async nextNumber(tx: Database): Promise<number> {
      return nextInSequence(tx, 'payment_complaint_number_seq');
    },

    /** The open complaint on a payment, if any. */
    async openOn(paymentId: string, tx: Database = db) {
      const [row] = await tx
        .select({ id: paymentComplaint.id, paymentComplainNbr: paymentComplaint.paymentComplainNbr })
        .from(paymentComplaint)
        .where(and(eq(paymentComplaint.paymentId, paymentId), inArray(paymentComplaint.status, ['NEW', 'UNDER_PROCESSING', 'NEED_INFO'])));
      return row ?? null;
    },

    async insert(values: NewComplaint, tx: Database): Promise<ComplaintRow> {
      const [row] = await tx.insert(paymentComplaint).values(values).returning();
      if (!row) throw new Error('payment_complaint insert returned nothing');
      return row;
    },

    async update(id: string, values: Partial<NewComplaint>, tx: Database): Promise<void> {
      await tx.update(paymentComplaint).set(values).where(eq(paymentComplaint.id, id));
    },

    async addDocuments(complaintId: string, attachmentIds: readonly string[], at: Date, tx: Database): Promise<void> {
      if (attachmentIds.length === 0) return;
      await tx
        .insert(paymentComplaintDocument)
        .values(attachmentIds.map((attachmentId) => ({ complaintId, attachmentId, addedAt: at })))
        .onConflictDoNothing();
    },

    async addHistory(values: NewComplaintHistory, tx: Database): Promise<void> {
      await tx.insert(paymentComplaintHistory).values(values);
    },

    /** One complaint of the account by its number, locked for a step. */
    async lockOwnByNumber(accountId: string, paymentComplainNbr: string, tx: Database) {
      const [row] = await tx
        .select()
        .from(paymentComplaint)
        .where(and(eq(paymentComplaint.paymentComplainNbr, paymentComplainNbr), eq(paymentComplaint.applicantAccountId, accountId)))
        .for('update');
      return row ?? null;
    },

    /** One complaint by number whoever holds it, locked (case workers' steps). */
    async lockByNumber(paymentComplainNbr: string, tx: Database) {
      const [row] = await tx
        .select()
        .from(paymentComplaint)
        .where(eq(paymentComplaint.paymentComplainNbr, paymentComplainNbr))
        .for('update');
      return row ?? null;
    },

    /**
     * A transfer of head of household (decision 069): every complaint on the moved applications becomes the new
     * head's; answers the files they carry, which follow them.
     */
    async followHeadTransfer(applicationIds: string[], toAccountId: string, tx: Database): Promise<string[]> {
      if (applicationIds.length === 0) return [];
      const moved = await tx
        .update(paymentComplaint)
        .set({ applicantAccountId: toAccountId })
        .where(inArray(paymentComplaint.applicationId, applicationIds))
        .returning({ id: paymentComplaint.id });
      if (moved.length === 0) return [];
      const files = await tx
        .select({ id: paymentComplaintDocument.attachmentId })
        .from(paymentComplaintDocument)
        .where(
          inArray(
            paymentComplaintDocument.complaintId,
            moved.map((row) => row.id),
          ),
        );
      return files.map((row) => row.id);
    },

    /** One complaint by id, locked (the system's steps). */
    async lockById(id: string, tx: Database) {
      const [row] = await tx.select().from(paymentComplaint).where(eq(paymentComplaint.id, id)).for('update');
      return row ?? null;
    },

    /** Complaints waiting for the beneficiary past their due time. */
    async lapsedWaits(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: paymentComplaint.id })
        .from(paymentComplaint)
        .where(and(eq(paymentComplaint.status, 'NEED_INFO'), lte(paymentComplaint.infoDueAt, now)))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** One complaint of the account (any account's when null: staff) with its payment. */
    async view(accountId: string | null, id: string): Promise<ComplaintView | null> {
      const [row] = await viewQuery().where(
        and(eq(paymentComplaint.id, id), accountId === null ? undefined : eq(paymentComplaint.applicantAccountId, accountId)),
      );
      return row ? toView(row) : null;
    },

    /** A page of the account's complaints, newest first. */
    async list(accountId: string, page: { offset: number; limit: number }): Promise<ComplaintView[]> {
      const rows = await viewQuery()
        .where(eq(paymentComplaint.applicantAccountId, accountId))
        .orderBy(desc(paymentComplaint.raisedAt), desc(paymentComplaint.paymentComplainNbr))
        .offset(page.offset)
        .limit(page.limit);
      return rows.map(toView);
    },

    async count(accountId: string): Promise<number> {
      const [row] = await db.select({ total: count() }).from(paymentComplaint).where(eq(paymentComplaint.applicantAccountId, accountId));
      return row?.total ?? 0;
    },

    /** A complaint's files, oldest first. */
    files(complaintId: string) {
      return db
        .select({ id: attachment.id, fileName: attachment.fileName, addedAt: paymentComplaintDocument.addedAt })
        .from(paymentComplaintDocument)
        .innerJoin(attachment, eq(attachment.id, paymentComplaintDocument.attachmentId))
        .where(eq(paymentComplaintDocument.complaintId, complaintId))
        .orderBy(paymentComplaintDocument.addedAt, attachment.fileName);
    },

    /** A complaint's history, oldest first. */
    history(complaintId: string): Promise<ComplaintHistoryRow[]> {
      return db
        .select()
        .from(paymentComplaintHistory)
        .where(eq(paymentComplaintHistory.complaintId, complaintId))
        .orderBy(paymentComplaintHistory.at);
    },
  };
}
export type ComplaintRepository = ReturnType<typeof createComplaintRepository>;
