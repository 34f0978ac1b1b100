import { describe, expect, it } from 'vitest';
import { reapplyApplies, reapplyKindsNow, type ReapplyFacts } from './reapply-rules.ts';

const none: Omit<ReapplyFacts, 'status'> = { houses: [], dependents: [], requested: [] };

describe('manual reapply: what applies now', () => {
  it('asks the application again only while it is ineligible', () => {
    expect(reapplyApplies('APPLICATION', 'INELIGIBLE', null)).toBe(true);
    for (const status of ['DRAFT', 'SUBMITTED', 'UNDER_STUDY', 'ELIGIBLE', 'SUSPENDED', 'CANCELED', 'WITHDRAWN'] as const) {
      expect(reapplyApplies('APPLICATION', status, null)).toBe(false);
    }
  });

  it('asks a house or dependent again for the outcome of its variant, on an application not closed', () => {
    expect(reapplyApplies('INELIGIBLE_HOUSE', 'ELIGIBLE', 'INELIGIBLE')).toBe(true);
    expect(reapplyApplies('INELIGIBLE_HOUSE', 'ELIGIBLE', 'DECLINED')).toBe(false);
    expect(reapplyApplies('DECLINED_HOUSE', 'UNDER_STUDY', 'DECLINED')).toBe(true);
    expect(reapplyApplies('INELIGIBLE_DEPENDENT', 'INELIGIBLE', 'INELIGIBLE')).toBe(true);
    expect(reapplyApplies('INELIGIBLE_DEPENDENT', 'ELIGIBLE', 'ELIGIBLE')).toBe(false);
    expect(reapplyApplies('INELIGIBLE_DEPENDENT', 'ELIGIBLE', null)).toBe(false);
    expect(reapplyApplies('INELIGIBLE_HOUSE', 'WITHDRAWN', 'INELIGIBLE')).toBe(false);
  });

  it('lists the variants with a subject not yet asked for this cycle, in the order of the kinds', () => {
    const facts: ReapplyFacts = {
      status: 'INELIGIBLE',
      houses: [
        { id: 'h1', outcome: 'INELIGIBLE' },
        { id: 'h2', outcome: 'DECLINED' },
      ],
      dependents: [
        { id: 'd1', outcome: 'INELIGIBLE' },
        { id: 'd2', outcome: 'ELIGIBLE' },
      ],
      requested: [],
    };
    expect(reapplyKindsNow('a1', facts)).toEqual(['APPLICATION', 'INELIGIBLE_HOUSE', 'INELIGIBLE_DEPENDENT', 'DECLINED_HOUSE']);
    const asked = (requested: ReapplyFacts['requested']) => reapplyKindsNow('a1', { ...facts, requested });
    expect(asked([{ kind: 'APPLICATION', subjectId: 'a1' }])).toEqual(['INELIGIBLE_HOUSE', 'INELIGIBLE_DEPENDENT', 'DECLINED_HOUSE']);
    // A request about one subject leaves the variant open for another.
    const twoIneligible = { ...facts, houses: [...facts.houses, { id: 'h3', outcome: 'INELIGIBLE' as const }] };
    expect(reapplyKindsNow('a1', { ...twoIneligible, requested: [{ kind: 'INELIGIBLE_HOUSE', subjectId: 'h1' }] })).toContain(
      'INELIGIBLE_HOUSE',
    );
    expect(asked([{ kind: 'INELIGIBLE_HOUSE', subjectId: 'h1' }])).not.toContain('INELIGIBLE_HOUSE');
    // A request of another kind about the same house does not count.
    expect(asked([{ kind: 'DECLINED_HOUSE', subjectId: 'h1' }])).toContain('INELIGIBLE_HOUSE');
  });

  it('offers nothing on an application without findings, or closed', () => {
    expect(reapplyKindsNow('a1', { status: 'ELIGIBLE', ...none })).toEqual([]);
    expect(reapplyKindsNow('a1', { status: 'WITHDRAWN', ...none, houses: [{ id: 'h1', outcome: 'INELIGIBLE' }] })).toEqual([]);
  });
});
