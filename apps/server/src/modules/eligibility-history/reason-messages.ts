import type { EligibilityReason, Language } from '@sanad/contract';
import type { LookupService } from '../lookup/lookup.service.ts';

/** Words reason codes in one language. */
export type ReasonWording = (code: string) => EligibilityReason;

/**
 * Reason codes (a house's, a left-out person's) with their names in the caller's language, from the
 * `ineligibilityReason` lookup the cycles engine writes (decision 055); a code the lookup does not list is shown as it
 * is, never dropped.
 */
export function createReasonMessages(lookups: Pick<LookupService, 'group'>) {
  return async function wordingIn(language: Language): Promise<ReasonWording> {
    const names = new Map(
      (await lookups.group('ineligibilityReason')).map((item) => [item.code, language === 'ar' ? item.nameAr : item.nameEn]),
    );
    return (code) => ({ code, message: names.get(code) ?? code });
  };
}
export type ReasonMessages = ReturnType<typeof createReasonMessages>;
