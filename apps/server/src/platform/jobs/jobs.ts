/**
 * The jobs port (ARCHITECTURE rule 17, decision 056): background and scheduled work (the monthly cycle, payment day,
 * appeal expiry, purges, notifications) is a named job with a handler, sent or run on a schedule, retried when it
 * fails. On PostgreSQL the adapter is pg-boss (`pg-boss-jobs.ts`): jobs are rows, so they survive a restart and one
 * runner across every server process takes each; on the embedded PGlite they run in this process
 * (`in-process-jobs.ts`). `create-jobs.ts` picks one by the database.
 *
 * Lifecycle: `define` and `schedule` are declarations, made at composition (compose.ts) before `start`. `send` works
 * whether or not this process runs jobs (a test or a CLI sends, a server's runner takes). `start` runs the handlers
 * and the schedules; only server.ts asks for it, so tests never run background work unless they start it themselves.
 */

/**
 * Every job's name and the data it carries, filled where each job is defined by declaration merging, so a name cannot
 * be misspelt and a send carries what its handler reads:
 *
 * ```ts
 * declare module '../platform/jobs/jobs.ts' {
 *   interface JobTypes {
 *     'cycle-pay': { cycleId: string };
 *   }
 * }
 * ```
 *
 * Data is a plain JSON object: it is stored as JSON between `send` and the handler (a Date arrives as its ISO string),
 * and a job sent by one release may be run by the next, so keep it to ids and keys, not whole records. Names are
 * lowercase words joined by `-` or `.` (`purge-expired`, `cycle.pay`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each job adds itself by declaration merging
export interface JobTypes {}

/** The names of a set of job types (the application's `JobTypes` unless a test brings its own). */
export type JobName<Types extends object> = keyof Types & string;

/** What a handler is told about the attempt it runs. */
export interface JobContext {
  /** The job's id, the same on every attempt. */
  id: string;
  /** 0 on the first attempt, 1 on the first retry, and so on. */
  attempt: number;
  /**
   * Aborted when this attempt is given up on: it ran past `timeoutSeconds`, or the runner is stopping. A long handler
   * checks it between batches and throws, leaving the rest to the next attempt (so it must be resumable).
   */
  signal: AbortSignal;
}

/** Runs one attempt of a job; a rejection fails the attempt, and the job is retried while its retries last. */
export type JobHandler<Data> = (data: Data, job: JobContext) => Promise<void>;

/** How a job is retried and how long an attempt may take. */
export interface JobOptions {
  /** Retries after a failed attempt before the job counts as failed (logged as `job.failed`). Default 2. */
  retryLimit?: number;
  /** Seconds between a failed attempt and its retry. Default 30. */
  retryDelaySeconds?: number;
  /** Doubles the delay at each retry (pg-boss adds jitter). Default off. */
  retryBackoff?: boolean;
  /** Seconds an attempt may run before it counts as failed and its `signal` is aborted. Default 900 (15 minutes). */
  timeoutSeconds?: number;
}

/** How one job is sent. */
export interface SendOptions {
  /**
   * Makes the send idempotent: while a job of the same name and key is waiting, retrying or running, another send with
   * that key is dropped (and `send` resolves false). Once it has finished, the key may be sent again: a job that must
   * happen only once ever checks its own work (the cycle's payments are unique per cycle, application and house).
   */
  singletonKey?: string;
  /** Not before this time (payment day); default at once. */
  startAfter?: Date;
}

/** How a schedule reads its cron expression. */
export interface ScheduleOptions {
  /** The IANA zone the expression is read in. Default `Asia/Riyadh`: the domain's days are Riyadh days. */
  timeZone?: string;
}

/** The port. `Types` is the application's `JobTypes`; a test may bring its own map. */
export interface Jobs<Types extends object = JobTypes> {
  /** Which adapter serves: pg-boss on PostgreSQL, in-process on PGlite. */
  readonly kind: 'pg-boss' | 'in-process';
  /** Declares the handler of a job; once per name, before `start`. */
  define<N extends JobName<Types>>(name: N, handler: JobHandler<Types[N]>, options?: JobOptions): void;
  /**
   * Declares that a defined job is sent on a five-field cron expression (`minute hour day-of-month month day-of-week`,
   * one minute the finest step), before `start`. Across server processes each occurrence is sent once, and an
   * occurrence is dropped while the previous scheduled run is still waiting or running. The schedules a runner starts
   * with are the whole set: a schedule no longer declared is removed. One schedule per job name.
   */
  schedule<N extends JobName<Types>>(name: N, cron: string, data: Types[N], options?: ScheduleOptions): void;
  /** Queues a defined job; resolves false when a job with the same `singletonKey` was already waiting or running. */
  send<N extends JobName<Types>>(name: N, data: Types[N], options?: SendOptions): Promise<boolean>;
  /** Starts running handlers and schedules in this process (server.ts, after migrations). */
  start(): Promise<void>;
  /**
   * Stops taking jobs and firing schedules and waits for the attempts under way (their `signal` aborted when the wait
   * runs out), then lets go of its connections: before the database closes. Idempotent.
   */
  stop(): Promise<void>;
}
