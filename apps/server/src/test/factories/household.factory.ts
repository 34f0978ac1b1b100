import { and, eq } from 'drizzle-orm';
import type { HouseInput } from '@sanad/contract';
import {
  dependent,
  eligibilityMember,
  eligibilityResult,
  house,
  person,
  profilePersonal,
  relationConfirmation,
  supportCycle,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { createApplication } from './application.factory.ts';
import { createTestAccount, uniqueNin, type TestAccount, type TestAccountOptions } from './session.factory.ts';

export type HouseRow = typeof house.$inferSelect;
type Gender = 'M' | 'F';

let houseSequence = 0;

/**
 * A valid house input in Riyadh (region 01, city 0101), owned, with a national address unique within this test
 * process; override what the test cares about.
 */
export function buildHouseInput(overrides: Partial<HouseInput> = {}): HouseInput {
  houseSequence += 1;
  return {
    label: null,
    regionCode: '01',
    cityCode: '0101',
    district: 'Al Olaya',
    street: `King Fahd Road ${houseSequence}`,
    buildingNumber: String(1000 + (houseSequence % 9000)),
    postalCode: '12211',
    additionalNumber: '2345',
    unitNumber: null,
    latitude: 24.6911,
    longitude: 46.6853,
    ownership: 'OWNED',
    yearlyRent: null,
    ...overrides,
  };
}

/** A house of an applicant written straight to the table, as create would leave it. */
export async function createHouse(
  db: Database,
  applicantAccountId: string,
  overrides: Partial<typeof house.$inferInsert> = {},
): Promise<HouseRow> {
  const [row] = await db
    .insert(house)
    .values({ applicantAccountId, ...buildHouseInput(), ...overrides })
    .returning();
  if (!row) throw new Error('house was not inserted');
  return row;
}

/** A national id whose local civil registry record has this gender (its ninth digit: even for men, odd for women). */
export function ninOfGender(gender: Gender): string {
  for (;;) {
    const nin = uniqueNin();
    if ((Number(nin[8]) % 2 === 0 ? 'M' : 'F') === gender) return nin;
  }
}

/** An ISO birth date of someone `years` old today (their birthday a month behind them), in UTC. */
export function birthDateForAge(years: number, now: Date = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), 1));
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
}

/** A person without an account, as the civil registry would describe them. */
export async function createPerson(
  db: Database,
  values: { gender?: Gender; birthDate?: string; nin?: string; nameEn?: string } = {},
): Promise<{ personId: string; nin: string; birthDate: string; gender: Gender }> {
  const gender = values.gender ?? 'M';
  const nin = values.nin ?? ninOfGender(gender);
  const birthDate = values.birthDate ?? birthDateForAge(30);
  const [row] = await db
    .insert(person)
    .values({ nin, nameAr: `تابع ${nin.slice(-4)}`, nameEn: values.nameEn ?? `Dependent ${nin.slice(-4)}`, gender, birthDate })
    .returning({ id: person.id });
  if (!row) throw new Error('person was not inserted');
  return { personId: row.id, nin, birthDate, gender };
}

/** Gives a person another gender (accounts from createTestAccount are men). */
export async function setGender(db: Database, personId: string, gender: Gender): Promise<void> {
  await db.update(person).set({ gender }).where(eq(person.id, personId));
}

/** The social status the personal tab of the profile would store for this person. */
export async function setSocialStatus(db: Database, personId: string, socialStatus: string): Promise<void> {
  await db
    .insert(profilePersonal)
    .values({ personId, socialStatus, hasDisability: false })
    .onConflictDoUpdate({ target: profilePersonal.personId, set: { socialStatus } });
}

export interface TestDependent {
  id: string;
  personId: string;
  nin: string;
  birthDate: string;
}

/** A dependent of an applicant written straight to the table; a new person without account unless `personId` is given. */
export async function createDependent(
  db: Database,
  values: {
    applicantAccountId: string;
    personId?: string;
    gender?: Gender;
    birthDate?: string;
    relationship?: string;
    houseId?: string | null;
    custody?: (typeof dependent.$inferInsert)['custody'];
    status?: (typeof dependent.$inferInsert)['status'];
  },
): Promise<TestDependent> {
  let who: { personId: string; nin: string; birthDate: string };
  if (values.personId) {
    const [row] = await db.select().from(person).where(eq(person.id, values.personId));
    if (!row) throw new Error(`no person ${values.personId}`);
    who = { personId: row.id, nin: row.nin, birthDate: row.birthDate };
  } else {
    who = await createPerson(db, {
      ...(values.gender ? { gender: values.gender } : {}),
      ...(values.birthDate ? { birthDate: values.birthDate } : {}),
    });
  }
  const [row] = await db
    .insert(dependent)
    .values({
      applicantAccountId: values.applicantAccountId,
      personId: who.personId,
      relationship: values.relationship ?? 'SON',
      houseId: values.houseId ?? null,
      custody: values.custody ?? null,
      status: values.status ?? 'ACTIVE',
    })
    .returning({ id: dependent.id });
  if (!row) throw new Error('dependent was not inserted');
  return { id: row.id, ...who };
}

/**
 * An adult dependent who has an account of their own, with the relation confirmation linked to the dependent in the
 * given state (CONFIRMED unless told).
 */
export async function createAccountDependent(
  db: Database,
  values: {
    applicantAccountId: string;
    relationship?: string;
    gender?: Gender;
    houseId?: string | null;
    relationStatus?: 'PENDING' | 'CONFIRMED' | 'REJECTED' | null;
    options?: TestAccountOptions;
  },
): Promise<{ account: TestAccount; dependentId: string; confirmationId: string | null }> {
  const holder = await createTestAccount(db, { role: 'DEPENDENT', ...values.options });
  if (values.gender === 'F') await setGender(db, holder.personId, 'F');
  const relationship = values.relationship ?? 'SON';
  const created = await createDependent(db, {
    applicantAccountId: values.applicantAccountId,
    personId: holder.personId,
    relationship,
    houseId: values.houseId ?? null,
  });
  const status = values.relationStatus === undefined ? 'CONFIRMED' : values.relationStatus;
  let confirmationId: string | null = null;
  if (status !== null) {
    const [row] = await db
      .insert(relationConfirmation)
      .values({
        applicantAccountId: values.applicantAccountId,
        dependentPersonId: holder.personId,
        dependentId: created.id,
        relationship,
        status,
        decidedAt: status === 'PENDING' ? null : new Date(),
      })
      .returning({ id: relationConfirmation.id });
    confirmationId = row?.id ?? null;
  }
  return { account: holder, dependentId: created.id, confirmationId };
}

/**
 * Counts a dependent in an open support cycle of the SSP program (3001) for `period` (the cycle is made once per
 * period and database), as the cycle job would: an eligibility result of an application of the applicant for a house
 * of theirs (made when not given), with the dependent counted in it.
 */
export async function countInOpenCycle(
  db: Database,
  values: { applicantAccountId: string; dependentId: string; personId: string; houseId?: string | null; period?: string },
): Promise<void> {
  const period = values.period ?? '2026-11';
  await db.insert(supportCycle).values({ programId: 3001, period, status: 'OPEN' }).onConflictDoNothing();
  const [cycle] = await db
    .select({ id: supportCycle.id })
    .from(supportCycle)
    .where(and(eq(supportCycle.programId, 3001), eq(supportCycle.period, period)));
  if (!cycle) throw new Error('support cycle was not inserted');
  const houseId = values.houseId ?? (await createHouse(db, values.applicantAccountId)).id;
  const evaluated = await createApplication(db, { applicantAccountId: values.applicantAccountId, status: 'ELIGIBLE' });
  const [result] = await db
    .insert(eligibilityResult)
    .values({
      cycleId: cycle.id,
      applicationId: evaluated.id,
      applicantAccountId: values.applicantAccountId,
      houseId,
      outcome: 'ELIGIBLE',
      standard: 170_000,
      countedIncome: 0,
      assets: 0,
      entitlement: 170_000,
      net: 170_000,
      memberCount: 2,
      trace: [],
      parametersDay: `${period}-01`,
    })
    .returning({ id: eligibilityResult.id });
  if (!result) throw new Error('eligibility result was not inserted');
  await db.insert(eligibilityMember).values({
    resultId: result.id,
    cycleId: cycle.id,
    personId: values.personId,
    dependentId: values.dependentId,
    category: 'ADULT',
    counted: true,
    standardShare: 60_000,
    countedIncome: 0,
  });
}

/** Pays the SSP cycle of a period: its members may be removed again. */
export async function closeCycle(db: Database, period: string): Promise<void> {
  await db
    .update(supportCycle)
    .set({ status: 'PAID', paidAt: new Date() })
    .where(and(eq(supportCycle.programId, 3001), eq(supportCycle.period, period)));
}
