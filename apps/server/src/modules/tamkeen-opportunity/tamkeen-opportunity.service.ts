import {
  mobileVerificationStatus,
  opportunityTypesOfTrack,
  todayInRiyadh,
  type AllLookups,
  type DevTamkeenOfferInput,
  type IdInput,
  type LookupItem,
  type OpportunityTypeParams,
  type OtpSent,
  type Page,
  type TamkeenEvaluateInput,
  type TamkeenOfferDetails,
  type TamkeenOfferFilter,
  type TamkeenOfferPageParams,
  type TamkeenOfferSummary,
  type TamkeenSendOtpInput,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError, type DomainFieldError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import type { LookupService } from '../lookup/lookup.service.ts';
import type { OtpService } from '../otp/otp.service.ts';
import { activePartner } from '../tamkeen-partner/active-partner.ts';
import type { TamkeenPartnerRepository } from '../tamkeen-partner/tamkeen-partner.repository.ts';
import type { TamkeenProfileService } from '../tamkeen-profile/tamkeen-profile.service.ts';
import type { TamkeenOfferRow, TamkeenOfferView, TamkeenOpportunityRepository } from './tamkeen-opportunity.repository.ts';

export interface TamkeenOpportunityServiceDeps {
  db: Database;
  repository: TamkeenOpportunityRepository;
  /** The partner of an offer: active (decision 074). */
  partners: Pick<TamkeenPartnerRepository, 'byCode'>;
  /** The classification (made at the first read): EXEMPT people are not enrolled. */
  tamkeenProfile: Pick<TamkeenProfileService, 'classificationLoad'>;
  lookups: Pick<LookupService, 'all'>;
  otps: Pick<OtpService, 'issue' | 'resend' | 'verify' | 'find'>;
  audit: AuditService;
  clock: Clock;
}

const offerPurposes = ['OFFER_ACCEPT'] as const;

/** Whether an offer may still be answered on `today`: OFFERED and its deadline not passed. */
const isOpen = (status: TamkeenOfferRow['status'], deadline: string, today: string) => status === 'OFFERED' && deadline >= today;

function summaryOf(view: TamkeenOfferView, today: string): TamkeenOfferSummary {
  const { offer, opportunity, partner } = view;
  const expired = offer.status === 'OFFERED' && opportunity.deadline < today;
  return {
    id: offer.id,
    status: expired ? 'EXPIRED' : offer.status,
    titleAr: opportunity.titleAr,
    titleEn: opportunity.titleEn,
    opportunityType: opportunity.typeCode,
    city: opportunity.cityCode,
    deadline: opportunity.deadline,
    offeredAt: offer.offeredAt.toISOString(),
    partner,
  };
}

function detailsOf(view: TamkeenOfferView, today: string): TamkeenOfferDetails {
  const { offer, opportunity } = view;
  return {
    ...summaryOf(view, today),
    descriptionAr: opportunity.descriptionAr,
    descriptionEn: opportunity.descriptionEn,
    monthlySalary: opportunity.monthlySalary,
    answeredAt: offer.answeredAt?.toISOString() ?? null,
    skillsRate: offer.skillsRate,
    qualificationFit: offer.qualificationFit,
    declineReason: offer.declineReason,
    canAnswer: isOpen(offer.status, opportunity.deadline, today),
  };
}

/** Field errors of codes that are not in their lookup group. */
function lookupErrors(all: AllLookups, checks: readonly [field: string, group: keyof AllLookups, code: string][]): DomainFieldError[] {
  return checks
    .filter(([, group, code]) => !all[group].some((item) => item.code === code))
    .map(([field]) => ({ field, code: 'invalid_value' as const }));
}

/**
 * Tamkeen's job offers (decisions 067, 071): the signed-in person's own offers, read a page at a time and answered
 * once, ACCEPT with a one-time code to the verified mobile (purpose OFFER_ACCEPT, the otp module's caps) or DECLINE
 * with a reason, each in one transaction with its audit line. Partners publish and withdraw (back office; in demo
 * mode the /api/dev/tamkeen hooks).
 */
export function createTamkeenOpportunityService(deps: TamkeenOpportunityServiceDeps) {
  const { db, repository, partners, tamkeenProfile, lookups, otps, audit, clock } = deps;
  const today = () => todayInRiyadh(clock.now());

  /** The caller's person, enrolled in tamkeen (not EXEMPT), else 409 TAMKEEN_NOT_ENROLLED. */
  async function enrolled(principal: Principal) {
    const { classification } = await tamkeenProfile.classificationLoad(principal);
    if (classification === 'EXEMPT') throw new DomainError('TAMKEEN_NOT_ENROLLED');
    const found = await repository.personOf(principal.accountId);
    if (!found) throw new DomainError('NOT_FOUND');
    return found;
  }

  /** One offer made to the person, else 404 (another person's id, or no such offer). */
  async function ownOffer(personId: string, id: string): Promise<TamkeenOfferView> {
    const view = isUuid(id) ? await repository.view(personId, id) : null;
    if (!view) throw new DomainError('NOT_FOUND');
    return view;
  }

  async function page(
    principal: Principal,
    params: TamkeenOfferPageParams,
    filter: TamkeenOfferFilter,
  ): Promise<Page<TamkeenOfferSummary>> {
    const { personId } = await enrolled(principal);
    const day = today();
    const { rows, total } = await repository.page(personId, filter, day, params.a, params.b);
    return { items: rows.map((row) => summaryOf(row, day)), page: params.a, pageSize: params.b, total };
  }

  /** Records the answer on a locked, still open offer with its audit line; answers the offer as it now reads. */
  async function answer(
    tx: Database,
    actor: Actor,
    personId: string,
    input: TamkeenEvaluateInput,
    changes: Partial<TamkeenOfferRow>,
  ): Promise<TamkeenOfferDetails> {
    const locked = await repository.lock(personId, input.offerId, tx);
    const view = locked ? await repository.view(personId, input.offerId, tx) : null;
    if (!locked || !view) throw new DomainError('NOT_FOUND');
    const day = today();
    if (!isOpen(locked.status, view.opportunity.deadline, day)) throw new DomainError('TAMKEEN_OFFER_CLOSED');
    const now = clock.now();
    const after = { ...changes, skillsRate: input.skillsRate, qualificationFit: input.qualificationFit, answeredAt: now, updatedAt: now };
    await repository.update(locked.id, after, tx);
    await audit.record(
      actor,
      {
        action: `tamkeen.offer.${input.decision === 'ACCEPT' ? 'accept' : 'decline'}`,
        entity: 'tamkeen_offer',
        entityId: locked.id,
        before: { status: locked.status },
        after: { status: after.status, skillsRate: input.skillsRate, qualificationFit: input.qualificationFit },
      },
      tx,
    );
    return detailsOf({ ...view, offer: { ...locked, ...after } }, day);
  }

  return {
    load: (principal: Principal, params: TamkeenOfferPageParams) => page(principal, params, {}),

    loadByFilter: (principal: Principal, params: TamkeenOfferPageParams, filter: TamkeenOfferFilter) => page(principal, params, filter),

    async loadDetails(principal: Principal, { id }: IdInput): Promise<TamkeenOfferDetails> {
      const { personId } = await enrolled(principal);
      return detailsOf(await ownOffer(personId, id), today());
    },

    async skillsRate(principal: Principal): Promise<LookupItem[]> {
      await enrolled(principal);
      return (await lookups.all()).skillsRate;
    },

    async qualificationFit(principal: Principal): Promise<LookupItem[]> {
      await enrolled(principal);
      return (await lookups.all()).qualificationFit;
    },

    /** The opportunity types of a track (decision 071), or every type for ALL. */
    async opportunityType(principal: Principal, { id }: OpportunityTypeParams): Promise<LookupItem[]> {
      await enrolled(principal);
      const all = (await lookups.all()).opportunityType;
      if (id === 'ALL') return all;
      const codes: readonly string[] = opportunityTypesOfTrack[id];
      return all.filter((item) => codes.includes(item.code));
    },

    /** A code to the caller's verified mobile, bound to one open offer of theirs (purpose OFFER_ACCEPT). */
    async sendOtp(principal: Principal, input: TamkeenSendOtpInput): Promise<OtpSent> {
      const found = await enrolled(principal);
      const view = await ownOffer(found.personId, input.offerId);
      if (!isOpen(view.offer.status, view.opportunity.deadline, today())) throw new DomainError('TAMKEEN_OFFER_CLOSED');
      if (found.mobileVerificationStatus !== mobileVerificationStatus.VERIFIED) throw new DomainError('TAMKEEN_OFFER_CODE_UNAVAILABLE');
      return otps.issue({
        purpose: 'OFFER_ACCEPT',
        accountId: principal.accountId,
        mobile: found.mobile,
        payload: { offerId: view.offer.id },
      });
    },

    async resendOtp(principal: Principal, { id }: IdInput): Promise<OtpSent> {
      await enrolled(principal);
      return otps.resend(id, { purposes: offerPurposes, accountId: principal.accountId });
    },

    /**
     * The person's answer. DECLINE: the reason, in one transaction. ACCEPT: the code of sendOTP for this very offer,
     * checked and spent in the same transaction as the acceptance (a closed offer leaves the code unspent).
     */
    async evaluate(principal: Principal, input: TamkeenEvaluateInput, ctx: RequestContext): Promise<TamkeenOfferDetails> {
      const { personId } = await enrolled(principal);
      const fieldErrors = lookupErrors(await lookups.all(), [
        ['body.skillsRate', 'skillsRate', input.skillsRate],
        ['body.qualificationFit', 'qualificationFit', input.qualificationFit],
      ]);
      if (fieldErrors.length > 0) throw new DomainError('VALIDATION_FAILED', { fieldErrors });
      const view = await ownOffer(personId, input.offerId);
      // Refused before a try of the code is spent.
      if (!isOpen(view.offer.status, view.opportunity.deadline, today())) throw new DomainError('TAMKEEN_OFFER_CLOSED');
      const actor = actorOf(principal, ctx);
      if (input.decision === 'DECLINE') {
        return db.transaction((tx) => answer(tx, actor, personId, input, { status: 'DECLINED', declineReason: input.reason }));
      }
      // A code sent for another offer does not accept this one.
      const code = await otps.find(input.otpId);
      if (!code || (code.payload as { offerId?: unknown }).offerId !== view.offer.id) throw new DomainError('OTP_EXPIRED');
      let accepted: TamkeenOfferDetails | null = null;
      await otps.verify(input.otpId, input.oneTimePassword, { purposes: offerPurposes, accountId: principal.accountId }, async (tx) => {
        accepted = await answer(tx, actor, personId, input, { status: 'ACCEPTED', declineReason: null });
      });
      if (!accepted) throw new Error('the accepted offer was not recorded');
      return accepted;
    },

    /** Demo mode: partner `partnerCode` (active, else 409) publishes an opportunity and offers it to person `nin`. */
    async devOffer(actor: Actor, nin: string, input: DevTamkeenOfferInput): Promise<TamkeenOfferDetails> {
      const personId = await repository.personIdByNin(nin);
      if (!personId) throw new DomainError('NOT_FOUND');
      const fieldErrors = lookupErrors(await lookups.all(), [
        ['body.opportunityType', 'opportunityType', input.opportunityType],
        ['body.city', 'cities', input.city],
      ]);
      if (fieldErrors.length > 0) throw new DomainError('VALIDATION_FAILED', { fieldErrors });
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const partner = await activePartner(partners, input.partnerCode, 'body.partnerCode', tx);
        const offerId = await repository.publishAndOffer(
          {
            partnerId: partner.id,
            titleAr: input.titleAr,
            titleEn: input.titleEn,
            descriptionAr: input.descriptionAr,
            descriptionEn: input.descriptionEn,
            typeCode: input.opportunityType,
            cityCode: input.city,
            monthlySalary: input.monthlySalary ?? null,
            deadline: input.deadline,
            createdAt: now,
          },
          personId,
          now,
          tx,
        );
        await audit.record(
          actor,
          { action: 'tamkeen.offer.publish', entity: 'tamkeen_offer', entityId: offerId, after: { partner: input.partnerCode } },
          tx,
        );
        return offerId;
      });
      return detailsOf(await ownOffer(personId, id), today());
    },

    /** Demo mode: the partner withdraws an open offer (an answered or expired one is 409 TAMKEEN_OFFER_CLOSED). */
    async devWithdraw(actor: Actor, { id }: IdInput): Promise<TamkeenOfferDetails> {
      if (!isUuid(id)) throw new DomainError('NOT_FOUND');
      return db.transaction(async (tx) => {
        const locked = await repository.lock(null, id, tx);
        const view = locked ? await repository.view(null, id, tx) : null;
        if (!locked || !view) throw new DomainError('NOT_FOUND');
        const day = today();
        if (!isOpen(locked.status, view.opportunity.deadline, day)) throw new DomainError('TAMKEEN_OFFER_CLOSED');
        const now = clock.now();
        await repository.update(id, { status: 'WITHDRAWN', updatedAt: now }, tx);
        await audit.record(
          actor,
          {
            action: 'tamkeen.offer.withdraw',
            entity: 'tamkeen_offer',
            entityId: id,
            before: { status: locked.status },
            after: { status: 'WITHDRAWN' },
          },
          tx,
        );
        return detailsOf({ ...view, offer: { ...locked, status: 'WITHDRAWN', updatedAt: now } }, day);
      });
    },
  };
}
export type TamkeenOpportunityService = ReturnType<typeof createTamkeenOpportunityService>;
