import { eq } from 'drizzle-orm';
import { ableToWorkProfileStatus, type TamkeenTabContent } from '@sanad/contract';
import { person, tamkeenPartner, tamkeenPerson, tamkeenProfileTab } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

/** The ready applicant of the README (identity seed). */
const readyApplicantNin = '1010000006';

/** Three of the six able-to-work tabs the ready applicant has filled in; training, volunteering and the CV are open. */
const filledTabs: Pick<TamkeenTabContent, 'education' | 'experience' | 'skills'> = {
  education: {
    items: [{ educationLevel: 'DIPLOMA', major: 'ACCOUNTING', institution: 'Riyadh College of Technology', graduationYear: 2005 }],
    none: false,
  },
  experience: {
    items: [
      {
        jobTitle: 'Accounts clerk',
        employer: 'Al-Noor Trading',
        professionSkill: 'ACCOUNTING',
        startDate: '2006-02-01',
        endDate: '2014-08-31',
      },
      { jobTitle: 'Cashier', employer: 'Riyadh Market', professionSkill: 'CASHIER', startDate: '2015-01-10', endDate: '2019-12-31' },
    ],
    none: false,
  },
  skills: {
    items: [
      { skill: 'COMPUTER', level: 'GOOD' },
      { skill: 'CUSTOMER_SERVICE', level: 'EXPERT' },
    ],
    none: false,
  },
};

/**
 * The demo's partners (decision 067): an employer that offers work, a training provider and a counselling centre that
 * runs the ready applicant's plan and appointments. Codes are stable so the other tamkeen seeds can name them.
 */
export const demoPartners = [
  { code: 'TP-0001', nameAr: 'شركة النخبة للتجزئة', nameEn: 'Al-Nukhba Retail Company', kind: 'EMPLOYER', cityCode: '0101' },
  {
    code: 'TP-0002',
    nameAr: 'معهد الرياض للتدريب التقني',
    nameEn: 'Riyadh Technical Training Institute',
    kind: 'TRAINING_PROVIDER',
    cityCode: '0101',
  },
  {
    code: 'TP-0003',
    nameAr: 'مركز تمكين للإرشاد المهني',
    nameEn: 'Tamkeen Career Counselling Centre',
    kind: 'COUNSELLING',
    cityCode: '0101',
  },
] as const satisfies readonly (typeof tamkeenPartner.$inferInsert)[];

/**
 * The ready applicant is classified ABLE_TO_WORK on the employment track with a half-filled able-to-work profile
 * (decision 070): the tamkeen screens have something to show and the journey something to finish. No summary.
 */
export async function seedDemoTamkeen(db: Database, now: Date): Promise<void> {
  await db.insert(tamkeenPartner).values([...demoPartners]);
  const [found] = await db.select({ id: person.id }).from(person).where(eq(person.nin, readyApplicantNin));
  if (!found) return;
  await db.insert(tamkeenPerson).values({
    personId: found.id,
    classification: 'ABLE_TO_WORK',
    track: 'EMPLOYMENT',
    classifiedAt: now,
    profileStatus: ableToWorkProfileStatus.INITIATED,
  });
  await db.insert(tamkeenProfileTab).values(
    Object.entries(filledTabs).map(([tab, content]) => ({
      personId: found.id,
      tab: tab as keyof typeof filledTabs,
      items: content.items,
      none: content.none,
    })),
  );
}
