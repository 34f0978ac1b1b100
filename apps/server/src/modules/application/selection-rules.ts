import type { Custody, DroppedDependent, NotSelectableReason } from '@sanad/contract';
import { relationConfirmationRequired, type CurrentRelationStatus } from '../household/household-rules.ts';

/**
 * Who an application may count (DOMAIN.md "Who counts"; docs/decisions/048-application-selection.md), as pure rules
 * shared by the selection screens, the selection writes and the re-sync. Dates are ISO days; "today" is the clock's.
 */

/** What the rules read of a dependent. */
export interface SelectionCandidate {
  houseId: string | null;
  custody: Custody | null;
  hasAccount: boolean;
  birthDate: string;
  relationStatus: CurrentRelationStatus;
}

/**
 * Why a dependent cannot be counted, or null when they can. A rejected relation always bars (the person said the
 * relation is false); a relation still owed (pending or never asked) bars an adult with an account only, as decision
 * 022 asks only them; a minor in the other parent's custody belongs to that household; without a house there is no
 * household unit to count them in. Relation reasons come first: they are what the applicant cannot fix alone.
 */
export function notSelectableReason(candidate: SelectionCandidate, today: string, adultAge: number): NotSelectableReason | null {
  if (candidate.relationStatus === 'REJECTED') return 'RELATION_REJECTED';
  if (relationConfirmationRequired(candidate, today, adultAge) && candidate.relationStatus !== 'CONFIRMED') return 'RELATION_NOT_CONFIRMED';
  if (candidate.custody === 'OTHER_PARENT') return 'IN_OTHER_PARENT_CUSTODY';
  if (candidate.houseId === null) return 'NO_HOUSE';
  return null;
}

/**
 * Whether a dependent may see the applications of the applicant who declared them: the relation is confirmed, or no
 * confirmation is owed and none was refused (the same relation test as selection, without house and custody).
 */
export function dependentSeesApplicant(
  relation: Pick<SelectionCandidate, 'hasAccount' | 'birthDate' | 'relationStatus'>,
  today: string,
  adultAge: number,
): boolean {
  if (relation.relationStatus === 'CONFIRMED') return true;
  return relation.relationStatus !== 'REJECTED' && !relationConfirmationRequired(relation, today, adultAge);
}

/** A selected house as the re-sync sees it: whether it is still a live house of the applicant. */
export interface SelectedHouseState {
  houseId: string;
  live: boolean;
}

/** A selected dependent as the re-sync sees it: their household row now (null when no longer an active dependent). */
export interface SelectedDependentState {
  dependentId: string;
  selectedHouseId: string;
  now: SelectionCandidate | null;
}

/**
 * What a re-sync drops (process-application-houses): houses no longer live, and every selected dependent who left the
 * household, lives elsewhere now, whose house is dropped, or who can no longer be counted. Order is kept.
 */
export function staleSelections(
  houses: SelectedHouseState[],
  dependents: SelectedDependentState[],
  today: string,
  adultAge: number,
): { removedHouses: string[]; removedDependents: DroppedDependent[] } {
  const removedHouses = houses.filter((house) => !house.live).map((house) => house.houseId);
  const dropped = new Set(removedHouses);
  const removedDependents: DroppedDependent[] = [];
  for (const selected of dependents) {
    const { dependentId, now } = selected;
    if (now === null) removedDependents.push({ dependentId, reason: 'REMOVED' });
    else if (dropped.has(selected.selectedHouseId)) removedDependents.push({ dependentId, reason: 'HOUSE_REMOVED' });
    else if (now.houseId !== null && now.houseId !== selected.selectedHouseId) removedDependents.push({ dependentId, reason: 'MOVED' });
    else {
      const reason = notSelectableReason(now, today, adultAge);
      if (reason !== null) removedDependents.push({ dependentId, reason });
    }
  }
  return { removedHouses, removedDependents };
}
