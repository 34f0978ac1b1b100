import type { Clock } from '../platform/clock/clock.ts';
import type { ParameterService } from '../modules/parameter/parameter.service.ts';
import type { PurgeRepository } from './purge-expired.repository.ts';

const minute = 60_000;
const day = 24 * 60 * minute;

/** Rows each purge removed, by kind. */
export interface PurgeCounts {
  captchas: number;
  otps: number;
  iamRequests: number;
  sessions: number;
  signInThrottles: number;
}

/**
 * Removes the security rows that no longer serve anything: expired captchas; codes a day after they expired (the daily
 * caps on codes sent and failed count the last 24 hours), spent ones only after `security.purgeRetentionDays`;
 * national single sign-on requests a day after they expired; sessions `security.purgeRetentionDays` after they
 * ended; sign-in throttles idle for longer than the longest hold-off (`login.maxHoldOffMinutes`) and holding no one.
 * Idempotent: running it twice, or on two instances at once, removes the same rows.
 */
export function createPurgeExpiredJob(deps: { repository: PurgeRepository; parameters: ParameterService; clock: Clock }) {
  const { repository, parameters, clock } = deps;
  return {
    async run(): Promise<PurgeCounts> {
      const now = clock.now();
      const at = (msAgo: number) => new Date(now.getTime() - msAgo);
      const retentionDays = await parameters.get('security.purgeRetentionDays');
      const maxHoldOffMinutes = await parameters.get('login.maxHoldOffMinutes');
      return {
        captchas: await repository.deleteExpiredCaptchas(now),
        otps: await repository.deleteOldOtps(at(day), at(retentionDays * day)),
        iamRequests: await repository.deleteOldIamRequests(at(day)),
        sessions: await repository.deleteEndedSessions(at(retentionDays * day)),
        signInThrottles: await repository.deleteIdleSignInThrottles(at(maxHoldOffMinutes * minute), now),
      };
    },
  };
}
export type PurgeExpiredJob = ReturnType<typeof createPurgeExpiredJob>;

/** What the schedule writes to: the server's logger. */
export interface JobLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Runs the purge shortly after start and then every `everyMs`, one run at a time, never keeping the process alive; a
 * failed run is logged and the next one tries again. A stand-in until the jobs runner (ARCHITECTURE rule 17).
 */
export function schedulePurge(job: PurgeExpiredJob, options: { log: JobLog; firstAfterMs?: number; everyMs?: number }) {
  const { log, firstAfterMs = 30_000, everyMs = 10 * minute } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const next = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = job
        .run()
        .then(
          (removed) => {
            if (Object.values(removed).some((count) => count > 0)) log.info({ event: 'purge.done', removed }, 'expired rows purged');
          },
          (error: unknown) => log.error({ event: 'purge.failed', err: error }, 'purge of expired rows failed'),
        )
        .finally(() => {
          running = null;
          next(everyMs);
        });
    }, delay);
    timer.unref();
  };
  next(firstAfterMs);

  return {
    /** No further run starts; resolves once a run under way has finished (before the database closes). */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
