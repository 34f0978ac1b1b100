import { maskMobile, maskNin, type PersonalInfo, type PersonalInfoInput } from '@sanad/contract';
import type { ProfileRepository } from '../profile.repository.ts';
import type { ProfileTabsRepository } from '../profile-tabs.repository.ts';
import { validatePersonal } from '../tab-validation.ts';
import { iso, type PersonTabService } from './person-tab.ts';

/**
 * Personal tab: the civil-registry part (names, national id, birth date, nationality) is read-only and shown from
 * `person`; the person answers social status and disabilities. `showEmail` is false for a dependent's tab: an
 * account's e-mail is its holder's alone, never shown to the applicant who declared them (the masked mobile is).
 */
export function createPersonalTab(
  people: ProfileRepository,
  tabs: ProfileTabsRepository,
  { showEmail }: { showEmail: boolean },
): PersonTabService<PersonalInfoInput, PersonalInfo> {
  return {
    tab: 'personal',
    async load(personId, tx) {
      const [found, row] = await Promise.all([people.findPerson(personId, tx), tabs.personal.get(personId, tx)]);
      if (!found) throw new Error(`person ${personId} not found`);
      return {
        nameAr: found.nameAr,
        nameEn: found.nameEn,
        maskedNin: maskNin(found.nin),
        gender: found.gender,
        birthDate: found.birthDate,
        nationality: found.nationality,
        maskedMobile: found.mobile ? maskMobile(found.mobile) : null,
        email: showEmail ? (found.email ?? null) : null,
        socialStatus: row?.socialStatus ?? null,
        hasDisability: row?.hasDisability ?? null,
        disabilities: row?.disabilities ?? [],
        updatedAt: iso(row?.updatedAt),
      };
    },
    validate: async (input, context) => validatePersonal(input, context),
    async save(input, { personId, now, tx }) {
      await tabs.personal.put(
        {
          personId,
          socialStatus: input.socialStatus,
          hasDisability: input.hasDisability,
          disabilities: input.disabilities,
          updatedAt: now,
        },
        tx,
      );
    },
  };
}
