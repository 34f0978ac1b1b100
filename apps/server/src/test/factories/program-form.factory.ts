import { formValidation } from '@sanad/contract';
import { program, programFormField } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

type FieldRow = Omit<typeof programFormField.$inferInsert, 'programId'>;
const rule = (validationId: number, value = '') => ({ validationId, value });

/** One field per rule of spec §5 and per type, for the form tests (names say what each one checks). */
export const everyRuleFields: FieldRow[] = [
  { name: 'fullName', type: 'text', labelAr: 'الاسم', labelEn: 'Name', required: true, sortOrder: 1 },
  {
    name: 'code',
    type: 'text',
    labelAr: 'الرمز',
    labelEn: 'Code',
    validationList: [rule(formValidation.REQUIRED), rule(formValidation.MIN_LENGTH, '3'), rule(formValidation.MAX_LENGTH, '5')],
    sortOrder: 2,
  },
  {
    name: 'amount',
    type: 'number',
    labelAr: 'المبلغ',
    labelEn: 'Amount',
    defaultValue: '10',
    validationList: [rule(formValidation.MIN, '10'), rule(formValidation.MAX, '100')],
    sortOrder: 3,
  },
  {
    name: 'plate',
    type: 'text',
    labelAr: 'اللوحة',
    labelEn: 'Plate',
    validationList: [rule(formValidation.PATTERN, '[A-Z]{2}\\d{2}')],
    sortOrder: 4,
  },
  { name: 'housing', type: 'select', labelAr: 'السكن', labelEn: 'Housing', optionsGroup: 'houseOwnership', sortOrder: 5 },
  { name: 'day', type: 'date', labelAr: 'التاريخ', labelEn: 'Day', sortOrder: 6 },
  {
    name: 'phone',
    type: 'text',
    labelAr: 'الجوال',
    labelEn: 'Mobile',
    validationList: [rule(formValidation.PATTERN, '05\\d{8}'), rule(formValidation.UNIQUE)],
    sortOrder: 7,
  },
  { name: 'notes', type: 'textarea', labelAr: 'ملاحظات', labelEn: 'Notes', defaultValue: 'none', sortOrder: 8 },
  { name: 'retired', type: 'text', labelAr: 'قديم', labelEn: 'Retired', active: false, sortOrder: 9 },
];

let programSequence = 9100;

/** A program of its own for a test (never 3001 or 3003, whose seeded forms other tests read), with these fields. */
export async function createTestProgram(db: Database, options: { active?: boolean; fields?: FieldRow[] } = {}): Promise<number> {
  programSequence += 1;
  const id = programSequence;
  await db.insert(program).values({
    id,
    code: `TEST_${id}`,
    nameAr: `برنامج تجريبي ${id}`,
    nameEn: `Test program ${id}`,
    descriptionAr: 'للاختبار',
    descriptionEn: 'For tests',
    active: options.active ?? true,
  });
  const fields = options.fields ?? everyRuleFields;
  if (fields.length > 0) await db.insert(programFormField).values(fields.map((field) => ({ ...field, programId: id })));
  return id;
}
