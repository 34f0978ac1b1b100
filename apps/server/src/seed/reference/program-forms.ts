import { formValidation, programType } from '@sanad/contract';
import type { programFormField } from '../../db/schema/index.ts';

type FieldRow = typeof programFormField.$inferInsert;
const rule = (validationId: number, value = '') => ({ validationId, value });

/**
 * The dynamic form of the SSP application (spec §3, §5): a few facts the study reads beside the household, each rule of
 * the validation list shown at least once. The Ramadan reward has no form: it follows from SSP eligibility. Operators
 * may edit the rows; a release adds new fields, never overwrites theirs (seed-reference.ts).
 */
export const programForms: FieldRow[] = [
  {
    programId: programType.SSP,
    name: 'housingSituation',
    type: 'select',
    labelAr: 'وضع السكن الحالي',
    labelEn: 'Current housing situation',
    required: false,
    validationList: [rule(formValidation.REQUIRED)],
    optionsGroup: 'houseOwnership',
    sortOrder: 1,
  },
  {
    programId: programType.SSP,
    name: 'monthlyRentSar',
    type: 'number',
    labelAr: 'الإيجار الشهري (ريال)',
    labelEn: 'Monthly rent (SAR)',
    defaultValue: '0',
    validationList: [rule(formValidation.MIN, '0'), rule(formValidation.MAX, '100000')],
    sortOrder: 2,
  },
  {
    programId: programType.SSP,
    name: 'employerName',
    type: 'text',
    labelAr: 'جهة العمل الحالية (إن وجدت)',
    labelEn: 'Current employer (if any)',
    validationList: [rule(formValidation.MAX_LENGTH, '100')],
    sortOrder: 3,
  },
  {
    programId: programType.SSP,
    name: 'supportReason',
    type: 'textarea',
    labelAr: 'سبب طلب الدعم',
    labelEn: 'Why you are asking for support',
    required: true,
    validationList: [rule(formValidation.MIN_LENGTH, '20'), rule(formValidation.MAX_LENGTH, '500')],
    sortOrder: 4,
  },
  {
    programId: programType.SSP,
    name: 'alternativeMobile',
    type: 'text',
    labelAr: 'رقم جوال بديل للتواصل',
    labelEn: 'Alternative mobile number',
    validationList: [rule(formValidation.PATTERN, '^05\\d{8}$'), rule(formValidation.UNIQUE)],
    sortOrder: 5,
  },
];
