import { z } from 'zod';
import { eligibilityOutcomeSchema, memberCategorySchema, traceStepSchema } from '@sanad/contract';

/**
 * What `flv_request.houses` holds (docs/decisions/058-eligibility-and-payment-reads.md): each house's evaluation as the
 * eligibility function gave it (modules/eligibility `HouseEvaluation`) with the house's id. Names and addresses are not
 * copied: the reads join them, so a pre-check shows today's names like the cycles' results do.
 */
export const flvStoredMemberSchema = z.object({
  personId: z.string(),
  dependentId: z.string().nullable(),
  category: memberCategorySchema,
  counted: z.boolean(),
  leftOutReason: z.string().nullable(),
  standardShare: z.number().int(),
  countedIncome: z.number().int(),
});
export type FlvStoredMember = z.infer<typeof flvStoredMemberSchema>;

export const flvStoredHouseSchema = z.object({
  houseId: z.string(),
  outcome: eligibilityOutcomeSchema,
  reasons: z.array(z.string()),
  standard: z.number().int(),
  countedIncome: z.number().int(),
  assets: z.number().int(),
  entitlement: z.number().int(),
  members: z.array(flvStoredMemberSchema),
  trace: z.array(traceStepSchema),
});
export type FlvStoredHouse = z.infer<typeof flvStoredHouseSchema>;

export const flvStoredHousesSchema = z.array(flvStoredHouseSchema);
