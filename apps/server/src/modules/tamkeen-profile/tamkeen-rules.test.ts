import { describe, expect, it } from 'vitest';
import { ableToWorkProfileStatus, nextProfileStatus, tabFlags, tabsDone, type TamkeenProfileState } from '@sanad/contract';
import { classify, firstTrack, type ClassificationFacts } from './tamkeen-rules.ts';

const facts = (overrides: Partial<ClassificationFacts> = {}): ClassificationFacts => ({
  birthDate: '1985-03-21',
  today: '2026-11-27',
  disabilities: [],
  currentlyStudying: false,
  laborStatus: null,
  ...overrides,
});

describe('tamkeen classification (decision 070)', () => {
  it('serves people aged 18 to 60 only: younger and older are EXEMPT, the birthdays counting', () => {
    expect(classify(facts({ birthDate: '2008-11-28' }))).toBe('EXEMPT');
    expect(classify(facts({ birthDate: '2008-11-27' }))).toBe('ABLE_TO_WORK');
    expect(classify(facts({ birthDate: '1966-11-27' }))).toBe('ABLE_TO_WORK');
    expect(classify(facts({ birthDate: '1965-11-27' }))).toBe('EXEMPT');
  });

  it('exempts full-time students, from the education or the labor tab', () => {
    expect(classify(facts({ currentlyStudying: true }))).toBe('EXEMPT');
    expect(classify(facts({ laborStatus: 'STUDENT' }))).toBe('EXEMPT');
  });

  it('reads disabilities: severe → NOT_ABLE, moderate or psychiatric → TREATABLE, mild alone → ABLE_TO_WORK', () => {
    expect(classify(facts({ disabilities: [{ code: 'PHYSICAL', severity: 'SEVERE' }] }))).toBe('NOT_ABLE');
    expect(classify(facts({ disabilities: [{ code: 'HEARING', severity: 'MODERATE' }] }))).toBe('TREATABLE');
    expect(classify(facts({ disabilities: [{ code: 'PSYCHIATRIC', severity: 'MILD' }] }))).toBe('TREATABLE');
    expect(classify(facts({ disabilities: [{ code: 'VISUAL', severity: 'MILD' }] }))).toBe('ABLE_TO_WORK');
    expect(classify(facts({ laborStatus: 'UNABLE_TO_WORK' }))).toBe('TREATABLE');
  });

  it('starts ABLE_TO_WORK on EMPLOYMENT, TREATABLE on TREATMENT, the others on no track', () => {
    expect(firstTrack('ABLE_TO_WORK')).toBe('EMPLOYMENT');
    expect(firstTrack('TREATABLE')).toBe('TREATMENT');
    expect(firstTrack('NOT_ABLE')).toBeNull();
    expect(firstTrack('EXEMPT')).toBeNull();
  });
});

describe('able-to-work completeness and status', () => {
  const empty = { items: 0, none: false };
  const state = (overrides: Partial<TamkeenProfileState> = {}): TamkeenProfileState => ({
    education: { items: 1, none: false },
    experience: { items: 2, none: false },
    skills: { items: 1, none: false },
    training: { items: 0, none: true },
    volunteerExperience: { items: 0, none: true },
    cvChosen: true,
    ...overrides,
  });
  const { INITIATED, COMPLETED, VERIFIED } = ableToWorkProfileStatus;

  it('counts a tab done with an entry or with "I have none", the CV tab with a chosen CV', () => {
    expect(tabsDone(tabFlags(state()))).toBe(6);
    expect(tabsDone({ ...tabFlags(state({ skills: empty })), profileStatus: INITIATED })).toBe(5);
    expect(tabFlags(state({ skills: empty }))).toMatchObject({ skillsTabCompleted: false, trainingTabCompleted: true });
    expect(tabFlags(state({ cvChosen: false })).attachmentTabCompleted).toBe(false);
  });

  it('is COMPLETED with all six, INITIATED otherwise; VERIFIED stays until a change, which returns it to COMPLETED', () => {
    expect(nextProfileStatus(INITIATED, tabFlags(state()), true)).toBe(COMPLETED);
    expect(nextProfileStatus(COMPLETED, tabFlags(state({ education: empty })), true)).toBe(INITIATED);
    expect(nextProfileStatus(VERIFIED, tabFlags(state()), false)).toBe(VERIFIED);
    expect(nextProfileStatus(VERIFIED, tabFlags(state()), true)).toBe(COMPLETED);
    expect(nextProfileStatus(VERIFIED, tabFlags(state({ cvChosen: false })), true)).toBe(INITIATED);
  });
});
