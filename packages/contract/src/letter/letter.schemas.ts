import { z } from 'zod';
import { latinDigits } from '../common/digits.ts';
import { lookupCodeSchema } from '../common/fields.ts';

/**
 * Letters (spec §7 "History and letters", §6 "Letters"; DOMAIN.md "Letters"; docs/decisions/063-letters.md): a
 * signed-in beneficiary asks for a letter of a type of the `letters` lookup and gets a PDF; anyone holding the letter
 * checks it with its number and the holder's national ID and gets the very same PDF back.
 */

/**
 * generate-letter: a type of the `letters` lookup, and optionally the program it is about (`program_ID` of
 * GET /api/programs/list; the social-security program when absent). A program whose letters are not allowed (the
 * Ramadan reward, spec §6) is refused.
 */
export const generateLetterSchema = z.object({
  letterType: lookupCodeSchema,
  programId: z.number().int().positive().max(999_999).optional(),
});
export type GenerateLetterInput = z.infer<typeof generateLetterSchema>;

/** A letter's number as printed: `SL-` then the year then ten letters and digits (e.g. `SL-2026-K7P2X9QM4A`). */
export const letterNumberPattern = /^SL-\d{4}-[0-9A-HJKMNP-TV-Z]{10}$/;

/** A letter number as typed: trimmed, upper case, in ASCII digits; its shape is the server's to judge (one refusal). */
export const letterNumberSchema = z
  .string()
  .trim()
  .overwrite((value) => latinDigits(value).toUpperCase())
  .min(1)
  .max(40);

/**
 * check-letter (public): the letter's number and the holder's national ID. Any value that is not a right pair, a
 * malformed one included, gets the one refusal LETTER_CHECK_FAILED: only an empty field is a form error.
 */
export const checkLetterSchema = z.object({
  letterNumber: letterNumberSchema,
  nationalId: z.string().trim().overwrite(latinDigits).min(1).max(20),
});
export type CheckLetterInput = z.infer<typeof checkLetterSchema>;
