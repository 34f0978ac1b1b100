import { randomUUID } from 'node:crypto';
import { PgBoss, type ConstructorOptions, type Queue } from 'pg-boss';
import type { Log } from '../logger.ts';
import { createJobRegistry, scheduledKey, type JobDefinition } from './job-registry.ts';
import type { Jobs, JobTypes, SendOptions } from './jobs.ts';

/** pg-boss's own schema: its tables stay out of `public`, out of Drizzle's migrations and out of our dumps. */
export const pgBossSchema = 'pgboss';

export interface PgBossJobsOptions {
  /** The database the application uses: jobs are rows beside its data. */
  connectionString: string;
  log: Log;
  /** Connections of pg-boss's own pool, apart from the application's (default 4). */
  poolSize?: number;
  /** How often an idle runner asks for a job, per job name (default 2 s; pg-boss's floor is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How often a runner looks for due schedule occurrences (default 30 s, at most 45 s). */
  cronMonitorIntervalSeconds?: number;
  /** How often a runner turns due occurrences into jobs (default 5 s). */
  cronWorkerIntervalSeconds?: number;
  /** How long `stop` waits for the attempts under way before failing them back to the queue (default 20 s). */
  stopTimeoutMs?: number;
}

/** A job's retry and time settings as pg-boss keeps them on its queue. */
const queueOptions = (definition: JobDefinition) =>
  ({
    retryLimit: definition.retryLimit,
    retryDelay: definition.retryDelaySeconds,
    retryBackoff: definition.retryBackoff,
    expireInSeconds: definition.timeoutSeconds,
  }) satisfies Omit<Queue, 'name'>;

/**
 * The jobs port on PostgreSQL, over pg-boss 12 (decision 056). Each job name is a pg-boss queue with the `exclusive`
 * policy: one job per singleton key waiting or running. A send without a key gets a fresh one, so only keyed sends
 * (and schedule occurrences, all under one key) are deduplicated. pg-boss files each schedule occurrence under one
 * key and minute, which is what makes several server processes send it once.
 *
 * A process that only sends (a test, a CLI, a server before `start`) opens a small producer instance on the first
 * send: no workers, no schedules, no maintenance. `start` replaces it with the runner.
 */
export function createPgBossJobs<Types extends object = JobTypes>(options: PgBossJobsOptions): Jobs<Types> {
  const { log } = options;
  const registry = createJobRegistry<Types>(log);
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  let producer: Promise<PgBoss> | null = null;
  let runner: Promise<PgBoss> | null = null;

  /** Opens an instance (installing or migrating pg-boss's schema, under its advisory lock) and its queues. */
  async function open(asRunner: boolean): Promise<PgBoss> {
    const settings: ConstructorOptions = {
      connectionString: options.connectionString,
      schema: pgBossSchema,
      max: options.poolSize ?? 4,
      application_name: asRunner ? 'sanad-jobs' : 'sanad-jobs-sender',
      // Maintenance, schedules and the instance registry are a runner's work; a sender only inserts.
      supervise: asRunner,
      schedule: asRunner,
      registerInstance: asRunner,
      ...(options.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds } : {}),
      ...(options.cronWorkerIntervalSeconds ? { cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds } : {}),
    };
    const boss = new PgBoss(settings);
    // An 'error' event nobody listens to would end the process; a lost connection is pg-boss's to retry.
    boss.on('error', (error) => log.error({ event: 'jobs.error', err: error }, 'job queue error'));
    boss.on('warning', (warning) => log.warn({ event: 'jobs.warning', data: warning.data }, warning.message));
    await boss.start();
    for (const definition of registry.definitions()) {
      const settings = queueOptions(definition);
      // createQueue keeps an existing queue as it is: a changed retry setting is applied by the update.
      await boss.createQueue(definition.name, { policy: 'exclusive', ...settings });
      await boss.updateQueue(definition.name, settings);
    }
    return boss;
  }

  /** The sender instance, opened on the first send; a failed opening is tried again on the next. */
  function connectSender(): Promise<PgBoss> {
    producer ??= open(false).catch((error: unknown) => {
      producer = null;
      throw error;
    });
    return producer;
  }

  async function close(instance: Promise<PgBoss> | null, timeout: number): Promise<void> {
    const boss = await instance?.catch(() => null);
    await boss?.stop({ graceful: true, timeout });
  }

  async function runWith(boss: PgBoss): Promise<void> {
    for (const definition of registry.definitions()) {
      await boss.work(definition.name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds }, async ([job]) => {
        if (!job) return;
        await registry.attempt(definition, job.data, { id: job.id, attempt: job.retryCount, signal: job.signal });
      });
    }
    // The declared schedules are the whole set: one a release no longer declares would keep sending to a job nothing
    // handles any more.
    const declared = new Map(registry.schedules().map((schedule) => [schedule.name, schedule]));
    for (const stored of await boss.getSchedules()) {
      if (!declared.has(stored.name) || stored.key !== '') await boss.unschedule(stored.name, stored.key);
    }
    for (const { name, cron, data, timeZone } of declared.values()) {
      // `missed: 'once'`: an occurrence that came due while no runner was up (a deploy at 02:00 on the 1st) is sent
      // when one is, once, however many were missed.
      await boss.schedule(name, cron, data, { tz: timeZone, singletonKey: scheduledKey, missed: 'once' });
    }
  }

  return {
    kind: 'pg-boss',
    define: registry.define,
    schedule: registry.schedule,

    async send(name, data, sendOptions: SendOptions = {}) {
      registry.definition(name);
      const boss = await (runner ?? connectSender());
      const id = await boss.send(name, data as object, {
        // The queue admits one job per key: a send without one is a key of its own.
        singletonKey: sendOptions.singletonKey ?? `job-${randomUUID()}`,
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
      return id !== null;
    },

    async start() {
      if (runner) return;
      registry.seal();
      runner = (async () => {
        // One instance per process: the sender's pool goes, the runner sends from now on.
        const sender = producer;
        producer = null;
        await close(sender, 1000);
        const boss = await open(true);
        try {
          await runWith(boss);
        } catch (error) {
          await boss.stop({ graceful: false });
          throw error;
        }
        return boss;
      })();
      try {
        await runner;
      } catch (error) {
        runner = null;
        throw error;
      }
    },

    async stop() {
      const [sender, active] = [producer, runner];
      producer = null;
      runner = null;
      await close(sender, 1000);
      await close(active, options.stopTimeoutMs ?? 20_000);
    },
  };
}
