import { z } from 'zod';
import { knownLanguages } from './languages.ts';

export const languageSchema = z.enum(knownLanguages);
export const localizedTextSchema = z.object({ ar: z.string(), en: z.string() });
