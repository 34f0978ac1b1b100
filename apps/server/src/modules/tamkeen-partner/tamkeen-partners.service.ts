import type {
  Language,
  TamkeenEvaluatePartnerInput,
  TamkeenPartnerCreateInput,
  TamkeenPartnerMet,
  TamkeenPartnerRecord,
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
import type { LookupService } from '../lookup/lookup.service.ts';
import type { TamkeenProfileService } from '../tamkeen-profile/tamkeen-profile.service.ts';
import { partnerBrief } from './partner-brief.ts';
import type { TamkeenPartnerRepository, TamkeenPartnerRow } from './tamkeen-partner.repository.ts';

export interface TamkeenPartnersServiceDeps {
  db: Database;
  repository: TamkeenPartnerRepository;
  enrolment: Pick<TamkeenProfileService, 'enrolledPerson'>;
  lookups: Pick<LookupService, 'all'>;
  audit: AuditService;
  clock: Clock;
}

const recordOf = (row: TamkeenPartnerRow): TamkeenPartnerRecord => ({
  id: row.id,
  code: row.code,
  nameAr: row.nameAr,
  nameEn: row.nameEn,
  kind: row.kind,
  city: row.cityCode,
  active: row.active,
});

/**
 * Partner evaluation (decisions 067, 072): the partners the person met, with their own rating, and a rating 1–5 of
 * one of them (a second replaces the first); a partner never met is 409 TAMKEEN_PARTNER_NOT_MET. The case worker's
 * office (decision 074): a new partner, and its deactivation or reactivation.
 */
export function createTamkeenPartnersService(deps: TamkeenPartnersServiceDeps) {
  const { db, repository, enrolment, lookups, audit, clock } = deps;

  async function met(personId: string, language: Language, tx: Database = db): Promise<TamkeenPartnerMet[]> {
    const meetings = await repository.partnersMet(personId, tx);
    const [partners, ratings] = await Promise.all([
      repository.partners(
        meetings.map((m) => m.partnerId),
        tx,
      ),
      repository.ratings(personId, tx),
    ]);
    return meetings
      .flatMap((meeting) => {
        const partner = partners.find((p) => p.id === meeting.partnerId);
        if (!partner) return [];
        const rating = ratings.find((r) => r.partnerId === meeting.partnerId);
        return [
          {
            partner: partnerBrief(partner, language),
            metOn: meeting.metAt.toISOString(),
            rating: rating ? { rating: rating.rating, comment: rating.comment, ratedAt: rating.ratedAt.toISOString() } : null,
          },
        ];
      })
      .sort((a, b) => b.metOn.localeCompare(a.metOn));
  }

  return {
    async listPartners(principal: Principal, ctx: RequestContext): Promise<{ items: TamkeenPartnerMet[] }> {
      const { personId } = await enrolment.enrolledPerson(principal);
      return { items: await met(personId, ctx.language) };
    },

    async evaluatePartner(principal: Principal, input: TamkeenEvaluatePartnerInput, ctx: RequestContext): Promise<TamkeenPartnerMet> {
      const { personId } = await enrolment.enrolledPerson(principal);
      if (!isUuid(input.partnerId)) throw new DomainError('TAMKEEN_PARTNER_NOT_MET');
      return db.transaction(async (tx) => {
        const before = await repository.rating(personId, input.partnerId, tx);
        const partners = await met(personId, ctx.language, tx);
        if (!partners.some((p) => p.partner.id === input.partnerId)) throw new DomainError('TAMKEEN_PARTNER_NOT_MET');
        const now = clock.now();
        const comment = input.comment ? input.comment : null;
        await repository.rate({ personId, partnerId: input.partnerId, rating: input.rating, comment, ratedAt: now }, tx);
        await audit.record(
          actorOf(principal, ctx),
          {
            action: 'tamkeen.partner.evaluate',
            entity: 'tamkeen_partner',
            entityId: input.partnerId,
            before: before ? { rating: before.rating } : undefined,
            after: { rating: input.rating, comment: comment !== null },
          },
          tx,
        );
        const found = (await met(personId, ctx.language, tx)).find((p) => p.partner.id === input.partnerId);
        if (!found) throw new DomainError('TAMKEEN_PARTNER_NOT_MET');
        return found;
      });
    },

    /** A case worker's new partner: its code unique (else 409 TAMKEEN_PARTNER_CODE_TAKEN), its city of `cities`. */
    async createPartner(actor: Actor, input: TamkeenPartnerCreateInput): Promise<TamkeenPartnerRecord> {
      if (!(await lookups.all()).cities.some((city) => city.code === input.city)) {
        throw new DomainError('VALIDATION_FAILED', { fieldErrors: [{ field: 'body.city', code: 'invalid_value' }] });
      }
      try {
        return await db.transaction(async (tx) => {
          if (await repository.byCode(input.code, tx)) throw new DomainError('TAMKEEN_PARTNER_CODE_TAKEN');
          const row = await repository.insert(
            {
              code: input.code,
              nameAr: input.nameAr,
              nameEn: input.nameEn,
              kind: input.kind,
              cityCode: input.city,
              createdAt: clock.now(),
            },
            tx,
          );
          await audit.record(
            actor,
            { action: 'tamkeen.partner.create', entity: 'tamkeen_partner', entityId: row.id, after: { code: row.code, kind: row.kind } },
            tx,
          );
          return recordOf(row);
        });
      } catch (error) {
        // The loser of a race for the same code.
        if (isUniqueViolation(error)) throw new DomainError('TAMKEEN_PARTNER_CODE_TAKEN');
        throw error;
      }
    },

    /** A case worker deactivates a partner (no new plan actions, appointments or offers) or reactivates it. */
    async setPartnerActive(actor: Actor, code: string, active: boolean): Promise<TamkeenPartnerRecord> {
      return db.transaction(async (tx) => {
        const row = await repository.byCode(code, tx, 'update');
        if (!row) throw new DomainError('NOT_FOUND');
        await repository.setActive(row.id, active, tx);
        await audit.record(
          actor,
          {
            action: active ? 'tamkeen.partner.activate' : 'tamkeen.partner.deactivate',
            entity: 'tamkeen_partner',
            entityId: row.id,
            before: { active: row.active },
            after: { active },
          },
          tx,
        );
        return recordOf({ ...row, active });
      });
    },
  };
}
export type TamkeenPartnersService = ReturnType<typeof createTamkeenPartnersService>;
