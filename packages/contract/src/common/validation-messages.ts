import type { Language, LocalizedText } from './languages.ts';
import { formatMessage } from './error-codes.ts';

/**
 * Field-level validation messages, keyed by a stable code. The server and the web forms both use them,
 * so a field says the same thing whether the browser or the API caught the problem.
 * Custom refinements put one of these codes in the zod issue's `message`.
 */
export const validationMessages = {
  required: { en: 'This field is required.', ar: 'هذا الحقل مطلوب.' },
  invalid_type: { en: 'This value is not of the expected type.', ar: 'نوع القيمة غير صحيح.' },
  too_small_string: { en: 'Enter at least {minimum} characters.', ar: 'الحد الأدنى لعدد الأحرف: {minimum}.' },
  too_big_string: { en: 'Enter at most {maximum} characters.', ar: 'الحد الأقصى لعدد الأحرف: {maximum}.' },
  too_small_number: { en: 'Enter a value of at least {minimum}.', ar: 'أدخل قيمة لا تقل عن {minimum}.' },
  too_big_number: { en: 'Enter a value of at most {maximum}.', ar: 'أدخل قيمة لا تزيد عن {maximum}.' },
  too_small_array: { en: 'Choose at least {minimum}.', ar: 'اختر {minimum} على الأقل.' },
  too_big_array: { en: 'Choose at most {maximum}.', ar: 'اختر {maximum} على الأكثر.' },
  invalid_format: { en: 'The format of this value is not valid.', ar: 'صيغة القيمة غير صحيحة.' },
  invalid_email: { en: 'Enter a valid e-mail address.', ar: 'أدخل بريداً إلكترونياً صحيحاً.' },
  invalid_value: { en: 'Choose one of the allowed values.', ar: 'اختر إحدى القيم المسموح بها.' },
  unrecognized_keys: { en: 'This field is not expected here.', ar: 'هذا الحقل غير متوقع هنا.' },
  not_multiple_of: { en: 'Enter a multiple of {divisor}.', ar: 'أدخل مضاعفاً للعدد {divisor}.' },
  invalid: { en: 'This value is not valid.', ar: 'القيمة غير صحيحة.' },
  invalid_characters: {
    en: 'This value contains a character that is not allowed.',
    ar: 'تحتوي القيمة على رمز غير مسموح به.',
  },
  nin_format: { en: 'The national ID must be 10 digits.', ar: 'يجب أن يتكون رقم الهوية من 10 أرقام.' },
  nin_invalid: { en: 'This is not a valid national ID or residence number.', ar: 'رقم الهوية أو الإقامة غير صحيح.' },
  mobile_format: { en: 'Enter a Saudi mobile number like 05XXXXXXXX.', ar: 'أدخل رقم جوال سعودي بالصيغة 05XXXXXXXX.' },
  otp_format: { en: 'The verification code is 6 digits.', ar: 'رمز التحقق مكوّن من 6 أرقام.' },
  date_format: { en: 'Enter a valid date.', ar: 'أدخل تاريخاً صحيحاً.' },
  birth_date_in_future: { en: 'The birth date cannot be in the future.', ar: 'لا يمكن أن يكون تاريخ الميلاد في المستقبل.' },
  birth_date_too_early: {
    en: 'The birth date cannot be before 1 January 1900.',
    ar: 'لا يمكن أن يكون تاريخ الميلاد قبل 1 يناير 1900.',
  },
  password_too_short: { en: 'The password must be at least 8 characters.', ar: 'يجب ألا تقل كلمة المرور عن 8 أحرف.' },
  password_too_long: { en: 'The password must be at most 128 characters.', ar: 'يجب ألا تزيد كلمة المرور عن 128 حرفاً.' },
  password_common: {
    en: 'This password is too common and easy to guess. Choose another.',
    ar: 'كلمة المرور هذه شائعة ويسهل تخمينها. اختر كلمة مرور أخرى.',
  },
  password_contains_nin: { en: 'The password must not contain your national ID.', ar: 'يجب ألا تحتوي كلمة المرور على رقم هويتك.' },
  password_contains_name: { en: 'The password must not contain your name.', ar: 'يجب ألا تحتوي كلمة المرور على اسمك.' },
  password_contains_service_name: {
    en: 'The password must not contain the name of the portal or of the support programme (such as Sanad).',
    ar: 'يجب ألا تحتوي كلمة المرور على اسم البوابة أو برنامج الدعم (مثل سند).',
  },
  password_mismatch: { en: 'The passwords do not match.', ar: 'كلمتا المرور غير متطابقتين.' },
  captcha_invalid: {
    en: 'The characters do not match the image, or the image expired. Try the new image.',
    ar: 'الرموز لا تطابق الصورة أو انتهت صلاحيتها. جرّب الصورة الجديدة.',
  },
  otp_invalid: { en: 'The verification code is not correct.', ar: 'رمز التحقق غير صحيح.' },
  password_wrong: { en: 'The current password is not correct.', ar: 'كلمة المرور الحالية غير صحيحة.' },
  password_reused: {
    en: 'The new password must be different from the current one.',
    ar: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية.',
  },
  mobile_unchanged: { en: 'This is already your verified mobile number.', ar: 'هذا هو رقم جوالك الموثّق حالياً.' },

  // National address (houses, the address tab).
  building_number_format: { en: 'The building number is 4 digits.', ar: 'رقم المبنى مكوّن من 4 أرقام.' },
  postal_code_format: { en: 'The postal code is 5 digits.', ar: 'الرمز البريدي مكوّن من 5 أرقام.' },
  additional_number_format: { en: 'The additional number is 4 digits.', ar: 'الرقم الإضافي مكوّن من 4 أرقام.' },
  unit_number_format: {
    en: 'Use up to 10 letters, digits or dashes for the unit number.',
    ar: 'استخدم حتى 10 أحرف أو أرقام أو شرطات لرقم الوحدة.',
  },
  location_outside_ksa: { en: 'The map point must be inside Saudi Arabia.', ar: 'يجب أن يقع الموقع على الخريطة داخل المملكة.' },
  location_incomplete: {
    en: 'Give both the latitude and the longitude, or neither.',
    ar: 'أدخل خط العرض وخط الطول معاً أو اتركهما فارغين.',
  },
  city_not_in_region: { en: 'This city is not in the chosen region.', ar: 'هذه المدينة لا تتبع المنطقة المختارة.' },
  rent_required: { en: 'Enter the yearly rent of a rented house.', ar: 'أدخل قيمة الإيجار السنوي للسكن المستأجر.' },
  rent_not_applicable: { en: 'Rent applies only to a rented house.', ar: 'الإيجار ينطبق على السكن المستأجر فقط.' },
  house_unknown: { en: 'Choose one of your houses.', ar: 'اختر أحد مساكنك المسجّلة.' },

  // Dependents.
  reject_reason_required: { en: 'Enter the reason for rejecting.', ar: 'أدخل سبب الرفض.' },
  dependent_is_applicant: { en: 'You cannot add yourself as a dependent.', ar: 'لا يمكنك إضافة نفسك كتابع.' },
  identity_not_confirmed: {
    en: 'The national ID and birth date do not match the civil records. Check both.',
    ar: 'رقم الهوية وتاريخ الميلاد غير متطابقين مع سجلات الأحوال المدنية. تحقّق منهما.',
  },
  dependent_identity_immutable: {
    en: "A dependent's national ID and birth date cannot be changed. Remove the dependent and add the right person.",
    ar: 'لا يمكن تعديل رقم هوية التابع وتاريخ ميلاده. احذف التابع ثم أضف الشخص الصحيح.',
  },
  relationship_gender: {
    en: "This relationship does not match the person's gender in the civil records.",
    ar: 'صلة القرابة لا تتوافق مع جنس الشخص في سجلات الأحوال المدنية.',
  },
  relationship_spouse_not_allowed: {
    en: 'This spouse relationship does not match your own gender in the civil records.',
    ar: 'صلة الزوجية هذه لا تتوافق مع جنسك في سجلات الأحوال المدنية.',
  },
  relationship_limit: {
    en: 'Your household already has the most members of this relationship ({maximum}).',
    ar: 'بلغت أسرتك الحد الأعلى لهذه الصلة ({maximum}).',
  },
  custody_not_applicable: {
    en: 'Custody is recorded only for minor children when the parents are divorced or separated.',
    ar: 'تُسجَّل الحضانة للأبناء القُصّر فقط عند طلاق الوالدين أو انفصالهما.',
  },

  // Unified profile tabs.
  iban_format: { en: 'Enter a Saudi IBAN: SA followed by 22 digits.', ar: 'أدخل آيبان سعودياً: SA يليها 22 رقماً.' },
  iban_checksum: {
    en: 'This IBAN is not valid. Check each digit against your bank statement.',
    ar: 'رقم الآيبان غير صحيح. راجع كل رقم مع كشف حسابك البنكي.',
  },
  disabilities_required: { en: 'Choose at least one disability.', ar: 'اختر إعاقة واحدة على الأقل.' },
  disabilities_not_applicable: {
    en: 'Remove the disabilities or answer that there is a disability.',
    ar: 'احذف الإعاقات أو أجب بوجود إعاقة.',
  },
  duplicate_item: { en: 'This item is listed twice.', ar: 'هذا العنصر مكرر في القائمة.' },
  licenses_required: { en: 'Add at least one license.', ar: 'أضف رخصة واحدة على الأقل.' },
  licenses_not_applicable: {
    en: 'Remove the licenses or answer that there is a license.',
    ar: 'احذف الرخص أو أجب بوجود رخصة.',
  },
  date_in_future: { en: 'The date cannot be in the future.', ar: 'لا يمكن أن يكون التاريخ في المستقبل.' },
  year_in_future: { en: 'The year cannot be in the future.', ar: 'لا يمكن أن تكون السنة في المستقبل.' },
  year_before_birth: { en: 'The year must come after the birth date.', ar: 'يجب أن تكون السنة بعد تاريخ الميلاد.' },
  end_before_start: { en: 'The end date must not come before the start date.', ar: 'يجب ألا يسبق تاريخ الانتهاء تاريخ البدء.' },
  item_unknown: {
    en: 'This item is no longer in your profile. Reload the page.',
    ar: 'هذا العنصر لم يعد في ملفك. أعد تحميل الصفحة.',
  },

  // Dynamic program forms (spec §5 rules 1002–1007; program-form-rules.ts).
  unique: {
    en: 'This value is already used by another applicant. Enter a different one.',
    ar: 'هذه القيمة مستخدمة لدى مستفيد آخر. أدخل قيمة مختلفة.',
  },
  min_length: { en: 'Enter at least {minimum} characters.', ar: 'الحد الأدنى لعدد الأحرف: {minimum}.' },
  max_length: { en: 'Enter at most {maximum} characters.', ar: 'الحد الأقصى لعدد الأحرف: {maximum}.' },
  min: { en: 'Enter a value of at least {minimum}.', ar: 'أدخل قيمة لا تقل عن {minimum}.' },
  max: { en: 'Enter a value of at most {maximum}.', ar: 'أدخل قيمة لا تزيد عن {maximum}.' },
  pattern: { en: 'The format of this value is not valid.', ar: 'صيغة القيمة غير صحيحة.' },
  number_format: { en: 'Enter a number, using digits only.', ar: 'أدخل رقماً باستخدام الأرقام فقط.' },
  too_many_answers: { en: 'The form sent more answers than it has fields.', ar: 'أرسل النموذج إجابات أكثر من عدد حقوله.' },

  // The support calculator and the what-if (docs/decisions/059-calculators.md).
  age_or_birth_date: { en: 'Give the birth date or the age, not both.', ar: 'أدخل تاريخ الميلاد أو العمر، وليس كليهما.' },
  member_unknown: { en: 'This person is not a member of this house.', ar: 'هذا الشخص ليس من أفراد هذا السكن.' },
  head_not_removable: { en: 'The head of household cannot be taken out of the house.', ar: 'لا يمكن إخراج رب الأسرة من السكن.' },
} as const satisfies Record<string, LocalizedText>;

export type ValidationMessageCode = keyof typeof validationMessages;

export function isValidationMessageCode(value: string): value is ValidationMessageCode {
  return Object.hasOwn(validationMessages, value);
}

/** The text of a validation code in a language, with `{placeholders}` filled. */
export function validationMessage(
  code: ValidationMessageCode,
  language: Language,
  values: Record<string, string | number | undefined> = {},
): string {
  return formatMessage(validationMessages[code][language], values);
}
