import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Log } from '../../platform/logger.ts';
import type { CycleService } from './cycle.service.ts';

declare module '../../platform/jobs/jobs.ts' {
  interface JobTypes {
    /** Evaluates a month (resumable: a retry goes on from the cursor). */
    'cycle.run': { period: string; restart?: boolean };
    'cycle.publish': { period: string };
    'cycle.pay': { period: string };
    /** Daily: payment day for every published cycle whose payment date has come. */
    'cycle.payday': Record<string, never>;
    'cycle.ramadan': { hijriYear: number };
    'cycle.ramadan-pay': { hijriYear: number };
  }
}

/** Every step of a national run may take minutes; an attempt past an hour is given up and resumed by the retry. */
const longStep = { timeoutSeconds: 3600, retryLimit: 3, retryDelaySeconds: 60 };

/**
 * The cycle's steps as jobs (ARCHITECTURE rule 17, decision 057): sent by the back office or an operator with the
 * period as singleton key, so one runs per month at a time; payment day is scheduled daily at 06:00 Riyadh. Each
 * handler stops between batches when its attempt is given up on, and the retry goes on from there.
 */
export function defineCycleJobs(jobs: Jobs, cycles: CycleService, log: Log): void {
  const done = (job: string) => (report: object) => log.info({ event: 'cycle.job-done', job, report }, 'cycle step done');
  jobs.define('cycle.run', (data, job) => cycles.run(data, { signal: job.signal }).then(done('cycle.run')), longStep);
  jobs.define('cycle.publish', (data, job) => cycles.publish(data, { signal: job.signal }).then(done('cycle.publish')), longStep);
  jobs.define('cycle.pay', (data, job) => cycles.pay(data, { signal: job.signal }).then(done('cycle.pay')), longStep);
  jobs.define(
    'cycle.payday',
    (_data, job) => cycles.payDue({ signal: job.signal }).then((reports) => done('cycle.payday')({ reports })),
    longStep,
  );
  jobs.define('cycle.ramadan', (data, job) => cycles.ramadan(data, { signal: job.signal }).then(done('cycle.ramadan')), longStep);
  jobs.define(
    'cycle.ramadan-pay',
    (data, job) => cycles.ramadanPay(data, { signal: job.signal }).then(done('cycle.ramadan-pay')),
    longStep,
  );
  jobs.schedule('cycle.payday', '0 6 * * *', {});
}
