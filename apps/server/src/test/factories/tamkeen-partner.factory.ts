import { tamkeenPartner } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type TamkeenPartnerRow = typeof tamkeenPartner.$inferSelect;

let partnerSequence = 0;

/** A partner in Riyadh (city 0101) with a code unique within this test process; override what the test cares about. */
export async function createTamkeenPartner(
  db: Database,
  overrides: Partial<typeof tamkeenPartner.$inferInsert> = {},
): Promise<TamkeenPartnerRow> {
  partnerSequence += 1;
  const [row] = await db
    .insert(tamkeenPartner)
    .values({
      code: `TP-T${process.pid % 1000}-${partnerSequence}`,
      nameAr: `شريك تجريبي ${partnerSequence}`,
      nameEn: `Test partner ${partnerSequence}`,
      kind: 'EMPLOYER',
      cityCode: '0101',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('The partner was not inserted');
  return row;
}
