import { eq, inArray } from 'drizzle-orm';
import { todayInRiyadh } from '@sanad/contract';
import { person, tamkeenPartner } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { createTamkeenAppointmentRepository } from '../../modules/tamkeen-appointment/tamkeen-appointment.repository.ts';
import { createTamkeenPlanRepository } from '../../modules/tamkeen-plan/tamkeen-plan.repository.ts';
import { inRiyadh } from './demo-calendar.ts';

/** The ready applicant of the README (identity seed). */
const readyApplicantNin = '1010000006';

const dayMs = 24 * 60 * 60 * 1000;
/** The Riyadh day `days` days from `now` (`YYYY-MM-DD`; negative: before). */
const dayFrom = (now: Date, days: number) => todayInRiyadh(new Date(now.getTime() + days * dayMs));
/** `time` in Riyadh on the day `days` days from `now`. */
const momentFrom = (now: Date, days: number, time: string) => inRiyadh(dayFrom(now, days), time);

/** The plan's steps: one done, one accepted, three waiting, so two journeys (ar, en) each finish a step of their own. */
export const demoPlanActions = [
  {
    titleAr: 'حضور جلسة الإرشاد المهني الأولى',
    titleEn: 'Attend the first career counselling session',
    partner: 'TP-0003',
    due: -20,
    status: 'DONE',
  },
  { titleAr: 'إكمال دورة خدمة العملاء', titleEn: 'Finish the customer service course', partner: 'TP-0002', due: 20, status: 'ACCEPTED' },
  {
    titleAr: 'تحديث السيرة الذاتية مع المرشد',
    titleEn: 'Update your CV with the counsellor',
    partner: 'TP-0003',
    due: 10,
    status: 'PENDING',
  },
  { titleAr: 'التقديم على ثلاث فرص عمل', titleEn: 'Apply for three job openings', partner: 'TP-0003', due: 30, status: 'PENDING' },
  { titleAr: 'حضور مقابلة تجريبية', titleEn: 'Attend a mock interview', partner: 'TP-0003', due: 40, status: 'PENDING' },
] as const;

/**
 * The ready applicant's tamkeen plan and appointments (decision 072), after the partners of the tamkeen seed: a
 * back-to-work plan with the counselling centre (TP-0003) and the training institute (TP-0002); a follow-up with the
 * centre in five days, scheduled; and two appointments in the past, attended, so /tamkeen/evaluation has two partners
 * to rate.
 */
export async function seedDemoTamkeenPlan(db: Database, now: Date): Promise<void> {
  const [found] = await db.select({ id: person.id }).from(person).where(eq(person.nin, readyApplicantNin));
  const partners = await db
    .select({ id: tamkeenPartner.id, code: tamkeenPartner.code })
    .from(tamkeenPartner)
    .where(inArray(tamkeenPartner.code, ['TP-0002', 'TP-0003']));
  const partnerId = (code: string) => partners.find((p) => p.code === code)?.id;
  const counselling = partnerId('TP-0003');
  const training = partnerId('TP-0002');
  if (!found || !counselling || !training) return;

  await createTamkeenPlanRepository(db).create(
    {
      personId: found.id,
      titleAr: 'خطة العودة إلى العمل',
      titleEn: 'Back-to-work plan',
      startedOn: dayFrom(now, -30),
      endsOn: dayFrom(now, 90),
    },
    demoPlanActions.map((a) => ({
      titleAr: a.titleAr,
      titleEn: a.titleEn,
      partnerId: partnerId(a.partner) ?? null,
      dueDate: dayFrom(now, a.due),
      status: a.status,
      acceptedAt: a.status === 'PENDING' ? null : momentFrom(now, -25, '10:00'),
      doneAt: a.status === 'DONE' ? momentFrom(now, -21, '12:00') : null,
    })),
  );

  const appointments = createTamkeenAppointmentRepository(db);
  const centreAr = 'مركز تمكين للإرشاد المهني، حي الملز، الرياض';
  const centreEn = 'Tamkeen Career Counselling Centre, Al-Malaz, Riyadh';
  await appointments.create({
    personId: found.id,
    partnerId: counselling,
    purpose: 'FOLLOW_UP',
    startsAt: momentFrom(now, 5, '10:00'),
    endsAt: momentFrom(now, 5, '11:00'),
    locationAr: centreAr,
    locationEn: centreEn,
  });
  await appointments.create({
    personId: found.id,
    partnerId: counselling,
    purpose: 'COUNSELLING',
    status: 'ATTENDED',
    startsAt: momentFrom(now, -21, '10:00'),
    endsAt: momentFrom(now, -21, '11:00'),
    locationAr: centreAr,
    locationEn: centreEn,
    confirmedAt: momentFrom(now, -23, '09:00'),
    closedAt: momentFrom(now, -21, '11:30'),
  });
  await appointments.create({
    personId: found.id,
    partnerId: training,
    purpose: 'TRAINING_INTAKE',
    status: 'ATTENDED',
    startsAt: momentFrom(now, -14, '09:00'),
    endsAt: momentFrom(now, -14, '10:00'),
    locationAr: 'معهد الرياض للتدريب التقني، حي العليا، الرياض',
    locationEn: 'Riyadh Technical Training Institute, Al-Olaya, Riyadh',
    closedAt: momentFrom(now, -14, '10:30'),
  });
}
