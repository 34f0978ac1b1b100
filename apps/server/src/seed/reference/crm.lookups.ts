import type { LookupRow } from './types.ts';

/**
 * The CRM (tickets) tree: type → category → sub-category, each child's parent being the code one level up.
 * Codes are unique within their level; category codes carry their type's prefix so a flat list stays readable.
 */

export const ticketStatus: readonly LookupRow[] = [
  ['OPEN', 'مفتوحة', 'Open'],
  ['IN_PROGRESS', 'قيد المعالجة', 'In progress'],
  ['ANSWERED', 'تمت الإجابة', 'Answered'],
  ['CLOSED', 'مغلقة', 'Closed'],
];

export const ticketType: readonly LookupRow[] = [
  ['INQUIRY', 'استفسار', 'Inquiry'],
  ['COMPLAINT', 'شكوى', 'Complaint'],
  ['SUGGESTION', 'اقتراح', 'Suggestion'],
  ['TECH_SUPPORT', 'دعم فني', 'Technical support'],
];

export const ticketCategory: readonly LookupRow[] = [
  ['INQ_REGISTRATION', 'التسجيل والحساب', 'Registration and account', 'INQUIRY'],
  ['ELIGIBILITY', 'الأهلية', 'Eligibility', 'INQUIRY'],
  ['INQ_PAYMENTS', 'المدفوعات', 'Payments', 'INQUIRY'],
  ['INQ_PROGRAMS', 'البرامج والخدمات', 'Programs and services', 'INQUIRY'],
  ['INQ_TAMKEEN', 'التمكين', 'Employment support (Tamkeen)', 'INQUIRY'],

  ['CMP_SERVICE', 'جودة الخدمة', 'Service quality', 'COMPLAINT'],
  ['CMP_PAYMENTS', 'المدفوعات', 'Payments', 'COMPLAINT'],
  ['CMP_ELIGIBILITY', 'قرار الأهلية', 'Eligibility decision', 'COMPLAINT'],
  ['CMP_STAFF', 'تعامل الموظفين', 'Staff conduct', 'COMPLAINT'],
  ['CMP_VISITS', 'الزيارات الميدانية', 'Field visits', 'COMPLAINT'],

  ['SUG_PORTAL', 'تحسين البوابة', 'Improving the portal', 'SUGGESTION'],
  ['SUG_SERVICES', 'الخدمات والبرامج', 'Services and programs', 'SUGGESTION'],

  ['TEC_LOGIN', 'تسجيل الدخول', 'Signing in', 'TECH_SUPPORT'],
  ['TEC_OTP', 'رمز التحقق', 'Verification code', 'TECH_SUPPORT'],
  ['TEC_UPLOAD', 'رفع المرفقات', 'Uploading attachments', 'TECH_SUPPORT'],
  ['TEC_ERRORS', 'أخطاء في البوابة', 'Portal errors', 'TECH_SUPPORT'],
];

export const ticketSubCategory: readonly LookupRow[] = [
  ['INQ_REG_NEW', 'تسجيل حساب جديد', 'Creating a new account', 'INQ_REGISTRATION'],
  ['INQ_REG_UPDATE', 'تحديث بيانات الحساب', 'Updating account details', 'INQ_REGISTRATION'],
  ['INQ_REG_DEPENDENTS', 'إضافة التابعين', 'Adding dependents', 'INQ_REGISTRATION'],
  ['ELIGIBILITY_RESULT', 'نتيجة الأهلية', 'Eligibility result', 'ELIGIBILITY'],
  ['ELIGIBILITY_CRITERIA', 'معايير الأهلية', 'Eligibility criteria', 'ELIGIBILITY'],
  ['ELIGIBILITY_REASON', 'سبب عدم الأهلية', 'Reason for ineligibility', 'ELIGIBILITY'],
  ['INQ_PAY_DATE', 'موعد صرف الدفعة', 'Payment date', 'INQ_PAYMENTS'],
  ['INQ_PAY_AMOUNT', 'طريقة احتساب المبلغ', 'How the amount is calculated', 'INQ_PAYMENTS'],
  ['INQ_PAY_DEDUCTION', 'الاستقطاعات', 'Deductions', 'INQ_PAYMENTS'],
  ['INQ_PRG_SSP', 'الضمان الاجتماعي المطور', 'Developed Social Security Program', 'INQ_PROGRAMS'],
  ['INQ_PRG_RAMADAN', 'مكرمة شهر رمضان', 'Ramadan Reward', 'INQ_PROGRAMS'],
  ['INQ_PRG_LETTERS', 'الإفادات والخطابات', 'Certificates and letters', 'INQ_PROGRAMS'],
  ['INQ_TMK_TRACK', 'مسار التمكين', 'Tamkeen track', 'INQ_TAMKEEN'],
  ['INQ_TMK_OFFERS', 'الفرص الوظيفية', 'Job offers', 'INQ_TAMKEEN'],
  ['INQ_TMK_PLAN', 'خطة التمكين', 'Tamkeen plan', 'INQ_TAMKEEN'],

  ['CMP_SRV_DELAY', 'تأخر معالجة الطلب', 'Slow handling of a request', 'CMP_SERVICE'],
  ['CMP_SRV_CHANNELS', 'صعوبة التواصل', 'Hard to get in touch', 'CMP_SERVICE'],
  ['CMP_PAY_NOT_RECEIVED', 'عدم استلام الدفعة', 'Payment not received', 'CMP_PAYMENTS'],
  ['CMP_PAY_WRONG_AMOUNT', 'خطأ في مبلغ الدفعة', 'Wrong payment amount', 'CMP_PAYMENTS'],
  ['CMP_PAY_STOPPED', 'إيقاف الصرف', 'Payments stopped', 'CMP_PAYMENTS'],
  ['CMP_ELG_DECISION', 'الاعتراض على نتيجة الأهلية', 'Objection to the eligibility result', 'CMP_ELIGIBILITY'],
  ['CMP_ELG_DEPENDENT', 'استبعاد أحد التابعين', 'A dependent was excluded', 'CMP_ELIGIBILITY'],
  ['CMP_STF_CONDUCT', 'سلوك الموظف', "An employee's behavior", 'CMP_STAFF'],
  ['CMP_STF_MISINFORMATION', 'معلومات غير صحيحة من الموظف', 'Wrong information from an employee', 'CMP_STAFF'],
  ['CMP_VST_NOT_DONE', 'عدم تنفيذ الزيارة', 'The visit did not take place', 'CMP_VISITS'],
  ['CMP_VST_TIMING', 'موعد الزيارة', 'Visit timing', 'CMP_VISITS'],

  ['SUG_PRT_USABILITY', 'سهولة الاستخدام', 'Ease of use', 'SUG_PORTAL'],
  ['SUG_PRT_NEW_SERVICE', 'خدمة إلكترونية جديدة', 'A new online service', 'SUG_PORTAL'],
  ['SUG_SRV_PROGRAMS', 'البرامج', 'Programs', 'SUG_SERVICES'],
  ['SUG_SRV_OFFICES', 'المكاتب وقنوات الخدمة', 'Offices and service channels', 'SUG_SERVICES'],

  ['TEC_LGN_PASSWORD', 'نسيان كلمة المرور', 'Forgotten password', 'TEC_LOGIN'],
  ['TEC_LGN_LOCKED', 'قفل الحساب', 'Account locked', 'TEC_LOGIN'],
  ['TEC_LGN_NAFATH', 'الدخول عبر النفاذ الوطني الموحد', 'Signing in with the National Single Sign-On', 'TEC_LOGIN'],
  ['TEC_OTP_NOT_RECEIVED', 'عدم وصول رمز التحقق', 'Verification code not received', 'TEC_OTP'],
  ['TEC_OTP_EXPIRED', 'انتهاء صلاحية رمز التحقق', 'Verification code expired', 'TEC_OTP'],
  ['TEC_OTP_MOBILE', 'تغيير رقم الجوال', 'Changing the mobile number', 'TEC_OTP'],
  ['TEC_UPL_FAILED', 'تعذّر رفع الملف', 'The file could not be uploaded', 'TEC_UPLOAD'],
  ['TEC_UPL_FORMAT', 'صيغة الملف أو حجمه', 'File type or size', 'TEC_UPLOAD'],
  ['TEC_ERR_PAGE', 'صفحة لا تعمل', 'A page does not work', 'TEC_ERRORS'],
  ['TEC_ERR_DATA', 'بيانات لا تظهر بشكل صحيح', 'Data not shown correctly', 'TEC_ERRORS'],
];
