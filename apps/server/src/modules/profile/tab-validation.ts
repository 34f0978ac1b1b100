import {
  employeeStatuses,
  isCalendarDate,
  type AddressInput,
  type AllLookups,
  type EducationInput,
  type IncomeInput,
  type LaborInput,
  type LicenseInput,
  levelsWithMajor,
  selfEmployedStatuses,
  type LookupGroup,
  type PersonalInfoInput,
  type PropertyInput,
} from '@sanad/contract';
import type { DomainFieldError } from '../../platform/errors.ts';

/**
 * Pure checks of the tab inputs against the lookups, the calendar and what is stored, beyond the shape the contract
 * already checked. Each returns every problem (ARCHITECTURE rule 5), with the request field it belongs to.
 */

export interface ValidationContext {
  lookups: AllLookups;
  /** Today, ISO (UTC), from the clock port. */
  today: string;
  /** The person's birth date, ISO. */
  birthDate: string;
}

const field = (...path: Array<string | number>) => ['body', ...path].join('.');

function known(context: ValidationContext, group: LookupGroup, code: string): boolean {
  return context.lookups[group].some((item) => item.code === code);
}

/**
 * A past date of the person's life: a real day, not in the future, not before their birth. The contract already
 * refuses days that do not exist; the check stays for callers that skip it (the service's own tests, scripts).
 */
function pastDateErrors(value: string, path: string, context: ValidationContext): DomainFieldError[] {
  if (!isCalendarDate(value)) return [{ field: path, code: 'date_format' }];
  if (value > context.today) return [{ field: path, code: 'date_in_future' }];
  if (value < context.birthDate) return [{ field: path, code: 'year_before_birth' }];
  return [];
}

/** Marks every entry whose key was seen before. */
function duplicates<T>(items: readonly T[], key: (item: T) => string | null, path: (index: number) => string): DomainFieldError[] {
  const seen = new Set<string>();
  const errors: DomainFieldError[] = [];
  items.forEach((item, index) => {
    const value = key(item);
    if (value === null) return;
    if (seen.has(value)) errors.push({ field: path(index), code: 'duplicate_item' });
    seen.add(value);
  });
  return errors;
}

const sameText = (value: string | null) => (value ?? '').trim().toLocaleLowerCase('en');

export function validatePersonal(input: PersonalInfoInput, context: ValidationContext): DomainFieldError[] {
  const errors: DomainFieldError[] = [];
  if (!known(context, 'socialStatus', input.socialStatus)) errors.push({ field: field('socialStatus'), code: 'invalid_value' });
  if (input.hasDisability && input.disabilities.length === 0) errors.push({ field: field('disabilities'), code: 'disabilities_required' });
  if (!input.hasDisability && input.disabilities.length > 0) {
    errors.push({ field: field('disabilities'), code: 'disabilities_not_applicable' });
  }
  input.disabilities.forEach((disability, index) => {
    if (!known(context, 'disability', disability.code)) errors.push({ field: field('disabilities', index, 'code'), code: 'invalid_value' });
  });
  errors.push(
    ...duplicates(
      input.disabilities,
      (d) => d.code,
      (index) => field('disabilities', index, 'code'),
    ),
  );
  return errors;
}

export function validateAddress(input: AddressInput, context: ValidationContext): DomainFieldError[] {
  const errors: DomainFieldError[] = [];
  if (!known(context, 'regions', input.regionCode)) errors.push({ field: field('regionCode'), code: 'invalid_value' });
  const city = context.lookups.cities.find((item) => item.code === input.cityCode);
  if (!city) errors.push({ field: field('cityCode'), code: 'invalid_value' });
  else if (city.parentCode !== input.regionCode) errors.push({ field: field('cityCode'), code: 'city_not_in_region' });
  return errors;
}

export function validateEducation(input: EducationInput, context: ValidationContext): DomainFieldError[] {
  const errors: DomainFieldError[] = [];
  if (!known(context, 'educationLevel', input.educationLevel)) errors.push({ field: field('educationLevel'), code: 'invalid_value' });
  const majorAsked = levelsWithMajor.has(input.educationLevel);
  if (input.major === null) {
    if (majorAsked) errors.push({ field: field('major'), code: 'required' });
  } else if (!majorAsked || !known(context, 'majors', input.major)) {
    errors.push({ field: field('major'), code: 'invalid_value' });
  }
  if (input.graduationYear !== null) {
    if (input.graduationYear > Number(context.today.slice(0, 4))) errors.push({ field: field('graduationYear'), code: 'year_in_future' });
    else if (input.graduationYear < Number(context.birthDate.slice(0, 4))) {
      errors.push({ field: field('graduationYear'), code: 'year_before_birth' });
    }
  }
  return errors;
}

export function validateLabor(input: LaborInput, context: ValidationContext): DomainFieldError[] {
  const errors: DomainFieldError[] = [];
  if (!known(context, 'laborStatus', input.laborStatus)) errors.push({ field: field('laborStatus'), code: 'invalid_value' });
  const employee = employeeStatuses.has(input.laborStatus);
  const required: Array<keyof LaborInput> = employee
    ? ['employerName', 'jobTitle', 'workStartDate']
    : selfEmployedStatuses.has(input.laborStatus)
      ? ['jobTitle']
      : [];
  for (const name of required) if (input[name] === null) errors.push({ field: field(name), code: 'required' });
  if (input.workStartDate !== null) errors.push(...pastDateErrors(input.workStartDate, field('workStartDate'), context));
  if (input.professionSkill !== null && !known(context, 'professionSkills', input.professionSkill)) {
    errors.push({ field: field('professionSkill'), code: 'invalid_value' });
  }
  return errors;
}

export function validateLicense(input: LicenseInput, context: ValidationContext): DomainFieldError[] {
  const errors: DomainFieldError[] = [];
  if (input.hasLicenses && input.licenses.length === 0) errors.push({ field: field('licenses'), code: 'licenses_required' });
  if (!input.hasLicenses && input.licenses.length > 0) errors.push({ field: field('licenses'), code: 'licenses_not_applicable' });
  input.licenses.forEach((license, index) => {
    if (!known(context, 'licenseType', license.type)) errors.push({ field: field('licenses', index, 'type'), code: 'invalid_value' });
    // An expiry date may well lie ahead (or have passed): only a real day is asked.
    if (license.expiryDate !== null && !isCalendarDate(license.expiryDate)) {
      errors.push({ field: field('licenses', index, 'expiryDate'), code: 'date_format' });
    }
  });
  errors.push(
    ...duplicates(
      input.licenses,
      (license) => license.type,
      (index) => field('licenses', index, 'type'),
    ),
  );
  return errors;
}

/**
 * A list saved as a whole (income, properties): ids name the person's stored items (another id, someone else's or
 * one already deleted, is item_unknown), each at most once; deleted ids must be stored and not kept in the list.
 */
function listErrors<T extends { id: string | null }>(
  items: readonly T[],
  deleted: readonly string[],
  storedIds: ReadonlySet<string>,
  names: { list: string; deleted: string },
  sameItem: (item: T) => string,
): DomainFieldError[] {
  const errors: DomainFieldError[] = [];
  items.forEach((item, index) => {
    if (item.id !== null && !storedIds.has(item.id)) errors.push({ field: field(names.list, index, 'id'), code: 'item_unknown' });
  });
  errors.push(
    ...duplicates(
      items,
      (item) => item.id,
      (index) => field(names.list, index, 'id'),
    ),
  );
  errors.push(...duplicates(items, sameItem, (index) => field(names.list, index)));
  const kept = new Set(items.map((item) => item.id));
  const seenDeleted = new Set<string>();
  deleted.forEach((id, index) => {
    if (!storedIds.has(id)) errors.push({ field: field(names.deleted, index), code: 'item_unknown' });
    else if (kept.has(id) || seenDeleted.has(id)) errors.push({ field: field(names.deleted, index), code: 'duplicate_item' });
    seenDeleted.add(id);
  });
  return errors;
}

export function validateIncome(input: IncomeInput, context: ValidationContext, storedIds: ReadonlySet<string>): DomainFieldError[] {
  const errors: DomainFieldError[] = [];
  input.income.forEach((item, index) => {
    if (!known(context, 'incomeSource', item.source)) errors.push({ field: field('income', index, 'source'), code: 'invalid_value' });
  });
  // Two salaries from two employers are two sources; the same source from the same payer is listed twice.
  errors.push(
    ...listErrors(input.income, input.deletedIncome, storedIds, { list: 'income', deleted: 'deletedIncome' }, (item) =>
      JSON.stringify([item.source, sameText(item.payer)]),
    ),
  );
  return errors;
}

export function validateProperty(input: PropertyInput, context: ValidationContext, storedIds: ReadonlySet<string>): DomainFieldError[] {
  const errors: DomainFieldError[] = [];
  input.properties.forEach((item, index) => {
    if (!known(context, 'propertyType', item.type)) errors.push({ field: field('properties', index, 'type'), code: 'invalid_value' });
  });
  errors.push(
    ...listErrors(input.properties, input.deletedProperties, storedIds, { list: 'properties', deleted: 'deletedProperties' }, (item) =>
      JSON.stringify([item.type, sameText(item.description)]),
    ),
  );
  return errors;
}
