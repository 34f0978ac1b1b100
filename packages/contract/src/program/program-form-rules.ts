import { formValidation } from '../codes.ts';
import { isCalendarDate } from '../common/dates.ts';
import { latinDigits } from '../common/digits.ts';
import type { ValidationMessageCode } from '../common/validation-messages.ts';
import type { ProgramFormField } from './program-form.schemas.ts';

/*
 * The one check of dynamic form answers against their field definitions (spec §5, 1001–1007), run by the browser as
 * the person types and by the server on every save. No zod here: the web imports it at run time
 * (`@sanad/contract/client`). The unique rule (1002) needs the other accounts' answers, which only the server has:
 * without an `isTaken` answer the check lists the values still to look up instead of judging them.
 */

/** The codes a dynamic field can fail with; each one is a validation message (validation-messages.ts). */
export type ProgramFormRuleCode = Extract<
  ValidationMessageCode,
  'required' | 'unique' | 'min_length' | 'max_length' | 'min' | 'max' | 'pattern' | 'number_format' | 'date_format' | 'invalid_value'
>;

/** The first rule a field breaks, with the bound its message names (`minimum` or `maximum`). */
export interface ProgramFormRuleFailure {
  code: ProgramFormRuleCode;
  values?: Record<string, string | number>;
}

/** The field definition the rules read (the contract's field, or the server's row mapped to it). */
export type ProgramFormRuleField = Pick<ProgramFormField, 'name' | 'type' | 'required' | 'validationList' | 'options'>;

/** Whether another account already holds this value of a unique field (server only). */
export type IsTaken = (fieldName: string, value: string) => boolean;

export interface ProgramFormCheck {
  /** Every field of the form with its answer as it is stored: trimmed, digits in ASCII ('' when not answered). */
  values: Record<string, string>;
  /** The first failing rule per field name; empty when every answer passes. */
  errors: Record<string, ProgramFormRuleFailure>;
  /** Non-empty answers of unique fields that passed every other rule but were not judged (no `isTaken` given). */
  uniqueToCheck: { name: string; value: string }[];
}

/**
 * The stored form of an answer: trimmed, with Arabic-Indic digits (and the Arabic decimal separator) in ASCII, as
 * every digits rule of the portal compares them (decision 038). A textarea keeps its digits: it is the person's prose.
 */
export function normalizeFormValue(field: Pick<ProgramFormField, 'type'>, raw: string): string {
  const trimmed = raw.trim();
  if (field.type === 'textarea') return trimmed;
  const latin = latinDigits(trimmed);
  return field.type === 'number' ? latin.replace(/\u066B/g, '.') : latin;
}

/** A field is required when flagged or when its list holds 1001 ("a field flagged required is also required"). */
export function isRequiredField(field: Pick<ProgramFormField, 'required' | 'validationList'>): boolean {
  return field.required || field.validationList.some((rule) => rule.validationId === formValidation.REQUIRED);
}

/** Whether the field's list holds the unique rule (1002). */
export function isUniqueField(field: Pick<ProgramFormField, 'validationList'>): boolean {
  return field.validationList.some((rule) => rule.validationId === formValidation.UNIQUE);
}

const numberPattern = /^[-+]?(\d+(\.\d+)?|\.\d+)$/;

function toNumber(text: string): number | null {
  return numberPattern.test(text) ? Number(text) : null;
}

/** Characters as a person counts them (code points, so a letter outside the BMP is one). */
function length(text: string): number {
  return [...text].length;
}

/** A length bound: a whole number ≥ 0; anything else is a broken definition and the rule is skipped. */
function lengthBound(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** A pattern bound matches the whole answer (anchored), so `\d{4}` never passes `12345`; a broken one is skipped. */
function wholePattern(source: string): RegExp | null {
  try {
    return new RegExp(`^(?:${source})$`);
  } catch {
    return null;
  }
}

/**
 * A min/max bound against an answer: dates compare as ISO dates (the bound written YYYY-MM-DD), every other type as
 * numbers. Returns the answer's position relative to the bound (<0, 0, >0), or null when the bound is broken.
 */
function compareToBound(field: ProgramFormRuleField, value: string, bound: string): number | null {
  if (field.type === 'date') {
    const date = latinDigits(bound.trim());
    if (!isCalendarDate(date)) return null;
    return value < date ? -1 : value > date ? 1 : 0;
  }
  const limit = toNumber(latinDigits(bound.trim()));
  const number = toNumber(value);
  if (limit === null || number === null) return null;
  return number - limit;
}

/** The bound a message shows: a number as a number, a date as written. */
function shownBound(field: ProgramFormRuleField, bound: string): string | number {
  const text = latinDigits(bound.trim());
  return field.type === 'date' ? text : Number(text);
}

/** The type's own check (a number, a real date, one of the choices), before the list's rules. */
function typeFailure(field: ProgramFormRuleField, value: string): ProgramFormRuleFailure | null {
  if (field.type === 'number' && toNumber(value) === null) return { code: 'number_format' };
  if (field.type === 'date' && !isCalendarDate(value)) return { code: 'date_format' };
  if (field.type === 'select' && !field.options.some((option) => option.code === value)) return { code: 'invalid_value' };
  return null;
}

/** The first of the list's bound rules (1003–1007, in id order) that a non-empty answer breaks, or null. */
function boundFailure(field: ProgramFormRuleField, value: string): ProgramFormRuleFailure | null {
  const rules = [...field.validationList].sort((a, b) => a.validationId - b.validationId);
  for (const rule of rules) {
    switch (rule.validationId) {
      case formValidation.MIN_LENGTH: {
        const minimum = lengthBound(rule.value);
        if (minimum !== null && length(value) < minimum) return { code: 'min_length', values: { minimum } };
        break;
      }
      case formValidation.MAX_LENGTH: {
        const maximum = lengthBound(rule.value);
        if (maximum !== null && length(value) > maximum) return { code: 'max_length', values: { maximum } };
        break;
      }
      case formValidation.MIN: {
        // A text field with a numeric bound must hold a number to be compared.
        if (field.type !== 'date' && toNumber(value) === null) return { code: 'number_format' };
        const position = compareToBound(field, value, rule.value);
        if (position !== null && position < 0) return { code: 'min', values: { minimum: shownBound(field, rule.value) } };
        break;
      }
      case formValidation.MAX: {
        if (field.type !== 'date' && toNumber(value) === null) return { code: 'number_format' };
        const position = compareToBound(field, value, rule.value);
        if (position !== null && position > 0) return { code: 'max', values: { maximum: shownBound(field, rule.value) } };
        break;
      }
      case formValidation.PATTERN: {
        const pattern = wholePattern(rule.value);
        if (pattern !== null && !pattern.test(value)) return { code: 'pattern' };
        break;
      }
      default:
        break;
    }
  }
  return null;
}

/**
 * Checks answers against a form's fields, in this order per field: required (flag or 1001); an empty optional answer
 * stops there; the type (number, date, choice); 1003–1007 in id order; then unique (1002) last, since "already used"
 * only means something for a value that is otherwise right. Answers to names the form does not have are not judged
 * here (the server refuses them; the browser never sends them).
 */
export function checkProgramForm(
  fields: readonly ProgramFormRuleField[],
  answers: Readonly<Record<string, string | undefined>>,
  isTaken?: IsTaken,
): ProgramFormCheck {
  const check: ProgramFormCheck = { values: {}, errors: {}, uniqueToCheck: [] };
  for (const field of fields) {
    const value = normalizeFormValue(field, answers[field.name] ?? '');
    check.values[field.name] = value;
    const failure = fieldFailure(field, value);
    if (failure) {
      check.errors[field.name] = failure;
      continue;
    }
    if (value === '' || !isUniqueField(field)) continue;
    if (isTaken === undefined) check.uniqueToCheck.push({ name: field.name, value });
    else if (isTaken(field.name, value)) check.errors[field.name] = { code: 'unique' };
  }
  return check;
}

/** The first rule other than unique that one normalised answer breaks, or null. */
function fieldFailure(field: ProgramFormRuleField, value: string): ProgramFormRuleFailure | null {
  if (value === '') return isRequiredField(field) ? { code: 'required' } : null;
  return typeFailure(field, value) ?? boundFailure(field, value);
}
