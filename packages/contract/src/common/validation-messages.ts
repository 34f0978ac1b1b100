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
  too_small_string: { en: 'Enter at least {minimum} characters.', ar: 'أدخل {minimum} أحرف على الأقل.' },
  too_big_string: { en: 'Enter at most {maximum} characters.', ar: 'أدخل {maximum} حرفاً على الأكثر.' },
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
} as const satisfies Record<string, LocalizedText>;

export type ValidationMessageCode = keyof typeof validationMessages;

export function isValidationMessageCode(value: string): value is ValidationMessageCode {
  return Object.hasOwn(validationMessages, value);
}

/** The text of a validation code in a language, with `{placeholders}` filled. */
export function validationMessage(code: ValidationMessageCode, language: Language, values: Record<string, string | number | undefined> = {}): string {
  return formatMessage(validationMessages[code][language], values);
}
