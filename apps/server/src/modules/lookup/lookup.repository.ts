import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LookupItem } from '@sanad/contract';
import { lookupItem } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

const columns = {
  group: lookupItem.group,
  code: lookupItem.code,
  nameAr: lookupItem.nameAr,
  nameEn: lookupItem.nameEn,
  parentCode: lookupItem.parentCode,
};

export function createLookupRepository(db: Database) {
  return {
    /** Active items of the groups, in display order. */
    async listGroups(groups: readonly string[]): Promise<Array<LookupItem & { group: string }>> {
      return db
        .select(columns)
        .from(lookupItem)
        .where(and(inArray(lookupItem.group, [...groups]), eq(lookupItem.active, true)))
        .orderBy(asc(lookupItem.group), asc(lookupItem.sortOrder), asc(lookupItem.code));
    },
    /** Active items of one group, optionally only the children of one parent. */
    async listGroup(group: string, parentCode?: string): Promise<LookupItem[]> {
      const conditions = [eq(lookupItem.group, group), eq(lookupItem.active, true)];
      if (parentCode !== undefined) conditions.push(eq(lookupItem.parentCode, parentCode));
      return db
        .select({ code: lookupItem.code, nameAr: lookupItem.nameAr, nameEn: lookupItem.nameEn, parentCode: lookupItem.parentCode })
        .from(lookupItem)
        .where(and(...conditions))
        .orderBy(asc(lookupItem.sortOrder), asc(lookupItem.code));
    },
    async exists(group: string, code: string): Promise<boolean> {
      const rows = await db
        .select({ code: lookupItem.code })
        .from(lookupItem)
        .where(and(eq(lookupItem.group, group), eq(lookupItem.code, code), eq(lookupItem.active, true)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type LookupRepository = ReturnType<typeof createLookupRepository>;
