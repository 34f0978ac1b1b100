import {
  appealStatus as appealStatusCodes,
  houseReasonValues,
  memberLeftOutReasonValues,
  type HouseReason,
  type MemberLeftOutReason,
} from '@sanad/contract';
import type { LookupRow } from './types.ts';

/** Statuses and reasons of the SSP case: applications, payments, eligibility, appeals, complaints, letters, visits. */

/** DOMAIN.md "SSP application" states. */
export const applicationStatus: readonly LookupRow[] = [
  ['DRAFT', 'مسودة', 'Draft'],
  ['SUBMITTED', 'مُقدَّم', 'Submitted'],
  ['UNDER_STUDY', 'قيد الدراسة', 'Under study'],
  ['ELIGIBLE', 'مستحق', 'Eligible'],
  ['INELIGIBLE', 'غير مستحق', 'Not eligible'],
  ['CANCELED', 'ملغى', 'Canceled'],
  ['WITHDRAWN', 'مسحوب', 'Withdrawn'],
  ['SUSPENDED', 'موقوف', 'Suspended'],
];

/** Kinds of documents an applicant attaches to an application or a case worker asks for. */
export const documentType: readonly LookupRow[] = [
  ['NATIONAL_ID_COPY', 'صورة الهوية الوطنية', 'Copy of the national ID'],
  ['FAMILY_RECORD', 'سجل الأسرة', 'Family record'],
  ['RENT_CONTRACT', 'عقد الإيجار', 'Rent contract'],
  ['INCOME_PROOF', 'إثبات الدخل', 'Proof of income'],
  ['BANK_STATEMENT', 'كشف حساب بنكي', 'Bank statement'],
  ['MEDICAL_REPORT', 'تقرير طبي', 'Medical report'],
  ['DIVORCE_DEED', 'صك الطلاق', 'Divorce deed'],
  ['CUSTODY_DEED', 'صك الحضانة', 'Custody deed'],
  ['DEATH_CERTIFICATE', 'شهادة الوفاة', 'Death certificate'],
  ['CV', 'السيرة الذاتية', 'Curriculum vitae (CV)'],
  ['OTHER', 'مستند آخر', 'Other document'],
];

export const paymentStatus: readonly LookupRow[] = [
  ['SCHEDULED', 'مجدولة', 'Scheduled'],
  ['PAID', 'تم الصرف', 'Paid'],
  ['FAILED', 'تعذّر الصرف', 'Failed'],
  ['SUSPENDED', 'موقوفة', 'Suspended'],
  ['CANCELED', 'ملغاة', 'Canceled'],
  ['REFUNDED', 'مستردّة', 'Refunded'],
];

const ineligibilityReasonNames: Record<HouseReason | MemberLeftOutReason, readonly [nameAr: string, nameEn: string]> = {
  APPLICATION_NOT_EVALUABLE: ['حالة الطلب لا تسمح بدراسته في الدورة', 'The application is not in a state the cycle studies'],
  PROFILE_INCOMPLETE: ['الملف الموحد غير مكتمل', 'The unified profile is incomplete'],
  IBAN_NOT_VERIFIED: ['رقم الآيبان غير موثَّق', 'The IBAN is not verified'],
  UNDER_BAN: ['فترة حظر سارية بعد سحب طلب', 'A ban after withdrawing an application is in force'],
  NOT_RESIDENT: ['رب الأسرة ليس له عنوان وطني ساري', 'The head of household has no valid national address'],
  DECEASED: ['متوفى', 'Deceased'],
  DUPLICATE_HEAD: ['رب الأسرة محتسب ضمن أسرة أخرى', 'The head of household is counted in another household'],
  ASSETS_ABOVE_LIMIT: ['قيمة الأصول تتجاوز الحد المسموح به', 'Assets are above the allowed limit'],
  INCOME_ABOVE_STANDARD: ['دخل الأسرة المحتسب يبلغ حد الكفاية أو يتجاوزه', "The household's counted income reaches the standard"],
  BELOW_MINIMUM: ['المبلغ المستحق أقل من الحد الأدنى للصرف', 'The entitlement is below the minimum payment'],
  RELATION_NOT_CONFIRMED: ['صلة القرابة غير مؤكَّدة', 'The relation is not confirmed'],
  DUPLICATE_MEMBER: ['محتسب ضمن أسرة أخرى', 'Counted in another household'],
};

/**
 * Reason codes written on eligibility results and appealed against: every code the eligibility function gives (house
 * reasons, then why a member was left out; DECEASED serves both), from the contract so the two cannot disagree, and
 * OTHER for the back office. Each carries its required appeal documents.
 */
export const ineligibilityReason: readonly LookupRow[] = [
  ...[...new Set([...houseReasonValues, ...memberLeftOutReasonValues])].map((code) => [code, ...ineligibilityReasonNames[code]] as const),
  ['OTHER', 'أسباب أخرى', 'Other reasons'],
];

const appealStatusNames: Record<keyof typeof appealStatusCodes, readonly [nameAr: string, nameEn: string]> = {
  NEW: ['جديد', 'New'],
  UNDER_PROCESSING: ['قيد المعالجة', 'Under processing'],
  APPROVED: ['مقبول', 'Approved'],
  REJECT: ['مرفوض', 'Rejected'],
  NEED_DOCUMENT: ['بانتظار مستندات', 'Documents needed'],
  EXPIRED: ['منتهي', 'Expired'],
  CANCELED: ['ملغى', 'Canceled'],
};

/** Codes are the spec §4 numbers, taken from the contract so the two can never disagree. */
export const appealStatus: readonly LookupRow[] = Object.entries(appealStatusCodes).map(([name, code]) => {
  const [nameAr, nameEn] = appealStatusNames[name as keyof typeof appealStatusCodes];
  return [String(code), nameAr, nameEn] as const;
});

/** Categories of a payment complaint. */
export const complaintCategory: readonly LookupRow[] = [
  ['PAYMENT_NOT_RECEIVED', 'لم تصل الدفعة', 'Payment not received'],
  ['PAYMENT_DELAYED', 'تأخر صرف الدفعة', 'Payment delayed'],
  ['AMOUNT_INCORRECT', 'مبلغ الدفعة غير صحيح', 'Incorrect payment amount'],
  ['DEDUCTION_OBJECTION', 'اعتراض على استقطاع', 'Objection to a deduction'],
  ['DEPENDENT_NOT_COUNTED', 'تابع غير محتسب في الدفعة', 'A dependent was not counted in the payment'],
  ['PAYMENT_SUSPENDED', 'إيقاف صرف الدفعات', 'Payments suspended'],
  ['BANK_ACCOUNT', 'مشكلة في الحساب البنكي', 'Bank account problem'],
  ['OTHER', 'أخرى', 'Other'],
];

/** Letter types a beneficiary can request (never for the Ramadan reward program, spec §6). */
export const letters: readonly LookupRow[] = [
  ['BENEFICIARY_CERT', 'شهادة استفادة من الضمان الاجتماعي', 'Social security beneficiary certificate'],
  ['PAYMENT_STATEMENT', 'بيان المدفوعات', 'Payment statement'],
  ['ELIGIBILITY_LETTER', 'خطاب إثبات الأهلية', 'Eligibility letter'],
  ['NON_BENEFICIARY_CERT', 'شهادة عدم استفادة', 'Non-beneficiary certificate'],
  ['HOUSEHOLD_STATEMENT', 'بيان أفراد الأسرة المسجلين', 'Statement of registered household members'],
];

/** Social-security offices; parent = region code. */
export const sspOffices: readonly LookupRow[] = [
  ['RUH1', 'مكتب الضمان الاجتماعي بشمال الرياض', 'Social Security Office, North Riyadh', '01'],
  ['RUH2', 'مكتب الضمان الاجتماعي بجنوب الرياض', 'Social Security Office, South Riyadh', '01'],
  ['KHJ', 'مكتب الضمان الاجتماعي بالخرج', 'Social Security Office, Al-Kharj', '01'],
  ['DWD', 'مكتب الضمان الاجتماعي بالدوادمي', 'Social Security Office, Ad-Dawadmi', '01'],
  ['WDS', 'مكتب الضمان الاجتماعي بوادي الدواسر', 'Social Security Office, Wadi ad-Dawasir', '01'],
  ['MKH', 'مكتب الضمان الاجتماعي بمكة المكرمة', 'Social Security Office, Makkah', '02'],
  ['JED1', 'مكتب الضمان الاجتماعي بشمال جدة', 'Social Security Office, North Jeddah', '02'],
  ['JED2', 'مكتب الضمان الاجتماعي بجنوب جدة', 'Social Security Office, South Jeddah', '02'],
  ['TIF', 'مكتب الضمان الاجتماعي بالطائف', 'Social Security Office, Taif', '02'],
  ['QNF', 'مكتب الضمان الاجتماعي بالقنفذة', 'Social Security Office, Al-Qunfudhah', '02'],
  ['MED', 'مكتب الضمان الاجتماعي بالمدينة المنورة', 'Social Security Office, Madinah', '03'],
  ['YNB', 'مكتب الضمان الاجتماعي بينبع', 'Social Security Office, Yanbu', '03'],
  ['BRD', 'مكتب الضمان الاجتماعي ببريدة', 'Social Security Office, Buraydah', '05'],
  ['UNZ', 'مكتب الضمان الاجتماعي بعنيزة', 'Social Security Office, Unaizah', '05'],
  ['DMM', 'مكتب الضمان الاجتماعي بالدمام', 'Social Security Office, Dammam', '04'],
  ['AHS', 'مكتب الضمان الاجتماعي بالأحساء', 'Social Security Office, Al-Ahsa', '04'],
  ['QTF', 'مكتب الضمان الاجتماعي بالقطيف', 'Social Security Office, Al-Qatif', '04'],
  ['HFB', 'مكتب الضمان الاجتماعي بحفر الباطن', 'Social Security Office, Hafar al-Batin', '04'],
  ['AHB', 'مكتب الضمان الاجتماعي بأبها', 'Social Security Office, Abha', '14'],
  ['KMS', 'مكتب الضمان الاجتماعي بخميس مشيط', 'Social Security Office, Khamis Mushait', '14'],
  ['BSH', 'مكتب الضمان الاجتماعي ببيشة', 'Social Security Office, Bisha', '14'],
  ['TBK', 'مكتب الضمان الاجتماعي بتبوك', 'Social Security Office, Tabuk', '07'],
  ['HAS', 'مكتب الضمان الاجتماعي بحائل', 'Social Security Office, Hail', '06'],
  ['ARR', 'مكتب الضمان الاجتماعي بعرعر', 'Social Security Office, Arar', '08'],
  ['JZN', 'مكتب الضمان الاجتماعي بجازان', 'Social Security Office, Jazan', '09'],
  ['SBY', 'مكتب الضمان الاجتماعي بصبيا', 'Social Security Office, Sabya', '09'],
  ['NJR', 'مكتب الضمان الاجتماعي بنجران', 'Social Security Office, Najran', '10'],
  ['BAH', 'مكتب الضمان الاجتماعي بالباحة', 'Social Security Office, Al-Bahah', '11'],
  ['SKK', 'مكتب الضمان الاجتماعي بسكاكا', 'Social Security Office, Sakaka', '12'],
  ['QRY', 'مكتب الضمان الاجتماعي بالقريات', 'Social Security Office, Al-Qurayyat', '12'],
];

/** Field visits to a house (DOMAIN.md "Visits"). */
export const visitStatus: readonly LookupRow[] = [
  ['SCHEDULED', 'مجدولة', 'Scheduled'],
  ['DONE', 'تمت', 'Done'],
  ['MISSED', 'لم تتم', 'Missed'],
  ['CANCELED', 'ملغاة', 'Canceled'],
];
