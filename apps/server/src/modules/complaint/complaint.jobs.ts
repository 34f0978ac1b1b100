import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Log } from '../../platform/logger.ts';
import type { ComplaintDecisionsService } from './complaint-decisions.service.ts';

declare module '../../platform/jobs/jobs.ts' {
  interface JobTypes {
    /** Hourly: complaints waiting for information past `complaint.infoWaitDays` go back to study. */
    'complaint.lapse-waits': Record<string, never>;
  }
}

/**
 * The payment complaints' background work (ARCHITECTURE rule 17, decision 056): every hour at minute 10 (Riyadh),
 * waits for the beneficiary's information that ran out end, and the complaint is studied as it stands (decision
 * 068). The step checks the status under the lock, so a repeat does nothing twice.
 */
export function defineComplaintJobs(jobs: Jobs, decisions: ComplaintDecisionsService, log: Log): void {
  jobs.define('complaint.lapse-waits', async () => {
    const lapsed = await decisions.lapseWaits();
    if (lapsed > 0) log.info({ event: 'complaint.info-lapsed', lapsed }, 'complaints waiting for information went back to study');
  });
  jobs.schedule('complaint.lapse-waits', '10 * * * *', {});
}
