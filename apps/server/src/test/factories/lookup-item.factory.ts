import { randomBytes } from 'node:crypto';
import { lookupItem } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type LookupItemRow = typeof lookupItem.$inferSelect;
export type NewLookupItem = typeof lookupItem.$inferInsert;

/** A lookup row with a unique code, placed after the seeded rows of its group; override what the test cares about. */
export function buildLookupItem(overrides: Partial<NewLookupItem> = {}): NewLookupItem {
  const suffix = randomBytes(4).toString('hex').toUpperCase();
  return {
    group: 'letters',
    code: `TEST_${suffix}`,
    nameAr: `عنصر تجريبي ${suffix}`,
    nameEn: `Test item ${suffix}`,
    parentCode: null,
    sortOrder: 10_000,
    active: true,
    ...overrides,
  };
}

/** Inserts a lookup row as an operator would, and returns it. */
export async function createLookupItem(db: Database, overrides: Partial<NewLookupItem> = {}): Promise<LookupItemRow> {
  const [row] = await db.insert(lookupItem).values(buildLookupItem(overrides)).returning();
  if (!row) throw new Error('lookup item was not inserted');
  return row;
}
