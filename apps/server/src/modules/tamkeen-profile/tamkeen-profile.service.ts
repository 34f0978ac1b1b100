import {
  ableToWorkProfileStatus,
  cvDocumentType,
  nextProfileStatus,
  tabFlags,
  tamkeenTrackValues,
  todayInRiyadh,
  tracksAllowed,
  type AbleToWorkProfileStatusCode,
  type AbleToWorkProfileStatusInfo,
  type AbleToWorkTabsStatus,
  type TamkeenClassification,
  type TamkeenClassificationInfo,
  type TamkeenCv,
  type TamkeenCvInput,
  type TamkeenListTab,
  type TamkeenProfileState,
  type TamkeenSummaryInput,
  type TamkeenTabContent,
  type TamkeenTrackTypes,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { PdfRenderer } from '../../platform/pdf/pdf.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import type { LookupService } from '../lookup/lookup.service.ts';
import { cvDocument, type CvFacts } from './tamkeen-cv.ts';
import type { TamkeenPersonRow, TamkeenProfileRepository, TamkeenTabRow } from './tamkeen-profile.repository.ts';
import { classify, firstTrack } from './tamkeen-rules.ts';
import { validateTab } from './tamkeen-tab-validation.ts';

export interface TamkeenProfileServiceDeps {
  db: Database;
  repository: TamkeenProfileRepository;
  lookups: Pick<LookupService, 'all'>;
  audit: AuditService;
  clock: Clock;
  /** The letters' PDF port (decision 063): the generated CV. */
  pdf: PdfRenderer;
}

/** The generated CV as the routes send it. */
export interface CvFile {
  fileName: string;
  bytes: Buffer;
}

/** The able-to-work state of a person from their stored tabs and CV choice. */
function stateOf(row: TamkeenPersonRow, tabs: readonly TamkeenTabRow[]): TamkeenProfileState {
  const tabState = (tab: TamkeenListTab) => {
    const found = tabs.find((t) => t.tab === tab);
    return { items: found?.items.length ?? 0, none: found?.none ?? false };
  };
  return {
    education: tabState('education'),
    experience: tabState('experience'),
    skills: tabState('skills'),
    training: tabState('training'),
    volunteerExperience: tabState('volunteerExperience'),
    cvChosen: row.cvChoice !== null,
  };
}

const statusCode = (value: number) => value as AbleToWorkProfileStatusCode;

/**
 * Tamkeen's classification, track types and able-to-work profile (decisions 067, 070): the signed-in person's own,
 * classified at the first read from the unified profile. The profile is for ABLE_TO_WORK people; every save replaces
 * a tab whole in one transaction and recomputes the status (COMPLETED when all six tabs are done).
 */
export function createTamkeenProfileService(deps: TamkeenProfileServiceDeps) {
  const { db, repository, lookups, audit, clock, pdf } = deps;

  /** The caller's person and tamkeen record, classifying them at the first read. */
  async function enrolment(principal: Principal): Promise<{ personId: string; birthDate: string; row: TamkeenPersonRow }> {
    const found = await repository.personOf(principal.accountId);
    if (!found) throw new DomainError('NOT_FOUND');
    return classified(found);
  }

  /** The person's tamkeen record, classifying them at the first read (by them or by a case worker). */
  async function classified(found: { personId: string; birthDate: string }) {
    const existing = await repository.find(found.personId);
    if (existing) return { ...found, row: existing };
    const now = clock.now();
    const facts = await repository.profileFacts(found.personId);
    const classification = classify({ ...facts, birthDate: found.birthDate, today: todayInRiyadh(now) });
    await repository.insertIfAbsent({
      personId: found.personId,
      classification,
      track: firstTrack(classification),
      classifiedAt: now,
      profileStatus: ableToWorkProfileStatus.INITIATED,
      updatedAt: now,
    });
    const row = await repository.find(found.personId);
    if (!row) throw new Error('tamkeen classification was not stored');
    return { ...found, row };
  }

  /** Enrolled (not EXEMPT), else 409 TAMKEEN_NOT_ENROLLED. */
  async function enrolled(principal: Principal) {
    const found = await enrolment(principal);
    if (found.row.classification === 'EXEMPT') throw new DomainError('TAMKEEN_NOT_ENROLLED');
    return found;
  }

  /** The able-to-work profile's owner: ABLE_TO_WORK, else 409. */
  async function ableToWork(principal: Principal) {
    const found = await enrolled(principal);
    if (found.row.classification !== 'ABLE_TO_WORK') throw new DomainError('TAMKEEN_PROFILE_NOT_AVAILABLE');
    return found;
  }

  async function tabsStatus(row: TamkeenPersonRow, tx: Database = db): Promise<AbleToWorkTabsStatus> {
    return { ...tabFlags(stateOf(row, await repository.tabs(row.personId, tx))), profileStatus: statusCode(row.profileStatus) };
  }

  /**
   * One change of the profile in one transaction: lock the record, apply the change, recompute the status (a change
   * to a VERIFIED profile returns it to COMPLETED for verification again) and record the audit line.
   */
  async function change(
    principal: Principal,
    ctx: RequestContext,
    personId: string,
    action: string,
    apply: (tx: Database, now: Date) => Promise<Record<string, unknown>>,
  ): Promise<TamkeenPersonRow> {
    return db.transaction(async (tx) => {
      const locked = await repository.lock(personId, tx);
      if (!locked) throw new DomainError('NOT_FOUND');
      const now = clock.now();
      const after = await apply(tx, now);
      const current = (await repository.find(personId, tx)) ?? locked;
      const flags = tabFlags(stateOf(current, await repository.tabs(personId, tx)));
      const profileStatus = nextProfileStatus(statusCode(locked.profileStatus), flags, true);
      await repository.update(personId, { profileStatus, updatedAt: now, verifiedAt: null }, tx);
      await audit.record(
        actorOf(principal, ctx),
        {
          action,
          entity: 'tamkeen_person',
          entityId: personId,
          before: { profileStatus: locked.profileStatus },
          after: { ...after, profileStatus },
        },
        tx,
      );
      return { ...current, profileStatus, updatedAt: now };
    });
  }

  return {
    /**
     * The caller's person and tamkeen record for the other tamkeen modules (plan, appointments, partners): classified
     * at the first read, and not EXEMPT (else 409 TAMKEEN_NOT_ENROLLED).
     */
    enrolledPerson: enrolled,

    /**
     * For a case worker's step (decision 074): the person of `nin` (else 404), classified now if never before, whose
     * classification is one of `allowed` (else 409 TAMKEEN_PERSON_NOT_ENROLLED).
     */
    async personEnrolledAs(nin: string, allowed: readonly TamkeenClassification[]): Promise<{ personId: string }> {
      const found = await repository.personByNin(nin);
      if (!found) throw new DomainError('NOT_FOUND');
      const { row } = await classified(found);
      if (!allowed.includes(row.classification)) throw new DomainError('TAMKEEN_PERSON_NOT_ENROLLED');
      return { personId: found.personId };
    },

    async classificationLoad(principal: Principal): Promise<TamkeenClassificationInfo> {
      const { row } = await enrolment(principal);
      return { classification: row.classification, track: row.track, classifiedAt: row.classifiedAt.toISOString() };
    },

    async trackLoadType(principal: Principal): Promise<TamkeenTrackTypes> {
      const { row } = await enrolled(principal);
      const allowed = tracksAllowed[row.classification];
      return { current: row.track, tracks: tamkeenTrackValues.map((code) => ({ code, allowed: allowed.includes(code) })) };
    },

    async loadTabsSts(principal: Principal): Promise<AbleToWorkTabsStatus> {
      return tabsStatus((await ableToWork(principal)).row);
    },

    async loadProfileSts(principal: Principal): Promise<AbleToWorkProfileStatusInfo> {
      const { row } = await ableToWork(principal);
      return { profileStatus: statusCode(row.profileStatus), summary: row.summary };
    },

    async loadTab<T extends TamkeenListTab>(principal: Principal, tab: T): Promise<TamkeenTabContent[T]> {
      const { personId } = await ableToWork(principal);
      const found = await repository.tab(personId, tab);
      return { items: found?.items ?? [], none: found?.none ?? false } as TamkeenTabContent[T];
    },

    async saveTab<T extends TamkeenListTab>(
      principal: Principal,
      tab: T,
      content: TamkeenTabContent[T],
      ctx: RequestContext,
    ): Promise<AbleToWorkTabsStatus> {
      const { personId, birthDate } = await ableToWork(principal);
      const fieldErrors = validateTab(tab, content, { lookups: await lookups.all(), today: todayInRiyadh(clock.now()), birthDate });
      if (fieldErrors.length > 0) throw new DomainError('VALIDATION_FAILED', { fieldErrors });
      const row = await change(principal, ctx, personId, `tamkeen.${tab}.save`, async (tx, now) => {
        await repository.writeTab(personId, tab, { items: [...content.items], none: content.none }, now, tx);
        return { tab, items: content.items.length, none: content.none };
      });
      return tabsStatus(row);
    },

    async cvLoad(principal: Principal): Promise<TamkeenCv> {
      const { row } = await ableToWork(principal);
      const file =
        row.cvChoice === 'UPLOADED' && row.cvAttachmentId
          ? await repository.ownAttachment(principal.accountId, row.cvAttachmentId, cvDocumentType)
          : null;
      return {
        choice: row.cvChoice === 'UPLOADED' && !file ? null : row.cvChoice,
        attachment: file
          ? { id: file.id, fileName: file.fileName, sizeBytes: file.sizeBytes, createdAt: file.createdAt.toISOString() }
          : null,
      };
    },

    /** An uploaded CV must be the caller's own live attachment of type CV (else 404), or the generated CV is chosen. */
    async cvSave(principal: Principal, input: TamkeenCvInput, ctx: RequestContext): Promise<AbleToWorkTabsStatus> {
      const { personId } = await ableToWork(principal);
      if (input.choice === 'UPLOADED') {
        const owned = isUuid(input.attachmentId)
          ? await repository.ownAttachment(principal.accountId, input.attachmentId, cvDocumentType)
          : null;
        if (!owned) throw new DomainError('NOT_FOUND');
      }
      const row = await change(principal, ctx, personId, 'tamkeen.cv.save', async (tx, now) => {
        const cvChoice = input.choice === 'CLEAR' ? null : input.choice;
        const cvAttachmentId = input.choice === 'UPLOADED' ? input.attachmentId : null;
        await repository.update(personId, { cvChoice, cvAttachmentId, updatedAt: now }, tx);
        return { cvChoice, cvAttachmentId };
      });
      return tabsStatus(row);
    },

    /**
     * The CV built from the able-to-work profile (decisions 067, 073): the Arabic half, then the English half, through
     * the letters' PDF port. Nothing is stored: each call builds it from the profile as it is.
     */
    async generateCv(principal: Principal): Promise<CvFile> {
      const { personId, row } = await ableToWork(principal);
      const holder = await repository.cvHolder(principal.accountId);
      if (!holder) throw new DomainError('NOT_FOUND');
      const stored = await repository.tabs(personId);
      const items = <T extends TamkeenListTab>(tab: T) =>
        (stored.find((found) => found.tab === tab)?.items ?? []) as TamkeenTabContent[T]['items'];
      const facts: CvFacts = {
        ...holder,
        summary: row.summary,
        tabs: {
          education: items('education'),
          experience: items('experience'),
          skills: items('skills'),
          training: items('training'),
          volunteerExperience: items('volunteerExperience'),
        },
        lookups: await lookups.all(),
        madeOn: todayInRiyadh(clock.now()),
      };
      return { fileName: `cv-${facts.madeOn}.pdf`, bytes: await pdf.render(cvDocument(facts)) };
    },

    async summarySave(principal: Principal, input: TamkeenSummaryInput, ctx: RequestContext): Promise<AbleToWorkProfileStatusInfo> {
      return writeSummary(principal, input, ctx, 'save');
    },

    async summaryEdit(principal: Principal, input: TamkeenSummaryInput, ctx: RequestContext): Promise<AbleToWorkProfileStatusInfo> {
      return writeSummary(principal, input, ctx, 'edit');
    },

    /**
     * A case worker verifies a COMPLETED profile (75002 → 75003); anything else is 409 TAMKEEN_PROFILE_NOT_COMPLETED.
     * Driven in demo mode by /api/dev/tamkeen/{nin}/verify until the back office has screens.
     */
    async verifyProfile(actor: Actor, nin: string): Promise<AbleToWorkTabsStatus> {
      const personId = await repository.personIdByNin(nin);
      if (!personId) throw new DomainError('NOT_FOUND');
      return db.transaction(async (tx) => {
        const row = await repository.lock(personId, tx);
        if (!row || row.classification !== 'ABLE_TO_WORK') throw new DomainError('NOT_FOUND');
        if (row.profileStatus !== ableToWorkProfileStatus.COMPLETED) throw new DomainError('TAMKEEN_PROFILE_NOT_COMPLETED');
        const now = clock.now();
        await repository.update(personId, { profileStatus: ableToWorkProfileStatus.VERIFIED, verifiedAt: now, updatedAt: now }, tx);
        await audit.record(
          actor,
          {
            action: 'tamkeen.profile.verify',
            entity: 'tamkeen_person',
            entityId: personId,
            before: { profileStatus: row.profileStatus },
            after: { profileStatus: ableToWorkProfileStatus.VERIFIED },
          },
          tx,
        );
        return tabsStatus({ ...row, profileStatus: ableToWorkProfileStatus.VERIFIED }, tx);
      });
    },
  };

  async function writeSummary(
    principal: Principal,
    input: TamkeenSummaryInput,
    ctx: RequestContext,
    mode: 'save' | 'edit',
  ): Promise<AbleToWorkProfileStatusInfo> {
    const { personId } = await ableToWork(principal);
    const row = await change(principal, ctx, personId, `tamkeen.summary.${mode}`, async (tx, now) => {
      const locked = await repository.find(personId, tx);
      if (mode === 'save' && locked?.summary) throw new DomainError('TAMKEEN_SUMMARY_EXISTS');
      if (mode === 'edit' && !locked?.summary) throw new DomainError('TAMKEEN_SUMMARY_MISSING');
      await repository.update(personId, { summary: input.summary, updatedAt: now }, tx);
      return { summaryLength: input.summary.length };
    });
    return { profileStatus: statusCode(row.profileStatus), summary: input.summary };
  }
}
export type TamkeenProfileService = ReturnType<typeof createTamkeenProfileService>;
