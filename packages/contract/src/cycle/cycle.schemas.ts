import { z } from 'zod';

/**
 * The steps of a monthly support cycle as jobs, the CLI and (later) the back office start them
 * (docs/decisions/055-cycles-engine.md, 057-cycle-job.md). A cycle is a month, `YYYY-MM`.
 */

/** A cycle's month, `YYYY-MM`. */
export const cyclePeriodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month written YYYY-MM');
export type CyclePeriod = z.infer<typeof cyclePeriodSchema>;

/** A cycle's status: OPEN while it is evaluated, PUBLISHED once frozen and its payments scheduled, PAID after payment day. */
export const cycleStatusValues = ['OPEN', 'PUBLISHED', 'PAID'] as const;
export const cycleStatusSchema = z.enum(cycleStatusValues);
export type CycleStatus = z.infer<typeof cycleStatusSchema>;

/** The statuses of a cycle as the messages name them. */
export const cycleStatusNames = {
  OPEN: { en: 'open', ar: 'مفتوحة' },
  PUBLISHED: { en: 'published', ar: 'منشورة' },
  PAID: { en: 'paid', ar: 'مدفوعة' },
} as const satisfies Record<CycleStatus, { en: string; ar: string }>;

/** Evaluate a month: go on from where an unfinished run stopped, or start over with `restart`. */
export const cycleRunInputSchema = z.object({
  period: cyclePeriodSchema,
  restart: z.boolean().default(false),
});
export type CycleRunInput = z.input<typeof cycleRunInputSchema>;

/** Publish or pay a month. */
export const cycleStepInputSchema = z.object({ period: cyclePeriodSchema });
export type CycleStepInput = z.infer<typeof cycleStepInputSchema>;

/** The Ramadan reward of a Hijri year (Umm al-Qura). */
export const ramadanRewardRunInputSchema = z.object({ hijriYear: z.number().int().min(1400).max(1600) });
export type RamadanRewardRunInput = z.infer<typeof ramadanRewardRunInputSchema>;
