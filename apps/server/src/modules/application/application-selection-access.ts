import { applicationStatusNames, type ApplicationStatus } from '@sanad/contract';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { HouseholdAccess } from '../household/household-access.ts';
import type { ApplicationRow } from './application.repository.ts';
import { isClosedStatus } from './application-transitions.ts';

/** The state named in APPLICATION_NOT_EDITABLE, in both languages. */
export const statusValues = (status: ApplicationStatus) => ({
  statusAr: applicationStatusNames[status].ar,
  statusEn: applicationStatusNames[status].en,
});

/** The selection is the applicant's draft: once submitted, the study works on what was sent (decision 048). */
export function requireDraft(row: ApplicationRow): void {
  if (row.status !== 'DRAFT') throw new DomainError('APPLICATION_NOT_EDITABLE', { values: statusValues(row.status) });
}

/** Whether the application is closed (CANCELED, WITHDRAWN); the transition table's rule. */
export const isClosed = isClosedStatus;

/** One live house of the applicant by a client-supplied id; NOT_FOUND otherwise (another's, deleted, malformed). */
export async function requireOwnHouse(household: HouseholdAccess, id: string, applicantAccountId: string, tx?: Database) {
  const found = await household.ownHouse(id, applicantAccountId, tx);
  if (!found) throw new DomainError('NOT_FOUND');
  return found;
}
