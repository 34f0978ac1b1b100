import { randomUUID } from 'node:crypto';
import type { Log } from '../logger.ts';
import { createJobRegistry, nextOccurrence, scheduledKey, type JobDefinition } from './job-registry.ts';
import type { JobContext, Jobs, JobTypes, SendOptions } from './jobs.ts';

interface QueuedJob {
  id: string;
  name: string;
  /** The data as JSON text, as pg-boss stores it: a handler sees the same values on either database. */
  json: string;
  singletonKey: string | null;
  runAt: number;
  attempt: number;
}

/** setTimeout's longest delay (about 24.8 days); a later occurrence re-arms on the way. */
const longestTimer = 2 ** 31 - 1;

/** The in-process adapter, with what tests drive by hand. */
export interface InProcessJobs<Types extends object = JobTypes> extends Jobs<Types> {
  /**
   * Runs every job that is due, retries included, one at a time, until none is: a test's manual tick, for jobs sent
   * while the runner is not started. Resolves to the attempts run. Refused while the runner is started.
   */
  runDue(): Promise<number>;
  /** Jobs waiting or retrying (not the one running). */
  pending(): number;
  /** Resolves once nothing is due or running (a started runner's quiet moment); jobs deferred to later may remain. */
  idle(): Promise<void>;
}

/**
 * The jobs port on the embedded database: an in-memory queue and timers in this process (decision 056). PGlite has a
 * single connection, so nothing here touches the database while waiting (no polling); jobs run one at a time, so two
 * handlers never contend for the connection. A job still waiting when the process ends is lost, and occurrences due
 * while it was down are not caught up: this is the demo and test engine; PostgreSQL deployments run pg-boss.
 */
export function createInProcessJobs<Types extends object = JobTypes>(options: {
  log: Log;
  /** Milliseconds since the epoch; the schedules' and retries' clock (fake timers move it in tests). */
  now?: () => number;
}): InProcessJobs<Types> {
  const { log } = options;
  // Read at each call, not captured: fake timers installed after construction still move it.
  const now = options.now ?? (() => Date.now());
  const registry = createJobRegistry<Types>(log);
  const queue: QueuedJob[] = [];
  let running: { job: QueuedJob; controller: AbortController; done: Promise<void> } | null = null;
  let started = false;
  let wakeTimer: NodeJS.Timeout | null = null;
  const scheduleTimers = new Map<string, NodeJS.Timeout>();
  let idleWaiters: Array<() => void> = [];

  const timer = (callback: () => void, delay: number): NodeJS.Timeout => {
    // The HTTP server keeps the process alive; a forgotten runner in a test must not.
    const handle = setTimeout(callback, Math.max(0, Math.min(delay, longestTimer)));
    handle.unref();
    return handle;
  };

  const nextDue = (): QueuedJob | undefined => {
    const at = now();
    return queue.find((job) => job.runAt <= at);
  };

  const notifyIdle = () => {
    if (running || nextDue()) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  /** One attempt of a queued job; a failure is queued again while its retries last. */
  async function runOne(job: QueuedJob): Promise<void> {
    queue.splice(queue.indexOf(job), 1);
    const definition: JobDefinition = registry.definition(job.name);
    const controller = new AbortController();
    let timedOut = false;
    const deadline = timer(() => {
      timedOut = true;
      controller.abort(new Error(`job ${job.name} ran past ${definition.timeoutSeconds} s`));
    }, definition.timeoutSeconds * 1000);
    const context: JobContext = { id: job.id, attempt: job.attempt, signal: controller.signal };
    // Marked running before the handler starts, so a send it makes with its own key is dropped.
    const entry = { job, controller, done: Promise.resolve() };
    running = entry;
    entry.done = (async () => {
      // As on pg-boss, an attempt past its time has failed, whatever it does after: it is logged and retried as one.
      const timed: JobDefinition = {
        ...definition,
        handler: async (data, attempt) => {
          await definition.handler(data, attempt);
          if (timedOut) throw new Error(`job ${job.name} ran past ${definition.timeoutSeconds} s`);
        },
      };
      try {
        await registry.attempt(timed, JSON.parse(job.json), context);
      } catch {
        if (job.attempt < definition.retryLimit) {
          const delaySeconds = definition.retryDelaySeconds * (definition.retryBackoff ? 2 ** job.attempt : 1);
          queue.push({ ...job, attempt: job.attempt + 1, runAt: now() + delaySeconds * 1000 });
        }
      } finally {
        clearTimeout(deadline);
      }
    })();
    await entry.done;
    running = null;
  }

  /** Runs what is due, one job at a time, then sleeps until the next job's time. */
  function wake(): void {
    if (!started || running) return;
    if (wakeTimer) clearTimeout(wakeTimer);
    wakeTimer = null;
    const job = nextDue();
    if (job) {
      void runOne(job).then(wake);
      return;
    }
    notifyIdle();
    if (queue.length > 0) wakeTimer = timer(wake, Math.min(...queue.map((waiting) => waiting.runAt)) - now());
  }

  async function send(name: string, data: unknown, sendOptions: SendOptions = {}): Promise<boolean> {
    registry.definition(name);
    const singletonKey = sendOptions.singletonKey ?? null;
    if (singletonKey !== null) {
      const holds = (job: QueuedJob) => job.name === name && job.singletonKey === singletonKey;
      if (queue.some(holds) || (running && holds(running.job))) return false;
    }
    queue.push({
      id: randomUUID(),
      name,
      json: JSON.stringify(data ?? {}),
      singletonKey,
      runAt: sendOptions.startAfter?.getTime() ?? now(),
      attempt: 0,
    });
    // After the caller's await, as a database queue would: the handler never runs inside the sender's call.
    if (started) timer(wake, 0);
    return true;
  }

  /** Arms a schedule's next occurrence; firing sends the job and arms the one after. */
  function arm(name: string, cron: string, timeZone: string, data: object, after: Date): void {
    const at = nextOccurrence(cron, timeZone, after);
    const fire = () => {
      if (!started) return;
      // A long timer wakes early on the way to a far occurrence: go back to sleep.
      if (now() < at.getTime()) {
        scheduleTimers.set(name, timer(fire, at.getTime() - now()));
        return;
      }
      send(name, data, { singletonKey: scheduledKey }).catch((error: unknown) =>
        log.error({ event: 'job.schedule-failed', job: name, err: error }, 'a scheduled job could not be sent'),
      );
      arm(name, cron, timeZone, data, new Date(Math.max(now(), at.getTime())));
    };
    scheduleTimers.set(name, timer(fire, at.getTime() - now()));
  }

  return {
    kind: 'in-process',
    define: registry.define,
    schedule: registry.schedule,
    send: (name, data, sendOptions) => send(name, data, sendOptions),

    async start() {
      if (started) return;
      registry.seal();
      started = true;
      for (const { name, cron, timeZone, data } of registry.schedules()) arm(name, cron, timeZone, data, new Date(now()));
      wake();
    },

    async stop() {
      started = false;
      if (wakeTimer) clearTimeout(wakeTimer);
      wakeTimer = null;
      for (const handle of scheduleTimers.values()) clearTimeout(handle);
      scheduleTimers.clear();
      // Nothing waits for this process's queue after it ends: tell the attempt under way to stop at its next step.
      if (running) {
        running.controller.abort(new Error('the jobs runner is stopping'));
        await running.done;
      }
      notifyIdle();
    },

    async runDue() {
      if (started) throw new Error('runDue is a manual tick for a runner that is not started');
      let attempts = 0;
      for (let job = nextDue(); job; job = nextDue()) {
        await runOne(job);
        attempts += 1;
      }
      return attempts;
    },

    pending: () => queue.length,

    idle() {
      if (!running && !nextDue()) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
  };
}
