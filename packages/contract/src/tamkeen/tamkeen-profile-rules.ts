import { ableToWorkProfileStatus, type AbleToWorkProfileStatusCode } from '../codes.ts';
import type { AbleToWorkTabsStatus } from './tamkeen-profile.schemas.ts';

/** What decides whether a tab is done: its entries, the "I have none" answer, or (the CV tab) a chosen CV. */
export interface TamkeenTabState {
  items: number;
  none: boolean;
}

export interface TamkeenProfileState {
  education: TamkeenTabState;
  experience: TamkeenTabState;
  skills: TamkeenTabState;
  training: TamkeenTabState;
  volunteerExperience: TamkeenTabState;
  /** A CV was chosen: an uploaded attachment of type CV or the generated CV. */
  cvChosen: boolean;
}

/** A list tab is done when it has an entry or the person says there is none (decision 067). */
export const tabDone = (tab: TamkeenTabState): boolean => tab.items > 0 || tab.none;

/** The spec §3 flags of the six tabs. */
export function tabFlags(state: TamkeenProfileState): Omit<AbleToWorkTabsStatus, 'profileStatus'> {
  return {
    educationTabCompleted: tabDone(state.education),
    volunteerExperienceTabCompleted: tabDone(state.volunteerExperience),
    experienceTabCompleted: tabDone(state.experience),
    trainingTabCompleted: tabDone(state.training),
    skillsTabCompleted: tabDone(state.skills),
    attachmentTabCompleted: state.cvChosen,
  };
}

/** How many of the six tabs are done (the dashboard's progress bar); a status code beside the flags is not counted. */
export function tabsDone(flags: Omit<AbleToWorkTabsStatus, 'profileStatus'> & { profileStatus?: number }): number {
  return Object.values(flags).filter((flag) => flag === true).length;
}

export const tamkeenTabCount = 6;

/**
 * The status after a change (spec §4, decision 067): COMPLETED the moment all six tabs are done, INITIATED while one
 * is not; a VERIFIED profile stays VERIFIED until a save (`changed`), which returns it to COMPLETED (or INITIATED).
 */
export function nextProfileStatus(
  current: AbleToWorkProfileStatusCode,
  flags: Omit<AbleToWorkTabsStatus, 'profileStatus'>,
  changed: boolean,
): AbleToWorkProfileStatusCode {
  if (current === ableToWorkProfileStatus.VERIFIED && !changed) return current;
  return tabsDone(flags) === tamkeenTabCount ? ableToWorkProfileStatus.COMPLETED : ableToWorkProfileStatus.INITIATED;
}
