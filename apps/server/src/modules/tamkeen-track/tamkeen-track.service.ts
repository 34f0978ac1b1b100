import {
  defaultPageSize,
  todayInRiyadh,
  tracksAllowed,
  type Page,
  type TamkeenTrackCaseStep,
  type TamkeenTrackRequestDetails,
  type TamkeenTrackRequestEdit,
  type TamkeenTrackRequestFilter,
  type TamkeenTrackRequestInput,
  type TamkeenTrackRequestSummary,
  type TamkeenTrackValidation,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import { addWorkingDays } from '../service-level/service-clock.ts';
import { clockAfterStep, writeStepLines } from '../service-level/service-steps.ts';
import type { TamkeenProfileService } from '../tamkeen-profile/tamkeen-profile.service.ts';
import { toTrackRequestDetails, toTrackRequestSummary } from './tamkeen-track-mappers.ts';
import {
  nextTrackRequestStatus,
  trackRequestAnswerWorkingDays,
  trackRequestNumberOf,
  trackRequestRefusal,
  trackRequestTransitions,
} from './tamkeen-track-rules.ts';
import type { TamkeenTrackRepository, TrackRequestRow } from './tamkeen-track.repository.ts';

export interface TamkeenTrackServiceDeps {
  db: Database;
  repository: TamkeenTrackRepository;
  /** The classification's first read enrols the person (decision 070): a request needs their tamkeen record. */
  enrolment: Pick<TamkeenProfileService, 'classificationLoad'>;
  audit: AuditService;
  clock: Clock;
}

const notFound = () => new DomainError('NOT_FOUND');

/**
 * Change-track requests (decisions 067, 073): the signed-in person files one (validated first if they like), edits it
 * while NEW, and reads theirs; a case worker takes it and approves it (the track changes) or rejects it. One request
 * is open at a time; another person's request is a 404.
 */
export function createTamkeenTrackService(deps: TamkeenTrackServiceDeps) {
  const { db, repository, enrolment, audit, clock } = deps;

  /** The caller's person, enrolled (not EXEMPT, else 409 TAMKEEN_NOT_ENROLLED). */
  async function ownPerson(principal: Principal): Promise<string> {
    const { classification } = await enrolment.classificationLoad(principal);
    if (classification === 'EXEMPT') throw new DomainError('TAMKEEN_NOT_ENROLLED');
    const personId = await repository.personOf(principal.accountId);
    if (personId === null) throw notFound();
    return personId;
  }

  /**
   * The checks of validation, save and edit, under the lock of the person's tamkeen record (so a concurrent approval
   * or second save waits): answers the record, or throws the refusal.
   */
  async function checked(personId: string, input: TamkeenTrackRequestInput, except: string | null, tx: Database) {
    const person = await repository.lockPerson(personId, tx);
    if (!person) throw notFound();
    const open = await repository.openRequest(personId, except, tx);
    const refusal = trackRequestRefusal({
      classification: person.classification,
      currentTrack: person.track,
      requestedTrack: input.requestedTrack,
      openRequestNumber: open?.requestNumber ?? null,
    });
    if (refusal) throw new DomainError(refusal.code, 'values' in refusal ? { values: refusal.values } : {});
    return person;
  }

  async function detailsOf(row: TrackRequestRow): Promise<TamkeenTrackRequestDetails> {
    return toTrackRequestDetails(row, await repository.history(row.id), clock.now());
  }

  /** A request of the caller's by id, else 404. */
  async function own(principal: Principal, id: string): Promise<TrackRequestRow> {
    const personId = await ownPerson(principal);
    const row = isUuid(id) ? await repository.view(personId, id) : null;
    if (!row) throw notFound();
    return row;
  }

  return {
    async validation(principal: Principal, input: TamkeenTrackRequestInput): Promise<TamkeenTrackValidation> {
      const personId = await ownPerson(principal);
      const person = await db.transaction((tx) => checked(personId, input, null, tx));
      return { valid: true, currentTrack: person.track, requestedTrack: input.requestedTrack };
    },

    async save(principal: Principal, input: TamkeenTrackRequestInput, ctx: RequestContext): Promise<TamkeenTrackRequestDetails> {
      const personId = await ownPerson(principal);
      const now = clock.now();
      const today = todayInRiyadh(now);
      try {
        const row = await db.transaction(async (tx) => {
          const person = await checked(personId, input, null, tx);
          const created = await repository.insert(
            {
              requestNumber: trackRequestNumberOf(today.slice(0, 4), await repository.nextNumber(tx)),
              personId,
              fromTrack: person.track,
              requestedTrack: input.requestedTrack,
              reason: input.reason,
              status: 'NEW',
              raisedAt: now,
              promisedBy: addWorkingDays(today, trackRequestAnswerWorkingDays),
              updatedAt: now,
            },
            tx,
          );
          const actor = actorOf(principal, ctx);
          await repository.addHistory(
            {
              requestId: created.id,
              fromStatus: null,
              toStatus: 'NEW',
              by: 'APPLICANT',
              actorAccountId: actor.accountId,
              comment: null,
              at: now,
            },
            tx,
          );
          await audit.record(
            actor,
            {
              action: 'tamkeen.track-request.save',
              entity: 'tamkeen_track_request',
              entityId: created.id,
              after: { requestNumber: created.requestNumber, fromTrack: person.track, requestedTrack: input.requestedTrack, status: 'NEW' },
            },
            tx,
          );
          return created;
        });
        return await detailsOf(row);
      } catch (error) {
        // Two saves at once: the partial unique index refuses the second, which gets the same answer as a later one.
        if (!isUniqueViolation(error)) throw error;
        const open = await db.transaction((tx) => repository.openRequest(personId, null, tx));
        throw new DomainError('TAMKEEN_TRACK_REQUEST_OPEN', { values: { requestNumber: open?.requestNumber ?? '' } });
      }
    },

    async edit(principal: Principal, input: TamkeenTrackRequestEdit, ctx: RequestContext): Promise<TamkeenTrackRequestDetails> {
      const personId = await ownPerson(principal);
      if (!isUuid(input.id)) throw notFound();
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const found = await repository.lock(personId, input.id, tx);
        if (!found) throw notFound();
        if (found.status !== 'NEW') throw new DomainError('TAMKEEN_TRACK_REQUEST_NOT_EDITABLE');
        await checked(personId, input, found.id, tx);
        const changes = { requestedTrack: input.requestedTrack, reason: input.reason, updatedAt: now };
        await repository.update(found.id, changes, tx);
        await audit.record(
          actorOf(principal, ctx),
          {
            action: 'tamkeen.track-request.edit',
            entity: 'tamkeen_track_request',
            entityId: found.id,
            before: { requestedTrack: found.requestedTrack, reasonLength: found.reason.length },
            after: { requestedTrack: input.requestedTrack, reasonLength: input.reason.length },
          },
          tx,
        );
        return { ...found, ...changes };
      });
      return detailsOf(row);
    },

    async load(principal: Principal): Promise<TamkeenTrackRequestSummary[]> {
      const personId = await ownPerson(principal);
      const now = clock.now();
      return (await repository.list(personId, { statuses: null, requestedTrack: null })).map((row) => toTrackRequestSummary(row, now));
    },

    async loadByFilter(principal: Principal, input: TamkeenTrackRequestFilter): Promise<Page<TamkeenTrackRequestSummary>> {
      const personId = await ownPerson(principal);
      const narrowing = { statuses: input.status ?? null, requestedTrack: input.requestedTrack ?? null };
      const page = input.page ?? 0;
      const pageSize = input.pageSize ?? defaultPageSize;
      const [rows, total] = await Promise.all([
        repository.list(personId, narrowing, { offset: page * pageSize, limit: pageSize }),
        repository.count(personId, narrowing),
      ]);
      const now = clock.now();
      return { items: rows.map((row) => toTrackRequestSummary(row, now)), page, pageSize, total };
    },

    async loadDetails(principal: Principal, id: string): Promise<TamkeenTrackRequestDetails> {
      return detailsOf(await own(principal, id));
    },

    /**
     * A case worker's step (DOMAIN.md "Back office"), driven in demo mode by /api/dev/tamkeen/change-track-request/...
     * until the back office has screens: take, approve (the person's track becomes the one asked for, if their
     * classification still allows it) or reject (with the reason, required).
     */
    async caseStep(
      actor: Actor,
      id: string,
      step: TamkeenTrackCaseStep,
      comment: string | null | undefined,
    ): Promise<TamkeenTrackRequestDetails> {
      const note = comment?.trim() || null;
      if (step === 'reject' && note === null) {
        throw new DomainError('VALIDATION_FAILED', { fieldErrors: [{ field: 'body.comment', code: 'required' }] });
      }
      if (!isUuid(id)) throw notFound();
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const found = await repository.lock(null, id, tx);
        if (!found) throw notFound();
        const to = nextTrackRequestStatus(step, found.status);
        if (to === null) throw new DomainError('TAMKEEN_TRACK_STEP_NOT_ALLOWED');
        if (step === 'approve') {
          const person = await repository.lockPerson(found.personId, tx);
          if (!person || !tracksAllowed[person.classification].includes(found.requestedTrack)) {
            throw new DomainError('TAMKEEN_TRACK_NOT_ALLOWED');
          }
          await repository.setTrack(found.personId, found.requestedTrack, now, tx);
        }
        const changes = {
          ...clockAfterStep(found, { waits: false, decides: step !== 'take' }, now),
          status: to,
          ...(step === 'take' ? {} : { decisionComment: note }),
          updatedAt: now,
        };
        await repository.update(found.id, changes, tx);
        await writeStepLines(
          audit,
          {
            entity: 'tamkeen_track_request',
            entityId: found.id,
            action: `tamkeen.track-request.${step}`,
            actor,
            from: found.status,
            to,
            by: trackRequestTransitions[step].by,
            comment: note,
            at: now,
          },
          (history) => repository.addHistory({ requestId: found.id, ...history }, tx),
          tx,
        );
        return { ...found, ...changes };
      });
      return detailsOf(row);
    },
  };
}
export type TamkeenTrackService = ReturnType<typeof createTamkeenTrackService>;
