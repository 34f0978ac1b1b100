import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, max, notInArray, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { closedApplicationStatuses } from '@sanad/contract';
import {
  account,
  application,
  applicationDependent,
  applicationDocument,
  applicationEvent,
  applicationHouse,
  attachment,
  dependent,
  documentRequest,
  house,
  manualReapply,
  program,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { nextInSequence } from '../../platform/db/next-in-sequence.ts';
import { dependentRelationColumns } from '../household/household.repository.ts';
import type { ReapplyFacts } from './reapply-rules.ts';

export type ApplicationRow = typeof application.$inferSelect;
export type NewApplicationEvent = typeof applicationEvent.$inferInsert;
export type ApplicationEventRow = typeof applicationEvent.$inferSelect;
export type DocumentRequestRow = typeof documentRequest.$inferSelect;
export type ProgramRow = typeof program.$inferSelect;

/** An application with the names of its program, as lists show it. */
export interface ApplicationWithProgram {
  application: ApplicationRow;
  program: Pick<ProgramRow, 'code' | 'nameAr' | 'nameEn'>;
}

/** What a summary counts about an application besides its own row. */
export interface ApplicationCounts {
  houses: number;
  dependents: number;
  documents: number;
  pendingDocuments: boolean;
  /** When its state last changed (its newest event with a new state), null without one. */
  statusChangedAt: Date | null;
}

const noCounts: ApplicationCounts = { houses: 0, dependents: 0, documents: 0, pendingDocuments: false, statusChangedAt: null };

const noReapplyFacts = (): Omit<ReapplyFacts, 'status'> => ({ houses: [], dependents: [], requested: [] });

/** A number column of a grouped count, keyed by application id. */
const byApplication = (rows: Array<{ applicationId: string; total: number }>) =>
  new Map(rows.map((row) => [row.applicationId, Number(row.total)]));

/** The SQL of applications: every read by id is scoped to the applicant in its `where` clause (ARCHITECTURE rule 9). */
export function createApplicationRepository(db: Database) {
  return {
    /** One application of the applicant by id, or null (unknown or someone else's). */
    async findOwn(id: string, applicantAccountId: string, tx: Database = db): Promise<ApplicationRow | null> {
      const [row] = await tx
        .select()
        .from(application)
        .where(and(eq(application.id, id), eq(application.applicantAccountId, applicantAccountId)));
      return row ?? null;
    },

    /** The applicant's open (not canceled or withdrawn) application to a program, or null. */
    async findOpen(applicantAccountId: string, programId: number, tx: Database = db): Promise<ApplicationRow | null> {
      const [row] = await tx
        .select()
        .from(application)
        .where(
          and(
            eq(application.applicantAccountId, applicantAccountId),
            eq(application.programId, programId),
            notInArray(application.status, [...closedApplicationStatuses]),
          ),
        );
      return row ?? null;
    },

    /** Writes a new state (and the columns that go with it) on an application. */
    async setStatus(
      id: string,
      changes: Partial<typeof application.$inferInsert> & Pick<ApplicationRow, 'status'>,
      tx: Database,
    ): Promise<ApplicationRow> {
      const [row] = await tx
        .update(application)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(application.id, id))
        .returning();
      if (!row) throw new Error(`application ${id} vanished inside its own transaction`);
      return row;
    },

    /** Adds one step to an application's timeline. */
    async addEvent(event: NewApplicationEvent, tx: Database): Promise<void> {
      await tx.insert(applicationEvent).values(event);
    },

    /** The applicant's applications with their program's names, newest first; one when `id` is given. */
    async listOwn(applicantAccountId: string, tx: Database = db, id?: string): Promise<ApplicationWithProgram[]> {
      return tx
        .select({ application, program: { code: program.code, nameAr: program.nameAr, nameEn: program.nameEn } })
        .from(application)
        .innerJoin(program, eq(program.id, application.programId))
        .where(and(eq(application.applicantAccountId, applicantAccountId), id === undefined ? undefined : eq(application.id, id)))
        .orderBy(desc(application.createdAt), desc(application.number));
    },

    /** Selected houses and dependents, live documents and an open document request of each application. */
    async countsOf(ids: string[], tx: Database = db): Promise<Map<string, ApplicationCounts>> {
      if (ids.length === 0) return new Map();
      const [houses, dependents, documents, requests, changes] = await Promise.all([
        tx
          .select({ applicationId: applicationHouse.applicationId, total: count() })
          .from(applicationHouse)
          .where(inArray(applicationHouse.applicationId, ids))
          .groupBy(applicationHouse.applicationId),
        tx
          .select({ applicationId: applicationDependent.applicationId, total: count() })
          .from(applicationDependent)
          .where(inArray(applicationDependent.applicationId, ids))
          .groupBy(applicationDependent.applicationId),
        tx
          .select({ applicationId: applicationDocument.applicationId, total: count() })
          .from(applicationDocument)
          .innerJoin(attachment, eq(attachment.id, applicationDocument.attachmentId))
          .where(and(inArray(applicationDocument.applicationId, ids), isNull(attachment.deletedAt)))
          .groupBy(applicationDocument.applicationId),
        tx
          .select({ applicationId: documentRequest.applicationId, total: count() })
          .from(documentRequest)
          .where(and(inArray(documentRequest.applicationId, ids), isNull(documentRequest.answeredAt)))
          .groupBy(documentRequest.applicationId),
        tx
          .select({ applicationId: applicationEvent.applicationId, at: max(applicationEvent.at) })
          .from(applicationEvent)
          .where(and(inArray(applicationEvent.applicationId, ids), isNotNull(applicationEvent.toStatus)))
          .groupBy(applicationEvent.applicationId),
      ]);
      const changed = new Map(changes.map((row) => [row.applicationId, row.at]));
      const [h, d, doc, r] = [byApplication(houses), byApplication(dependents), byApplication(documents), byApplication(requests)];
      return new Map(
        ids.map((id) => [
          id,
          {
            ...noCounts,
            houses: h.get(id) ?? 0,
            dependents: d.get(id) ?? 0,
            documents: doc.get(id) ?? 0,
            pendingDocuments: (r.get(id) ?? 0) > 0,
            statusChangedAt: changed.get(id) ?? null,
          },
        ]),
      );
    },

    async findProgram(id: number, tx: Database = db): Promise<ProgramRow | null> {
      const [row] = await tx.select().from(program).where(eq(program.id, id));
      return row ?? null;
    },

    /** The next number of `application_number_seq` (application numbers never repeat, even after a rollback). */
    async nextNumber(tx: Database): Promise<number> {
      return nextInSequence(tx, 'application_number_seq');
    },

    async insert(values: typeof application.$inferInsert, tx: Database): Promise<ApplicationRow> {
      const [row] = await tx.insert(application).values(values).returning();
      if (!row) throw new Error('application insert returned nothing');
      return row;
    },

    /** New form answers of a draft (its state does not change). */
    async updateDraft(id: string, formAnswers: Record<string, string>, tx: Database): Promise<void> {
      await tx.update(application).set({ formAnswers, updatedAt: new Date() }).where(eq(application.id, id));
    },

    /** An application's timeline, oldest first. */
    async events(applicationId: string, tx: Database = db): Promise<ApplicationEventRow[]> {
      return tx
        .select()
        .from(applicationEvent)
        .where(eq(applicationEvent.applicationId, applicationId))
        .orderBy(asc(applicationEvent.at), asc(applicationEvent.id));
    },

    /** The state the last change of state before `before` led to, or null when there was none. */
    async statusBefore(applicationId: string, before: Date, tx: Database = db): Promise<ApplicationRow['status'] | null> {
      const [row] = await tx
        .select({ toStatus: applicationEvent.toStatus })
        .from(applicationEvent)
        .where(
          and(eq(applicationEvent.applicationId, applicationId), isNotNull(applicationEvent.toStatus), lt(applicationEvent.at, before)),
        )
        .orderBy(desc(applicationEvent.at))
        .limit(1);
      return (row?.toStatus as ApplicationRow['status'] | undefined) ?? null;
    },

    /** A case worker's request for documents on the application that nobody answered yet. */
    async openDocumentRequest(applicationId: string, tx: Database = db): Promise<DocumentRequestRow | null> {
      const [row] = await tx
        .select()
        .from(documentRequest)
        .where(and(eq(documentRequest.applicationId, applicationId), isNull(documentRequest.answeredAt)));
      return row ?? null;
    },

    async insertDocumentRequest(values: typeof documentRequest.$inferInsert, tx: Database): Promise<DocumentRequestRow> {
      const [row] = await tx.insert(documentRequest).values(values).returning();
      if (!row) throw new Error('document_request insert returned nothing');
      return row;
    },

    /**
     * The end of the latest withdrawal ban binding the account's household (it may lie in the past), or null
     * (docs/decisions/052-one-ban.md): a withdrawal of the account's own, or of anyone who is now an active dependent
     * of the account and has not rejected the relation. After a transfer of head of household the former head is such
     * a dependent of the new head, so the household's ban holds for the new head as it did for the former one.
     */
    /** Whether the applicant has a house that is not deleted. */
    async hasLiveHouse(accountId: string, tx: Database = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: house.id })
        .from(house)
        .where(and(eq(house.applicantAccountId, accountId), isNull(house.deletedAt)))
        .limit(1);
      return row !== undefined;
    },

    async latestBanEnd(accountId: string, tx: Database = db): Promise<Date | null> {
      const householdMembers = tx
        .select({ id: account.id })
        .from(dependent)
        .innerJoin(account, eq(account.personId, dependent.personId))
        .where(
          and(
            eq(dependent.applicantAccountId, accountId),
            eq(dependent.status, 'ACTIVE'),
            sql`${dependentRelationColumns.relationStatus} is distinct from 'REJECTED'`,
          ),
        );
      const [row] = await tx
        .select({ endsAt: max(application.banEndsAt) })
        .from(application)
        .where(
          and(
            eq(application.status, 'WITHDRAWN'),
            or(eq(application.applicantAccountId, accountId), inArray(application.applicantAccountId, householdMembers)),
          ),
        );
      return row?.endsAt ?? null;
    },

    /**
     * `latestBanEnd` for many accounts at once (the cycle job reads a batch of heads, decision 057): by account, the end
     * of the latest withdrawal ban of its own or of an active dependent who has not rejected the relation; accounts
     * without one are absent.
     */
    async latestBanEnds(accountIds: readonly string[], tx: Database = db): Promise<Map<string, Date>> {
      if (accountIds.length === 0) return new Map();
      const ids = [...accountIds];
      const own = tx
        .select({
          accountId: sql<string>`${account.id}`.as('household_account_id'),
          memberAccountId: sql<string>`${account.id}`.as('member_account_id'),
        })
        .from(account)
        .where(inArray(account.id, ids));
      const members = tx
        .select({
          accountId: sql<string>`${dependent.applicantAccountId}`.as('household_account_id'),
          memberAccountId: sql<string>`${account.id}`.as('member_account_id'),
        })
        .from(dependent)
        .innerJoin(account, eq(account.personId, dependent.personId))
        .where(
          and(
            inArray(dependent.applicantAccountId, ids),
            eq(dependent.status, 'ACTIVE'),
            sql`${dependentRelationColumns.relationStatus} is distinct from 'REJECTED'`,
          ),
        );
      const household = unionAll(own, members).as('household');
      const rows = await tx
        .select({ accountId: household.accountId, endsAt: max(application.banEndsAt) })
        .from(household)
        .innerJoin(application, and(eq(application.applicantAccountId, household.memberAccountId), eq(application.status, 'WITHDRAWN')))
        .groupBy(household.accountId);
      return new Map(rows.flatMap((row) => (row.endsAt ? [[row.accountId, row.endsAt] as const] : [])));
    },

    /**
     * Cancels the application's open request for documents (its application is closing), in the caller's
     * transaction; the request canceled, or null when none was open.
     */
    async cancelOpenDocumentRequest(applicationId: string, at: Date, tx: Database): Promise<DocumentRequestRow | null> {
      const [row] = await tx
        .update(documentRequest)
        .set({ answeredAt: at, canceledAt: at })
        .where(and(eq(documentRequest.applicationId, applicationId), isNull(documentRequest.answeredAt)))
        .returning();
      return row ?? null;
    },

    /**
     * What decides the manual-reapply variants open now (reapply-rules.ts), per application: its selected houses still
     * live with an INELIGIBLE or DECLINED outcome, its selected dependents still active with an INELIGIBLE one (both
     * the applicant's now, as the reapply endpoints check), and the requests already made in `period`.
     */
    async reapplyFactsOf(ids: string[], period: string, tx: Database = db): Promise<Map<string, Omit<ReapplyFacts, 'status'>>> {
      if (ids.length === 0) return new Map();
      const [houses, dependents, requested] = await Promise.all([
        tx
          .select({ applicationId: applicationHouse.applicationId, id: applicationHouse.houseId, outcome: applicationHouse.outcome })
          .from(applicationHouse)
          .innerJoin(application, eq(application.id, applicationHouse.applicationId))
          .innerJoin(house, and(eq(house.id, applicationHouse.houseId), eq(house.applicantAccountId, application.applicantAccountId)))
          .where(
            and(
              inArray(applicationHouse.applicationId, ids),
              isNull(house.deletedAt),
              inArray(applicationHouse.outcome, ['INELIGIBLE', 'DECLINED']),
            ),
          ),
        tx
          .select({
            applicationId: applicationDependent.applicationId,
            id: applicationDependent.dependentId,
            outcome: applicationDependent.outcome,
          })
          .from(applicationDependent)
          .innerJoin(application, eq(application.id, applicationDependent.applicationId))
          .innerJoin(
            dependent,
            and(eq(dependent.id, applicationDependent.dependentId), eq(dependent.applicantAccountId, application.applicantAccountId)),
          )
          .where(
            and(
              inArray(applicationDependent.applicationId, ids),
              eq(dependent.status, 'ACTIVE'),
              eq(applicationDependent.outcome, 'INELIGIBLE'),
            ),
          ),
        tx
          .select({ applicationId: manualReapply.applicationId, kind: manualReapply.kind, subjectId: manualReapply.subjectId })
          .from(manualReapply)
          .where(and(inArray(manualReapply.applicationId, ids), eq(manualReapply.period, period))),
      ]);
      const facts = new Map(ids.map((id) => [id, noReapplyFacts()]));
      for (const { applicationId, ...row } of houses) facts.get(applicationId)?.houses.push(row);
      for (const { applicationId, ...row } of dependents) facts.get(applicationId)?.dependents.push(row);
      for (const { applicationId, kind, subjectId } of requested) facts.get(applicationId)?.requested.push({ kind, subjectId });
      return facts;
    },

    /** A staff step (study, decision): the application whatever its applicant; only staff services call this. */
    async findForStaff(id: string, tx: Database = db): Promise<ApplicationRow | null> {
      const [row] = await tx.select().from(application).where(eq(application.id, id));
      return row ?? null;
    },

    /** A transfer of head of household: the former head's open applications become the new head's. */
    async moveOpen(fromAccountId: string, toAccountId: string, tx: Database): Promise<ApplicationRow[]> {
      return tx
        .update(application)
        .set({ applicantAccountId: toAccountId, updatedAt: new Date() })
        .where(and(eq(application.applicantAccountId, fromAccountId), notInArray(application.status, [...closedApplicationStatuses])))
        .returning();
    },

    /** Takes a dependent out of the selection of these applications (they head it now). */
    async unselectDependent(applicationIds: string[], dependentId: string, tx: Database): Promise<void> {
      if (applicationIds.length === 0) return;
      await tx
        .delete(applicationDependent)
        .where(and(inArray(applicationDependent.applicationId, applicationIds), eq(applicationDependent.dependentId, dependentId)));
    },
  };
}
export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;
