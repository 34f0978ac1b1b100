import type { Dependent, House } from '@sanad/contract';

/** A house as the household endpoints answer it, for screen tests; override what the test is about. */
export function testHouse(overrides: Partial<House> = {}): House {
  return {
    id: 'h-1',
    label: null,
    regionCode: 'RIYADH',
    cityCode: 'RIYADH_CITY',
    district: 'Al Olaya',
    street: 'King Fahd Road',
    buildingNumber: '1234',
    postalCode: '12345',
    additionalNumber: '6789',
    unitNumber: null,
    latitude: null,
    longitude: null,
    ownership: 'OWNED',
    yearlyRent: null,
    residentsCount: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A dependent (an adult wife living in house h-1, no account) as the household endpoints answer it. */
export function testDependent(overrides: Partial<Dependent> = {}): Dependent {
  return {
    id: 'd-1',
    nameAr: 'نورة',
    nameEn: 'Noura',
    maskedNin: '******1234',
    gender: 'F',
    birthDate: '1990-01-01',
    age: 36,
    adult: true,
    relationship: 'WIFE',
    houseId: 'h-1',
    custody: null,
    custodyRequired: false,
    hasAccount: false,
    relationStatus: 'NOT_REQUIRED',
    relationRejectReason: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
