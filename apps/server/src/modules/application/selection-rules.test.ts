import { describe, expect, it } from 'vitest';
import { dependentSeesApplicant, notSelectableReason, staleSelections, type SelectionCandidate } from './selection-rules.ts';

const today = '2026-05-10';
const adultAge = 18;
const adult = '1990-01-01';
const minor = '2015-01-01';
const candidate = (values: Partial<SelectionCandidate> = {}): SelectionCandidate => ({
  houseId: 'h1',
  custody: null,
  hasAccount: false,
  birthDate: minor,
  relationStatus: null,
  ...values,
});

describe('who an application may count', () => {
  it('counts a minor or an adult without an account living in a house', () => {
    expect(notSelectableReason(candidate(), today, adultAge)).toBeNull();
    expect(notSelectableReason(candidate({ birthDate: adult }), today, adultAge)).toBeNull();
  });

  it('counts an adult with an account only once they confirmed the relation', () => {
    const holder = candidate({ birthDate: adult, hasAccount: true });
    expect(notSelectableReason({ ...holder, relationStatus: 'PENDING' }, today, adultAge)).toBe('RELATION_NOT_CONFIRMED');
    expect(notSelectableReason({ ...holder, relationStatus: null }, today, adultAge)).toBe('RELATION_NOT_CONFIRMED');
    expect(notSelectableReason({ ...holder, relationStatus: 'REJECTED' }, today, adultAge)).toBe('RELATION_REJECTED');
    expect(notSelectableReason({ ...holder, relationStatus: 'CONFIRMED' }, today, adultAge)).toBeNull();
  });

  it('turns 18 on the birthday: the confirmation is owed from that day', () => {
    const holder = candidate({ birthDate: '2008-05-10', hasAccount: true, relationStatus: 'PENDING' });
    expect(notSelectableReason(holder, '2026-05-09', adultAge)).toBeNull();
    expect(notSelectableReason(holder, '2026-05-10', adultAge)).toBe('RELATION_NOT_CONFIRMED');
  });

  it('never counts a refused relation, even of someone who owes no confirmation', () => {
    expect(notSelectableReason(candidate({ relationStatus: 'REJECTED' }), today, adultAge)).toBe('RELATION_REJECTED');
  });

  it('leaves out a child in the other parent’s custody, and anyone without a house', () => {
    expect(notSelectableReason(candidate({ custody: 'OTHER_PARENT' }), today, adultAge)).toBe('IN_OTHER_PARENT_CUSTODY');
    expect(notSelectableReason(candidate({ custody: 'SHARED' }), today, adultAge)).toBeNull();
    expect(notSelectableReason(candidate({ houseId: null }), today, adultAge)).toBe('NO_HOUSE');
  });

  it('gives the relation reason before custody and house', () => {
    const all = candidate({ birthDate: adult, hasAccount: true, relationStatus: 'PENDING', custody: 'OTHER_PARENT', houseId: null });
    expect(notSelectableReason(all, today, adultAge)).toBe('RELATION_NOT_CONFIRMED');
  });
});

describe('which applicants a dependent sees', () => {
  it('sees the applicant once the relation is confirmed, or when none is owed', () => {
    expect(dependentSeesApplicant({ hasAccount: true, birthDate: adult, relationStatus: 'CONFIRMED' }, today, adultAge)).toBe(true);
    expect(dependentSeesApplicant({ hasAccount: true, birthDate: minor, relationStatus: null }, today, adultAge)).toBe(true);
  });

  it('does not see them while the relation is pending or after refusing it', () => {
    expect(dependentSeesApplicant({ hasAccount: true, birthDate: adult, relationStatus: 'PENDING' }, today, adultAge)).toBe(false);
    expect(dependentSeesApplicant({ hasAccount: true, birthDate: adult, relationStatus: 'REJECTED' }, today, adultAge)).toBe(false);
    expect(dependentSeesApplicant({ hasAccount: true, birthDate: minor, relationStatus: 'REJECTED' }, today, adultAge)).toBe(false);
  });
});

describe('what a re-sync drops', () => {
  it('drops houses no longer live and the dependents counted in them', () => {
    const result = staleSelections(
      [
        { houseId: 'h1', live: true },
        { houseId: 'h2', live: false },
      ],
      [
        { dependentId: 'd1', selectedHouseId: 'h1', now: candidate({ houseId: 'h1' }) },
        { dependentId: 'd2', selectedHouseId: 'h2', now: candidate({ houseId: 'h2' }) },
      ],
      today,
      adultAge,
    );
    expect(result).toEqual({ removedHouses: ['h2'], removedDependents: [{ dependentId: 'd2', reason: 'HOUSE_REMOVED' }] });
  });

  it('drops dependents removed, moved, without a house any more, or no longer selectable', () => {
    const result = staleSelections(
      [{ houseId: 'h1', live: true }],
      [
        { dependentId: 'gone', selectedHouseId: 'h1', now: null },
        { dependentId: 'moved', selectedHouseId: 'h1', now: candidate({ houseId: 'h3' }) },
        { dependentId: 'homeless', selectedHouseId: 'h1', now: candidate({ houseId: null }) },
        {
          dependentId: 'refused',
          selectedHouseId: 'h1',
          now: candidate({ birthDate: adult, hasAccount: true, relationStatus: 'REJECTED' }),
        },
        { dependentId: 'kept', selectedHouseId: 'h1', now: candidate() },
      ],
      today,
      adultAge,
    );
    expect(result.removedHouses).toEqual([]);
    expect(result.removedDependents).toEqual([
      { dependentId: 'gone', reason: 'REMOVED' },
      { dependentId: 'moved', reason: 'MOVED' },
      { dependentId: 'homeless', reason: 'NO_HOUSE' },
      { dependentId: 'refused', reason: 'RELATION_REJECTED' },
    ]);
  });
});
