import type { AllLookups, LookupGroup, TamkeenListTab, TamkeenTabContent } from '@sanad/contract';
import type { DomainFieldError } from '../../platform/errors.ts';

/**
 * Checks of a tab's entries beyond their shape (the contract checked that): lookup codes, dates not in the future
 * nor before birth, an end not before its start. Each problem names its request field (`body.items.2.major`).
 */
export interface TamkeenValidationContext {
  lookups: AllLookups;
  today: string;
  birthDate: string;
}

const field = (index: number, name: string) => `body.items.${index}.${name}`;

function lookupError(context: TamkeenValidationContext, group: LookupGroup, code: string | null, path: string): DomainFieldError[] {
  if (code === null || context.lookups[group].some((item) => item.code === code)) return [];
  return [{ field: path, code: 'invalid_value' }];
}

function pastDate(context: TamkeenValidationContext, value: string | null, path: string): DomainFieldError[] {
  if (value === null) return [];
  if (value > context.today) return [{ field: path, code: 'date_in_future' }];
  if (value < context.birthDate) return [{ field: path, code: 'year_before_birth' }];
  return [];
}

function period(context: TamkeenValidationContext, index: number, startDate: string, endDate: string | null): DomainFieldError[] {
  const errors = [...pastDate(context, startDate, field(index, 'startDate')), ...pastDate(context, endDate, field(index, 'endDate'))];
  if (endDate !== null && endDate < startDate) errors.push({ field: field(index, 'endDate'), code: 'end_before_start' });
  return errors;
}

const thisYear = (context: TamkeenValidationContext) => Number(context.today.slice(0, 4));
const birthYear = (context: TamkeenValidationContext) => Number(context.birthDate.slice(0, 4));

/** Every problem of one tab's entries. */
export function validateTab<T extends TamkeenListTab>(
  tab: T,
  content: TamkeenTabContent[T],
  context: TamkeenValidationContext,
): DomainFieldError[] {
  const errors: DomainFieldError[] = [];
  const check = <I>(items: readonly I[], each: (item: I, index: number) => DomainFieldError[]) =>
    items.forEach((item, index) => errors.push(...each(item, index)));
  if (tab === 'education') {
    check((content as TamkeenTabContent['education']).items, (item, i) => {
      const found = [
        ...lookupError(context, 'educationLevel', item.educationLevel, field(i, 'educationLevel')),
        ...lookupError(context, 'majors', item.major, field(i, 'major')),
      ];
      if (item.graduationYear !== null && item.graduationYear > thisYear(context)) {
        found.push({ field: field(i, 'graduationYear'), code: 'year_in_future' });
      } else if (item.graduationYear !== null && item.graduationYear < birthYear(context)) {
        found.push({ field: field(i, 'graduationYear'), code: 'year_before_birth' });
      }
      return found;
    });
  } else if (tab === 'experience') {
    check((content as TamkeenTabContent['experience']).items, (item, i) => [
      ...lookupError(context, 'professionSkills', item.professionSkill, field(i, 'professionSkill')),
      ...period(context, i, item.startDate, item.endDate),
    ]);
  } else if (tab === 'skills') {
    const seen = new Set<string>();
    check((content as TamkeenTabContent['skills']).items, (item, i) => {
      const found = lookupError(context, 'professionSkills', item.skill, field(i, 'skill'));
      if (seen.has(item.skill)) found.push({ field: field(i, 'skill'), code: 'duplicate_item' });
      seen.add(item.skill);
      return found;
    });
  } else if (tab === 'training') {
    check((content as TamkeenTabContent['training']).items, (item, i) => pastDate(context, item.completedOn, field(i, 'completedOn')));
  } else {
    check((content as TamkeenTabContent['volunteerExperience']).items, (item, i) => period(context, i, item.startDate, item.endDate));
  }
  return errors;
}
