import { CronExpressionParser } from 'cron-parser';
import type { Log } from '../logger.ts';
import type { JobContext, JobHandler, JobName, JobOptions, ScheduleOptions } from './jobs.ts';

/** A defined job with its options resolved. */
export interface JobDefinition {
  name: string;
  handler: JobHandler<unknown>;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  timeoutSeconds: number;
}

/** A declared schedule. */
export interface JobSchedule {
  name: string;
  cron: string;
  data: object;
  timeZone: string;
}

/**
 * The singleton key of every scheduled send: an occurrence is dropped while the previous scheduled run of the same job
 * is still waiting or running, so a slow run never piles up behind itself.
 */
export const scheduledKey = 'scheduled';

const defaults = { retryLimit: 2, retryDelaySeconds: 30, retryBackoff: false, timeoutSeconds: 900 } as const;
const defaultTimeZone = 'Asia/Riyadh';
const namePattern = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;

function assertCount(name: string, option: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min) throw new Error(`Job ${name}: ${option} must be a whole number of at least ${min}`);
}

/** The next occurrence of a five-field cron expression strictly after `after`, read in `timeZone`. */
export function nextOccurrence(cron: string, timeZone: string, after: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: after, tz: timeZone }).next().toDate();
}

/**
 * What both adapters share: the declarations (checked once, here, so a mistake fails at composition on either
 * database), and one attempt of a handler with its log line when it fails. Job data is never logged: it may name a
 * person.
 */
export function createJobRegistry<Types extends object>(log: Log) {
  const definitions = new Map<string, JobDefinition>();
  const schedules = new Map<string, JobSchedule>();
  let sealed = false;

  const assertOpen = (what: string) => {
    if (sealed) throw new Error(`${what} after the jobs runner started: declare every job at composition`);
  };

  return {
    define<N extends JobName<Types>>(name: N, handler: JobHandler<Types[N]>, options: JobOptions = {}): void {
      assertOpen(`Job ${name} defined`);
      if (!namePattern.test(name)) throw new Error(`Job name ${name} must be lowercase words joined by - or .`);
      if (definitions.has(name)) throw new Error(`Job ${name} is already defined`);
      const resolved = { ...defaults, ...options };
      assertCount(name, 'retryLimit', resolved.retryLimit, 0);
      assertCount(name, 'retryDelaySeconds', resolved.retryDelaySeconds, 0);
      assertCount(name, 'timeoutSeconds', resolved.timeoutSeconds, 1);
      // The types were checked at the call: what reaches the handler is what a send of this name carried.
      definitions.set(name, { name, ...resolved, handler: (data, job) => handler(data as Types[N], job) });
    },

    schedule<N extends JobName<Types>>(name: N, cron: string, data: Types[N], options: ScheduleOptions = {}): void {
      assertOpen(`Job ${name} scheduled`);
      if (!definitions.has(name)) throw new Error(`Job ${name} is scheduled but not defined`);
      if (schedules.has(name)) throw new Error(`Job ${name} is already scheduled`);
      const timeZone = options.timeZone ?? defaultTimeZone;
      // pg-boss reads a sixth field as seconds but sends at most one job a minute: refuse what would not mean the same.
      if (cron.trim().split(/\s+/).length !== 5) throw new Error(`Job ${name}: the cron expression "${cron}" must have five fields`);
      try {
        new Intl.DateTimeFormat('en', { timeZone });
        nextOccurrence(cron, timeZone, new Date());
      } catch (error) {
        throw new Error(`Job ${name}: cannot read the schedule "${cron}" in ${timeZone}`, { cause: error });
      }
      schedules.set(name, { name, cron, data: data as object, timeZone });
    },

    /** The definition of a job about to be sent or run; throws for a name nothing handles, which would never run. */
    definition(name: string): JobDefinition {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`Job ${name} is not defined`);
      return definition;
    },

    definitions: (): JobDefinition[] => [...definitions.values()],
    schedules: (): JobSchedule[] => [...schedules.values()],

    /** Ends the declarations: the runner has read them. */
    seal(): void {
      sealed = true;
    },

    /** Runs one attempt; logs a failure (a warning while retries remain, an error on the last) and rethrows it. */
    async attempt(definition: JobDefinition, data: unknown, job: JobContext): Promise<void> {
      try {
        await definition.handler(data, job);
      } catch (error) {
        const entry = { job: definition.name, jobId: job.id, attempt: job.attempt, err: error };
        if (job.attempt < definition.retryLimit) log.warn({ event: 'job.retry', ...entry }, 'job attempt failed; it will be retried');
        else log.error({ event: 'job.failed', ...entry }, 'job failed on its last attempt');
        throw error;
      }
    },
  };
}
export type JobRegistry<Types extends object> = ReturnType<typeof createJobRegistry<Types>>;
