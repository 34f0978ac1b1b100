import { and, asc, eq, isNull } from 'drizzle-orm';
import { todayInRiyadh } from '@sanad/contract';
import { account, fieldVisit, house, person } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { createAuditService } from '../../modules/audit/audit.service.ts';
import { createLookupRepository } from '../../modules/lookup/lookup.repository.ts';
import { createLookupService } from '../../modules/lookup/lookup.service.ts';
import { createParameterRepository } from '../../modules/parameter/parameter.repository.ts';
import { createParameterService } from '../../modules/parameter/parameter.service.ts';
import { createVisitServices } from '../../modules/visit/visit-services.ts';
import { inRiyadh } from './demo-calendar.ts';

/** The ready applicant of the README (identity seed), whose two houses the household seed wrote. */
const readyApplicantNin = '1010000006';

const dayMs = 24 * 60 * 60 * 1000;
/** The Riyadh day `days` days from `now` (`YYYY-MM-DD`; negative: before). */
const dayFrom = (now: Date, days: number) => todayInRiyadh(new Date(now.getTime() + days * dayMs));

/** The office's case worker, as the audit line names a demo hook's: no account. */
const officeActor = { accountId: null, ip: '127.0.0.1', requestId: 'demo-seed' };

/**
 * The ready applicant's field visits (docs/decisions/065-visits.md), made by the case workers' own service on a clock
 * the seed moves: a periodic review of the family home twelve days ago, done, the household's data confirmed; and a
 * check of the rented flat a week from now, scheduled and not answered yet, so /visits can confirm it or ask to move it.
 * Skipped once the household has a visit.
 */
export async function seedDemoVisits(db: Database, now: Date = new Date()): Promise<void> {
  const houses = await db
    .select({ id: house.id, ownership: house.ownership })
    .from(house)
    .innerJoin(account, eq(account.id, house.applicantAccountId))
    .innerJoin(person, eq(person.id, account.personId))
    .where(and(eq(person.nin, readyApplicantNin), isNull(house.deletedAt)))
    .orderBy(asc(house.createdAt));
  const home = houses.find((row) => row.ownership === 'OWNED');
  const flat = houses.find((row) => row.ownership === 'RENTED');
  if (!home || !flat) return;
  const [visited] = await db.select({ id: fieldVisit.id }).from(fieldVisit).where(eq(fieldVisit.houseId, home.id)).limit(1);
  if (visited) return;

  let at = now;
  const clock: Clock = { now: () => at };
  const { visitOffice } = createVisitServices({
    db,
    parameters: createParameterService(createParameterRepository(db)),
    lookups: createLookupService(createLookupRepository(db)),
    audit: createAuditService(db),
    clock,
  });

  // Scheduled three weeks ago for twelve days ago, then recorded when the visitor came back to the office.
  const reviewDay = dayFrom(now, -12);
  at = new Date(now.getTime() - 21 * dayMs);
  const review = await visitOffice.schedule(
    officeActor,
    {
      houseId: home.id,
      purpose: 'PERIODIC_REVIEW',
      officeCode: 'RUH1',
      visitorName: 'نورة بنت سعد القحطاني',
      startsAt: inRiyadh(reviewDay, '09:00').toISOString(),
      endsAt: inRiyadh(reviewDay, '11:00').toISOString(),
    },
    'ar',
  );
  at = inRiyadh(reviewDay, '13:30');
  await visitOffice.recordDone(
    officeActor,
    {
      id: review.id,
      outcome: 'CONFIRMED',
      note: 'تمت مطابقة عنوان السكن وأفراد الأسرة المقيمين فيه مع بيانات الطلب، ولا يلزم أي تحديث.',
    },
    'ar',
  );

  // Scheduled two days ago for a week from now: still open to an answer (visit.answerCutoffHours before it).
  const checkDay = dayFrom(now, 7);
  at = new Date(now.getTime() - 2 * dayMs);
  await visitOffice.schedule(
    officeActor,
    {
      houseId: flat.id,
      purpose: 'HOUSING_CHECK',
      officeCode: 'RUH1',
      visitorName: 'عبدالله بن فهد الشهري',
      startsAt: inRiyadh(checkDay, '10:00').toISOString(),
      endsAt: inRiyadh(checkDay, '12:00').toISOString(),
    },
    'ar',
  );
}
