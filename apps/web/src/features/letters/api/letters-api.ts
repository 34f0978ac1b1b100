import type { CheckLetterInput, GenerateLetterInput } from '@sanad/contract';
import { routes } from 'virtual:sanad-routes';
import { callApi } from '../../../lib/api-client.ts';

/**
 * Letters (spec §7 "History and letters"; docs/decisions/063-letters.md): both calls answer the letter's PDF, which
 * the screens show and save. Nothing is cached: each issue is a new letter, each check a fresh answer.
 */

/** Issues a letter of a type of the `letters` lookup about the signed-in head of household. */
export const generateLetter = (body: GenerateLetterInput): Promise<Blob> => callApi(routes.letter.generateLetter, { body });

/** The PDF of the letter with this number when the national ID is its holder's (anyone may ask). */
export const checkLetter = (body: CheckLetterInput): Promise<Blob> => callApi(routes.letter.checkLetter, { body });
