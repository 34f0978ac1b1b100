import type { LookupRow } from './types.ts';

/** Reference lists by lookup group. Codes are stable identifiers stored in user data: never renumber them. */
export const lookups: Record<string, readonly LookupRow[]> = {
  regions: [['01', 'منطقة الرياض', 'Riyadh Region']],
  cities: [['0101', 'الرياض', 'Riyadh', '01']],
  ticketStatus: [
    ['OPEN', 'مفتوحة', 'Open'],
    ['IN_PROGRESS', 'قيد المعالجة', 'In progress'],
    ['ANSWERED', 'تمت الإجابة', 'Answered'],
    ['CLOSED', 'مغلقة', 'Closed'],
  ],
  ticketType: [['INQUIRY', 'استفسار', 'Inquiry']],
  ticketCategory: [['ELIGIBILITY', 'الأهلية', 'Eligibility', 'INQUIRY']],
  ticketSubCategory: [['ELIGIBILITY_RESULT', 'نتيجة الأهلية', 'Eligibility result', 'ELIGIBILITY']],
};
