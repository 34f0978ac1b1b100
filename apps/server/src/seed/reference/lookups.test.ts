import { describe, expect, it } from 'vitest';
import { appealStatus, lookupGroups } from '@sanad/contract';
import { lookups, retiredLookups, type ReferenceGroup } from './lookups.ts';

const groups = Object.keys(lookups) as ReferenceGroup[];
const codes = (group: ReferenceGroup) => lookups[group].map(([code]) => code);
const arabicLetter = /[\u0621-\u064A]/;
const latinLetter = /[A-Za-z]/;

/** Which group a group's parent codes point into. */
const parents: Partial<Record<ReferenceGroup, ReferenceGroup>> = {
  cities: 'regions',
  sspOffices: 'regions',
  ticketCategory: 'ticketType',
  ticketSubCategory: 'ticketCategory',
};

describe('reference lookups', () => {
  it('fill every group of GET /api/lookup, and the CRM tree', () => {
    expect(groups).toEqual(expect.arrayContaining([...lookupGroups, 'ticketType', 'ticketCategory', 'ticketSubCategory']));
    for (const group of groups) expect(lookups[group].length, group).toBeGreaterThanOrEqual(2);
  });

  it.each(groups)('%s: stable short codes, unique within the group', (group) => {
    for (const code of codes(group)) expect(code).toMatch(/^[A-Z0-9_]{1,40}$/);
    expect(new Set(codes(group)).size).toBe(codes(group).length);
  });

  it.each(groups)('%s: an Arabic and an English name for every item, tidy', (group) => {
    for (const [code, nameAr, nameEn] of lookups[group]) {
      expect(nameAr, code).toMatch(arabicLetter);
      expect(nameAr, code).not.toMatch(latinLetter);
      expect(nameEn, code).toMatch(latinLetter);
      expect(nameEn, code).not.toMatch(/[\u0600-\u06FF]/);
      for (const name of [nameAr, nameEn]) {
        expect(name, code).toBe(name.trim());
        expect(name, code).not.toMatch(/\s{2}/);
      }
    }
  });

  it.each(groups)('%s: parents only where a hierarchy exists, and every parent exists', (group) => {
    const parentGroup = parents[group];
    for (const [code, , , parentCode] of lookups[group]) {
      if (parentGroup) expect(codes(parentGroup), `${group} ${code}`).toContain(parentCode);
      else expect(parentCode, `${group} ${code}`).toBeUndefined();
    }
  });

  it('hold the 13 administrative regions with at least 5 cities each, about a hundred in all', () => {
    expect(codes('regions').sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '14']);
    for (const region of codes('regions')) {
      const regionCities = lookups.cities.filter(([, , , parent]) => parent === region);
      expect(regionCities.length, region).toBeGreaterThanOrEqual(5);
      for (const [code] of regionCities) expect(code.slice(0, 2), code).toBe(region);
    }
    expect(lookups.cities.length).toBeGreaterThanOrEqual(100);
    expect(lookups.cities).toContainEqual(['0101', 'الرياض', 'Riyadh', '01']);
    expect(lookups.cities).toContainEqual(['0202', 'جدة', 'Jeddah', '02']);
  });

  it('code banks by their two-digit SAMA identifier, as read from an IBAN', () => {
    for (const code of codes('bankName')) expect(code).toMatch(/^\d{2}$/);
    const byCode = Object.fromEntries(lookups.bankName.map(([code, , nameEn]) => [code, nameEn]));
    expect(byCode).toMatchObject({
      '10': 'Saudi National Bank',
      '80': 'Al Rajhi Bank',
      '45': 'Saudi Awwal Bank (SAB)',
      '55': 'Banque Saudi Fransi',
      '20': 'Riyad Bank',
      '05': 'Alinma Bank',
      '15': 'Bank AlBilad',
      '60': 'Bank AlJazira',
      '30': 'Arab National Bank',
      '65': 'Saudi Investment Bank',
      '90': 'Gulf International Bank',
    });
  });

  it('use the spec §4 appeal status numbers as codes', () => {
    expect(codes('appealStatus')).toEqual(Object.values(appealStatus).map(String));
  });

  it('carry the DOMAIN.md states and reasons the business rules key on', () => {
    expect(codes('applicationStatus')).toEqual([
      'DRAFT',
      'SUBMITTED',
      'UNDER_STUDY',
      'ELIGIBLE',
      'INELIGIBLE',
      'CANCELED',
      'WITHDRAWN',
      'SUSPENDED',
    ]);
    expect(codes('incomeSource')).toEqual(['SALARY', 'PENSION', 'SOCIAL_INSURANCE', 'RENT', 'COMMERCIAL', 'OTHER']);
    expect(codes('houseOwnership')).toEqual(['OWNED', 'RENTED', 'PROVIDED', 'OTHER']);
    expect(codes('visitStatus')).toEqual(['SCHEDULED', 'DONE', 'MISSED', 'CANCELED']);
    expect(codes('ticketStatus')).toEqual(['OPEN', 'IN_PROGRESS', 'ANSWERED', 'CLOSED']);
    expect(codes('paymentStatus')).toEqual(expect.arrayContaining(['SCHEDULED', 'PAID', 'FAILED', 'SUSPENDED']));
    expect(codes('ineligibilityReason')).toEqual([
      'APPLICATION_NOT_EVALUABLE',
      'PROFILE_INCOMPLETE',
      'IBAN_NOT_VERIFIED',
      'UNDER_BAN',
      'NOT_RESIDENT',
      'DECEASED',
      'DUPLICATE_HEAD',
      'ASSETS_ABOVE_LIMIT',
      'INCOME_ABOVE_STANDARD',
      'BELOW_MINIMUM',
      'RELATION_NOT_CONFIRMED',
      'DUPLICATE_MEMBER',
      'OTHER',
    ]);
    expect(codes('nationality')[0]).toBe('SA');
    expect(codes('gender')).toEqual(['M', 'F']);
  });

  it('retire only codes that are no longer listed', () => {
    for (const [group, retired] of Object.entries(retiredLookups) as Array<[ReferenceGroup, readonly string[]]>) {
      for (const code of retired) expect(codes(group), `${group} ${code}`).not.toContain(code);
    }
  });

  it('give every ticket type categories, and every category sub-categories', () => {
    for (const type of codes('ticketType')) {
      const categories = lookups.ticketCategory.filter(([, , , parent]) => parent === type);
      expect(categories.length, type).toBeGreaterThanOrEqual(2);
      for (const [category] of categories) {
        expect(lookups.ticketSubCategory.filter(([, , , parent]) => parent === category).length, category).toBeGreaterThanOrEqual(2);
      }
    }
  });
});
