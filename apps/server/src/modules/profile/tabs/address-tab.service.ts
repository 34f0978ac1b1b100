import type { AddressInput, AddressTab } from '@sanad/contract';
import type { ProfileTabsRepository } from '../profile-tabs.repository.ts';
import { validateAddress } from '../tab-validation.ts';
import { iso, type PersonTabService } from './person-tab.ts';

/** Address tab (applicant only): the applicant's own national address; each house keeps its own. */
export function createAddressTab(tabs: ProfileTabsRepository): PersonTabService<AddressInput, AddressTab> {
  return {
    tab: 'address',
    async load(personId, tx) {
      const row = await tabs.address.get(personId, tx);
      return {
        regionCode: row?.regionCode ?? null,
        cityCode: row?.cityCode ?? null,
        district: row?.district ?? null,
        street: row?.street ?? null,
        buildingNumber: row?.buildingNumber ?? null,
        postalCode: row?.postalCode ?? null,
        additionalNumber: row?.additionalNumber ?? null,
        unitNumber: row?.unitNumber ?? null,
        latitude: row?.latitude ?? null,
        longitude: row?.longitude ?? null,
        updatedAt: iso(row?.updatedAt),
      };
    },
    validate: async (input, context) => validateAddress(input, context),
    async save(input, { personId, now, tx }) {
      await tabs.address.put({ personId, ...input, updatedAt: now }, tx);
    },
  };
}
