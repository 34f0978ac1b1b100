import type { EducationInput, EducationTab } from '@sanad/contract';
import type { ProfileTabsRepository } from '../profile-tabs.repository.ts';
import { validateEducation } from '../tab-validation.ts';
import { iso, type PersonTabService } from './person-tab.ts';

/** Education tab: the highest level reached, the major from the diploma up, and whether the person still studies. */
export function createEducationTab(tabs: ProfileTabsRepository): PersonTabService<EducationInput, EducationTab> {
  return {
    tab: 'education',
    async load(personId, tx) {
      const row = await tabs.education.get(personId, tx);
      return {
        educationLevel: row?.educationLevel ?? null,
        major: row?.major ?? null,
        institution: row?.institution ?? null,
        graduationYear: row?.graduationYear ?? null,
        currentlyStudying: row?.currentlyStudying ?? null,
        updatedAt: iso(row?.updatedAt),
      };
    },
    validate: async (input, context) => validateEducation(input, context),
    async save(input, { personId, now, tx }) {
      await tabs.education.put({ personId, ...input, updatedAt: now }, tx);
    },
  };
}
