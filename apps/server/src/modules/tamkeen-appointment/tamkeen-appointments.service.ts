import {
  todayInRiyadh,
  type Language,
  type Page,
  type TamkeenAppointmentCancelInput,
  type TamkeenAppointmentDetails,
  type TamkeenAppointmentFilter,
  type TamkeenAppointmentSaveInput,
  type TamkeenAppointmentScheduleInput,
  type TamkeenAppointmentStatusActionInput,
  type TamkeenAppointmentSummary,
  type TamkeenPageParams,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import { activePartner } from '../tamkeen-partner/active-partner.ts';
import { partnerBrief } from '../tamkeen-partner/partner-brief.ts';
import type { TamkeenPartnerRepository } from '../tamkeen-partner/tamkeen-partner.repository.ts';
import type { TamkeenProfileService } from '../tamkeen-profile/tamkeen-profile.service.ts';
import { appointmentChangeCutoffHours, cancelRefusal, changeableUntil, confirmRefusal, newTimeRefusal } from './appointment-rules.ts';
import type { AppointmentWhere, TamkeenAppointmentRepository } from './tamkeen-appointment.repository.ts';

export interface TamkeenAppointmentsServiceDeps {
  db: Database;
  repository: TamkeenAppointmentRepository;
  /** The partner of a new appointment: active (decision 074). */
  partners: Pick<TamkeenPartnerRepository, 'byCode'>;
  enrolment: Pick<TamkeenProfileService, 'enrolledPerson' | 'personEnrolledAs'>;
  audit: AuditService;
  clock: Clock;
}

type ViewRow = NonNullable<Awaited<ReturnType<TamkeenAppointmentRepository['view']>>>;

const notFound = () => new DomainError('NOT_FOUND');
const riyadhMidnight = (day: string) => new Date(`${day}T00:00:00+03:00`);
const dayAfter = (day: string) => new Date(riyadhMidnight(day).getTime() + 24 * 3_600_000);

function summaryOf({ appointment: a, partner }: ViewRow, language: Language): TamkeenAppointmentSummary {
  return {
    id: a.id,
    status: a.status,
    purpose: a.purpose,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    partner: partnerBrief(partner, language),
    confirmedAt: a.confirmedAt?.toISOString() ?? null,
    newTime:
      a.newTimeAt && a.newTimeDate && a.newTimePeriod
        ? { preferredDate: a.newTimeDate, period: a.newTimePeriod, note: a.newTimeNote ?? '', at: a.newTimeAt.toISOString() }
        : null,
  };
}

function detailsOf(row: ViewRow, language: Language, now: Date): TamkeenAppointmentDetails {
  const a = row.appointment;
  return {
    ...summaryOf(row, language),
    location: language === 'ar' ? a.locationAr : a.locationEn,
    cancelReason: a.cancelReason,
    closedAt: a.closedAt?.toISOString() ?? null,
    changeableUntil: changeableUntil(a)?.toISOString() ?? null,
    canConfirm: confirmRefusal(a, now) === null,
    canCancel: cancelRefusal(a, now) === null,
    canAskNewTime: newTimeRefusal(a, now) === null,
  };
}

/**
 * Tamkeen appointments (decisions 067, 072): the person's appointments a page at a time (scheduled first), one with
 * what may still be done, and the person's steps: confirm, cancel with a reason, ask once for a new time up to 24 h
 * before it. A case worker records ATTENDED or MISSED. Every id is the person's own or a 404.
 */
export function createTamkeenAppointmentsService(deps: TamkeenAppointmentsServiceDeps) {
  const { db, repository, partners, enrolment, audit, clock } = deps;

  async function page(principal: Principal, params: TamkeenPageParams, filter: AppointmentWhere, language: Language) {
    const { personId } = await enrolment.enrolledPerson(principal);
    const [rows, total] = await Promise.all([
      repository.list(personId, filter, { offset: params.a * params.b, limit: params.b }),
      repository.count(personId, filter),
    ]);
    const result: Page<TamkeenAppointmentSummary> = {
      items: rows.map((row) => summaryOf(row, language)),
      page: params.a,
      pageSize: params.b,
      total,
    };
    return result;
  }

  /** One change of an appointment under its lock with its audit line; answers the appointment as it is after. */
  async function change(
    actor: Actor,
    personId: string | null,
    id: string,
    language: Language,
    apply: (
      row: NonNullable<Awaited<ReturnType<TamkeenAppointmentRepository['lock']>>>,
      now: Date,
      tx: Database,
    ) => Promise<{ action: string; after: Record<string, unknown> }>,
  ): Promise<TamkeenAppointmentDetails> {
    if (!isUuid(id)) throw notFound();
    return db.transaction(async (tx) => {
      const row = await repository.lock(personId, id, tx);
      if (!row) throw notFound();
      const now = clock.now();
      const { action, after } = await apply(row, now, tx);
      await audit.record(actor, { action, entity: 'tamkeen_appointment', entityId: id, before: { status: row.status }, after }, tx);
      const view = await repository.view(personId, id, tx);
      if (!view) throw notFound();
      return detailsOf(view, language, now);
    });
  }

  return {
    appointmentLoad: (principal: Principal, params: TamkeenPageParams, ctx: RequestContext) => page(principal, params, {}, ctx.language),

    appointmentLoadByFilter: (principal: Principal, params: TamkeenPageParams, filter: TamkeenAppointmentFilter, ctx: RequestContext) =>
      page(
        principal,
        params,
        {
          status: filter.status,
          from: filter.from ? riyadhMidnight(filter.from) : undefined,
          before: filter.to ? dayAfter(filter.to) : undefined,
        },
        ctx.language,
      ),

    async appointmentLoadDetails(principal: Principal, id: string, ctx: RequestContext): Promise<TamkeenAppointmentDetails> {
      const { personId } = await enrolment.enrolledPerson(principal);
      const row = isUuid(id) ? await repository.view(personId, id) : null;
      if (!row) throw notFound();
      return detailsOf(row, ctx.language, clock.now());
    },

    /** Asks once for a new time (a day after today and a part of it, with a note), up to 24 h before the appointment. */
    async appointmentSave(
      principal: Principal,
      input: TamkeenAppointmentSaveInput,
      ctx: RequestContext,
    ): Promise<TamkeenAppointmentDetails> {
      const { personId } = await enrolment.enrolledPerson(principal);
      return change(actorOf(principal, ctx), personId, input.appointmentId, ctx.language, async (row, now, tx) => {
        const refusal = newTimeRefusal(row, now);
        if (refusal) throw new DomainError(refusal, { values: { hours: appointmentChangeCutoffHours } });
        if (input.preferredDate <= todayInRiyadh(now)) throw new DomainError('TAMKEEN_APPOINTMENT_DATE_PAST');
        await repository.update(
          row.id,
          { newTimeDate: input.preferredDate, newTimePeriod: input.period, newTimeNote: input.note, newTimeAt: now, updatedAt: now },
          tx,
        );
        return { action: 'tamkeen.appointment.new-time', after: { preferredDate: input.preferredDate, period: input.period } };
      });
    },

    /** CONFIRM a scheduled appointment (once), or CANCEL it with a reason, before it starts. */
    async appointmentStatusAction(
      principal: Principal,
      input: TamkeenAppointmentStatusActionInput,
      ctx: RequestContext,
    ): Promise<TamkeenAppointmentDetails> {
      const { personId } = await enrolment.enrolledPerson(principal);
      return change(actorOf(principal, ctx), personId, input.appointmentId, ctx.language, async (row, now, tx) => {
        if (input.action === 'CONFIRM') {
          const refusal = confirmRefusal(row, now);
          if (refusal) throw new DomainError(refusal);
          await repository.update(row.id, { confirmedAt: now, updatedAt: now }, tx);
          return { action: 'tamkeen.appointment.confirm', after: { confirmed: true } };
        }
        const refusal = cancelRefusal(row, now);
        if (refusal) throw new DomainError(refusal);
        await repository.update(row.id, { status: 'CANCELED', cancelReason: input.reason, closedAt: now, updatedAt: now }, tx);
        return { action: 'tamkeen.appointment.cancel', after: { status: 'CANCELED' } };
      });
    },

    /** A case worker records how a scheduled appointment went (demo mode: /api/dev/tamkeen/appointment/{id}/result). */
    recordResult(actor: Actor, id: string, status: 'ATTENDED' | 'MISSED', language: Language): Promise<TamkeenAppointmentDetails> {
      return change(actor, null, id, language, async (row, now, tx) => {
        if (row.status !== 'SCHEDULED') throw new DomainError('TAMKEEN_APPOINTMENT_NOT_OPEN');
        await repository.update(row.id, { status, closedAt: now, updatedAt: now }, tx);
        return { action: 'tamkeen.appointment.result', after: { status } };
      });
    },

    /**
     * A case worker schedules an appointment of person `nin` (ABLE_TO_WORK or TREATABLE, else 409) with an active
     * partner, at a time to come (decision 074; demo mode: /api/dev/tamkeen/{nin}/appointment).
     */
    async schedule(
      actor: Actor,
      nin: string,
      input: TamkeenAppointmentScheduleInput,
      language: Language,
    ): Promise<TamkeenAppointmentDetails> {
      const { personId } = await enrolment.personEnrolledAs(nin, ['ABLE_TO_WORK', 'TREATABLE']);
      const startsAt = new Date(input.startsAt);
      if (startsAt <= clock.now()) throw new DomainError('TAMKEEN_DATE_PAST');
      return db.transaction(async (tx) => {
        const partner = await activePartner(partners, input.partnerCode, 'body.partnerCode', tx);
        const now = clock.now();
        const row = await repository.create(
          {
            personId,
            partnerId: partner.id,
            purpose: input.purpose,
            startsAt,
            endsAt: new Date(input.endsAt),
            locationAr: input.locationAr,
            locationEn: input.locationEn,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        await audit.record(
          actor,
          {
            action: 'tamkeen.appointment.schedule',
            entity: 'tamkeen_appointment',
            entityId: row.id,
            after: { partner: partner.code, startsAt: input.startsAt },
          },
          tx,
        );
        const view = await repository.view(personId, row.id, tx);
        if (!view) throw notFound();
        return detailsOf(view, language, now);
      });
    },

    /** A case worker cancels a scheduled appointment with the reason the person reads (decision 074). */
    cancelAsCaseWorker(
      actor: Actor,
      id: string,
      input: TamkeenAppointmentCancelInput,
      language: Language,
    ): Promise<TamkeenAppointmentDetails> {
      return change(actor, null, id, language, async (row, now, tx) => {
        if (row.status !== 'SCHEDULED') throw new DomainError('TAMKEEN_APPOINTMENT_NOT_OPEN');
        await repository.update(row.id, { status: 'CANCELED', cancelReason: input.reason, closedAt: now, updatedAt: now }, tx);
        return { action: 'tamkeen.appointment.cancel-by-case-worker', after: { status: 'CANCELED' } };
      });
    },
  };
}
export type TamkeenAppointmentsService = ReturnType<typeof createTamkeenAppointmentsService>;
