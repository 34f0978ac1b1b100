import { z } from 'zod';
import { isValidNin } from './identity-values.ts';

/** A wrong shape stops the checks: "not 10 digits" says it all, and a check-digit error beside it would repeat it. */
export const ninSchema = z
  .string()
  .trim()
  .regex(/^\d{10}$/, { message: 'nin_format', abort: true })
  .refine(isValidNin, { message: 'nin_invalid' });

/** Saudi mobile in local form 05XXXXXXXX. */
export const mobileSchema = z
  .string()
  .trim()
  .regex(/^05\d{8}$/, { message: 'mobile_format' });

export const otpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'otp_format' });

/** Length bounds only: the rest of the policy (common passwords, NIN, name) needs the server (NIST SP 800-63B). */
export const newPasswordSchema = z.string().min(8, { message: 'password_too_short' }).max(128, { message: 'password_too_long' });
export const passwordSchema = z.string().min(1).max(128);

export const captchaAnswerSchema = z.string().trim().min(1).max(12);

/** ISO calendar date (YYYY-MM-DD), Gregorian. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date_format' });

/** Hijri date as the white-list form sends it: YYYY-MM-DD or DD/MM/YYYY in the Umm al-Qura calendar. */
export const hijriDateSchema = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4})$/, { message: 'date_format' });

export const emailSchema = z.string().trim().max(254).email();

/** The id of a stored record (a UUID); anything else is answered 404 by the service, never 500. */
export const entityIdSchema = z.string().trim().min(1).max(64);

/** A code of a lookup list (`GET /api/lookup`); the server checks it against the list. */
export const lookupCodeSchema = z.string().trim().min(1).max(60);

/**
 * An amount of money in halalas (1 SAR = 100 halalas), never a fraction (ARCHITECTURE rule 11). The ceiling, a
 * billion riyals, keeps every amount and every sum of a household far inside the integers JavaScript holds exactly.
 */
export const halalasSchema = z.number().int().min(0).max(100_000_000_000);
