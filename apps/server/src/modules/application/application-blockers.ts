import {
  applicationBlockerMessages,
  formatMessage,
  mobileVerificationStatus,
  todayInRiyadh,
  type ApplicationBlocker,
  type ApplicationBlockerCode,
  type Language,
} from '@sanad/contract';
import { DomainError } from '../../platform/errors.ts';

/** What decides whether an applicant may apply to a program, gathered by application-readiness.ts. */
export interface ApplyFacts {
  /** False for a program nobody applies to (Ramadan 3003 follows SSP eligibility). */
  programApplicable: boolean;
  mobileVerificationStatus: number;
  profileCompleted: boolean;
  ibanVerified: boolean;
  /** Whether the applicant has a live house: an application selects houses, then the people living in them. */
  hasHouse: boolean;
  /** End of the latest withdrawal ban, past or not. */
  banEndsAt: Date | null;
  /** The applicant's open application to the program, if any. */
  openApplication: { id: string; number: string } | null;
}

/** One blocker before it is put into words. */
export interface BlockerFound {
  code: ApplicationBlockerCode;
  values: Record<string, string | number>;
}

const dayMs = 24 * 60 * 60 * 1000;

/** A withdrawal ban at `now`: whether it holds, the day it ends (Riyadh) and the days left, a started day counting. */
export function banState(banEndsAt: Date | null, now: Date): { banned: boolean; banEndsOn: string | null; remainingDays: number } {
  if (banEndsAt === null || banEndsAt.getTime() <= now.getTime()) return { banned: false, banEndsOn: null, remainingDays: 0 };
  return {
    banned: true,
    banEndsOn: todayInRiyadh(banEndsAt),
    remainingDays: Math.ceil((banEndsAt.getTime() - now.getTime()) / dayMs),
  };
}

/**
 * Every blocker at once (DOMAIN.md "validate-application"), in the order the applicant would fix them. A program
 * nobody applies to is the only reason given: nothing else the applicant could fix would open it.
 */
export function applicationBlockers(facts: ApplyFacts, now: Date): BlockerFound[] {
  if (!facts.programApplicable) return [{ code: 'PROGRAM_NOT_APPLICABLE', values: {} }];
  const found: BlockerFound[] = [];
  if (facts.mobileVerificationStatus !== mobileVerificationStatus.VERIFIED) found.push({ code: 'MOBILE_NOT_VERIFIED', values: {} });
  if (!facts.profileCompleted) found.push({ code: 'PROFILE_INCOMPLETE', values: {} });
  if (!facts.ibanVerified) found.push({ code: 'IBAN_NOT_VERIFIED', values: {} });
  if (!facts.hasHouse) found.push({ code: 'NO_HOUSE', values: {} });
  const ban = banState(facts.banEndsAt, now);
  if (ban.banned && ban.banEndsOn !== null) {
    found.push({ code: 'UNDER_BAN', values: { banEndsOn: ban.banEndsOn, remainingDays: ban.remainingDays } });
  }
  if (facts.openApplication) found.push({ code: 'OPEN_APPLICATION', values: { applicationNumber: facts.openApplication.number } });
  return found;
}

/** The blockers in the caller's language, each with the web path that fixes it. */
export function describeBlockers(found: readonly BlockerFound[], language: Language): ApplicationBlocker[] {
  return found.map(({ code, values }) => ({
    code,
    values,
    message: formatMessage(applicationBlockerMessages[code][language], values),
    fixPath: applicationBlockerMessages[code].fixPath,
  }));
}

/** 409 APPLICATION_BLOCKED naming every blocker, in both languages, with their codes. */
export function blockedError(found: readonly BlockerFound[]): DomainError {
  const say = (language: Language) =>
    describeBlockers(found, language)
      .map((reason) => reason.message)
      .join(' ');
  return new DomainError('APPLICATION_BLOCKED', {
    values: { codes: found.map((reason) => reason.code).join(','), reasonsEn: say('en'), reasonsAr: say('ar') },
  });
}
