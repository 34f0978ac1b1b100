import type { Language, ScheduleVisitInput, VisitDetails, VisitOutcome } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import type { LookupService } from '../lookup/lookup.service.ts';
import { nextVisitStatus, recordsResult, type VisitStep } from './visit-rules.ts';
import type { VisitRepository } from './visit.repository.ts';

export interface VisitOfficeDeps {
  db: Database;
  repository: VisitRepository;
  lookups: Pick<LookupService, 'group'>;
  audit: AuditService;
  clock: Clock;
  /** A visit's details in a language, whoever heads its house (staff read any). */
  detailsOf: (id: string, language: Language) => Promise<VisitDetails>;
}

/** A case worker's step on a visit: the outcome (done) and the notes, or the reason (missed, cancel). */
export interface VisitCaseInput {
  id: string;
  outcome?: VisitOutcome | null | undefined;
  note?: string | null | undefined;
}

const fieldError = (field: string, code: 'required' | 'invalid') =>
  new DomainError('VALIDATION_FAILED', { fieldErrors: [{ field, code }] });

/**
 * A case worker's field visits (DOMAIN.md "Back office": "schedule visits"; docs/decisions/065-visits.md), services
 * now, screens with the back-office issue: schedule a visit to a house, record that it was done (with the outcome and
 * notes) or missed (with the reason), or cancel it (with the reason). Each is one transaction with its audit line;
 * the demo hook drives them in demo mode.
 */
export function createVisitOfficeService(deps: VisitOfficeDeps) {
  const { db, repository, lookups, audit, clock, detailsOf } = deps;

  /** Runs `name` on visit `input.id` under its lock: the transition table decides; a result waits for the visit to start. */
  async function step(actor: Actor, input: VisitCaseInput, name: VisitStep, language: Language): Promise<VisitDetails> {
    if (!isUuid(input.id)) throw new DomainError('NOT_FOUND');
    const note = input.note?.trim() || null;
    const outcome = name === 'recordDone' ? (input.outcome ?? null) : null;
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = await repository.lock(null, input.id, tx);
      if (!row) throw new DomainError('NOT_FOUND');
      const to = nextVisitStatus(name, row.status);
      if (to === null || (recordsResult(name) && now.getTime() < row.startsAt.getTime())) throw new DomainError('VISIT_STEP_NOT_ALLOWED');
      await repository.update(row.id, { status: to, outcome, resultNote: note, closedAt: now, updatedAt: now }, tx);
      await audit.record(
        actor,
        {
          action: `visit.${name}`,
          entity: 'field_visit',
          entityId: row.id,
          before: { status: row.status },
          after: { status: to, outcome, note },
        },
        tx,
      );
    });
    return detailsOf(input.id, language);
  }

  return {
    /** A visit to a live house from an office of the ssp-offices lookup, in a window that has not started. */
    async schedule(actor: Actor, input: ScheduleVisitInput, language: Language): Promise<VisitDetails> {
      const found = isUuid(input.houseId) ? await repository.liveHouse(input.houseId) : null;
      if (!found) throw new DomainError('NOT_FOUND');
      const offices = await lookups.group('sspOffices');
      if (!offices.some((office) => office.code === input.officeCode)) throw new DomainError('VISIT_OFFICE_UNKNOWN');
      const now = clock.now();
      const startsAt = new Date(input.startsAt);
      if (startsAt.getTime() <= now.getTime()) throw fieldError('body.startsAt', 'invalid');
      const id = await db.transaction(async (tx) => {
        const row = await repository.insert(
          {
            houseId: found.id,
            purpose: input.purpose,
            officeCode: input.officeCode,
            visitorName: input.visitorName,
            startsAt,
            endsAt: new Date(input.endsAt),
            status: 'SCHEDULED',
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        await audit.record(actor, { action: 'visit.schedule', entity: 'field_visit', entityId: row.id, after: { ...input } }, tx);
        return row.id;
      });
      return detailsOf(id, language);
    },

    recordDone(actor: Actor, input: VisitCaseInput, language: Language) {
      if (!input.outcome) throw fieldError('body.outcome', 'required');
      return step(actor, input, 'recordDone', language);
    },

    recordMissed(actor: Actor, input: VisitCaseInput, language: Language) {
      if (!input.note?.trim()) throw fieldError('body.note', 'required');
      return step(actor, input, 'recordMissed', language);
    },

    cancel(actor: Actor, input: VisitCaseInput, language: Language) {
      if (!input.note?.trim()) throw fieldError('body.note', 'required');
      return step(actor, input, 'cancel', language);
    },
  };
}
export type VisitOfficeService = ReturnType<typeof createVisitOfficeService>;
