import { beforeAll } from 'vitest';
import { createInProcessJobs } from '../../platform/jobs/in-process-jobs.ts';
import { recordingLog } from '../../platform/jobs/jobs.test-kit.ts';
import { completeProfileTabs } from '../../test/factories/profile.factory.ts';
import { cycleReadsTestApp, months, type TestHousehold } from '../eligibility-history/cycle-reads.test-kit.ts';

export { failure, fieldCodes, months, ok, unknownId } from '../eligibility-history/cycle-reads.test-kit.ts';
export { createAttachmentRow } from '../../test/factories/attachment.factory.ts';

export const base = '/api/appeal-management';

/** A raise-appeal body against the household's ineligible month (2031-02, INCOME_ABOVE_STANDARD) with a proof of income. */
export function monthAppeal(household: TestHousehold, attachmentIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    subjectType: 'CYCLE',
    applicationId: household.application.id,
    period: months.ineligible,
    reasonCode: 'INCOME_ABOVE_STANDARD',
    description: 'The temporary contract ended; my income is below the standard.',
    appealMap: { attachmentIds },
    ...overrides,
  };
}

/**
 * One app for the calling file (docs/decisions/060-appeals.md's tests): the cycle reads' two households and months
 * (cycle-reads.test-kit.ts: `mine` with an ineligible 2031-02 and 500 SAR paid besides, a paid 2031-01, a published
 * 2031-03 with the adult son left out; `other` with a paid month), the adult son's tabs filled so that an approval's
 * re-evaluation finds the profile complete, and the jobs port in this process, driven by hand (`jobs.runDue()`).
 */
export function appealTestApp() {
  const jobs = createInProcessJobs({ log: recordingLog().log });
  const kit = cycleReadsTestApp({ adapters: { jobs } });
  beforeAll(() => completeProfileTabs(kit.db(), kit.mine().adult.account.personId, { socialStatus: 'SINGLE' }));
  return { ...kit, jobs: () => jobs };
}
