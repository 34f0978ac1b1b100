import { z } from 'zod';
import { isValidNin } from './identity-values.ts';

export const ninSchema = z
  .string()
  .trim()
  .regex(/^\d{10}$/, { message: 'nin_format' })
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
