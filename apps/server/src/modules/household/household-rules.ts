import type { NationalAddress } from '@sanad/contract';
import type { DomainFieldError } from '../../platform/errors.ts';

/**
 * Pure household rules (DOMAIN.md "Household") shared by the household module and the profile's dependents tab, so
 * both judge a dependent the same way. Dates are ISO calendar dates; "today" comes from the clock port.
 */

/** Relationships of a child of the head of household (or of the head's spouse). */
export const childRelationships: ReadonlySet<string> = new Set(['SON', 'DAUGHTER', 'STEPSON', 'STEPDAUGHTER']);

/** Social statuses of a head of household whose minor children need a custody answer. */
export const separatedStatuses: ReadonlySet<string> = new Set(['DIVORCED', 'SEPARATED']);

/** Relationships that fix the dependent's gender, checked against the civil registry. */
export const relationshipGender: Readonly<Record<string, 'M' | 'F'>> = {
  WIFE: 'F',
  HUSBAND: 'M',
  SON: 'M',
  DAUGHTER: 'F',
  FATHER: 'M',
  MOTHER: 'F',
  BROTHER: 'M',
  SISTER: 'F',
  GRANDFATHER: 'M',
  GRANDMOTHER: 'F',
  GRANDSON: 'M',
  GRANDDAUGHTER: 'F',
  STEPSON: 'M',
  STEPDAUGHTER: 'F',
};

/** Whole years between an ISO birth date and an ISO day (the birthday itself counts). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

/** The ISO calendar day of an instant, in UTC (the portal's dates are UTC, ARCHITECTURE rule 11). */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function isAdult(birthDate: string, today: string, adultAge: number): boolean {
  return ageOn(birthDate, today) >= adultAge;
}

/**
 * A minor child of a head of household who is divorced or separated needs a custody answer: a child in the other
 * parent's custody is not counted in this household.
 */
export function custodyRequired(
  input: { relationship: string; birthDate: string; headSocialStatus: string | null },
  today: string,
  adultAge: number,
): boolean {
  return (
    childRelationships.has(input.relationship) &&
    !isAdult(input.birthDate, today, adultAge) &&
    input.headSocialStatus !== null &&
    separatedStatuses.has(input.headSocialStatus)
  );
}

/** The gender a relationship implies, or null when it implies none (OTHER). */
export function genderOfRelationship(relationship: string): 'M' | 'F' | null {
  return relationshipGender[relationship] ?? null;
}

/**
 * A spouse relationship must fit the head's own gender: a man declares wives, a woman a husband (the civil
 * registry's genders of both people decide).
 */
export function spouseFitsHead(relationship: string, headGender: 'M' | 'F'): boolean {
  if (relationship === 'WIFE') return headGender === 'M';
  if (relationship === 'HUSBAND') return headGender === 'F';
  return true;
}

/**
 * The dependents-tab view of one dependent: what the household still owes before the tab can be done, apart from
 * the dependent's own five profile tabs.
 */
export function householdGaps(
  input: { houseId: string | null; custody: string | null; relationship: string; birthDate: string; headSocialStatus: string | null },
  today: string,
  adultAge: number,
): Array<'house' | 'custody'> {
  const gaps: Array<'house' | 'custody'> = [];
  if (input.houseId === null) gaps.push('house');
  if (input.custody === null && custodyRequired(input, today, adultAge)) gaps.push('custody');
  return gaps;
}

/** The dependent's current confirmation of the relation (the newest one not canceled), null when none was asked. */
export type CurrentRelationStatus = 'PENDING' | 'CONFIRMED' | 'REJECTED' | null;

/**
 * An adult dependent who has a live account of their own confirms the relation the applicant declared
 * (dependent-confirm-relation); minors and people without an account do not.
 */
export function relationConfirmationRequired(input: { hasAccount: boolean; birthDate: string }, today: string, adultAge: number): boolean {
  return input.hasAccount && isAdult(input.birthDate, today, adultAge);
}

/**
 * Whether the applicant may read and write a dependent's own profile (docs/decisions/035-closed-dependent-profile.md):
 * a dependent who must confirm the relation keeps their declared data to themselves until they have
 * CONFIRMED it, `awaiting` while it is pending (or was never asked), `rejected` once they refused it. Everyone else is
 * `open`: the applicant fills in the profile of a child or of an adult without an account.
 */
export type DependentProfileAccess = 'open' | 'awaiting' | 'rejected';

export function dependentProfileAccess(
  input: { hasAccount: boolean; birthDate: string; relationStatus: CurrentRelationStatus },
  today: string,
  adultAge: number,
): DependentProfileAccess {
  if (!relationConfirmationRequired(input, today, adultAge) || input.relationStatus === 'CONFIRMED') return 'open';
  return input.relationStatus === 'REJECTED' ? 'rejected' : 'awaiting';
}

/**
 * A relationship must be a lookup code, fit the dependent's gender in the civil records and, for a spouse, the
 * head's own gender. The errors name `field`, the place of the relationship in the request.
 */
export function relationshipErrors(
  field: string,
  relationship: string,
  codes: ReadonlySet<string>,
  personGender: 'M' | 'F',
  headGender: 'M' | 'F',
): DomainFieldError[] {
  if (!codes.has(relationship)) return [{ field, code: 'invalid_value' }];
  const implied = genderOfRelationship(relationship);
  if (implied !== null && implied !== personGender) return [{ field, code: 'relationship_gender' }];
  if (!spouseFitsHead(relationship, headGender)) return [{ field, code: 'relationship_spouse_not_allowed' }];
  return [];
}

/**
 * Free text of an address compared the way people write it: Arabic letter variants, diacritics and tatweel, Eastern
 * Arabic digits, case, punctuation and spacing do not make two addresses different.
 */
function normaliseText(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\u064B-\u0652\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The identity of a national address for the duplicate rule (docs/decisions/029-houses.md): region, city, district,
 * street, building number, postal code and additional number; the unit, the map point and the label do not count.
 */
export function nationalAddressKey(
  address: Pick<NationalAddress, 'regionCode' | 'cityCode' | 'district' | 'street' | 'buildingNumber' | 'postalCode' | 'additionalNumber'>,
): string {
  return [
    address.regionCode.trim(),
    address.cityCode.trim(),
    normaliseText(address.district),
    normaliseText(address.street),
    address.buildingNumber.trim(),
    address.postalCode.trim(),
    address.additionalNumber.trim(),
  ].join('|');
}
