import { mobileVerificationStatus } from '@sanad/contract';
import { account, emergencyDelegation, person, relationConfirmation, whiteListEntry } from '../../db/schema/index.ts';
import type { PasswordHasher } from '../../platform/crypto/password-hasher.ts';
import type { Database } from '../../platform/db/database.ts';

/** The demo password of every demo account (README). */
export const demoPassword = 'sanad-demo-2026';

export interface DemoPerson {
  nin: string;
  nameAr: string;
  nameEn: string;
  gender: 'M' | 'F';
  birthDate: string;
  mobile: string;
  role: (typeof account.$inferInsert)['role'];
  username?: string;
  flags?: Partial<typeof account.$inferInsert>;
}

/** The demo accounts of the README, one per sign-in path a tester needs to try (issue "Identity"). */
export const demoPeople: DemoPerson[] = [
  {
    nin: '1010000006',
    nameAr: 'محمد عبدالله الحربي',
    nameEn: 'Mohammed Abdullah Alharbi',
    gender: 'M',
    birthDate: '1984-06-12',
    mobile: '0550000001',
    role: 'APPLICANT',
    flags: { email: 'mohammed.alharbi@example.sa', emailVerified: true },
  },
  {
    nin: '1010000014',
    nameAr: 'نورة سعد القحطاني',
    nameEn: 'Noura Saad Alqahtani',
    gender: 'F',
    birthDate: '1991-02-03',
    mobile: '0550000002',
    role: 'APPLICANT',
  },
  {
    nin: '1010000022',
    nameAr: 'خالد ناصر العتيبي',
    nameEn: 'Khalid Nasser Alotaibi',
    gender: 'M',
    birthDate: '1979-11-20',
    mobile: '0550000003',
    role: 'APPLICANT',
    flags: { changePasswordRequired: true },
  },
  {
    nin: '1010000030',
    nameAr: 'سارة فهد الدوسري',
    nameEn: 'Sarah Fahad Aldosari',
    gender: 'F',
    birthDate: '1988-08-08',
    mobile: '0550000004',
    role: 'APPLICANT',
    flags: { mobileVerificationStatus: mobileVerificationStatus.NOT_VERIFIED },
  },
  {
    nin: '1010000048',
    nameAr: 'عبدالرحمن علي الشهري',
    nameEn: 'Abdulrahman Ali Alshehri',
    gender: 'M',
    birthDate: '1965-04-30',
    mobile: '0550000005',
    role: 'APPLICANT',
    flags: { isMigratedOldDssNotLoggedIn: true },
  },
  {
    nin: '1010000055',
    nameAr: 'ريم محمد الحربي',
    nameEn: 'Reem Mohammed Alharbi',
    gender: 'F',
    birthDate: '2004-09-14',
    mobile: '0550000006',
    role: 'DEPENDENT',
  },
  {
    nin: '1010000063',
    nameAr: 'فيصل محمد الحربي',
    nameEn: 'Faisal Mohammed Alharbi',
    gender: 'M',
    birthDate: '2002-01-25',
    mobile: '0550000007',
    role: 'DEPENDENT',
    flags: { canLoginOnBehalfOfApplicant: true },
  },
  {
    nin: '1010000071',
    nameAr: 'حصة إبراهيم المطيري',
    nameEn: 'Hessa Ibrahim Almutairi',
    gender: 'F',
    birthDate: '1950-03-15',
    mobile: '0550000008',
    role: 'WHITE_LISTED_APPLICANT',
    flags: { whiteListed: true },
  },
  {
    nin: '1010000089',
    nameAr: 'منى أحمد الزهراني',
    nameEn: 'Mona Ahmed Alzahrani',
    gender: 'F',
    birthDate: '1990-12-01',
    mobile: '0550000009',
    role: 'CASE_WORKER',
    username: 'staff',
  },
];

/** The relations between demo people, as seeded: Reem's waits for her confirmation, Faisal's is confirmed. */
export const demoRelations: Array<{
  applicantNin: string;
  dependentNin: string;
  relationship: string;
  status: 'PENDING' | 'CONFIRMED';
}> = [
  { applicantNin: '1010000006', dependentNin: '1010000055', relationship: 'DAUGHTER', status: 'PENDING' },
  { applicantNin: '1010000006', dependentNin: '1010000063', relationship: 'SON', status: 'CONFIRMED' },
];

/**
 * Everything about a demo account that signing in and account management can change, as the seed leaves it: every
 * column named, defaults included, so a reset (demo tools) puts back what a tester's journey changed.
 */
export function demoSignInState(entry: DemoPerson, passwordHash: string) {
  return {
    passwordHash,
    status: 'ACTIVE' as const,
    deletedAt: null,
    mobile: entry.mobile,
    mobileVerificationStatus: mobileVerificationStatus.VERIFIED as number,
    email: null,
    emailVerified: false,
    pendingEmail: null,
    changePasswordRequired: false,
    isMigratedOldDssNotLoggedIn: false,
    canLoginOnBehalfOfApplicant: false,
    whiteListed: false,
    failedLoginCount: 0,
    lockedUntil: null,
    lockNoticeAt: null,
    ...entry.flags,
  } satisfies Partial<typeof account.$inferInsert>;
}

/** Writes the demo accounts and their relations in one transaction. */
export async function seedDemoIdentity(db: Database, hasher: PasswordHasher): Promise<void> {
  const hashes = await Promise.all(demoPeople.map(() => hasher.hash(demoPassword)));
  await db.transaction(async (tx) => {
    const ids = new Map<string, { personId: string; accountId: string }>();
    for (const [index, entry] of demoPeople.entries()) {
      const [row] = await tx
        .insert(person)
        .values({ nin: entry.nin, nameAr: entry.nameAr, nameEn: entry.nameEn, gender: entry.gender, birthDate: entry.birthDate })
        .returning({ id: person.id });
      if (!row) throw new Error('demo person insert failed');
      const passwordHash = hashes[index];
      if (!passwordHash) throw new Error('demo password hash missing');
      const [acc] = await tx
        .insert(account)
        .values({ personId: row.id, username: entry.username ?? entry.nin, role: entry.role, ...demoSignInState(entry, passwordHash) })
        .returning({ id: account.id });
      if (!acc) throw new Error('demo account insert failed');
      ids.set(entry.nin, { personId: row.id, accountId: acc.id });
    }
    const idsOf = (nin: string) => {
      const found = ids.get(nin);
      if (!found) throw new Error(`demo person ${nin} missing`);
      return found;
    };
    for (const relation of demoRelations) {
      await tx.insert(relationConfirmation).values({
        applicantAccountId: idsOf(relation.applicantNin).accountId,
        dependentPersonId: idsOf(relation.dependentNin).personId,
        relationship: relation.relationship,
        status: relation.status,
        decidedAt: relation.status === 'PENDING' ? null : new Date(),
      });
    }
    const applicant = idsOf('1010000006');
    const emergencyDependent = idsOf('1010000063');
    await tx.insert(emergencyDelegation).values({
      applicantAccountId: applicant.accountId,
      dependentAccountId: emergencyDependent.accountId,
      relationship: 'SON',
      reason: 'ILLNESS',
    });
    await tx.insert(whiteListEntry).values({ personId: idsOf('1010000071').personId });
  });
}
