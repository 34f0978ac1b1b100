import {
  applicationStatusNames,
  formatMessage,
  ramadanEligibilityMessages,
  toHijri,
  type ApplicationStatus,
  type Language,
  type RamadanEligibility,
  type RamadanEligibilityReason,
} from '@sanad/contract';

/** Ramadan is the ninth month of the Hijri year (Umm al-Qura). */
const ramadanMonth = 9;

/**
 * The Hijri year of the Ramadan an applicant looks forward to on a Gregorian day (`YYYY-MM-DD`): this year's until the
 * month ends, next year's from Shawwal on.
 */
export function ramadanHijriYear(isoDate: string): number {
  const [year = 0, month = 0] = toHijri(isoDate).split('-').map(Number);
  return month <= ramadanMonth ? year : year + 1;
}

/**
 * Eligibility for the coming Ramadan reward from the state of the caller's SSP application (DOMAIN.md "Ramadan
 * reward"): only an ELIGIBLE household is. A stand-in until the cycles engine answers from the last cycle before
 * Ramadan (docs/decisions/047-dynamic-forms-and-ramadan.md).
 */
export function ramadanEligibility(
  application: { id: string; status: ApplicationStatus } | null,
  hijriYear: number,
  language: Language,
): RamadanEligibility {
  let reason: RamadanEligibilityReason = 'NO_SSP_APPLICATION';
  if (application) reason = application.status === 'ELIGIBLE' ? 'SSP_ELIGIBLE' : 'SSP_NOT_ELIGIBLE';
  const state = application ? applicationStatusNames[application.status][language] : undefined;
  return {
    eligible: reason === 'SSP_ELIGIBLE',
    reason,
    message: formatMessage(ramadanEligibilityMessages[reason][language], { year: hijriYear, state }),
    hijriYear,
    applicationId: application?.id ?? null,
  };
}
