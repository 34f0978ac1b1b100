import { and, eq, inArray } from 'drizzle-orm';
import {
  account,
  bankAccount,
  dependent,
  house,
  incomeSource,
  person,
  profile,
  profileAddress,
  profileEducation,
  profileLabor,
  profileLicense,
  profilePersonal,
  propertyItem,
  relationConfirmation,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Free text is in Arabic, as the people of the demo would type it. The ready applicant of the README (identity seed); the new applicant 1010000014 keeps an empty profile. */
const readyApplicantNin = '1010000006';

/** The payment IBAN of the ready applicant: Al Rajhi (bank code 80), ISO 13616 check digits 03. */
const demoVerifiedIban = 'SA0380000000608010167519';

const riyadhAddress = {
  regionCode: '01',
  cityCode: '0101',
  district: 'حي النسيم',
  street: 'شارع الأمير مشاري بن سعود',
  buildingNumber: '7421',
  postalCode: '14231',
  additionalNumber: '3318',
  unitNumber: '2',
  latitude: 24.7395,
  longitude: 46.8174,
};

/** People of the household who have no account: the wife and the minor son (valid NINs, civil-registry style). */
const newPeople = [
  { nin: '1010000097', nameAr: 'هيا سعد الحربي', nameEn: 'Haya Saad Alharbi', gender: 'F' as const, birthDate: '1987-03-09' },
  { nin: '1010000105', nameAr: 'عمر محمد الحربي', nameEn: 'Omar Mohammed Alharbi', gender: 'M' as const, birthDate: '2016-10-02' },
];

interface DemoDependent {
  nin: string;
  relationship: string;
  house: 'home' | 'flat';
  socialStatus: string;
  education: Omit<typeof profileEducation.$inferInsert, 'personId' | 'updatedAt'>;
  labor: Omit<typeof profileLabor.$inferInsert, 'personId' | 'updatedAt'>;
  income: Array<{ source: string; monthlyAmount: number; payer: string | null }>;
}

/**
 * The four dependents of the ready applicant (issue "Household and unified profile", demo data): the wife without an
 * account, Reem (adult, account, relation still PENDING), Faisal (adult, account, CONFIRMED, may sign in on behalf of
 * his father) and a minor son. Reem and Faisal rent a flat near their university; the others live in the family home.
 */
const demoDependents: DemoDependent[] = [
  {
    nin: '1010000097',
    relationship: 'WIFE',
    house: 'home',
    socialStatus: 'MARRIED',
    education: { educationLevel: 'SECONDARY', major: null, institution: null, graduationYear: 2005, currentlyStudying: false },
    labor: { laborStatus: 'HOMEMAKER', employerName: null, jobTitle: null, workStartDate: null, professionSkill: null },
    income: [],
  },
  {
    nin: '1010000055',
    relationship: 'DAUGHTER',
    house: 'flat',
    socialStatus: 'SINGLE',
    education: {
      educationLevel: 'SECONDARY',
      major: null,
      institution: 'جامعة الأميرة نورة بنت عبدالرحمن',
      graduationYear: null,
      currentlyStudying: true,
    },
    labor: { laborStatus: 'STUDENT', employerName: null, jobTitle: null, workStartDate: null, professionSkill: null },
    income: [],
  },
  {
    nin: '1010000063',
    relationship: 'SON',
    house: 'flat',
    socialStatus: 'SINGLE',
    education: {
      educationLevel: 'DIPLOMA',
      major: null,
      institution: 'الكلية التقنية بالرياض',
      graduationYear: 2023,
      currentlyStudying: false,
    },
    labor: {
      laborStatus: 'PRIVATE_EMPLOYEE',
      employerName: 'صيدلية النسيم',
      jobTitle: 'أمين صندوق (دوام جزئي)',
      workStartDate: '2024-02-01',
      professionSkill: null,
    },
    // Part-time beside his studies: small enough that the flat he shares stays eligible (cycles.seed.ts).
    income: [{ source: 'SALARY', monthlyAmount: 100_000, payer: 'صيدلية النسيم' }],
  },
  {
    nin: '1010000105',
    relationship: 'SON',
    house: 'home',
    socialStatus: 'SINGLE',
    education: {
      educationLevel: 'PRIMARY',
      major: null,
      institution: 'مدرسة النسيم الابتدائية',
      graduationYear: null,
      currentlyStudying: true,
    },
    labor: { laborStatus: 'STUDENT', employerName: null, jobTitle: null, workStartDate: null, professionSkill: null },
    income: [],
  },
];

/**
 * The ready applicant's household and a COMPLETED unified profile: two houses in Riyadh (owned home, rented flat),
 * four dependents with their five tabs filled, all eight applicant tabs filled and the declaration accepted, and a
 * verified payment IBAN. Written as stored rows in one transaction; completion is computed from them at read time.
 * The incomes keep both houses eligible under the default standard, as the demo cycles show (cycles.seed.ts): the
 * father's 800 SAR count in each house, Faisal's 1,000 SAR salary counts 500 after its exemption, so the home gets
 * 2,100 − 800 = 1,300 SAR a month and the flat 1,700 − 1,300 = 400 SAR.
 */
export async function seedDemoHousehold(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(person).values(newPeople.map((entry) => ({ ...entry, nationality: 'SA' })));
    const people = await tx
      .select({ id: person.id, nin: person.nin })
      .from(person)
      .where(inArray(person.nin, [readyApplicantNin, ...demoDependents.map((entry) => entry.nin)]));
    const personId = (nin: string) => {
      const found = people.find((row) => row.nin === nin);
      if (!found) throw new Error(`demo person ${nin} missing`);
      return found.id;
    };
    const [applicant] = await tx
      .select({ id: account.id })
      .from(account)
      .where(eq(account.personId, personId(readyApplicantNin)));
    if (!applicant) throw new Error('demo applicant account missing');

    // The family home first, then the flat: houses are listed (and the cycle numbers their payments) oldest first.
    const homeAddedAt = new Date(Date.now() - 60_000);
    const [home, flat] = await tx
      .insert(house)
      .values([
        {
          applicantAccountId: applicant.id,
          label: 'بيت العائلة',
          ...riyadhAddress,
          ownership: 'OWNED',
          yearlyRent: null,
          createdAt: homeAddedAt,
          updatedAt: homeAddedAt,
        },
        {
          applicantAccountId: applicant.id,
          label: 'شقة قرب الجامعة',
          ...riyadhAddress,
          district: 'حي الملقا',
          street: 'طريق أنس بن مالك',
          buildingNumber: '3190',
          postalCode: '13521',
          additionalNumber: '8127',
          unitNumber: '14',
          latitude: 24.8096,
          longitude: 46.6082,
          ownership: 'RENTED',
          yearlyRent: 3_600_000,
        },
      ])
      .returning({ id: house.id });
    if (!home || !flat) throw new Error('demo houses missing');

    for (const entry of demoDependents) {
      const [row] = await tx
        .insert(dependent)
        .values({
          applicantAccountId: applicant.id,
          personId: personId(entry.nin),
          relationship: entry.relationship,
          houseId: entry.house === 'home' ? home.id : flat.id,
        })
        .returning({ id: dependent.id });
      if (!row) throw new Error('demo dependent insert failed');
      // The identity seed wrote the relation confirmations of the two adults with accounts; tie them to the row.
      await tx
        .update(relationConfirmation)
        .set({ dependentId: row.id })
        .where(
          and(eq(relationConfirmation.applicantAccountId, applicant.id), eq(relationConfirmation.dependentPersonId, personId(entry.nin))),
        );
      await seedPersonTabs(tx, personId(entry.nin), entry);
    }

    const applicantPersonId = personId(readyApplicantNin);
    await seedPersonTabs(tx, applicantPersonId, {
      socialStatus: 'MARRIED',
      education: {
        educationLevel: 'BACHELOR',
        major: 'ACCOUNTING',
        institution: 'جامعة الملك سعود',
        graduationYear: 2007,
        currentlyStudying: false,
      },
      labor: { laborStatus: 'JOB_SEEKER', employerName: null, jobTitle: null, workStartDate: null, professionSkill: 'ACCOUNTING' },
      // Unemployment insurance (Saned) while he looks for work.
      income: [{ source: 'SOCIAL_INSURANCE', monthlyAmount: 80_000, payer: 'المؤسسة العامة للتأمينات الاجتماعية' }],
    });
    await tx.insert(profileAddress).values({ personId: applicantPersonId, ...riyadhAddress });
    const now = new Date();
    await tx
      .update(profile)
      .set({ dependentsConfirmedAt: now, declarationAcceptedAt: now, completedAt: now })
      .where(eq(profile.personId, applicantPersonId));
    await tx.insert(bankAccount).values({
      accountId: applicant.id,
      iban: demoVerifiedIban,
      bankCode: '80',
      status: 'VERIFIED',
      verificationRef: 'demo-seed',
      decidedAt: now,
    });
  });
}

/** The tabs every person fills (personal, education, labor, license, income, properties), all complete. */
async function seedPersonTabs(tx: Tx, personId: string, entry: Pick<DemoDependent, 'socialStatus' | 'education' | 'labor' | 'income'>) {
  const now = new Date();
  await tx.insert(profile).values({ personId, incomeDeclaredAt: now, hasProperties: entry.income.length > 0 ? null : false });
  await tx.insert(profilePersonal).values({ personId, socialStatus: entry.socialStatus, hasDisability: false, disabilities: [] });
  await tx.insert(profileEducation).values({ personId, ...entry.education });
  await tx.insert(profileLabor).values({ personId, ...entry.labor });
  await tx.insert(profileLicense).values({ personId, hasLicenses: false, licenses: [] });
  if (entry.income.length > 0) {
    await tx.insert(incomeSource).values(entry.income.map((income) => ({ personId, ...income })));
    // Whoever earns in this household also owns the car they drive to work.
    await tx.update(profile).set({ hasProperties: true }).where(eq(profile.personId, personId));
    await tx
      .insert(propertyItem)
      .values({ personId, type: 'VEHICLE', description: 'هيونداي أكسنت 2017', estimatedValue: 2_800_000, ownershipShare: 100 });
  }
}
