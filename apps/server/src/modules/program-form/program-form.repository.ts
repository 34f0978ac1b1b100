import { and, asc, eq, inArray, isNull, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { closedApplicationStatuses, type LookupItem } from '@sanad/contract';
import {
  application,
  lookupItem,
  program,
  programFormField,
  programFormSubmission,
  programFormUniqueValue,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type ProgramFormFieldRow = typeof programFormField.$inferSelect;

/**
 * Who sends answers, and where they are kept: an application's answers (`applicationId`) are the application's claim,
 * whoever heads it now; without one, the account's own. `accountId` is the caller (the account acted on).
 */
export interface FormClaimant {
  accountId: string;
  applicationId: string | null;
}

/**
 * Whether a submission is the claimant's own, so its values never count as taken: the claimant's application's, the
 * account's own row, or that of any application the account heads now (a withdrawn one, or one a transfer of head of
 * household brought). Reads the `program_form_submission` row of the enclosing query.
 */
function ownSubmission(claimant: FormClaimant): SQL {
  const headed = sql`exists (select 1 from ${application} where ${application.id} = ${programFormSubmission.applicationId} and ${application.applicantAccountId} = ${claimant.accountId})`;
  const mine = and(isNull(programFormSubmission.applicationId), eq(programFormSubmission.accountId, claimant.accountId));
  const parts = [mine, headed];
  if (claimant.applicationId !== null) parts.push(eq(programFormSubmission.applicationId, claimant.applicationId));
  const own = or(...parts);
  if (!own) throw new Error('ownSubmission built no condition');
  return own;
}

/** The SQL of dynamic program forms: field definitions, each account's answers, and the values unique fields hold. */
export function createProgramFormRepository(db: Database) {
  return {
    /** The program's id and whether it is open, or null when there is no such program. */
    async findProgram(programId: number, tx: Database = db): Promise<{ id: number; active: boolean } | null> {
      const [row] = await tx.select({ id: program.id, active: program.active }).from(program).where(eq(program.id, programId));
      return row ?? null;
    },

    /** The program's active fields in display order. */
    listFields(programId: number, tx: Database = db): Promise<ProgramFormFieldRow[]> {
      return tx
        .select()
        .from(programFormField)
        .where(and(eq(programFormField.programId, programId), eq(programFormField.active, true)))
        .orderBy(asc(programFormField.sortOrder), asc(programFormField.name));
    },

    /**
     * The active items of lookup groups (the choices of select fields), by group, in display order. Read in the
     * caller's transaction, not through the lookup cache: a check inside an application save must not wait for a
     * second connection (PGlite has one).
     */
    async listOptions(groups: readonly string[], tx: Database = db): Promise<Map<string, LookupItem[]>> {
      const byGroup = new Map<string, LookupItem[]>();
      if (groups.length === 0) return byGroup;
      const rows = await tx
        .select({
          group: lookupItem.group,
          code: lookupItem.code,
          nameAr: lookupItem.nameAr,
          nameEn: lookupItem.nameEn,
          parentCode: lookupItem.parentCode,
        })
        .from(lookupItem)
        .where(and(inArray(lookupItem.group, [...new Set(groups)]), eq(lookupItem.active, true)))
        .orderBy(asc(lookupItem.sortOrder), asc(lookupItem.code));
      for (const { group, ...item } of rows) byGroup.set(group, [...(byGroup.get(group) ?? []), item]);
      return byGroup;
    },

    /**
     * Which of the given (field, value) pairs a submission not the claimant's own (`ownSubmission`) already holds, as
     * `field\u0000value` keys. The claimant's own values are never "taken": re-sending one's own answer is fine, and an
     * application's answers stay its own after a transfer of head of household.
     */
    async takenByOthers(
      programId: number,
      candidates: readonly { name: string; value: string }[],
      claimant: FormClaimant,
      tx: Database = db,
    ): Promise<Set<string>> {
      if (candidates.length === 0) return new Set();
      const rows = await tx
        .select({ fieldName: programFormUniqueValue.fieldName, value: programFormUniqueValue.value })
        .from(programFormUniqueValue)
        .innerJoin(programFormSubmission, eq(programFormSubmission.id, programFormUniqueValue.submissionId))
        .where(
          and(
            eq(programFormUniqueValue.programId, programId),
            inArray(programFormUniqueValue.fieldName, [...new Set(candidates.map((candidate) => candidate.name))]),
            inArray(programFormUniqueValue.value, [...new Set(candidates.map((candidate) => candidate.value))]),
            not(ownSubmission(claimant)),
          ),
        );
      return new Set(rows.map((row) => uniqueKey(row.fieldName, row.value)));
    },

    /**
     * Writes the claimant's answers (one row per application, or per account and program without one), returning the
     * submission id.
     */
    async upsertSubmission(programId: number, claimant: FormClaimant, answers: Record<string, string>, tx: Database): Promise<string> {
      const { accountId, applicationId } = claimant;
      const [row] = await tx
        .insert(programFormSubmission)
        .values({ programId, accountId, applicationId, answers })
        .onConflictDoUpdate(
          applicationId === null
            ? {
                target: [programFormSubmission.programId, programFormSubmission.accountId],
                targetWhere: isNull(programFormSubmission.applicationId),
                set: { answers, updatedAt: sql`now()` },
              }
            : {
                target: [programFormSubmission.applicationId],
                targetWhere: sql`${programFormSubmission.applicationId} is not null`,
                set: { answers, accountId, updatedAt: sql`now()` },
              },
        )
        .returning({ id: programFormSubmission.id });
      if (!row) throw new Error('program form submission was not written');
      return row.id;
    },

    /** Forgets the unique values a submission held (they are written again from its new answers). */
    async clearUniqueValues(submissionId: string, tx: Database): Promise<void> {
      await tx.delete(programFormUniqueValue).where(eq(programFormUniqueValue.submissionId, submissionId));
    },

    /**
     * Claims a unique value for the claimant's submission. A value another of the claimant's own submissions holds
     * moves to this one; false when someone else's holds it. The primary key decides, and `on conflict` waits for a
     * concurrent claimer to finish instead of failing the transaction.
     */
    async claimUniqueValue(
      programId: number,
      fieldName: string,
      value: string,
      submissionId: string,
      claimant: FormClaimant,
      tx: Database,
    ): Promise<boolean> {
      const ownHolders = tx.select({ id: programFormSubmission.id }).from(programFormSubmission).where(ownSubmission(claimant));
      const rows = await tx
        .insert(programFormUniqueValue)
        .values({ programId, fieldName, value, submissionId })
        .onConflictDoUpdate({
          target: [programFormUniqueValue.programId, programFormUniqueValue.fieldName, programFormUniqueValue.value],
          set: { submissionId },
          setWhere: inArray(programFormUniqueValue.submissionId, ownHolders),
        })
        .returning({ value: programFormUniqueValue.value });
      return rows.length > 0;
    },

    /** The account's open (not canceled or withdrawn) application to the program, whose answers its form submit keeps. */
    async openApplicationOf(programId: number, accountId: string, tx: Database = db): Promise<string | null> {
      const [row] = await tx
        .select({ id: application.id })
        .from(application)
        .where(
          and(
            eq(application.programId, programId),
            eq(application.applicantAccountId, accountId),
            notInArray(application.status, [...closedApplicationStatuses]),
          ),
        );
      return row?.id ?? null;
    },
  };
}
export type ProgramFormRepository = ReturnType<typeof createProgramFormRepository>;

/** The key of a (field, value) pair in `takenByOthers`' answer. */
export function uniqueKey(fieldName: string, value: string): string {
  return `${fieldName}\u0000${value}`;
}
