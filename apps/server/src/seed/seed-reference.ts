import { and, eq, inArray } from 'drizzle-orm';
import { lookupItem, parameter, parameterVersion, program, programFormField } from '../db/schema/index.ts';
import type { Database } from '../platform/db/database.ts';
import { lookups, retiredLookups } from './reference/lookups.ts';
import { parameters, parameterVersions } from './reference/parameters.ts';
import { programForms } from './reference/program-forms.ts';
import { programs } from './reference/programs.ts';

/**
 * Reference data every deployment needs (lookups, programs, parameter defaults, the dated parameters' first versions).
 * Runs at each start in one transaction; rows that exist are left alone, so operators' edits survive and new rows of a
 * release appear.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  const lookupRows = Object.entries(lookups).flatMap(([group, rows]) =>
    rows.map(([code, nameAr, nameEn, parentCode], index) => ({
      group,
      code,
      nameAr,
      nameEn,
      parentCode: parentCode ?? null,
      sortOrder: index,
    })),
  );
  await db.transaction(async (tx) => {
    for (let start = 0; start < lookupRows.length; start += 500) {
      await tx
        .insert(lookupItem)
        .values(lookupRows.slice(start, start + 500))
        .onConflictDoNothing();
    }
    await tx.insert(program).values(programs).onConflictDoNothing();
    // After the programs they belong to; a field an operator edited (same program and name) is left alone.
    await tx.insert(programFormField).values(programForms).onConflictDoNothing();
    await tx.insert(parameter).values(parameters).onConflictDoNothing();
    await tx.insert(parameterVersion).values(parameterVersions).onConflictDoNothing();
    // Codes a release superseded, in databases seeded before it: set inactive, never deleted (a row may name them).
    for (const [group, codes] of Object.entries(retiredLookups)) {
      await tx
        .update(lookupItem)
        .set({ active: false })
        .where(and(eq(lookupItem.group, group), inArray(lookupItem.code, [...codes]), eq(lookupItem.active, true)));
    }
  });
}
