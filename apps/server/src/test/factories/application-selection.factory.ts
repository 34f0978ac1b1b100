import { eq } from 'drizzle-orm';
import type { ApplicationStatus } from '@sanad/contract';
import { application } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { createApplication as createApplicationRow, selectHouse } from './application.factory.ts';

/**
 * The selection, re-sync, reapply and dependent-view tests' short forms of application.factory.ts: an application of
 * one applicant (a draft unless told), what it counts, and a state set straight away as a case worker would.
 */
export async function createApplication(
  db: Database,
  applicantAccountId: string,
  values: { status?: ApplicationStatus; submittedAt?: Date } = {},
): Promise<string> {
  const row = await createApplicationRow(db, {
    applicantAccountId,
    status: values.status ?? 'DRAFT',
    ...(values.submittedAt ? { createdAt: values.submittedAt } : {}),
  });
  return row.id;
}

/** Houses and the dependents counted in each, as select-houses and select-houses-dependents would leave them. */
export const selectInto = selectHouse;

/** Puts an application in a state straight away, as the lifecycle or a case worker would have. */
export async function setStatus(db: Database, applicationId: string, status: ApplicationStatus): Promise<void> {
  await db.update(application).set({ status }).where(eq(application.id, applicationId));
}
