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
  nin_format: { en: 'The national ID must be 10 digits.', ar: 'يجب أن يتكون رقم الهوية من 10 أرقام.' },
  nin_invalid: { en: 'This is not a valid national ID or residence number.', ar: 'رقم الهوية أو الإقامة غير صحيح.' },
  mobile_format: { en: 'Enter a Saudi mobile number like 05XXXXXXXX.', ar: 'أدخل رقم جوال سعودي بالصيغة 05XXXXXXXX.' },
  otp_format: { en: 'The verification code is 6 digits.', ar: 'رمز التحقق مكوّن من 6 أرقام.' },
  date_format: { en: 'Enter a valid date.', ar: 'أدخل تاريخاً صحيحاً.' },
  password_too_short: { en: 'The password must be at least 8 characters.', ar: 'يجب ألا تقل كلمة المرور عن 8 أحرف.' },
  password_too_long: { en: 'The password must be at most 128 characters.', ar: 'يجب ألا تزيد كلمة المرور عن 128 حرفاً.' },
  password_common: {
    en: 'This password is too common and easy to guess. Choose another.',
    ar: 'كلمة المرور هذه شائعة ويسهل تخمينها. اختر كلمة مرور أخرى.',
  },
  password_contains_nin: { en: 'The password must not contain your national ID.', ar: 'يجب ألا تحتوي كلمة المرور على رقم هويتك.' },
  password_contains_name: { en: 'The password must not contain your name.', ar: 'يجب ألا تحتوي كلمة المرور على اسمك.' },
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
