import { cycleStatusNames, programType, type ApplicationStatus } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Log } from '../../platform/logger.ts';
import type { Payments } from '../../platform/payments/payments.ts';
import type { ApplicationState } from '../application/application-state.ts';
import type { ApplicationRepository } from '../application/application.repository.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import type { EligibilityParametersService } from '../eligibility/eligibility-parameters.service.ts';
import { evaluableStatuses } from '../eligibility/eligibility-rules.ts';
import type { ProfileRepository } from '../profile/profile.repository.ts';
import type { CycleFactsRepository } from './cycle-facts.repository.ts';
import type { CycleRepository, CycleRow, CycleRunRow } from './cycle.repository.ts';

/** What every step of a cycle works with (compose.ts builds it once). */
export interface CycleStepDeps {
  db: Database;
  repository: CycleRepository;
  facts: CycleFactsRepository;
  /** The profile module's set read of stored tabs, judged by its own completion rule. */
  profiles: Pick<ProfileRepository, 'snapshots'>;
  /** The application module's set read of the household's withdrawal ban (decision 052). */
  applications: Pick<ApplicationRepository, 'latestBanEnds'>;
  /** The one writer of application states (application-state.ts). */
  state: ApplicationState;
  eligibility: Pick<EligibilityParametersService, 'parametersAt' | 'valueAt'>;
  payments: Payments;
  audit: AuditService;
  clock: Clock;
  log?: Log;
}

/** The program whose cycles these are. */
export const sspProgram = programType.SSP;

/** The applications a run evaluates: the evaluable states and SUSPENDED (evaluated as APPLICATION_NOT_EVALUABLE). */
export const activeStatuses: readonly ApplicationStatus[] = [...evaluableStatuses, 'SUSPENDED'];

/** The states whose applications keep a person counted in them (duplicates are decided among these). */
export const countingStatuses: readonly ApplicationStatus[] = [...evaluableStatuses];

/** How far a step has got, as the CLI's progress bar and the jobs' logs show it. */
export interface CycleProgress {
  step: 'RUN' | 'PUBLISH' | 'PAY' | 'RAMADAN' | 'RAMADAN_PAY';
  /** The month, or the Hijri year of a Ramadan step. */
  subject: string;
  processed: number;
  total: number;
}

/** How a caller drives a step. */
export interface StepOptions {
  /** Applications (or payments) a batch takes; default 2,000. */
  batchSize?: number;
  /** Told after every committed batch (and once at the start). */
  onProgress?: (progress: CycleProgress) => void;
  /** Awaited after every committed batch: tests stop a run here to prove it resumes. */
  afterBatch?: (progress: CycleProgress) => void | Promise<void>;
  /** Checked before each batch: a job that is given up on stops between batches, to be resumed. */
  signal?: AbortSignal;
  /** Who started the step (audit): a staff member later; the system (no account) for the CLI and jobs. */
  actor?: Actor;
  /**
   * Told how long each part of each batch took (milliseconds), to see where a step's time goes (`npm run cycle -- …
   * --profile`, bench/cycle.mjs). Parts that overlap (a batch's facts are read while the batch before is written) are
   * timed each on its own, so they add up to more than the step's time.
   */
  onTiming?: (part: string, ms: number) => void;
}

/** Times `work` as `part` when the caller asked for timings. */
export async function timed<T>(options: Pick<StepOptions, 'onTiming'>, part: string, work: () => Promise<T>): Promise<T> {
  if (!options.onTiming) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    options.onTiming(part, performance.now() - started);
  }
}

/** `timed` for synchronous work (the evaluation of a batch). */
export function timedSync<T>(options: Pick<StepOptions, 'onTiming'>, part: string, work: () => T): T {
  if (!options.onTiming) return work();
  const started = performance.now();
  try {
    return work();
  } finally {
    options.onTiming(part, performance.now() - started);
  }
}

export const defaultBatchSize = 2000;

/** The system as an actor: jobs and the CLI. */
export const systemActor: Actor = { accountId: null };

export function alreadyPublished(cycle: CycleRow): DomainError {
  const names = cycleStatusNames[cycle.status];
  return new DomainError('CYCLE_ALREADY_PUBLISHED', { values: { period: cycle.period, statusEn: names.en, statusAr: names.ar } });
}

export function notPublished(cycle: CycleRow): DomainError {
  const names = cycleStatusNames[cycle.status];
  return new DomainError('CYCLE_NOT_PUBLISHED', { values: { period: cycle.period, statusEn: names.en, statusAr: names.ar } });
}

export const notFound = (period: string) => new DomainError('CYCLE_NOT_FOUND', { values: { period } });

/** A batch found its run moved on by someone else: another runner of the same step is at work. */
export function requireCursor(run: CycleRunRow, cursor: string | null, period: string): void {
  if (run.status !== 'RUNNING' || run.cursor !== cursor) throw new DomainError('CYCLE_STEP_BUSY', { values: { period } });
}

/** The cycle of a month of the program, or 404 CYCLE_NOT_FOUND. */
export async function requireCycle(repository: CycleRepository, period: string): Promise<CycleRow> {
  const cycle = await repository.findCycle(sspProgram, period);
  if (!cycle) throw notFound(period);
  return cycle;
}

/**
 * The step's unfinished run to go on with, or a new one: a run started after the latest (by a millisecond at least),
 * so "the latest run" is never a tie.
 */
export async function resumeOrStart(
  deps: Pick<CycleStepDeps, 'repository' | 'clock'>,
  cycleId: string,
  step: CycleRunRow['step'],
  options: { restart?: boolean; total: () => Promise<number> },
): Promise<{ run: CycleRunRow; resumed: boolean }> {
  const latest = await deps.repository.latestRun(cycleId, step);
  if (latest && latest.status === 'RUNNING' && !options.restart) return { run: latest, resumed: true };
  const at = new Date(Math.max(deps.clock.now().getTime(), (latest?.startedAt.getTime() ?? 0) + 1));
  return { run: await deps.repository.startRun({ cycleId, step, total: await options.total(), at }), resumed: false };
}

/** Groups rows by a key, keeping their order. */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const found = groups.get(key(item));
    if (found) found.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
