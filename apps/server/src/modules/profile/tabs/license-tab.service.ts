import type { LicenseInput, LicenseTab } from '@sanad/contract';
import type { ProfileTabsRepository } from '../profile-tabs.repository.ts';
import { validateLicense } from '../tab-validation.ts';
import { iso, type PersonTabService } from './person-tab.ts';

/** License tab: "do you hold licenses?" and the short list, replaced as a whole at each save. */
export function createLicenseTab(tabs: ProfileTabsRepository): PersonTabService<LicenseInput, LicenseTab> {
  return {
    tab: 'license',
    async load(personId, tx) {
      const row = await tabs.license.get(personId, tx);
      return { hasLicenses: row?.hasLicenses ?? null, licenses: row?.licenses ?? [], updatedAt: iso(row?.updatedAt) };
    },
    validate: async (input, context) => validateLicense(input, context),
    async save(input, { personId, now, tx }) {
      await tabs.license.put({ personId, hasLicenses: input.hasLicenses, licenses: input.licenses, updatedAt: now }, tx);
    },
  };
}
