import type { LookupGroup, TamkeenListTab } from '@sanad/contract';

/** One input of a row: free text, a lookup code, a date, a whole number, a fixed choice or a longer text. */
export type FieldKind =
  | { kind: 'text'; max: number }
  | { kind: 'textarea'; max: number }
  | { kind: 'lookup'; group: LookupGroup }
  | { kind: 'date' }
  | { kind: 'number' }
  | { kind: 'choice'; options: readonly string[] };

export interface FieldDefinition {
  name: string;
  /** `tamkeen.fields.<name>` in the locale files; choices' words are `tamkeen.fields.<name>Options.<value>`. */
  required: boolean;
  type: FieldKind;
}

/** The fields of each list tab's rows, in screen order (the contract's item schemas). */
export const tabFields: Record<TamkeenListTab, readonly FieldDefinition[]> = {
  education: [
    { name: 'educationLevel', required: true, type: { kind: 'lookup', group: 'educationLevel' } },
    { name: 'major', required: false, type: { kind: 'lookup', group: 'majors' } },
    { name: 'institution', required: true, type: { kind: 'text', max: 150 } },
    { name: 'graduationYear', required: false, type: { kind: 'number' } },
  ],
  experience: [
    { name: 'jobTitle', required: true, type: { kind: 'text', max: 100 } },
    { name: 'employer', required: true, type: { kind: 'text', max: 150 } },
    { name: 'professionSkill', required: true, type: { kind: 'lookup', group: 'professionSkills' } },
    { name: 'startDate', required: true, type: { kind: 'date' } },
    { name: 'endDate', required: false, type: { kind: 'date' } },
  ],
  skills: [
    { name: 'skill', required: true, type: { kind: 'lookup', group: 'professionSkills' } },
    { name: 'level', required: true, type: { kind: 'choice', options: ['BASIC', 'GOOD', 'EXPERT'] } },
  ],
  training: [
    { name: 'title', required: true, type: { kind: 'text', max: 150 } },
    { name: 'provider', required: true, type: { kind: 'text', max: 150 } },
    { name: 'completedOn', required: true, type: { kind: 'date' } },
    { name: 'hours', required: false, type: { kind: 'number' } },
  ],
  volunteerExperience: [
    { name: 'organization', required: true, type: { kind: 'text', max: 150 } },
    { name: 'role', required: true, type: { kind: 'text', max: 100 } },
    { name: 'startDate', required: true, type: { kind: 'date' } },
    { name: 'endDate', required: false, type: { kind: 'date' } },
    { name: 'description', required: false, type: { kind: 'textarea', max: 500 } },
  ],
};

/** A row's form text as the API's item: empty optional inputs are null, numbers are numbers. */
export function toItem(fields: readonly FieldDefinition[], value: (name: string) => string): Record<string, string | number | null> {
  const item: Record<string, string | number | null> = {};
  for (const field of fields) {
    const text = value(field.name).trim();
    if (field.type.kind === 'number') item[field.name] = text === '' ? null : /^\d+$/.test(text) ? Number(text) : Number.NaN;
    else item[field.name] = text === '' && !field.required ? null : text;
  }
  return item;
}

/** An item's values as the form's text. */
export function fromItem(fields: readonly FieldDefinition[], item: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => [field.name, item[field.name] === null || item[field.name] === undefined ? '' : String(item[field.name])]),
  );
}
