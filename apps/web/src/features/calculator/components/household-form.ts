import { calculatorLimits } from '@sanad/contract';
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../lib/format.ts';
import type { TFunction } from '../../../lib/i18n.tsx';
import type { Language } from '@sanad/contract';
import { parseRiyals } from '../../../lib/money.ts';

/**
 * The people a calculator form holds (the support calculator's household, the what-if's changes) and how their inputs
 * are named, turned into the request, and found again from the API's field errors. A person's inputs are named
 * `<person>.<field>` and those of their incomes and assets `<person>.<row>.<field>`, so one `useForm` holds them all
 * and a row keeps its inputs while rows before it come and go.
 */

/** One person of the form, with the keys of their income and asset rows in screen order. */
export interface PersonRows {
  key: string;
  incomes: string[];
  assets: string[];
}

export type RowKind = 'incomes' | 'assets';

/** The fields of a row of each kind, the first one where an error about the whole row lands. */
export const rowFields: Record<RowKind, readonly [string, string]> = {
  incomes: ['source', 'monthlyAmount'],
  assets: ['type', 'estimatedValue'],
};

/** How a person's age is given: in full years, or by the birth date. */
export type AgeBy = 'age' | 'birthDate';

export const personField = (person: Pick<PersonRows, 'key'>, field: string) => `${person.key}.${field}`;
export const rowField = (person: Pick<PersonRows, 'key'>, row: string, field: string) => `${person.key}.${row}.${field}`;

/** The id of an input (the error summary links to it): the prefix and the input's name, dots as hyphens. */
export const inputId = (prefix: string, name: string) => `${prefix}-${name.replaceAll('.', '-')}`;

/** The inputs of one person in screen order: the age (when asked), then each income, then each asset. */
export function personInputs(person: PersonRows, { withAge }: { withAge: boolean }): string[] {
  return [
    ...(withAge ? ['by', 'age', 'birthDate'].map((field) => personField(person, field)) : []),
    ...person.incomes.flatMap((row) => rowFields.incomes.map((field) => rowField(person, row, field))),
    ...person.assets.flatMap((row) => rowFields.assets.map((field) => rowField(person, row, field))),
  ];
}

/** The ids of the inputs `names` for `useForm`, in the order given. */
export function idsOf(names: readonly string[], prefix: string): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, inputId(prefix, name)]));
}

/** The values of a new person: their age to be given in years, nothing typed yet. */
export function blankPerson(person: Pick<PersonRows, 'key'>): Record<string, string> {
  return { [personField(person, 'by')]: 'age', [personField(person, 'age')]: '', [personField(person, 'birthDate')]: '' };
}

export function blankRow(person: Pick<PersonRows, 'key'>, kind: RowKind, row: string): Record<string, string> {
  return Object.fromEntries(rowFields[kind].map((field) => [rowField(person, row, field), '']));
}

type Values = Readonly<Record<string, string>>;
const valueOf = (values: Values, name: string) => values[name] ?? '';

/** The age as the contract takes it: the one way chosen, left out while empty; a text that is no whole number as typed. */
export function ageInput(values: Values, person: PersonRows): { age?: unknown; birthDate?: string } {
  if (valueOf(values, personField(person, 'by')) === 'birthDate') {
    const birthDate = valueOf(values, personField(person, 'birthDate'));
    return birthDate === '' ? {} : { birthDate };
  }
  const age = valueOf(values, personField(person, 'age')).trim();
  if (age === '') return {};
  return { age: /^\d+$/.test(age) ? Number(age) : age };
}

/** A person's incomes as the contract takes them, amounts typed in riyals turned into halalas (null: not an amount). */
export function incomesInput(values: Values, person: PersonRows) {
  return person.incomes.map((row) => ({
    source: valueOf(values, rowField(person, row, 'source')),
    monthlyAmount: parseRiyals(valueOf(values, rowField(person, row, 'monthlyAmount'))),
  }));
}

/** A person's assets as the contract takes them; `share` adds each row's ownership share (the what-if's). */
export function assetsInput(values: Values, person: PersonRows) {
  return person.assets.map((row) => ({
    type: valueOf(values, rowField(person, row, 'type')),
    estimatedValue: parseRiyals(valueOf(values, rowField(person, row, 'estimatedValue'))),
  }));
}

/**
 * The input an error about one person is about, given the rest of its path after the person (`age`,
 * `incomes.0.monthlyAmount`, `assets.2`): null when it names none of their inputs (too many incomes, say), which then
 * shows in the summary alone. A missing age lands on the box the person chose to give it in.
 */
export function personErrorField(person: PersonRows, rest: string | undefined, values: Values): string | null {
  const by = valueOf(values, personField(person, 'by')) === 'birthDate' ? 'birthDate' : 'age';
  if (rest === undefined || rest === 'age' || rest === 'birthDate') return personField(person, by);
  const match = /^(incomes|assets|sources|items)\.(\d+)(?:\.(\w+))?$/.exec(rest);
  if (!match) return null;
  const kind: RowKind = match[1] === 'incomes' || match[1] === 'sources' ? 'incomes' : 'assets';
  const row = person[kind][Number(match[2])];
  if (row === undefined) return null;
  const fields = rowFields[kind];
  const field = match[3] !== undefined && fields.includes(match[3]) ? match[3] : fields[0];
  return rowField(person, row, field);
}

/**
 * The checks the contract words in its own terms, said for this form: amounts in riyals (the contract counts
 * halalas), an age in full years, a choice from a list. Each message is about the input it is keyed by.
 */
export function personErrors(
  values: Values,
  person: PersonRows,
  t: TFunction,
  language: Language,
  { withAge }: { withAge: boolean },
): Record<string, string | undefined> {
  const errors: Record<string, string | undefined> = {};
  if (withAge) {
    if (valueOf(values, personField(person, 'by')) === 'birthDate') {
      if (valueOf(values, personField(person, 'birthDate')) === '')
        errors[personField(person, 'birthDate')] = t('calculator.errors.birthDate');
    } else {
      const age = valueOf(values, personField(person, 'age')).trim();
      const name = personField(person, 'age');
      if (age === '') errors[name] = t('calculator.errors.ageRequired');
      else if (!/^\d+$/.test(age)) errors[name] = t('calculator.errors.ageInvalid');
      else if (Number(age) > calculatorLimits.maxAge) errors[name] = t('calculator.errors.ageTooHigh', { max: calculatorLimits.maxAge });
    }
  }
  for (const row of person.incomes) {
    if (valueOf(values, rowField(person, row, 'source')) === '') errors[rowField(person, row, 'source')] = t('calculator.errors.source');
    const name = rowField(person, row, 'monthlyAmount');
    errors[name] = riyalsError(valueOf(values, name), t, language, { positive: true, max: calculatorLimits.maxMonthlyAmount });
  }
  for (const row of person.assets) {
    if (valueOf(values, rowField(person, row, 'type')) === '') errors[rowField(person, row, 'type')] = t('calculator.errors.assetType');
    const name = rowField(person, row, 'estimatedValue');
    errors[name] = riyalsError(valueOf(values, name), t, language, { positive: false, max: calculatorLimits.maxAssetValue });
  }
  return errors;
}

/** What is wrong with an amount typed in riyals, in words about riyals, or undefined when it is a valid amount. */
export function riyalsError(
  text: string,
  t: TFunction,
  language: Language,
  { positive, max }: { positive: boolean; max: number },
): string | undefined {
  if (text.trim() === '') return t('calculator.errors.amountRequired');
  const halalas = parseRiyals(text);
  if (halalas === null) return t('calculator.errors.amountInvalid');
  if (positive && halalas === 0) return t('calculator.errors.amountPositive');
  if (halalas > max) return t('calculator.errors.amountTooBig', { max: formatMoney(max, language) });
  return undefined;
}

let counter = 0;
/** A key no other row or person of the page has. */
export function newKey(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}`;
}

/**
 * The people of a form and their rows. Adding a person or a row moves focus to its first input, removing one to the
 * button that adds them, so keyboard and screen-reader users stay where the change happened.
 */
export function useHouseholdRows(initial: () => PersonRows[]) {
  const [people, setPeople] = useState<PersonRows[]>(initial);
  const focusId = useRef<string | null>(null);
  useEffect(() => {
    if (focusId.current === null) return;
    document.getElementById(focusId.current)?.focus();
    focusId.current = null;
  });

  const addPerson = (focus: (person: PersonRows) => string): PersonRows => {
    const person = { key: newKey('p'), incomes: [], assets: [] };
    setPeople((current) => [...current, person]);
    focusId.current = focus(person);
    return person;
  };
  const removePerson = (key: string, focus: string) => {
    setPeople((current) => current.filter((person) => person.key !== key));
    focusId.current = focus;
  };
  const addRow = (personKey: string, kind: RowKind, focus: (row: string) => string): string => {
    const row = newKey(kind === 'incomes' ? 'i' : 'a');
    setPeople((current) => current.map((person) => (person.key === personKey ? { ...person, [kind]: [...person[kind], row] } : person)));
    focusId.current = focus(row);
    return row;
  };
  const removeRow = (personKey: string, kind: RowKind, row: string, focus: string) => {
    setPeople((current) =>
      current.map((person) => (person.key === personKey ? { ...person, [kind]: person[kind].filter((item) => item !== row) } : person)),
    );
    focusId.current = focus;
  };
  return { people, setPeople, addPerson, removePerson, addRow, removeRow };
}
