import { z } from 'zod';

export const programSummarySchema = z.object({
  /** The program type code of spec §4: 3001 SSP, 3003 RAMADAN_REWARD. */
  id: z.number().int(),
  code: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  descriptionAr: z.string(),
  descriptionEn: z.string(),
  active: z.boolean(),
  /** Letters can be requested for this program (spec §6: never for the Ramadan reward). */
  lettersAllowed: z.boolean(),
});
export type ProgramSummary = z.infer<typeof programSummarySchema>;
