import { eq, sql } from 'drizzle-orm';
import { programType, type ApplicationStatus } from '@sanad/contract';
import { application, applicationDependent, applicationEvent, applicationHouse, profile } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { birthDateForAge, createDependent, createHouse, type HouseRow, type TestDependent } from './household.factory.ts';
import { completeProfileTabs, confirmDependents, createVerifiedIban } from './profile.factory.ts';
import { createTestAccount, type TestAccount, type TestAccountOptions } from './session.factory.ts';

export type ApplicationRow = typeof application.$inferSelect;

/** Answers the SSP form of the reference seed accepts (seed/reference/program-forms.ts): its required fields filled. */
export function validFormAnswers(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    housingSituation: 'OWNED',
    supportReason: 'Our household income does not cover the rent and school costs this year.',
    ...overrides,
  };
}

/** An applicant nothing blocks from applying, with the household an application selects from. */
export interface ReadyApplicant {
  user: TestAccount;
  house: HouseRow;
  /** A wife (adult, no account) and a son of ten, both living in `house`, their five tabs filled. */
  dependents: TestDependent[];
  iban: string;
}

/**
 * An applicant ready to apply (DOMAIN.md "validate-application"): verified mobile, a COMPLETED unified profile (every
 * tab of theirs and of their dependents filled, the dependents confirmed, the declaration accepted and the profile
 * completed) and a verified payment IBAN, with one house and two dependents living in it.
 */
export async function createReadyApplicant(db: Database, options: TestAccountOptions = {}): Promise<ReadyApplicant> {
  const user = await createTestAccount(db, { birthDate: '1980-01-15', ...options });
  const house = await createHouse(db, user.accountId);
  const wife = await createDependent(db, { applicantAccountId: user.accountId, gender: 'F', relationship: 'WIFE', houseId: house.id });
  const son = await createDependent(db, {
    applicantAccountId: user.accountId,
    relationship: 'SON',
    birthDate: birthDateForAge(10),
    houseId: house.id,
  });
  await completeProfileTabs(db, user.personId, { applicant: true });
  for (const member of [wife, son]) await completeProfileTabs(db, member.personId, { socialStatus: member === son ? 'SINGLE' : 'MARRIED' });
  await confirmDependents(db, user.personId);
  await completeProfile(db, user.personId);
  const iban = await createVerifiedIban(db, user.accountId);
  return { user, house, dependents: [wife, son], iban };
}

/** The declaration accepted and complete/{id} done, as the summary tab would leave them. */
export async function completeProfile(db: Database, personId: string): Promise<void> {
  const now = new Date();
  await db.update(profile).set({ declarationAcceptedAt: now, completedAt: now }).where(eq(profile.personId, personId));
}

/**
 * An application written straight to the tables, as the lifecycle would leave it in `status` (SUBMITTED unless
 * told): its CREATED event, a SUBMIT event when it went past the draft, and the houses and dependents selected.
 */
export async function createApplication(
  db: Database,
  values: {
    applicantAccountId: string;
    status?: ApplicationStatus;
    programId?: number;
    houseIds?: string[];
    dependents?: Array<{ dependentId: string; houseId: string }>;
    formAnswers?: Record<string, string>;
    createdAt?: Date;
  },
): Promise<ApplicationRow> {
  const status = values.status ?? 'SUBMITTED';
  // A minute ago by default: its events (a second apart) come before anything the test does next.
  const createdAt = values.createdAt ?? new Date(Date.now() - 60_000);
  const [{ value } = { value: '0' }] = await db
    .select({ value: sql<string>`nextval('application_number_seq')` })
    .from(sql`(select 1) as one`);
  const [row] = await db
    .insert(application)
    .values({
      number: `SSP-TEST-${String(value).padStart(7, '0')}`,
      programId: values.programId ?? programType.SSP,
      applicantAccountId: values.applicantAccountId,
      status,
      formAnswers: values.formAnswers ?? validFormAnswers(),
      submittedAt: status === 'DRAFT' ? null : createdAt,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!row) throw new Error('application was not inserted');
  await db
    .insert(applicationEvent)
    .values({ applicationId: row.id, type: 'CREATED', toStatus: 'DRAFT', actorAccountId: values.applicantAccountId, at: createdAt });
  if (status !== 'DRAFT') {
    const at = new Date(createdAt.getTime() + 1000);
    await db.insert(applicationEvent).values({ applicationId: row.id, type: 'SUBMIT', fromStatus: 'DRAFT', toStatus: 'SUBMITTED', at });
    if (status !== 'SUBMITTED') {
      await db
        .insert(applicationEvent)
        .values({ applicationId: row.id, type: 'TEST', fromStatus: 'SUBMITTED', toStatus: status, at: new Date(at.getTime() + 1000) });
    }
  }
  for (const houseId of values.houseIds ?? []) await db.insert(applicationHouse).values({ applicationId: row.id, houseId });
  for (const member of values.dependents ?? []) await db.insert(applicationDependent).values({ applicationId: row.id, ...member });
  return row;
}

/** Selects a house (and dependents living there) into an application, as the selection screens would. */
export async function selectHouse(db: Database, applicationId: string, houseId: string, dependentIds: string[] = []): Promise<void> {
  await db.insert(applicationHouse).values({ applicationId, houseId });
  for (const dependentId of dependentIds) await db.insert(applicationDependent).values({ applicationId, dependentId, houseId });
}

export async function applicationRowOf(db: Database, id: string): Promise<ApplicationRow> {
  const [row] = await db.select().from(application).where(eq(application.id, id));
  if (!row) throw new Error(`no application ${id}`);
  return row;
}
