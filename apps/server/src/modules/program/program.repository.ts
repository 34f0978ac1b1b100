import { asc } from 'drizzle-orm';
import type { ProgramSummary } from '@sanad/contract';
import { program } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export function createProgramRepository(db: Database) {
  return {
    list(): Promise<ProgramSummary[]> {
      return db
        .select({
          id: program.id,
          code: program.code,
          nameAr: program.nameAr,
          nameEn: program.nameEn,
          descriptionAr: program.descriptionAr,
          descriptionEn: program.descriptionEn,
          active: program.active,
          lettersAllowed: program.lettersAllowed,
        })
        .from(program)
        .orderBy(asc(program.sortOrder), asc(program.id));
    },
  };
}
export type ProgramRepository = ReturnType<typeof createProgramRepository>;
