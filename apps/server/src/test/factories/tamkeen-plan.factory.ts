import type { TamkeenAppointmentPurpose, TamkeenAppointmentStatus, TamkeenPlanActionStatus } from '@sanad/contract';
import { createTamkeenAppointmentRepository } from '../../modules/tamkeen-appointment/tamkeen-appointment.repository.ts';
import { createTamkeenPlanRepository } from '../../modules/tamkeen-plan/tamkeen-plan.repository.ts';
import type { Database } from '../../platform/db/database.ts';

const hour = 3_600_000;

/** A plan of the person (ACTIVE unless told) with actions of the given statuses, due a week apart from 2026-12-01. */
export async function createTamkeenPlan(
  db: Database,
  personId: string,
  options: { partnerId?: string; actions?: TamkeenPlanActionStatus[]; status?: 'ACTIVE' | 'CLOSED' } = {},
) {
  const statuses = options.actions ?? ['PENDING', 'ACCEPTED', 'DONE'];
  return createTamkeenPlanRepository(db).create(
    {
      personId,
      titleAr: 'خطة تجريبية',
      titleEn: 'Test plan',
      startedOn: '2026-11-01',
      endsOn: '2027-02-01',
      status: options.status ?? 'ACTIVE',
    },
    statuses.map((status, index) => ({
      titleAr: `الخطوة ${index + 1}`,
      titleEn: `Step ${index + 1}`,
      partnerId: options.partnerId ?? null,
      dueDate: `2026-12-${String(1 + index * 7).padStart(2, '0')}`,
      status,
      acceptedAt: status === 'PENDING' ? null : new Date('2026-11-02T08:00:00Z'),
      doneAt: status === 'DONE' ? new Date('2026-11-03T08:00:00Z') : null,
    })),
  );
}

/** An appointment of the person with the partner, `inHours` from now (negative: past), SCHEDULED unless told. */
export function createTamkeenAppointment(
  db: Database,
  personId: string,
  partnerId: string,
  options: { inHours?: number; status?: TamkeenAppointmentStatus; purpose?: TamkeenAppointmentPurpose } = {},
) {
  const startsAt = new Date(Date.now() + (options.inHours ?? 72) * hour);
  return createTamkeenAppointmentRepository(db).create({
    personId,
    partnerId,
    purpose: options.purpose ?? 'COUNSELLING',
    status: options.status ?? 'SCHEDULED',
    startsAt,
    endsAt: new Date(startsAt.getTime() + hour),
    locationAr: 'الرياض',
    locationEn: 'Riyadh',
  });
}
