import { describe, expect, it } from 'vitest';
import {
  ageOn,
  custodyRequired,
  dependentProfileAccess,
  genderOfRelationship,
  householdGaps,
  isAdult,
  nationalAddressKey,
  relationConfirmationRequired,
  spouseFitsHead,
} from './household-rules.ts';

describe('household rules', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
    expect(ageOn('2008-11-22', '2026-11-22')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(isAdult('2008-11-22', '2026-11-22', 18)).toBe(true);
    expect(isAdult('2008-11-23', '2026-11-22', 18)).toBe(false);
  });

  it('asks custody only for minor children of a divorced or separated head', () => {
    const child = { relationship: 'SON', birthDate: '2015-05-05' };
    expect(custodyRequired({ ...child, headSocialStatus: 'DIVORCED' }, '2026-11-22', 18)).toBe(true);
    expect(custodyRequired({ ...child, headSocialStatus: 'SEPARATED' }, '2026-11-22', 18)).toBe(true);
    expect(custodyRequired({ ...child, headSocialStatus: 'MARRIED' }, '2026-11-22', 18)).toBe(false);
    expect(custodyRequired({ ...child, headSocialStatus: null }, '2026-11-22', 18)).toBe(false);
    expect(custodyRequired({ relationship: 'SON', birthDate: '2000-01-01', headSocialStatus: 'DIVORCED' }, '2026-11-22', 18)).toBe(false);
    expect(custodyRequired({ relationship: 'MOTHER', birthDate: '2015-05-05', headSocialStatus: 'DIVORCED' }, '2026-11-22', 18)).toBe(
      false,
    );
    expect(custodyRequired({ relationship: 'STEPDAUGHTER', birthDate: '2015-05-05', headSocialStatus: 'DIVORCED' }, '2026-11-22', 18)).toBe(
      true,
    );
  });

  it('knows the gender a relationship implies, and which spouse fits the head', () => {
    expect(genderOfRelationship('DAUGHTER')).toBe('F');
    expect(genderOfRelationship('GRANDFATHER')).toBe('M');
    expect(genderOfRelationship('OTHER')).toBeNull();
    expect(spouseFitsHead('WIFE', 'M')).toBe(true);
    expect(spouseFitsHead('WIFE', 'F')).toBe(false);
    expect(spouseFitsHead('HUSBAND', 'F')).toBe(true);
    expect(spouseFitsHead('HUSBAND', 'M')).toBe(false);
    expect(spouseFitsHead('SON', 'F')).toBe(true);
  });

  it('lists what a dependent still lacks for the dependents tab', () => {
    const base = { relationship: 'DAUGHTER', birthDate: '2016-01-01', headSocialStatus: 'DIVORCED' };
    expect(householdGaps({ ...base, houseId: null, custody: null }, '2026-11-22', 18)).toEqual(['house', 'custody']);
    expect(householdGaps({ ...base, houseId: 'h1', custody: 'APPLICANT' }, '2026-11-22', 18)).toEqual([]);
    expect(householdGaps({ ...base, headSocialStatus: 'MARRIED', houseId: 'h1', custody: null }, '2026-11-22', 18)).toEqual([]);
  });

  it('asks an adult with an account to confirm the relation, and opens their profile to the applicant only once confirmed', () => {
    const today = '2026-11-22';
    const adult = { hasAccount: true, birthDate: '2000-01-01' };
    expect(relationConfirmationRequired(adult, today, 18)).toBe(true);
    expect(relationConfirmationRequired({ ...adult, hasAccount: false }, today, 18)).toBe(false);
    expect(relationConfirmationRequired({ ...adult, birthDate: '2008-11-23' }, today, 18)).toBe(false);

    expect(dependentProfileAccess({ ...adult, relationStatus: 'CONFIRMED' }, today, 18)).toBe('open');
    expect(dependentProfileAccess({ ...adult, relationStatus: 'PENDING' }, today, 18)).toBe('awaiting');
    expect(dependentProfileAccess({ ...adult, relationStatus: null }, today, 18)).toBe('awaiting');
    expect(dependentProfileAccess({ ...adult, relationStatus: 'REJECTED' }, today, 18)).toBe('rejected');
    // Without an account, or a minor: the applicant fills the profile in for them.
    expect(dependentProfileAccess({ ...adult, hasAccount: false, relationStatus: null }, today, 18)).toBe('open');
    expect(dependentProfileAccess({ hasAccount: true, birthDate: '2012-05-05', relationStatus: null }, today, 18)).toBe('open');
  });
});

describe('the national address key of the duplicate rule', () => {
  const address = {
    regionCode: '01',
    cityCode: '0101',
    district: 'حي العليا',
    street: 'طريق الملك فهد',
    buildingNumber: '1234',
    postalCode: '12211',
    additionalNumber: '2345',
  };

  it('ignores Arabic letter variants, diacritics, tatweel, Eastern Arabic digits, case, punctuation and spacing', () => {
    const key = nationalAddressKey(address);
    expect(nationalAddressKey({ ...address, district: '  حى العُليـا ', street: 'طريق  الملك فهد.' })).toBe(key);
    expect(nationalAddressKey({ ...address, street: 'شارع ٣٠' })).toBe(nationalAddressKey({ ...address, street: 'شارع 30' }));
    expect(nationalAddressKey({ ...address, street: 'King Fahd Rd.' })).toBe(nationalAddressKey({ ...address, street: 'king  fahd rd' }));
    expect(nationalAddressKey({ ...address, street: 'مدرسة' })).toBe(nationalAddressKey({ ...address, street: 'مدرسه' }));
  });

  it('tells addresses apart by every part of the national address', () => {
    const key = nationalAddressKey(address);
    for (const change of [
      { regionCode: '02' },
      { cityCode: '0102' },
      { district: 'حي الملقا' },
      { street: 'طريق الملك عبدالله' },
      { buildingNumber: '1235' },
      { postalCode: '12212' },
      { additionalNumber: '2346' },
    ]) {
      expect(nationalAddressKey({ ...address, ...change }), JSON.stringify(change)).not.toBe(key);
    }
  });
});
