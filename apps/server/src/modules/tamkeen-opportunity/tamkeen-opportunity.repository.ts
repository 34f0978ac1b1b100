import { and, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { TamkeenOfferFilter, TamkeenOfferStatus } from '@sanad/contract';
import { account, person, tamkeenOffer, tamkeenOpportunity, tamkeenPartner } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type TamkeenOfferRow = typeof tamkeenOffer.$inferSelect;
export type NewTamkeenOpportunity = typeof tamkeenOpportunity.$inferInsert;

/** An offer with its opportunity and partner, as every read shows it. */
export interface TamkeenOfferView {
  offer: TamkeenOfferRow;
  opportunity: typeof tamkeenOpportunity.$inferSelect;
  partner: { code: string; nameAr: string; nameEn: string };
}

const viewColumns = {
  offer: tamkeenOffer,
  opportunity: tamkeenOpportunity,
  partner: { code: tamkeenPartner.code, nameAr: tamkeenPartner.nameAr, nameEn: tamkeenPartner.nameEn },
};

/**
 * The statuses as read on `today` (Riyadh): an OFFERED offer whose deadline has passed reads EXPIRED, so the filter
 * of a status is a condition on the stored status and the deadline.
 */
function statusCondition(status: TamkeenOfferStatus, today: string): SQL | undefined {
  if (status === 'OFFERED') return and(eq(tamkeenOffer.status, 'OFFERED'), gte(tamkeenOpportunity.deadline, today));
  if (status === 'EXPIRED') return and(eq(tamkeenOffer.status, 'OFFERED'), lt(tamkeenOpportunity.deadline, today));
  return eq(tamkeenOffer.status, status);
}

/**
 * The SQL of tamkeen's job offers (decision 071). Every read and lock of a person's offer is scoped in the `where`
 * clause to that person, so another person's offer is never reached.
 */
export function createTamkeenOpportunityRepository(db: Database) {
  const viewQuery = (tx: Database = db) =>
    tx
      .select(viewColumns)
      .from(tamkeenOffer)
      .innerJoin(tamkeenOpportunity, eq(tamkeenOpportunity.id, tamkeenOffer.opportunityId))
      .innerJoin(tamkeenPartner, eq(tamkeenPartner.id, tamkeenOpportunity.partnerId));

  return {
    /** The person of an account with the mobile a code to accept an offer goes to. */
    async personOf(accountId: string) {
      const [row] = await db
        .select({ personId: account.personId, mobile: account.mobile, mobileVerificationStatus: account.mobileVerificationStatus })
        .from(account)
        .where(eq(account.id, accountId));
      return row ?? null;
    },

    async personIdByNin(nin: string): Promise<string | null> {
      const [row] = await db.select({ id: person.id }).from(person).where(eq(person.nin, nin));
      return row?.id ?? null;
    },

    /** A page of the person's offers narrowed by `filter`, newest first, with the total. */
    async page(personId: string, filter: TamkeenOfferFilter, today: string, page: number, pageSize: number) {
      const statuses = filter.status ?? [];
      const where = and(
        eq(tamkeenOffer.personId, personId),
        statuses.length > 0 ? or(...statuses.map((status) => statusCondition(status, today))) : undefined,
        filter.opportunityType ? eq(tamkeenOpportunity.typeCode, filter.opportunityType) : undefined,
        filter.city ? eq(tamkeenOpportunity.cityCode, filter.city) : undefined,
      );
      const rows = await viewQuery()
        .where(where)
        .orderBy(desc(tamkeenOffer.offeredAt), desc(tamkeenOffer.id))
        .limit(pageSize)
        .offset(page * pageSize);
      const [total] = await db
        .select({ value: count() })
        .from(tamkeenOffer)
        .innerJoin(tamkeenOpportunity, eq(tamkeenOpportunity.id, tamkeenOffer.opportunityId))
        .where(where);
      return { rows, total: total?.value ?? 0 };
    },

    /** One offer of the person's (any person's, for a partner or case worker: null), with its opportunity. */
    async view(personId: string | null, id: string, tx: Database = db): Promise<TamkeenOfferView | null> {
      const [row] = await viewQuery(tx).where(
        and(eq(tamkeenOffer.id, id), personId === null ? undefined : eq(tamkeenOffer.personId, personId)),
      );
      return row ?? null;
    },

    /** One offer of the person's (any, for null), locked for a change. */
    async lock(personId: string | null, id: string, tx: Database): Promise<TamkeenOfferRow | null> {
      const [row] = await tx
        .select()
        .from(tamkeenOffer)
        .where(and(eq(tamkeenOffer.id, id), personId === null ? undefined : eq(tamkeenOffer.personId, personId)))
        .for('update');
      return row ?? null;
    },

    async update(id: string, changes: Partial<typeof tamkeenOffer.$inferInsert>, tx: Database): Promise<void> {
      await tx.update(tamkeenOffer).set(changes).where(eq(tamkeenOffer.id, id));
    },

    /** A published opportunity offered to one person at `now`; answers the offer's id. */
    async publishAndOffer(opportunity: NewTamkeenOpportunity, personId: string, now: Date, tx: Database): Promise<string> {
      const [published] = await tx.insert(tamkeenOpportunity).values(opportunity).returning({ id: tamkeenOpportunity.id });
      if (!published) throw new Error('tamkeen_opportunity insert returned nothing');
      const [offered] = await tx
        .insert(tamkeenOffer)
        .values({ opportunityId: published.id, personId, offeredAt: now, updatedAt: now })
        .returning({ id: tamkeenOffer.id });
      if (!offered) throw new Error('tamkeen_offer insert returned nothing');
      return offered.id;
    },
  };
}
export type TamkeenOpportunityRepository = ReturnType<typeof createTamkeenOpportunityRepository>;
