import { appealErrors } from '../appeal/appeal.errors.ts';
import { complaintErrors } from '../complaint/complaint.errors.ts';
import { ticketErrors } from '../ticket/ticket.errors.ts';
import { letterErrors } from '../letter/letter.errors.ts';
import { visitErrors } from '../visit/visit.errors.ts';
import { applicationErrors } from '../application/application.errors.ts';
import { applicationSelectionErrors } from '../application/application-selection.errors.ts';
import { attachmentErrors } from '../attachment/attachment.errors.ts';
import { configErrors } from '../config/config.errors.ts';
import { cycleErrors } from '../cycle/cycle.errors.ts';
import { eligibilityErrors } from '../eligibility/eligibility.errors.ts';
import { householdErrors } from '../household/household.errors.ts';
import { identityErrors } from '../identity/identity.errors.ts';
import { profileErrors } from '../profile/profile.errors.ts';
import { programFormErrors } from '../program/program-form.errors.ts';
import { tamkeenErrors } from '../tamkeen/tamkeen.errors.ts';
import { tamkeenTrackErrors } from '../tamkeen/tamkeen-track.errors.ts';
import { tamkeenPlanErrors } from '../tamkeen/tamkeen-plan.errors.ts';
import { tamkeenOpportunityErrors } from '../tamkeen/tamkeen-opportunity.errors.ts';
import { commonErrors } from './common.errors.ts';
import type { ErrorCodeEntry } from './error-entry.ts';

/**
 * Every error code the API returns, with its HTTP status and its message in both languages: one table maps codes to
 * statuses (ARCHITECTURE rule 5). Each domain keeps its codes in its own `<domain>.errors.ts` beside its endpoints, and
 * a module adds a code there; a code belongs to one domain only (error-codes.test.ts holds that).
 */
export const errorCodes = {
  ...commonErrors,
  ...configErrors,
  ...identityErrors,
  ...householdErrors,
  ...profileErrors,
  ...applicationErrors,
  ...applicationSelectionErrors,
  ...programFormErrors,
  ...attachmentErrors,
  ...cycleErrors,
  ...eligibilityErrors,
  ...appealErrors,
  ...complaintErrors,
  ...ticketErrors,
  ...letterErrors,
  ...visitErrors,
  ...tamkeenErrors,
  ...tamkeenTrackErrors,
  ...tamkeenPlanErrors,
  ...tamkeenOpportunityErrors,
} as const satisfies Record<string, ErrorCodeEntry>;

/** A code the API may put in the `code` field of its error shape. */
export type ErrorCode = keyof typeof errorCodes;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorCodes, value);
}

/** Replaces `{name}` in a message template with the given values. */
export function formatMessage(template: string, values: Record<string, string | number | undefined> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
