import { applicantTabs, dependentTabs, profileStatus, type ApplicantTab, type DependentTab, type ProfileStatusCode } from '@sanad/contract';

/**
 * Pure completion rules of the unified profile (DOMAIN.md "Unified profile", spec §3 and §4 "Profile completeness").
 * Completion is always computed from what is stored, never taken from the browser: these functions turn a snapshot
 * of stored rows into tab flags and a status code.
 */

/** The tabs a person (applicant or dependent) fills with their own data; the dependents tab is the applicant's alone. */
export type PersonTab = Exclude<ApplicantTab, 'dependents'>;

/** What is stored for one person, as far as completion is concerned. */
export interface PersonTabsSnapshot {
  personal: boolean;
  address: boolean;
  education: boolean;
  labor: boolean;
  license: boolean;
  /** The income tab was saved (an empty list then means "no income"). */
  incomeDeclared: boolean;
  /** The answer to "do you own properties?", null until given. */
  hasProperties: boolean | null;
  propertyCount: number;
}

export const emptySnapshot: PersonTabsSnapshot = {
  personal: false,
  address: false,
  education: false,
  labor: false,
  license: false,
  incomeDeclared: false,
  hasProperties: null,
  propertyCount: 0,
};

/** "No properties", or "yes" with at least one listed. */
export function propertiesDone(hasProperties: boolean | null, propertyCount: number): boolean {
  return hasProperties === false || (hasProperties === true && propertyCount > 0);
}

function personTabDone(snapshot: PersonTabsSnapshot, tab: PersonTab): boolean {
  switch (tab) {
    case 'income':
      return snapshot.incomeDeclared;
    case 'properties':
      return propertiesDone(snapshot.hasProperties, snapshot.propertyCount);
    default:
      return snapshot[tab];
  }
}

/** Something of the person's own tabs was saved. */
function anyPersonTabSaved(snapshot: PersonTabsSnapshot, tabs: readonly PersonTab[]): boolean {
  return tabs.some((tab) =>
    tab === 'properties' ? snapshot.hasProperties !== null || snapshot.propertyCount > 0 : personTabDone(snapshot, tab),
  );
}

export interface DependentCompletion {
  tabs: Record<DependentTab, boolean>;
  done: boolean;
  /** INITIATED before any of the five tabs is saved, COMPLETED as soon as all five are, INCOMPLETED in between. */
  status: ProfileStatusCode;
}

export function dependentCompletion(snapshot: PersonTabsSnapshot): DependentCompletion {
  const tabs = Object.fromEntries(dependentTabs.map((tab) => [tab, personTabDone(snapshot, tab)])) as Record<DependentTab, boolean>;
  const done = dependentTabs.every((tab) => tabs[tab]);
  const status = done
    ? profileStatus.COMPLETED
    : anyPersonTabSaved(snapshot, dependentTabs)
      ? profileStatus.INCOMPLETED
      : profileStatus.INITIATED;
  return { tabs, done, status };
}

/** One active dependent as the dependents tab judges them: what the household still owes, and their own tabs. */
export interface DependentState {
  /** householdGaps(...) of the household rules: a house to choose, a custody answer to give. */
  gaps: readonly string[];
  snapshot: PersonTabsSnapshot;
}

export interface ApplicantCompletionInput {
  own: PersonTabsSnapshot;
  /** The applicant confirmed the list of dependents (dependent/dependent-tab/save). */
  dependentsConfirmed: boolean;
  dependents: readonly DependentState[];
  /** complete/{id} was done and not cleared since. */
  completed: boolean;
}

export interface ApplicantCompletion {
  tabs: Record<ApplicantTab, boolean>;
  /** Open tabs, in the order the screen shows them. */
  missing: ApplicantTab[];
  allDone: boolean;
  status: ProfileStatusCode;
}

/**
 * The applicant's eight tabs. The dependents tab is done when the list was confirmed, no dependent lacks a house or
 * a custody answer, and every judged dependent's five tabs are done (an applicant without dependents only confirms).
 * The caller leaves out the dependents whose profile is closed to the applicant (a relation not confirmed).
 * COMPLETED needs complete/{id} on top of all eight; INITIATED lasts until the applicant saves anything.
 */
export function applicantCompletion(input: ApplicantCompletionInput): ApplicantCompletion {
  const dependentsDone =
    input.dependentsConfirmed &&
    input.dependents.every((dependent) => dependent.gaps.length === 0 && dependentCompletion(dependent.snapshot).done);
  const tabs = Object.fromEntries(
    applicantTabs.map((tab) => [tab, tab === 'dependents' ? dependentsDone : personTabDone(input.own, tab)]),
  ) as Record<ApplicantTab, boolean>;
  const missing = applicantTabs.filter((tab) => !tabs[tab]);
  const allDone = missing.length === 0;
  const ownTabs = applicantTabs.filter((tab): tab is PersonTab => tab !== 'dependents');
  const saved = input.dependentsConfirmed || anyPersonTabSaved(input.own, ownTabs);
  const status =
    input.completed && allDone ? profileStatus.COMPLETED : saved || input.completed ? profileStatus.INCOMPLETED : profileStatus.INITIATED;
  return { tabs, missing, allDone, status };
}
