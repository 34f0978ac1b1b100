import { whatIfToday } from '../../../test/calculator-fixtures.ts';
import { personErrorField, rowField } from './household-form.ts';
import { leavesField, shareField, startingForm, whatIfChanges, whatIfErrorField, whatIfPlan, type WhatIfPerson } from './what-if-model.ts';

const start = () => startingForm(whatIfToday().current);
const byName = (people: readonly WhatIfPerson[], personId: string) => people.find((person) => person.member?.personId === personId)!;

describe('the what-if form', () => {
  it("starts from today's steps: each counted person's incomes and assets, a part owned as its share", () => {
    const { people, values } = start();
    const sara = byName(people, 'p-sara');
    const faisal = byName(people, 'p-faisal');
    expect(sara.incomes).toHaveLength(1);
    expect(values[rowField(sara, sara.incomes[0]!, 'source')]).toBe('PENSION');
    expect(values[rowField(sara, sara.incomes[0]!, 'monthlyAmount')]).toBe('150');
    expect(values[rowField(sara, sara.assets[0]!, 'estimatedValue')]).toBe('60000');
    expect(values[shareField(sara, sara.assets[0]!)]).toBe('50');
    expect(values[rowField(faisal, faisal.incomes[0]!, 'monthlyAmount')]).toBe('3000');
    expect(byName(people, 'p-reem').incomes).toEqual([]);
  });

  it('names only what changed: an amount, a list emptied, a dependent leaving, a person added', () => {
    const first = start();
    const unchanged = whatIfPlan(first.values, first.people, first);
    expect(whatIfChanges(first.values, unchanged)).toEqual({ incomes: [], assets: [], addMembers: [], removeMembers: [] });

    const sara = byName(first.people, 'p-sara');
    const faisal = byName(first.people, 'p-faisal');
    const people: WhatIfPerson[] = [
      ...first.people.map((person) => (person === faisal ? { ...person, incomes: [] } : person)),
      { key: 'p9', incomes: [], assets: [], member: null },
    ];
    const values = {
      ...first.values,
      [rowField(sara, sara.incomes[0]!, 'monthlyAmount')]: '200.5',
      [leavesField(byName(people, 'p-reem'))]: 'yes',
      'p9.by': 'age',
      'p9.age': '1',
    };
    const plan = whatIfPlan(values, people, first);
    expect(whatIfChanges(values, plan)).toEqual({
      incomes: [
        { personId: 'p-sara', sources: [{ source: 'PENSION', monthlyAmount: 20_050 }] },
        { personId: 'p-faisal', sources: [] },
      ],
      assets: [],
      addMembers: [{ age: 1, incomes: [], assets: [] }],
      removeMembers: ['p-reem'],
    });

    // The API's errors count in the order the request named people.
    expect(whatIfErrorField('changes.incomes.0.sources.0.monthlyAmount', plan, values)).toBe(
      rowField(sara, sara.incomes[0]!, 'monthlyAmount'),
    );
    expect(whatIfErrorField('changes.addMembers.0.age', plan, values)).toBe('p9.age');
    expect(whatIfErrorField('changes.removeMembers.0', plan, values)).toBe(leavesField(byName(people, 'p-reem')));
    expect(whatIfErrorField('changes.incomes.1.personId', plan, values)).toBeNull();
    expect(whatIfErrorField('applicationId', plan, values)).toBeNull();
  });

  it("puts a person's errors on the box they chose for the age, and a row's on its field", () => {
    const person = { key: 'p1', incomes: ['i1'], assets: ['a1'] };
    expect(personErrorField(person, 'birthDate', { 'p1.by': 'age' })).toBe('p1.age');
    expect(personErrorField(person, 'age', { 'p1.by': 'birthDate' })).toBe('p1.birthDate');
    expect(personErrorField(person, 'incomes.0', {})).toBe('p1.i1.source');
    expect(personErrorField(person, 'assets.0.estimatedValue', {})).toBe('p1.a1.estimatedValue');
    expect(personErrorField(person, 'incomes.3.source', {})).toBeNull();
    expect(personErrorField(person, 'incomes', {})).toBeNull();
  });
});
