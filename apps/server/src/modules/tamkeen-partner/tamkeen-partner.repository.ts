import { and, eq, inArray, min } from 'drizzle-orm';
import { tamkeenAppointment, tamkeenOffer, tamkeenOpportunity, tamkeenPartner, tamkeenPartnerRating } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type TamkeenPartnerRow = typeof tamkeenPartner.$inferSelect;

export const partnerColumns = {
  id: tamkeenPartner.id,
  code: tamkeenPartner.code,
  nameAr: tamkeenPartner.nameAr,
  nameEn: tamkeenPartner.nameEn,
  kind: tamkeenPartner.kind,
};

/** The SQL of partner evaluation (decisions 067, 072), keyed by the caller's person. */
export function createTamkeenPartnerRepository(db: Database) {
  return {
    /**
     * The partners a person met, each with the first day they met: the ONE place "met" is decided (decision 067: an
     * ATTENDED appointment, or an ACCEPTED job offer from the partner, met on the day it was accepted).
     */
    async partnersMet(personId: string, tx: Database = db): Promise<Array<{ partnerId: string; metAt: Date }>> {
      const [appointments, offers] = await Promise.all([
        tx
          .select({ partnerId: tamkeenAppointment.partnerId, metAt: min(tamkeenAppointment.startsAt) })
          .from(tamkeenAppointment)
          .where(and(eq(tamkeenAppointment.personId, personId), eq(tamkeenAppointment.status, 'ATTENDED')))
          .groupBy(tamkeenAppointment.partnerId),
        tx
          .select({ partnerId: tamkeenOpportunity.partnerId, metAt: min(tamkeenOffer.answeredAt) })
          .from(tamkeenOffer)
          .innerJoin(tamkeenOpportunity, eq(tamkeenOpportunity.id, tamkeenOffer.opportunityId))
          .where(and(eq(tamkeenOffer.personId, personId), eq(tamkeenOffer.status, 'ACCEPTED')))
          .groupBy(tamkeenOpportunity.partnerId),
      ]);
      const firstMet = new Map<string, Date>();
      for (const row of [...appointments, ...offers]) {
        if (!row.metAt) continue;
        const metAt = new Date(row.metAt);
        const known = firstMet.get(row.partnerId);
        if (!known || metAt < known) firstMet.set(row.partnerId, metAt);
      }
      return [...firstMet].map(([partnerId, metAt]) => ({ partnerId, metAt }));
    },

    partners(ids: readonly string[], tx: Database = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return tx
        .select(partnerColumns)
        .from(tamkeenPartner)
        .where(inArray(tamkeenPartner.id, [...ids]));
    },

    /** A partner by its code, whole, locked for the transaction (`share`: it stays as read; `update`: to change it). */
    async byCode(code: string, tx: Database, lock: 'share' | 'update' = 'share'): Promise<TamkeenPartnerRow | null> {
      const [row] = await tx.select().from(tamkeenPartner).where(eq(tamkeenPartner.code, code)).for(lock);
      return row ?? null;
    },

    /** A case worker's new partner (decision 074). */
    async insert(row: typeof tamkeenPartner.$inferInsert, tx: Database): Promise<TamkeenPartnerRow> {
      const [inserted] = await tx.insert(tamkeenPartner).values(row).returning();
      if (!inserted) throw new Error('partner insert returned nothing');
      return inserted;
    },

    async setActive(id: string, active: boolean, tx: Database) {
      await tx.update(tamkeenPartner).set({ active }).where(eq(tamkeenPartner.id, id));
    },

    ratings(personId: string, tx: Database = db) {
      return tx.select().from(tamkeenPartnerRating).where(eq(tamkeenPartnerRating.personId, personId));
    },

    async rating(personId: string, partnerId: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(tamkeenPartnerRating)
        .where(and(eq(tamkeenPartnerRating.personId, personId), eq(tamkeenPartnerRating.partnerId, partnerId)));
      return row ?? null;
    },

    /** Writes the person's rating of a partner, replacing an earlier one. */
    async rate(row: typeof tamkeenPartnerRating.$inferInsert, tx: Database) {
      await tx
        .insert(tamkeenPartnerRating)
        .values(row)
        .onConflictDoUpdate({
          target: [tamkeenPartnerRating.personId, tamkeenPartnerRating.partnerId],
          set: { rating: row.rating, comment: row.comment ?? null, ratedAt: row.ratedAt },
        });
    },
  };
}
export type TamkeenPartnerRepository = ReturnType<typeof createTamkeenPartnerRepository>;
