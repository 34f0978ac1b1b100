import { and, eq } from 'drizzle-orm';
import { programType } from '@sanad/contract';
import { account, application, house, payment, paymentComplaint, person, supportCycle } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { createAuditService } from '../../modules/audit/audit.service.ts';
import { createComplaintServices } from '../../modules/complaint/complaint-services.ts';
import { createLookupRepository } from '../../modules/lookup/lookup.repository.ts';
import { createLookupService } from '../../modules/lookup/lookup.service.ts';
import { createParameterRepository } from '../../modules/parameter/parameter.repository.ts';
import { createParameterService } from '../../modules/parameter/parameter.service.ts';
import { addMonths, demoMonths, inRiyadh } from './demo-calendar.ts';

/** The ready applicant of the README (identity seed), paid every month by the cycles seed. */
const readyApplicantNin = '1010000006';

/** The month (place among the twelve past months, as in cycles.seed.ts) whose flat payment arrived late. */
const lateMonth = 9;

/**
 * One resolved payment complaint of the ready applicant (docs/decisions/062-payment-complaints.md), made and decided by
 * the complaint services on a clock the seed moves, so /complaints is not empty: the rented flat's payment of month 9
 * reached the bank account a week late; a case worker took it and answered two days later. A resolved complaint is
 * not open, so the payment can be complained about again. Skipped once the applicant has a complaint.
 */
export async function seedDemoComplaint(db: Database, now: Date = new Date()): Promise<void> {
  const period = demoMonths(now).past[lateMonth - 1] ?? '';
  const [found] = await db
    .select({ accountId: account.id, paymentId: payment.id })
    .from(payment)
    .innerJoin(application, eq(application.id, payment.applicationId))
    .innerJoin(account, eq(account.id, application.applicantAccountId))
    .innerJoin(person, eq(person.id, account.personId))
    .innerJoin(supportCycle, eq(supportCycle.id, payment.cycleId))
    .innerJoin(house, eq(house.id, payment.houseId))
    .where(
      and(
        eq(person.nin, readyApplicantNin),
        eq(application.programId, programType.SSP),
        eq(supportCycle.period, period),
        eq(house.ownership, 'RENTED'),
      ),
    )
    .limit(1);
  if (!found) return;
  const [made] = await db
    .select({ id: paymentComplaint.id })
    .from(paymentComplaint)
    .where(eq(paymentComplaint.applicantAccountId, found.accountId))
    .limit(1);
  if (made) return;

  const nextMonth = addMonths(period, 1);
  let at = inRiyadh(`${nextMonth}-03`, '10:15');
  const clock: Clock = { now: () => (at.getTime() < now.getTime() ? at : now) };
  const { complaints, complaintDecisions } = createComplaintServices({
    db,
    parameters: createParameterService(createParameterRepository(db)),
    lookups: createLookupService(createLookupRepository(db)),
    audit: createAuditService(db),
    clock,
  });
  const applicant: Principal = {
    accountId: found.accountId,
    actorAccountId: found.accountId,
    roles: ['APPLICANT'],
    sessionId: 'demo-seed',
    forcedSteps: [],
    stepUpAt: null,
  };
  const ctx: RequestContext = { requestId: 'demo-seed', ip: '127.0.0.1', language: 'ar', userAgent: null };
  const officeActor = { accountId: null, ip: '127.0.0.1', requestId: 'demo-seed' };

  const complaint = await complaints.create(
    applicant,
    {
      paymentId: found.paymentId,
      category: 'PAYMENT_DELAYED',
      description: 'وصلت دفعة الشقة لهذا الشهر إلى حسابي بعد أسبوع من موعد الصرف، وأرجو معرفة السبب حتى لا يتكرر التأخير.',
      paymentComplainMap: { attachmentIds: [] },
    },
    ctx,
  );
  at = inRiyadh(`${nextMonth}-04`, '09:00');
  await complaintDecisions.take(officeActor, { paymentComplainNbr: complaint.paymentComplainNbr }, 'ar');
  at = inRiyadh(`${nextMonth}-06`, '12:30');
  await complaintDecisions.resolve(
    officeActor,
    {
      paymentComplainNbr: complaint.paymentComplainNbr,
      comment: 'أُرسلت الدفعة في موعدها، وتأخر إيداعها لدى البنك بسبب تحديث بيانات الحساب. حُدّثت البيانات ولن يتكرر التأخير.',
    },
    'ar',
  );
}
