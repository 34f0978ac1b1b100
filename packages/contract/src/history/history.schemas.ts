import { z } from 'zod';
import { entityIdSchema } from '../common/fields.ts';

/**
 * History data (DOMAIN.md "History data"): read-only records imported from the old system about the caller's own
 * person, one per old file, with that file's payments and appeals. Amounts are integer halalas; days `YYYY-MM-DD`.
 */

/** One old-system file of the caller's person. */
export const historyBeneficiarySchema = z.object({
  id: z.string(),
  /** The old system's file number. */
  fileNumber: z.string(),
  programNameAr: z.string(),
  programNameEn: z.string(),
  officeCode: z.string().nullable(),
  /** The old system's status, as it was recorded. */
  status: z.string(),
  registeredOn: z.string(),
  closedOn: z.string().nullable(),
  membersCount: z.number().int(),
});
export type HistoryBeneficiary = z.infer<typeof historyBeneficiarySchema>;

/** A payment of an old file. */
export const historyPaymentSchema = z.object({
  id: z.string(),
  period: z.string(),
  amount: z.number().int(),
  status: z.string(),
  paidOn: z.string().nullable(),
});
export type HistoryPayment = z.infer<typeof historyPaymentSchema>;

/** An appeal of an old file. */
export const historyAppealSchema = z.object({
  id: z.string(),
  appealNumber: z.string(),
  subjectAr: z.string(),
  subjectEn: z.string(),
  decision: z.string(),
  submittedOn: z.string(),
  decidedOn: z.string().nullable(),
});
export type HistoryAppeal = z.infer<typeof historyAppealSchema>;

/** `{id}`: an old file of the caller's (history-data/beneficiary/ lists them); another person's is a 404. */
export const historyBeneficiaryParamsSchema = z.object({ id: entityIdSchema });
export type HistoryBeneficiaryParams = z.infer<typeof historyBeneficiaryParamsSchema>;
