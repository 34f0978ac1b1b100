import { describe, expect, it } from 'vitest';
import type { AllLookups, LookupItem } from '@sanad/contract';
import { lookups as referenceLookups } from '../../seed/reference/lookups.ts';
import {
  validateAddress,
  validateEducation,
  validateIncome,
  validateLabor,
  validateLicense,
  validatePersonal,
  validateProperty,
  type ValidationContext,
} from './tab-validation.ts';

/** The seeded reference lists, as the lookup service serves them. */
const lookups = Object.fromEntries(
  Object.entries(referenceLookups).map(([group, rows]) => [
    group,
    rows.map(([code, nameAr, nameEn, parentCode]): LookupItem => ({ code, nameAr, nameEn, parentCode: parentCode ?? null })),
  ]),
) as unknown as AllLookups;
const context: ValidationContext = { lookups, today: '2026-11-22', birthDate: '1990-06-15' };

describe('tab validation', () => {
  it('personal: disabilities agree with the answer, each known and listed once', () => {
    expect(validatePersonal({ socialStatus: 'SINGLE', hasDisability: false, disabilities: [] }, context)).toEqual([]);
    expect(
      validatePersonal(
        { socialStatus: 'SINGLE', hasDisability: true, disabilities: [{ code: 'AUTISM', severity: 'MILD' }, { code: 'AUTISM', severity: 'SEVERE' }] },
        context,
      ),
    ).toEqual([{ field: 'body.disabilities.1.code', code: 'duplicate_item' }]);
  });

  it('address: the city must lie in the region', () => {
    const address = {
      regionCode: '04',
      cityCode: '0101',
      district: 'Al Faisaliyah',
      street: 'Prince Sultan',
      buildingNumber: '1234',
      postalCode: '32211',
      additionalNumber: '1111',
      unitNumber: null,
      latitude: null,
      longitude: null,
    };
    expect(validateAddress(address, context)).toEqual([{ field: 'body.cityCode', code: 'city_not_in_region' }]);
    expect(validateAddress({ ...address, regionCode: '01' }, context)).toEqual([]);
  });

  it('education: the graduation year lies between the birth year and this year', () => {
    const education = { educationLevel: 'DIPLOMA', major: 'NURSING', institution: null, graduationYear: 2026, currentlyStudying: false };
    expect(validateEducation(education, context)).toEqual([]);
    expect(validateEducation({ ...education, graduationYear: 2027 }, context)).toEqual([{ field: 'body.graduationYear', code: 'year_in_future' }]);
    expect(validateEducation({ ...education, graduationYear: 1989 }, context)).toEqual([{ field: 'body.graduationYear', code: 'year_before_birth' }]);
    expect(validateEducation({ ...education, major: 'ALCHEMY' }, context)).toEqual([{ field: 'body.major', code: 'invalid_value' }]);
  });

  it('labor: a start date today is fine, tomorrow is not', () => {
    const labor = { laborStatus: 'GOVERNMENT_EMPLOYEE', employerName: 'Ministry', jobTitle: 'Clerk', workStartDate: '2026-11-22', professionSkill: null };
    expect(validateLabor(labor, context)).toEqual([]);
    expect(validateLabor({ ...labor, workStartDate: '2026-11-23' }, context)).toEqual([{ field: 'body.workStartDate', code: 'date_in_future' }]);
    expect(validateLabor({ ...labor, workStartDate: '1990-06-14' }, context)).toEqual([{ field: 'body.workStartDate', code: 'year_before_birth' }]);
    expect(validateLabor({ ...labor, laborStatus: 'RETIRED', employerName: null, jobTitle: null, workStartDate: null }, context)).toEqual([]);
  });

  it('licenses: expired and future expiry dates are both fine', () => {
    const input = {
      hasLicenses: true,
      licenses: [
        { type: 'MOTORCYCLE', number: 'M-1', expiryDate: '2001-01-01' },
        { type: 'MUNICIPAL', number: 'B-2', expiryDate: '2040-01-01' },
      ],
    };
    expect(validateLicense(input, context)).toEqual([]);
  });

  it('lists: ids must be stored, listed once; deleted ids stored and not kept', () => {
    const stored = new Set(['a', 'b']);
    const item = (id: string | null, source = 'SALARY', payer: string | null = null) => ({ id, source, monthlyAmount: 100, payer });
    expect(validateIncome({ income: [item('a'), item('b', 'RENT'), item(null, 'OTHER')], deletedIncome: [] }, context, stored)).toEqual([]);
    expect(validateIncome({ income: [item('a', 'SALARY', 'Co'), item(null, 'SALARY', 'CO ')], deletedIncome: ['b', 'b'] }, context, stored)).toEqual([
      { field: 'body.income.1', code: 'duplicate_item' },
      { field: 'body.deletedIncome.1', code: 'duplicate_item' },
    ]);
    const property = (id: string | null, description: string) => ({ id, type: 'LAND', description, estimatedValue: 1, ownershipShare: 100 });
    expect(validateProperty({ properties: [property('z', 'Plot A'), property(null, 'Plot B')], deletedProperties: ['a'] }, context, stored)).toEqual([
      { field: 'body.properties.0.id', code: 'item_unknown' },
    ]);
  });
});
