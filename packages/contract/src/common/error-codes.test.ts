import { describe, expect, it } from 'vitest';
import { appealErrors } from '../appeal/appeal.errors.ts';
import { applicationErrors } from '../application/application.errors.ts';
import { applicationSelectionErrors } from '../application/application-selection.errors.ts';
import { attachmentErrors } from '../attachment/attachment.errors.ts';
import { complaintErrors } from '../complaint/complaint.errors.ts';
import { ticketErrors } from '../ticket/ticket.errors.ts';
import { letterErrors } from '../letter/letter.errors.ts';
import { visitErrors } from '../visit/visit.errors.ts';
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
import { errorCodes, formatMessage, isErrorCode } from './error-codes.ts';

const domains = {
  commonErrors,
  configErrors,
  identityErrors,
  householdErrors,
  profileErrors,
  applicationErrors,
  applicationSelectionErrors,
  programFormErrors,
  attachmentErrors,
  appealErrors,
  complaintErrors,
  ticketErrors,
  letterErrors,
  visitErrors,
  cycleErrors,
  eligibilityErrors,
  tamkeenErrors,
  tamkeenTrackErrors,
  tamkeenPlanErrors,
  tamkeenOpportunityErrors,
};

describe('the error catalogue', () => {
  it.each(Object.entries(errorCodes))('%s has an HTTP error status and a message in both languages', (_code, entry) => {
    expect(entry.status).toBeGreaterThanOrEqual(400);
    expect(entry.status).toBeLessThan(600);
    expect(entry.message.en.trim()).not.toBe('');
    expect(entry.message.ar).toMatch(/[\u0600-\u06FF]/);
  });

  it("holds every domain's codes as that domain defines them, and each code in one domain only", () => {
    const defined = Object.values(domains).flatMap((table) => Object.entries(table));
    expect(defined.map(([code]) => code).sort()).toEqual(Object.keys(errorCodes).sort());
    for (const [code, entry] of defined) expect(errorCodes[code as keyof typeof errorCodes], code).toBe(entry);
  });

  it('keeps the phrase "Your support ID" and the request id in the 500 message of both languages (spec §8)', () => {
    for (const language of ['ar', 'en'] as const) {
      const text = formatMessage(errorCodes.INTERNAL_ERROR.message[language], { requestId: 'req-123' });
      expect(text).toContain('Your support ID');
      expect(text).toContain('req-123');
    }
  });

  it('recognises its own codes only, not inherited object keys', () => {
    expect(isErrorCode('VALIDATION_FAILED')).toBe(true);
    expect(isErrorCode('NO_SUCH_CODE')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('__proto__')).toBe(false);
  });
});

describe('formatMessage', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('Enter at least {minimum} characters.', { minimum: 8 })).toBe('Enter at least 8 characters.');
    expect(formatMessage('{a} and {b}', { a: 'x' })).toBe('x and {b}');
    expect(formatMessage('no placeholders')).toBe('no placeholders');
  });
});
