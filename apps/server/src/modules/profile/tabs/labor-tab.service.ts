import type { LaborInput, LaborTab } from '@sanad/contract';
import type { ProfileTabsRepository } from '../profile-tabs.repository.ts';
import { validateLabor } from '../tab-validation.ts';
import { iso, type PersonTabService } from './person-tab.ts';

/** Labor tab (applicant only): work status, and for those who work, where and since when. */
export function createLaborTab(tabs: ProfileTabsRepository): PersonTabService<LaborInput, LaborTab> {
  return {
    tab: 'labor',
    async load(personId, tx) {
      const row = await tabs.labor.get(personId, tx);
      return {
        laborStatus: row?.laborStatus ?? null,
        employerName: row?.employerName ?? null,
        jobTitle: row?.jobTitle ?? null,
        workStartDate: row?.workStartDate ?? null,
        professionSkill: row?.professionSkill ?? null,
        updatedAt: iso(row?.updatedAt),
      };
    },
    validate: async (input, context) => validateLabor(input, context),
    async save(input, { personId, now, tx }) {
      await tabs.labor.put({ personId, ...input, updatedAt: now }, tx);
    },
  };
}
