import { applicantTabs, type ApplicantTab, type DependentProfileSts, type DependentTab, type ProfileSts } from '@sanad/contract';
import { profileStatus, sessionStorageKeys, type ProfileStatusCode } from '@sanad/contract/client';
import { readCached, writeCached } from '../../../lib/cache.ts';

/** The flag of spec §3 that says whether a tab of the applicant's profile is complete. */
export const applicantTabFlag = {
  personal: 'personalTabCompleted',
  address: 'addressTabCompleted',
  dependents: 'dependentsTabCompleted',
  education: 'educationTabCompleted',
  income: 'incomeTabCompleted',
  labor: 'laborTabCompleted',
  license: 'licenseTabCompleted',
  properties: 'propertiesTabCompleted',
} as const satisfies Record<ApplicantTab, keyof ProfileSts>;

/** The same for a dependent's five tabs. */
export const dependentTabFlag = {
  personal: 'personalTabCompleted',
  education: 'educationTabCompleted',
  income: 'incomeTabCompleted',
  license: 'licenseTabCompleted',
  properties: 'propertiesTabCompleted',
} as const satisfies Record<DependentTab, keyof DependentProfileSts>;

/** The key of a profile status code's name in the locale files (`profile.status.*`). */
export function statusKey(code: ProfileStatusCode): 'initiated' | 'completed' | 'incompleted' {
  if (code === profileStatus.COMPLETED) return 'completed';
  if (code === profileStatus.INCOMPLETED) return 'incompleted';
  return 'initiated';
}

/** The applicant's tabs still open, in screen order. */
export function openApplicantTabs(status: ProfileSts): ApplicantTab[] {
  return applicantTabs.filter((tab) => !status[applicantTabFlag[tab]]);
}

const statusCodes: readonly number[] = Object.values(profileStatus);

/** Enough of the shape to trust a cached entry; an older or hand-edited one counts as missing. */
export function isProfileSts(value: unknown): value is ProfileSts {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.profileId === 'string' &&
    typeof candidate.profileStatus === 'number' &&
    statusCodes.includes(candidate.profileStatus) &&
    Object.values(applicantTabFlag).every((flag) => typeof candidate[flag] === 'boolean')
  );
}

/** The tab status cached for this browser tab (spec §7 "Caching": profile tab status), or null. */
export function readCachedProfileStatus(): ProfileSts | null {
  return readCached(sessionStorageKeys.profileTabStatus, isProfileSts);
}

/** Written whenever the status is read or a save answers it. */
export function cacheProfileStatus(status: ProfileSts): void {
  writeCached(sessionStorageKeys.profileTabStatus, status);
}
