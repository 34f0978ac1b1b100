import { ableToWorkProfileStatus, type AbleToWorkProfileStatusCode } from '@sanad/contract/client';
import type { AbleToWorkTabsStatus, TamkeenListTab } from '@sanad/contract';

/** The able-to-work status's words key (`tamkeen.status.*`). */
export function statusKey(code: AbleToWorkProfileStatusCode): 'initiated' | 'completed' | 'verified' {
  if (code === ableToWorkProfileStatus.VERIFIED) return 'verified';
  if (code === ableToWorkProfileStatus.COMPLETED) return 'completed';
  return 'initiated';
}

/** The six tabs in screen order, each with its spec §3 flag. */
export const profileTabs = [
  { value: 'education', flag: 'educationTabCompleted' },
  { value: 'experience', flag: 'experienceTabCompleted' },
  { value: 'volunteerExperience', flag: 'volunteerExperienceTabCompleted' },
  { value: 'training', flag: 'trainingTabCompleted' },
  { value: 'skills', flag: 'skillsTabCompleted' },
  { value: 'attachment', flag: 'attachmentTabCompleted' },
] as const satisfies ReadonlyArray<{ value: TamkeenListTab | 'attachment'; flag: keyof AbleToWorkTabsStatus }>;
export type ProfileTabValue = (typeof profileTabs)[number]['value'];
