import type { Clock } from '../platform/clock/clock.ts';
import type { Jobs } from '../platform/jobs/jobs.ts';
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

/** What the purge job writes to: the server's logger. */
export interface JobLog {
  info(object: object, message: string): void;
}

declare module '../platform/jobs/jobs.ts' {
  interface JobTypes {
    /** The purge of expired security rows (decision 043); it carries nothing. */
    'purge-expired': Record<string, never>;
  }
}

/** Every ten minutes, as before the jobs port: often enough that little piles up between two runs. */
export const purgeSchedule = '*/10 * * * *';

/**
 * Declares the purge on the jobs port (decision 056): run every ten minutes, by one server process at a time on
 * PostgreSQL. A failed run is not retried (the port logs `job.failed`): the next occurrence, ten minutes later, is its
 * retry. The counts are logged when something was removed.
 */
export function registerPurgeExpired(jobs: Jobs, job: PurgeExpiredJob, log: JobLog): void {
  jobs.define(
    'purge-expired',
    async () => {
      const removed = await job.run();
      if (Object.values(removed).some((count) => count > 0)) log.info({ event: 'purge.done', removed }, 'expired rows purged');
    },
    { retryLimit: 0 },
  );
  jobs.schedule('purge-expired', purgeSchedule, {});
}
