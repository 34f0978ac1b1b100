import { eq } from 'drizzle-orm';
import { programType } from '@sanad/contract';
import { account, applicationDependent, applicationHouse, person } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { createApplicationAccess } from '../../modules/application/application-access.ts';
import { createSelectionView } from '../../modules/application/application-selection-view.ts';
import { createApplicationSelectionRepository } from '../../modules/application/application-selection.repository.ts';
import { createApplicationState } from '../../modules/application/application-state.ts';
import { createApplicationStudyService } from '../../modules/application/application-study.service.ts';
import { createApplicationRepository, type ApplicationRow } from '../../modules/application/application.repository.ts';
import { createAuditService } from '../../modules/audit/audit.service.ts';
import { createHouseholdAccess } from '../../modules/household/household-access.ts';
import { createHouseholdRepository } from '../../modules/household/household.repository.ts';
import { notSelectableReason } from '../../modules/application/selection-rules.ts';
import { createParameterRepository } from '../../modules/parameter/parameter.repository.ts';
import { createParameterService } from '../../modules/parameter/parameter.service.ts';
import { readyApplicationDates } from './demo-calendar.ts';

const readyApplicantNin = '1010000006';
const whiteListedNin = '1010000071';
const caseWorkerNin = '1010000089';

const dayMs = 24 * 60 * 60 * 1000;

/** The SSP form answers of the demo, in Arabic as the applicant would type them (seed/reference/program-forms.ts). */
const demoAnswers = {
  housingSituation: 'OWNED',
  monthlyRentSar: '0',
  supportReason: 'دخل الأسرة لا يغطي مصاريف الدراسة والإيجار لأبنائنا في الجامعة.',
};

async function accountIdOf(db: Database, nin: string): Promise<string> {
  const [row] = await db
    .select({ id: account.id })
    .from(account)
    .innerJoin(person, eq(person.id, account.personId))
    .where(eq(person.nin, nin));
  if (!row) throw new Error(`demo account ${nin} missing`);
  return row.id;
}

/**
 * Demo applications (docs/decisions/045-applications.md): the ready applicant's SSP application, SUBMITTED thirteen
 * months before `now` (the cycles seed then decides it month by month), with both
 * houses and every dependent living in them whom the selection rule lets an application count (selection-rules.ts
 * `notSelectableReason`, the rule of the selection screens: Reem, whose relation is still PENDING, is left out), and
 * the white-listed applicant's ELIGIBLE one, created by the ministry and decided by the demo case worker through the
 * study service. The new applicant (1010000014) has none. Documents are the attachments seed's.
 */
export async function seedDemoApplications(db: Database, now: Date = new Date()): Promise<void> {
  const repository = createApplicationRepository(db);
  const state = createApplicationState(repository);
  const householdRepository = createHouseholdRepository(db);
  const view = createSelectionView({
    household: householdRepository,
    selection: createApplicationSelectionRepository(db),
    clock: { now: () => now },
  });
  // Read before the transaction opens (PGlite has one connection).
  const adultAge = await createParameterService(createParameterRepository(db)).get('household.adultAge');
  const [applicantId, whiteListedId, caseWorkerId] = [
    await accountIdOf(db, readyApplicantNin),
    await accountIdOf(db, whiteListedNin),
    await accountIdOf(db, caseWorkerNin),
  ];
  const start = now.getTime();

  /** A DRAFT with its CREATED event, then SUBMIT, at the given times. */
  async function submitted(
    applicantAccountId: string,
    actorAccountId: string,
    createdAt: Date,
    submittedAt: Date,
    tx: Database,
  ): Promise<ApplicationRow> {
    const number = `SSP-${createdAt.getUTCFullYear()}-${String(await repository.nextNumber(tx)).padStart(7, '0')}`;
    const draft = await repository.insert(
      {
        number,
        programId: programType.SSP,
        applicantAccountId,
        status: 'DRAFT',
        formAnswers: demoAnswers,
        createdAt,
        updatedAt: createdAt,
      },
      tx,
    );
    await repository.addEvent({ applicationId: draft.id, type: 'CREATED', toStatus: 'DRAFT', actorAccountId, at: createdAt }, tx);
    return state.apply(draft, { transition: 'SUBMIT', actorAccountId, at: submittedAt, changes: { submittedAt } }, tx);
  }

  // Submitted thirteen months ago: the cycles seed evaluates it in each of the twelve months since (cycles.seed.ts).
  const ready = readyApplicationDates(now);
  await db.transaction(async (tx) => {
    const row = await submitted(applicantId, applicantId, ready.createdAt, ready.submittedAt, tx);
    // The household as the selection screens judge it: live houses, active dependents with their relation.
    const household = await view.householdNow(applicantId, adultAge, tx);
    const houseIds = new Set(household.houses.map((entry) => entry.house.id));
    const chosenAt = ready.createdAt;
    if (houseIds.size > 0)
      await tx.insert(applicationHouse).values([...houseIds].map((houseId) => ({ applicationId: row.id, houseId, createdAt: chosenAt })));
    const selected = household.dependents.flatMap((member) =>
      member.houseId !== null && houseIds.has(member.houseId) && notSelectableReason(member, household.today.today, adultAge) === null
        ? [{ applicationId: row.id, dependentId: member.id, houseId: member.houseId, createdAt: chosenAt }]
        : [],
    );
    if (selected.length > 0) await tx.insert(applicationDependent).values(selected);
  });

  // The ministry entered the white-listed applicant's application; the case worker studied and decided it.
  const whiteListed = await db.transaction((tx) =>
    submitted(whiteListedId, caseWorkerId, new Date(start - 60 * dayMs), new Date(start - 60 * dayMs + 60_000), tx),
  );
  let at = new Date(start - 59 * dayMs);
  const clock: Clock = { now: () => at };
  const household = createHouseholdAccess({ db, repository: householdRepository });
  const study = createApplicationStudyService({
    repository,
    access: createApplicationAccess({ db, repository, household }),
    state,
    audit: createAuditService(db),
    clock,
  });
  const staff: Principal = {
    accountId: caseWorkerId,
    actorAccountId: caseWorkerId,
    roles: ['CASE_WORKER'],
    sessionId: 'demo-seed',
    forcedSteps: [],
    stepUpAt: null,
  };
  const ctx: RequestContext = { requestId: 'demo-seed', ip: '127.0.0.1', language: 'ar', userAgent: null };
  await study.startStudy(staff, { applicationId: whiteListed.id }, ctx);
  at = new Date(start - 55 * dayMs);
  await study.decide(staff, { applicationId: whiteListed.id, outcome: 'ELIGIBLE', reason: null }, ctx);
}
