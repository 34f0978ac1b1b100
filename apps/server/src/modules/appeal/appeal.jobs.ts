import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Log } from '../../platform/logger.ts';
import type { AppealDecisionsService } from './appeal-decisions.service.ts';

declare module '../../platform/jobs/jobs.ts' {
  interface JobTypes {
    /** Hourly: appeals waiting for documents past `appeal.documentsWaitDays` expire. */
    'appeal.expire-waits': Record<string, never>;
    /** After an approval: settles the appeal again (never twice) and transfers its additional payment. */
    'appeal.pay': { appealId: string };
  }
}

/**
 * The appeals' background work (ARCHITECTURE rule 17, decision 056): the expiry of waits for documents, every hour at
 * minute 5 (Riyadh), and the transfer of an approved appeal's payment, sent after the approval commits. Both check
 * their own work, so a retry or a repeat does nothing twice.
 */
export function defineAppealJobs(jobs: Jobs, decisions: AppealDecisionsService, log: Log): void {
  jobs.define('appeal.expire-waits', async () => {
    const expired = await decisions.expireWaits();
    if (expired > 0) log.info({ event: 'appeal.expired', expired }, 'appeals waiting for documents expired');
  });
  jobs.define('appeal.pay', async (data) => {
    const status = await decisions.payApproved(data.appealId);
    log.info({ event: 'appeal.paid', appealId: data.appealId, status }, 'appeal payment transferred');
  });
  jobs.schedule('appeal.expire-waits', '5 * * * *', {});
}
