import type { TraceStep, WhatIfHouse, WhatIfMember } from '@sanad/contract';
import type { TFunction } from '../../../lib/i18n.tsx';
import { riyalsInputValue } from '../../../lib/money.ts';
import { ageInput, assetsInput, incomesInput, newKey, personErrorField, personField, rowField, type PersonRows } from './household-form.ts';

/**
 * The what-if's form: the people of the house as today's evaluation names them, each counted person's incomes and
 * assets filled in from its steps (INCOME_SOURCE, ASSET_ITEM and the dwelling's), so the person changes what they
 * want and the request names only what they changed (docs/decisions/059-calculators.md: each list given replaces the
 * person's whole list).
 */

/** A person of the form: one stored in the house (`member`), or one the changes would add (`member` null). */
export interface WhatIfPerson extends PersonRows {
  member: WhatIfMember | null;
}

type Values = Readonly<Record<string, string>>;

/** The ownership share in percent the what-if sends for an asset row (100 unless a stored item is owned in part). */
export const shareField = (person: Pick<PersonRows, 'key'>, row: string) => rowField(person, row, 'share');
/** Ticked ('yes'): the dependent would leave the house. */
export const leavesField = (person: Pick<PersonRows, 'key'>) => personField(person, 'leaves');

/** A stored person's share of an item: what counted of its value, in whole percent (100 for the dwelling, counted 0). */
function shareOf(step: TraceStep): number {
  const value = step.value ?? 0;
  if (step.rule !== 'ASSET_ITEM' || value <= 0 || step.counted === null || step.counted === undefined) return 100;
  return Math.min(100, Math.max(1, Math.round((step.counted * 100) / value)));
}

/** The people of today's house and the values their inputs start with. */
export function startingForm(today: WhatIfHouse): { people: WhatIfPerson[]; values: Record<string, string> } {
  const values: Record<string, string> = {};
  const people = today.members.map((member, index): WhatIfPerson => {
    const person: WhatIfPerson = { key: `m${index}`, incomes: [], assets: [], member };
    values[leavesField(person)] = '';
    if (!member.counted) return person;
    for (const step of today.trace) {
      if (step.personId !== member.personId) continue;
      if (step.rule === 'INCOME_SOURCE') {
        const row = newKey('i');
        person.incomes.push(row);
        values[rowField(person, row, 'source')] = step.detail ?? '';
        values[rowField(person, row, 'monthlyAmount')] = riyalsInputValue(step.value ?? 0);
      } else if (step.rule === 'ASSET_ITEM' || step.rule === 'ASSET_DWELLING_EXCLUDED') {
        const row = newKey('a');
        person.assets.push(row);
        values[rowField(person, row, 'type')] = step.detail ?? '';
        values[rowField(person, row, 'estimatedValue')] = riyalsInputValue(step.value ?? 0);
        values[shareField(person, row)] = String(shareOf(step));
      }
    }
    return person;
  });
  return { people, values };
}

/** A stored person's assets as the what-if takes them, with the share of each (100 for a row added here). */
export function whatIfAssets(values: Values, person: WhatIfPerson) {
  return assetsInput(values, person).map((item, index) => {
    const row = person.assets[index] ?? '';
    const share = Number(values[shareField(person, row)] ?? '100');
    return { ...item, ownershipShare: Number.isInteger(share) && share >= 1 && share <= 100 ? share : 100 };
  });
}

/** Which people each list of the request names, in the order it names them (the API's errors count in that order). */
export interface WhatIfPlan {
  incomes: WhatIfPerson[];
  assets: WhatIfPerson[];
  added: WhatIfPerson[];
  removed: WhatIfPerson[];
}

/**
 * What the form would send: the stored people whose incomes or assets differ from today's (those leaving aside), the
 * people added, and the dependents leaving.
 */
export function whatIfPlan(
  values: Values,
  people: readonly WhatIfPerson[],
  start: { people: readonly WhatIfPerson[]; values: Values },
): WhatIfPlan {
  const stored = people.filter((person) => person.member !== null);
  const staying = stored.filter((person) => values[leavesField(person)] !== 'yes');
  // Today's rows of the person, as they started (a row removed since is still in them).
  const before = new Map(start.people.map((person) => [person.key, person]));
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const changed = (person: WhatIfPerson, list: (values: Values, person: WhatIfPerson) => unknown) => {
    const first = before.get(person.key);
    return !first || !same(list(values, person), list(start.values, first));
  };
  return {
    incomes: staying.filter((person) => person.member?.counted && changed(person, incomesInput)),
    assets: staying.filter((person) => person.member?.counted && changed(person, whatIfAssets)),
    added: people.filter((person) => person.member === null),
    removed: stored.filter((person) => values[leavesField(person)] === 'yes'),
  };
}

/** The request's `changes` for the plan. */
export function whatIfChanges(values: Values, plan: WhatIfPlan) {
  const id = (person: WhatIfPerson) => person.member?.personId ?? '';
  return {
    incomes: plan.incomes.map((person) => ({ personId: id(person), sources: incomesInput(values, person) })),
    assets: plan.assets.map((person) => ({ personId: id(person), items: whatIfAssets(values, person) })),
    addMembers: plan.added.map((person) => ({
      ...ageInput(values, person),
      incomes: incomesInput(values, person),
      assets: assetsInput(values, person),
    })),
    removeMembers: plan.removed.map(id),
  };
}

/** The input an error of the what-if is about (`changes.incomes.0.sources.1.monthlyAmount`, `changes.addMembers.0.age`). */
export function whatIfErrorField(field: string, plan: WhatIfPlan, values: Values): string | null {
  const match = /^changes\.(incomes|assets|addMembers|removeMembers)\.(\d+)(?:\.(.+))?$/.exec(field);
  if (!match) return null;
  const list = { incomes: plan.incomes, assets: plan.assets, addMembers: plan.added, removeMembers: plan.removed }[
    match[1] as 'incomes' | 'assets' | 'addMembers' | 'removeMembers'
  ];
  const person = list[Number(match[2])];
  if (!person) return null;
  if (match[1] === 'removeMembers') return leavesField(person);
  // A stored person's own id refused (member_unknown): nothing of theirs to point at but the summary.
  if (match[3] === 'personId') return null;
  return personErrorField(person, match[3], values);
}

/** A person of a what-if's answer by name: a stored one's own, "New family member 2" for one the changes add. */
export function whatIfMemberName(member: Pick<WhatIfMember, 'personId' | 'nameAr' | 'nameEn'>, t: TFunction, language: string): string {
  const added = /^added\.(\d+)$/.exec(member.personId);
  if (added) return t('calculator.person.addedName', { number: Number(added[1]) + 1 });
  const name = language === 'ar' ? member.nameAr || member.nameEn : member.nameEn || member.nameAr;
  return name || t('why.someone');
}

/** The members of an answer with the names the wording and the table show (the added ones given theirs). */
export function namedMembers(members: readonly WhatIfMember[], t: TFunction, language: string): WhatIfMember[] {
  return members.map((member) => {
    if (!member.added && (member.nameAr || member.nameEn)) return member;
    const name = whatIfMemberName(member, t, language);
    return { ...member, nameAr: name, nameEn: name };
  });
}
