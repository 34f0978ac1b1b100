import { and, desc, eq, exists, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { account, application, applicationDocument, attachment, dependent, documentRequest, person } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { dependentRelationColumns } from '../household/household.repository.ts';

export type AttachmentRow = typeof attachment.$inferSelect;
export type NewAttachment = typeof attachment.$inferInsert;
export type DocumentRequestRow = typeof documentRequest.$inferSelect;

/** The columns a new file brings to a row (upload and replace). */
export type AttachmentFileColumns = Pick<
  NewAttachment,
  'fileName' | 'contentType' | 'sizeBytes' | 'sha256' | 'storageKey' | 'uploadedByAccountId'
>;

/** An attachment with the dependent it is about (null: the applicant), as summaries need it. */
export interface AttachmentView extends AttachmentRow {
  dependentId: string | null;
}

/** A dependent's own record in a household, with the facts of the relation test (selection-rules.ts `dependentSeesApplicant`). */
export interface DependentRecord {
  applicantAccountId: string;
  birthDate: string;
  hasAccount: boolean;
  relationStatus: 'PENDING' | 'CONFIRMED' | 'REJECTED' | null;
}

/** One link of an attachment to an application, with what the rules about changing it need. */
export interface AttachmentUse {
  attachmentId: string;
  applicationId: string;
  number: string;
  status: (typeof application.$inferSelect)['status'];
  documentRequestId: string | null;
}

/**
 * The owner's dependent record of the person a document is about (the newest, an active one first); null when the
 * document is about the applicant. The outer row is named in full: Drizzle writes a one-table select's columns without
 * their table, which inside this subquery would name the dependent's own columns.
 */
const dependentIdColumn = sql<string | null>`(select ${dependent.id} from ${dependent}
  where ${dependent.applicantAccountId} = "attachment"."owner_account_id" and ${dependent.personId} = "attachment"."person_id"
  order by (${dependent.status} = 'ACTIVE') desc, ${dependent.createdAt} desc limit 1)`;

const viewColumns = { row: attachment, dependentId: dependentIdColumn };
const toView = ({ row, dependentId }: { row: AttachmentRow; dependentId: string | null }): AttachmentView => ({ ...row, dependentId });

/**
 * The SQL of attachments and application documents: every read by id is scoped to the owner in its `where` clause
 * (ARCHITECTURE rule 9), and deleted attachments are never read.
 */
export function createAttachmentRepository(db: Database) {
  return {
    async insert(values: NewAttachment, tx: Database = db): Promise<AttachmentRow> {
      const [row] = await tx.insert(attachment).values(values).returning();
      if (!row) throw new Error('attachment was not inserted');
      return row;
    },

    /** One live attachment of the owner, or null (unknown, someone else's or deleted). */
    async findOwn(id: string, ownerAccountId: string, tx: Database = db): Promise<AttachmentView | null> {
      const [found] = await tx
        .select(viewColumns)
        .from(attachment)
        .where(and(eq(attachment.id, id), eq(attachment.ownerAccountId, ownerAccountId), isNull(attachment.deletedAt)));
      return found ? toView(found) : null;
    },

    /**
     * One live attachment the account may read, or null: its owner's, or a document of one of the account's own
     * applications (after a transfer of head of household a file may be owned by the new head while it is also a
     * document of an application that stayed with the former head; docs/decisions/049).
     */
    async findReadable(id: string, accountId: string, tx: Database = db): Promise<AttachmentRow | null> {
      const ofOwnApplication = tx
        .select({ one: sql`1` })
        .from(applicationDocument)
        .innerJoin(application, eq(application.id, applicationDocument.applicationId))
        .where(and(eq(applicationDocument.attachmentId, attachment.id), eq(application.applicantAccountId, accountId)));
      const [found] = await tx
        .select()
        .from(attachment)
        .where(
          and(eq(attachment.id, id), isNull(attachment.deletedAt), or(eq(attachment.ownerAccountId, accountId), exists(ofOwnApplication))),
        );
      return found ?? null;
    },

    /** One live attachment whoever owns it, or null: for staff, who read every file (docs/decisions/050). */
    async findLive(id: string, tx: Database = db): Promise<AttachmentRow | null> {
      const [found] = await tx
        .select()
        .from(attachment)
        .where(and(eq(attachment.id, id), isNull(attachment.deletedAt)));
      return found ?? null;
    },

    /**
     * Gives the former head's files that are documents of the moved applications to the new head (a transfer of head
     * of household, docs/decisions/049); answers their ids. The rows keep their ids, files, uploader and links.
     */
    async transferDocuments(
      applicationIds: string[],
      fromAccountId: string,
      toAccountId: string,
      at: Date,
      tx: Database,
    ): Promise<string[]> {
      if (applicationIds.length === 0) return [];
      const documents = tx
        .select({ attachmentId: applicationDocument.attachmentId })
        .from(applicationDocument)
        .where(inArray(applicationDocument.applicationId, applicationIds));
      const moved = await tx
        .update(attachment)
        .set({ ownerAccountId: toAccountId, updatedAt: at })
        .where(and(eq(attachment.ownerAccountId, fromAccountId), inArray(attachment.id, documents)))
        .returning({ id: attachment.id });
      return moved.map((row) => row.id);
    },

    /** Files of `fromAccountId` among `ids` become `toAccountId`'s (the requests a head transfer moves, decision 069). */
    async transferFiles(ids: string[], fromAccountId: string, toAccountId: string, at: Date, tx: Database): Promise<number> {
      if (ids.length === 0) return 0;
      const moved = await tx
        .update(attachment)
        .set({ ownerAccountId: toAccountId, updatedAt: at })
        .where(and(eq(attachment.ownerAccountId, fromAccountId), inArray(attachment.id, ids)))
        .returning({ id: attachment.id });
      return moved.length;
    },

    /** Live attachments of the owner among `ids` (the others are unknown, someone else's or deleted). */
    async findOwnMany(ids: string[], ownerAccountId: string, tx: Database = db): Promise<AttachmentRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(attachment)
        .where(and(inArray(attachment.id, ids), eq(attachment.ownerAccountId, ownerAccountId), isNull(attachment.deletedAt)));
    },

    /** The owner's live attachments, newest first. */
    async listOwn(ownerAccountId: string, tx: Database = db): Promise<AttachmentView[]> {
      const rows = await tx
        .select(viewColumns)
        .from(attachment)
        .where(and(eq(attachment.ownerAccountId, ownerAccountId), isNull(attachment.deletedAt)))
        .orderBy(desc(attachment.createdAt), desc(attachment.id));
      return rows.map(toView);
    },

    /** The live documents of an application, oldest first, with the request each answers. */
    async listDocuments(applicationId: string, tx: Database = db): Promise<Array<AttachmentView & { documentRequestId: string | null }>> {
      const rows = await tx
        .select({ ...viewColumns, documentRequestId: applicationDocument.documentRequestId })
        .from(applicationDocument)
        .innerJoin(attachment, eq(attachment.id, applicationDocument.attachmentId))
        .where(and(eq(applicationDocument.applicationId, applicationId), isNull(attachment.deletedAt)))
        .orderBy(applicationDocument.createdAt, attachment.id);
      return rows.map(({ documentRequestId, ...rest }) => ({ ...toView(rest), documentRequestId }));
    },

    /** Every application each attachment is a document of. */
    async usesOf(attachmentIds: string[], tx: Database = db): Promise<AttachmentUse[]> {
      if (attachmentIds.length === 0) return [];
      return tx
        .select({
          attachmentId: applicationDocument.attachmentId,
          applicationId: application.id,
          number: application.number,
          status: application.status,
          documentRequestId: applicationDocument.documentRequestId,
        })
        .from(applicationDocument)
        .innerJoin(application, eq(application.id, applicationDocument.applicationId))
        .where(inArray(applicationDocument.attachmentId, attachmentIds))
        .orderBy(application.createdAt);
    },

    /** Puts a new file under an attachment (replace); the caller removes the old file once this commits. */
    async setFile(id: string, values: AttachmentFileColumns, at: Date, tx: Database): Promise<AttachmentRow> {
      const [row] = await tx
        .update(attachment)
        .set({ ...values, updatedAt: at })
        .where(eq(attachment.id, id))
        .returning();
      if (!row) throw new Error(`attachment ${id} vanished inside its own transaction`);
      return row;
    },

    /** Marks attachments deleted (the row stays for the audit trail; the caller removes the files once this commits). */
    async markDeleted(ids: string[], at: Date, tx: Database): Promise<void> {
      if (ids.length === 0) return;
      await tx.update(attachment).set({ deletedAt: at, updatedAt: at }).where(inArray(attachment.id, ids));
    },

    /** Makes attachments documents of an application; one already linked stays as it is. */
    async link(applicationId: string, attachmentIds: string[], documentRequestId: string | null, tx: Database): Promise<void> {
      if (attachmentIds.length === 0) return;
      await tx
        .insert(applicationDocument)
        .values(attachmentIds.map((attachmentId) => ({ applicationId, attachmentId, documentRequestId })))
        .onConflictDoNothing();
    },

    /** Removes documents from an application; answers how many were removed. */
    async unlink(applicationId: string, attachmentIds: string[], tx: Database): Promise<number> {
      if (attachmentIds.length === 0) return 0;
      const removed = await tx
        .delete(applicationDocument)
        .where(and(eq(applicationDocument.applicationId, applicationId), inArray(applicationDocument.attachmentId, attachmentIds)))
        .returning({ attachmentId: applicationDocument.attachmentId });
      return removed.length;
    },

    /** Removes every link of attachments to applications (their deletion). */
    async unlinkEverywhere(attachmentIds: string[], tx: Database): Promise<void> {
      if (attachmentIds.length === 0) return;
      await tx.delete(applicationDocument).where(inArray(applicationDocument.attachmentId, attachmentIds));
    },

    /** The open (unanswered) request for documents of an application, or null. */
    async findOpenRequest(applicationId: string, tx: Database = db): Promise<DocumentRequestRow | null> {
      const [row] = await tx
        .select()
        .from(documentRequest)
        .where(and(eq(documentRequest.applicationId, applicationId), isNull(documentRequest.answeredAt)));
      return row ?? null;
    },

    async answerRequest(id: string, at: Date, tx: Database): Promise<void> {
      await tx.update(documentRequest).set({ answeredAt: at }).where(eq(documentRequest.id, id));
    },

    /** The person behind an account (who a dependent's download is about). */
    async personOf(accountId: string, tx: Database = db): Promise<string | null> {
      const [row] = await tx.select({ personId: account.personId }).from(account).where(eq(account.id, accountId));
      return row?.personId ?? null;
    },

    /**
     * An active dependent record that is this person's, with its head of household and where the relation stands (what
     * the dependent views' relation test reads), or null (unknown, another's, removed).
     */
    async dependentRecordOf(dependentId: string, personId: string, tx: Database = db): Promise<DependentRecord | null> {
      const [row] = await tx
        .select({ applicantAccountId: dependent.applicantAccountId, birthDate: person.birthDate, ...dependentRelationColumns })
        .from(dependent)
        .innerJoin(person, eq(person.id, dependent.personId))
        .where(and(eq(dependent.id, dependentId), eq(dependent.personId, personId), eq(dependent.status, 'ACTIVE')));
      return row ?? null;
    },

    /**
     * A live document about `personId` of the application `applicationId` of `applicantAccountId`, past its draft, or
     * null: what a dependent may download. The link to the application is what counts, not who owns the file.
     */
    async findDocumentAbout(
      attachmentId: string,
      applicationId: string,
      applicantAccountId: string,
      personId: string,
      tx: Database = db,
    ): Promise<AttachmentRow | null> {
      const [row] = await tx
        .select({ row: attachment })
        .from(attachment)
        .innerJoin(applicationDocument, eq(applicationDocument.attachmentId, attachment.id))
        .innerJoin(application, eq(application.id, applicationDocument.applicationId))
        .where(
          and(
            eq(attachment.id, attachmentId),
            eq(attachment.personId, personId),
            isNull(attachment.deletedAt),
            eq(application.id, applicationId),
            eq(application.applicantAccountId, applicantAccountId),
            ne(application.status, 'DRAFT'),
          ),
        );
      return row?.row ?? null;
    },
  };
}
export type AttachmentRepository = ReturnType<typeof createAttachmentRepository>;
