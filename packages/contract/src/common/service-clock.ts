import { z } from 'zod';

/**
 * The service-level clock of a beneficiary's request, an appeal or a payment complaint (decisions 060, 062): the
 * answer is promised within a number of working days (Sunday to Thursday) of raising, a parameter per type; days spent
 * waiting for the beneficiary (documents, information) do not count.
 */
export const serviceClockSchema = z.object({
  raisedAt: z.string(),
  /** The Riyadh day the answer is promised by, pauses included. */
  promisedBy: z.string(),
  /** Working days left until `promisedBy` (0 on the day); negative when overdue; null once decided. */
  workingDaysLeft: z.number().int().nullable(),
  overdue: z.boolean(),
  /** Waiting for the beneficiary: the clock stands. */
  paused: z.boolean(),
  /** Working days the clock stood so far. */
  pausedWorkingDays: z.number().int().nonnegative(),
  /** When the current wait for the beneficiary runs out (an appeal's documents), else null. */
  documentsDueAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ServiceClock = z.infer<typeof serviceClockSchema>;
