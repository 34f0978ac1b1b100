import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { LookupItem } from '@sanad/contract';
import { lookupItem, program, programFormField, programFormSubmission, programFormUniqueValue } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type ProgramFormFieldRow = typeof programFormField.$inferSelect;

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
     * Which of the given (field, value) pairs another account's submission already holds, as `field\u0000value`
     * keys. The caller's own values are never "taken": re-sending one's own answer is fine.
     */
    async takenByOthers(
      programId: number,
      candidates: readonly { name: string; value: string }[],
      accountId: string,
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
            ne(programFormSubmission.accountId, accountId),
          ),
        );
      return new Set(rows.map((row) => uniqueKey(row.fieldName, row.value)));
    },

    /** Writes the account's answers (one live row per account and program), returning the submission id. */
    async upsertSubmission(programId: number, accountId: string, answers: Record<string, string>, tx: Database): Promise<string> {
      const [row] = await tx
        .insert(programFormSubmission)
        .values({ programId, accountId, answers })
        .onConflictDoUpdate({
          target: [programFormSubmission.programId, programFormSubmission.accountId],
          set: { answers, updatedAt: sql`now()` },
        })
        .returning({ id: programFormSubmission.id });
      if (!row) throw new Error('program form submission was not written');
      return row.id;
    },

    /** Forgets the unique values a submission held (they are written again from its new answers). */
    async clearUniqueValues(submissionId: string, tx: Database): Promise<void> {
      await tx.delete(programFormUniqueValue).where(eq(programFormUniqueValue.submissionId, submissionId));
    },

    /**
     * Claims a unique value for a submission. False when another submission holds it: the primary key decides, and
     * `on conflict do nothing` waits for a concurrent claimer to finish instead of failing the transaction.
     */
    async claimUniqueValue(programId: number, fieldName: string, value: string, submissionId: string, tx: Database): Promise<boolean> {
      const rows = await tx
        .insert(programFormUniqueValue)
        .values({ programId, fieldName, value, submissionId })
        .onConflictDoNothing()
        .returning({ value: programFormUniqueValue.value });
      return rows.length > 0;
    },
  };
}
export type ProgramFormRepository = ReturnType<typeof createProgramFormRepository>;

/** The key of a (field, value) pair in `takenByOthers`' answer. */
export function uniqueKey(fieldName: string, value: string): string {
  return `${fieldName}\u0000${value}`;
}
