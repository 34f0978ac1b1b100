import { createCyclePay } from './cycle-pay.ts';
import { createCyclePublish } from './cycle-publish.ts';
import { createCycleRamadan } from './cycle-ramadan.ts';
import { createCycleRun } from './cycle-run.ts';
import type { CycleStepDeps } from './cycle-steps.ts';

export type { CycleProgress, StepOptions } from './cycle-steps.ts';
export type { RunReport } from './cycle-run.ts';
export type { PublishReport } from './cycle-publish.ts';
export type { PayReport } from './cycle-pay.ts';
export type { RamadanPayReport, RamadanReport } from './cycle-ramadan.ts';

/**
 * The monthly support cycle (docs/decisions/055-cycles-engine.md, 057-cycle-job.md), in three steps and the Ramadan
 * reward, each a job on the jobs port (cycle.jobs.ts) and a command of `npm run cycle` (jobs/cycle-cli.ts):
 *
 * - `run({ period, restart? })`: evaluates every active SSP application of the month (OPEN cycle; resumable);
 * - `publish({ period })`: freezes the results, schedules the payments and decides the applications (PUBLISHED);
 * - `pay({ period })`: payment day, through the payments port (PAID); `payDue()` pays every cycle whose day has come;
 * - `ramadan({ hijriYear })` and `ramadanPay({ hijriYear })`: the year's Ramadan reward from the cycle before it.
 *
 * Every step takes `StepOptions` (batch size, progress, the actor for the audit line, an abort signal) and is
 * repeatable: a repeat does what is left, never twice what was done.
 */
export function createCycleService(deps: CycleStepDeps) {
  return {
    ...createCycleRun(deps),
    ...createCyclePublish(deps),
    ...createCyclePay(deps),
    ...createCycleRamadan(deps),
  };
}
export type CycleService = ReturnType<typeof createCycleService>;
