import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { account, application, applicationDocument, attachment, dependent } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

/** The account reading its dependent views. */
const caller = alias(account, 'caller');

/** A document of an application about the dependent reading it. */
export interface DocumentAboutDependent {
  applicationId: string;
  id: string;
  fileName: string;
  documentType: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
}

/**
 * The SQL the dependent views add to the applications they show (application-selection.repository.ts lists those):
 * the dependent's own record in each applicant's household and the documents about them, what
 * attachment/dependent/download/{a}/{b}/{c} needs. Callers pass ids of applications the views already let the
 * account see.
 */
export function createApplicationDependentViewsRepository(db: Database) {
  return {
    /** For each of the applications, the account's person's active dependent record in its applicant's household. */
    async dependentRecords(accountId: string, applicationIds: string[], tx: Database = db) {
      if (applicationIds.length === 0) return [];
      return tx
        .select({ applicationId: application.id, dependentId: dependent.id })
        .from(caller)
        .innerJoin(dependent, and(eq(dependent.personId, caller.personId), eq(dependent.status, 'ACTIVE')))
        .innerJoin(application, eq(application.applicantAccountId, dependent.applicantAccountId))
        .where(and(eq(caller.id, accountId), inArray(application.id, applicationIds)))
        .orderBy(asc(dependent.createdAt));
    },

    /** The live documents of the applications about the account's person, oldest first within each application. */
    async documentsAbout(accountId: string, applicationIds: string[], tx: Database = db): Promise<DocumentAboutDependent[]> {
      if (applicationIds.length === 0) return [];
      return tx
        .select({
          applicationId: applicationDocument.applicationId,
          id: attachment.id,
          fileName: attachment.fileName,
          documentType: attachment.documentType,
          contentType: attachment.contentType,
          sizeBytes: attachment.sizeBytes,
          createdAt: attachment.createdAt,
        })
        .from(applicationDocument)
        .innerJoin(attachment, eq(attachment.id, applicationDocument.attachmentId))
        .innerJoin(caller, eq(caller.personId, attachment.personId))
        .where(and(eq(caller.id, accountId), inArray(applicationDocument.applicationId, applicationIds), isNull(attachment.deletedAt)))
        .orderBy(asc(applicationDocument.createdAt), asc(attachment.id));
    },
  };
}
export type ApplicationDependentViewsRepository = ReturnType<typeof createApplicationDependentViewsRepository>;
