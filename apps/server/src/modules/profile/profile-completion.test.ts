import { describe, expect, it } from 'vitest';
import { profileStatus } from '@sanad/contract';
import { applicantCompletion, dependentCompletion, emptySnapshot, propertiesDone, type PersonTabsSnapshot } from './profile-completion.ts';

const fullPerson: PersonTabsSnapshot = {
  personal: true,
  address: true,
  education: true,
  labor: true,
  license: true,
  incomeDeclared: true,
  hasProperties: false,
  propertyCount: 0,
};
const fullDependent: PersonTabsSnapshot = { ...fullPerson, address: false, labor: false };

describe('profile completion rules', () => {
  it('counts properties done on "no", or on "yes" with at least one listed', () => {
    expect(propertiesDone(null, 0)).toBe(false);
    expect(propertiesDone(null, 2)).toBe(false);
    expect(propertiesDone(false, 0)).toBe(true);
    expect(propertiesDone(true, 0)).toBe(false);
    expect(propertiesDone(true, 1)).toBe(true);
  });

  it('judges a dependent on five tabs: INITIATED, INCOMPLETED, COMPLETED (address and labor are not theirs)', () => {
    expect(dependentCompletion(emptySnapshot)).toMatchObject({ done: false, status: profileStatus.INITIATED });
    expect(dependentCompletion({ ...emptySnapshot, hasProperties: true })).toMatchObject({ status: profileStatus.INCOMPLETED });
    expect(dependentCompletion({ ...emptySnapshot, license: true })).toMatchObject({ status: profileStatus.INCOMPLETED });
    expect(dependentCompletion(fullDependent)).toMatchObject({
      done: true,
      status: profileStatus.COMPLETED,
      tabs: { personal: true, education: true, income: true, license: true, properties: true },
    });
    expect(dependentCompletion({ ...fullDependent, incomeDeclared: false })).toMatchObject({
      done: false,
      status: profileStatus.INCOMPLETED,
    });
  });

  it('keeps an applicant INITIATED until something is saved, then INCOMPLETED, listing open tabs in screen order', () => {
    const none = applicantCompletion({ own: emptySnapshot, dependentsConfirmed: false, dependents: [], completed: false });
    expect(none.status).toBe(profileStatus.INITIATED);
    expect(none.missing).toEqual(['personal', 'address', 'dependents', 'education', 'income', 'labor', 'license', 'properties']);
    expect(applicantCompletion({ own: emptySnapshot, dependentsConfirmed: true, dependents: [], completed: false })).toMatchObject({
      status: profileStatus.INCOMPLETED,
      missing: ['personal', 'address', 'education', 'income', 'labor', 'license', 'properties'],
    });
    expect(
      applicantCompletion({ own: { ...emptySnapshot, labor: true }, dependentsConfirmed: false, dependents: [], completed: false }).status,
    ).toBe(profileStatus.INCOMPLETED);
  });

  it('completes the dependents tab only when confirmed, without household gaps, and every dependent done', () => {
    const judge = (dependentsConfirmed: boolean, dependents: Parameters<typeof applicantCompletion>[0]['dependents']) =>
      applicantCompletion({ own: fullPerson, dependentsConfirmed, dependents, completed: false }).tabs.dependents;
    expect(judge(false, [])).toBe(false);
    expect(judge(true, [])).toBe(true);
    expect(judge(true, [{ gaps: [], snapshot: fullDependent }])).toBe(true);
    expect(judge(true, [{ gaps: ['house'], snapshot: fullDependent }])).toBe(false);
    expect(judge(true, [{ gaps: ['custody'], snapshot: fullDependent }])).toBe(false);
    expect(
      judge(true, [
        { gaps: [], snapshot: fullDependent },
        { gaps: [], snapshot: { ...fullDependent, education: false } },
      ]),
    ).toBe(false);
  });

  it('is COMPLETED only when completed and every tab is still done', () => {
    const all = { own: fullPerson, dependentsConfirmed: true, dependents: [] };
    expect(applicantCompletion({ ...all, completed: false })).toMatchObject({
      allDone: true,
      missing: [],
      status: profileStatus.INCOMPLETED,
    });
    expect(applicantCompletion({ ...all, completed: true })).toMatchObject({ allDone: true, status: profileStatus.COMPLETED });
    expect(applicantCompletion({ ...all, own: { ...fullPerson, hasProperties: true }, completed: true })).toMatchObject({
      allDone: false,
      missing: ['properties'],
      status: profileStatus.INCOMPLETED,
    });
  });

  /** Every subset of a list of tabs, as [done tabs] arrays (2^n of them). */
  function subsets<T>(items: readonly T[]): T[][] {
    return Array.from({ length: 2 ** items.length }, (_, mask) => items.filter((_, bit) => (mask & (1 << bit)) !== 0));
  }

  /** A person's snapshot with exactly these tabs done (properties done by answering "no"). */
  function snapshotWith(done: readonly string[]): PersonTabsSnapshot {
    return {
      personal: done.includes('personal'),
      address: done.includes('address'),
      education: done.includes('education'),
      labor: done.includes('labor'),
      license: done.includes('license'),
      incomeDeclared: done.includes('income'),
      hasProperties: done.includes('properties') ? false : null,
      propertyCount: 0,
    };
  }

  it('judges all 512 combinations of the eight applicant tabs and complete/{id} as spec §4 says', () => {
    const tabs = ['personal', 'address', 'dependents', 'education', 'income', 'labor', 'license', 'properties'] as const;
    for (const done of subsets(tabs)) {
      for (const completed of [false, true]) {
        const result = applicantCompletion({
          own: snapshotWith(done),
          dependentsConfirmed: done.includes('dependents'),
          dependents: [],
          completed,
        });
        const allDone = done.length === tabs.length;
        const expected =
          completed && allDone
            ? profileStatus.COMPLETED
            : done.length > 0 || completed
              ? profileStatus.INCOMPLETED
              : profileStatus.INITIATED;
        expect({ done, completed, status: result.status }).toEqual({ done, completed, status: expected });
        expect(result.allDone).toBe(allDone);
        expect(result.missing).toEqual(tabs.filter((tab) => !done.includes(tab)));
      }
    }
  });

  it('judges all 32 combinations of a dependent’s five tabs, whatever address and labor say', () => {
    const tabs = ['personal', 'education', 'income', 'license', 'properties'] as const;
    for (const done of subsets(tabs)) {
      for (const extra of [[], ['address', 'labor']]) {
        const result = dependentCompletion(snapshotWith([...done, ...extra]));
        const expected =
          done.length === tabs.length ? profileStatus.COMPLETED : done.length > 0 ? profileStatus.INCOMPLETED : profileStatus.INITIATED;
        expect({ done, status: result.status }).toEqual({ done, status: expected });
        expect(
          Object.entries(result.tabs)
            .filter(([, value]) => value)
            .map(([tab]) => tab)
            .sort(),
        ).toEqual([...done].sort());
      }
    }
  });
});
