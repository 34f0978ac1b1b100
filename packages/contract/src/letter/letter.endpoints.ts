import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { checkLetterSchema, generateLetterSchema } from './letter.schemas.ts';

/** The beneficiaries a letter is about: heads of household, white-listed or not (a stand-in acts as one). */
const holders = ['APPLICANT', 'WHITE_LISTED_APPLICANT'] as const;

/** The letter's PDF; the contract does not check the bytes. */
const pdfBytes = z.unknown();

/**
 * Letters (spec §7 "History and letters"; docs/decisions/063-letters.md): both answer a PDF. The letter is stored, so
 * a check months later answers the bytes issued.
 */
export const letter = {
  generateLetter: defineEndpoint({
    method: 'POST',
    path: '/api/letter/generate-letter',
    summary:
      'Issue a letter of a type of the letters lookup about the caller (never for the Ramadan reward program): a PDF in Arabic and English with its number, verification code and QR',
    access: holders,
    body: generateLetterSchema,
    response: pdfBytes,
    responseKind: 'binary',
  }),
  checkLetter: defineEndpoint({
    method: 'POST',
    path: '/api/letter/check-letter',
    summary:
      "Anyone verifies a letter: its number with the holder's national ID answers the PDF issued; anything else one identical refusal",
    access: 'public',
    body: checkLetterSchema,
    response: pdfBytes,
    responseKind: 'binary',
  }),
};
