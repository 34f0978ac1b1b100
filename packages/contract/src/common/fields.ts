import { z } from 'zod';
import { earliestBirthDate, isCalendarDate, isHijriDate, todayInRiyadh } from './dates.ts';
import { latinDigits } from './digits.ts';
import { isValidNin } from './identity-values.ts';
import type { ValidationMessageCode } from './validation-messages.ts';

/*
 * Digits-only fields take Arabic-Indic and Persian digits too (an Arabic keyboard types them): `.overwrite(latinDigits)`
 * turns them into ASCII digits before the checks, so the server stores and compares one form. `overwrite` keeps the
 * schema a plain string (no transform), so the OpenAPI document can still be generated from it.
 */

/**
 * A text of ASCII digits once trimmed and normalised, with one message when it is not `pattern` (e.g. the 5-digit
 * postal code).
 */
export function digitsSchema(pattern: RegExp, message: ValidationMessageCode) {
  return z.string().trim().overwrite(latinDigits).regex(pattern, { message });
}

/** A wrong shape stops the checks: "not 10 digits" says it all, and a check-digit error beside it would repeat it. */
export const ninSchema = z
  .string()
  .trim()
  .overwrite(latinDigits)
  .regex(/^\d{10}$/, { message: 'nin_format', abort: true })
  .refine(isValidNin, { message: 'nin_invalid' });

/** Saudi mobile in local form 05XXXXXXXX. */
export const mobileSchema = digitsSchema(/^05\d{8}$/, 'mobile_format');

export const otpCodeSchema = digitsSchema(/^\d{6}$/, 'otp_format');

/** A sign-in username: the national ID of applicants (digits normalised like ninSchema's), a name for staff. */
export const usernameSchema = z.string().trim().overwrite(latinDigits).min(1).max(20);

/** Length bounds only: the rest of the policy (common passwords, NIN, name) needs the server (NIST SP 800-63B). */
export const newPasswordSchema = z.string().min(8, { message: 'password_too_short' }).max(128, { message: 'password_too_long' });
export const passwordSchema = z.string().min(1).max(128);

/** The captcha's characters include digits, which an Arabic keyboard types in its own script. */
export const captchaAnswerSchema = z.string().trim().overwrite(latinDigits).min(1).max(12);

/** ISO calendar date (YYYY-MM-DD), Gregorian, of a day that exists (month 1–12, day within the month, leap years). */
export const isoDateSchema = z
  .string()
  .overwrite(latinDigits)
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date_format', abort: true })
  .refine(isCalendarDate, { message: 'date_format', abort: true });

/**
 * A birth date: a real day, not after today (in Riyadh, see todayInRiyadh) and not before 1900-01-01. Every birth
 * date the contract takes uses it; other dates (a work start, a license expiry) keep isoDateSchema and their own rules.
 */
export const birthDateSchema = isoDateSchema
  .refine((value) => value <= todayInRiyadh(), { message: 'birth_date_in_future', abort: true })
  .refine((value) => value >= earliestBirthDate, { message: 'birth_date_too_early' });

/**
 * Hijri date as the white-list form sends it: YYYY-MM-DD or DD/MM/YYYY in the Umm al-Qura calendar, with month 1–12
 * and day 1–30.
 */
export const hijriDateSchema = z
  .string()
  .trim()
  .overwrite(latinDigits)
  .regex(/^(\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4})$/, { message: 'date_format', abort: true })
  .refine(isHijriDate, { message: 'date_format' });

export const emailSchema = z.string().trim().max(254).email();

/** The id of a stored record (a UUID); anything else is answered 404 by the service, never 500. */
export const entityIdSchema = z.string().trim().min(1).max(64);

/** A code of a lookup list (`GET /api/lookup`); the server checks it against the list. */
export const lookupCodeSchema = z.string().trim().min(1).max(60);

/**
 * A whole number from `minimum` to `maximum`, with one message per problem: the bounds are checked first and stop
 * the checks, so a value out of range is not also reported against a second bound (`int()` refuses numbers beyond
 * the safe integers with a maximum of its own) and a fraction is reported only when it lies in range.
 */
export function wholeNumberSchema(minimum: number, maximum: number) {
  return z.number().min(minimum, { abort: true }).max(maximum, { abort: true }).int();
}

/** The ceiling of amounts of money, a billion riyals. */
/** The largest amount any money field takes (one billion riyals): the web's money input checks the same bound. */
export const maxHalalas = 100_000_000_000;

/**
 * An amount of money in halalas (1 SAR = 100 halalas), never a fraction (ARCHITECTURE rule 11). The ceiling, a
 * billion riyals, keeps every amount and every sum of a household far inside the integers JavaScript holds exactly.
 */
export const halalasSchema = wholeNumberSchema(0, maxHalalas);

/** An amount above zero (a monthly income): its own lower bound, not a second one added to `halalasSchema`'s. */
export const positiveHalalasSchema = wholeNumberSchema(1, maxHalalas);
