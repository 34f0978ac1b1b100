import { lookupItem, parameter, program, programFormField } from '../db/schema/index.ts';
import type { Database } from '../platform/db/database.ts';
import { lookups } from './reference/lookups.ts';
import { parameters } from './reference/parameters.ts';
import { programForms } from './reference/program-forms.ts';
import { programs } from './reference/programs.ts';

/**
 * Reference data every deployment needs (lookups, programs, parameter defaults). Runs at each start in one
 * transaction; rows that exist are left alone, so operators' edits survive and new rows of a release appear.
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
  });
}
