import { maskNin, rentedOwnershipCode, type Dependent, type House, type HouseInput } from '@sanad/contract';
import { ageOn, custodyRequired } from './household-rules.ts';
import type { DependentView, HouseRow } from './household.repository.ts';

/** A stored house with its number of resident dependents, as the contract sends it. */
export function toHouse(row: { house: HouseRow; residentsCount: number }): House {
  const { house } = row;
  return {
    id: house.id,
    label: house.label,
    regionCode: house.regionCode,
    cityCode: house.cityCode,
    district: house.district,
    street: house.street,
    buildingNumber: house.buildingNumber,
    postalCode: house.postalCode,
    additionalNumber: house.additionalNumber,
    unitNumber: house.unitNumber,
    latitude: house.latitude,
    longitude: house.longitude,
    ownership: house.ownership,
    yearlyRent: house.yearlyRent,
    residentsCount: Number(row.residentsCount),
    createdAt: house.createdAt.toISOString(),
    updatedAt: house.updatedAt.toISOString(),
  };
}

/** The stored columns of a house input (also its audit record); rent is kept for a rented house only. */
export function houseValues(input: HouseInput) {
  return {
    label: input.label,
    regionCode: input.regionCode,
    cityCode: input.cityCode,
    district: input.district,
    street: input.street,
    buildingNumber: input.buildingNumber,
    postalCode: input.postalCode,
    additionalNumber: input.additionalNumber,
    unitNumber: input.unitNumber,
    latitude: input.latitude,
    longitude: input.longitude,
    ownership: input.ownership,
    yearlyRent: input.ownership === rentedOwnershipCode ? input.yearlyRent : null,
  };
}

/** What a dependent's age-bound answers (adult, custody) are judged against: the day, the adult age, the head's status. */
export interface Today {
  today: string;
  adultAge: number;
  headSocialStatus: string | null;
}

/** A dependent as the contract sends it: the national id masked, age and custody judged on `today`. */
export function toDependent(row: DependentView, { today, adultAge, headSocialStatus }: Today): Dependent {
  const age = ageOn(row.birthDate, today);
  return {
    id: row.id,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    maskedNin: maskNin(row.nin),
    gender: row.gender,
    birthDate: row.birthDate,
    age,
    adult: age >= adultAge,
    relationship: row.relationship,
    houseId: row.houseId,
    custody: row.custody,
    custodyRequired: custodyRequired({ relationship: row.relationship, birthDate: row.birthDate, headSocialStatus }, today, adultAge),
    hasAccount: row.hasAccount,
    relationStatus: row.relationStatus ?? 'NOT_REQUIRED',
    relationRejectReason: row.relationStatus === 'REJECTED' ? row.relationRejectReason : null,
    createdAt: row.createdAt.toISOString(),
  };
}
