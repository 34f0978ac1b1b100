import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { TamkeenAppointmentStatus } from '@sanad/contract';
import { person, tamkeenAppointment, tamkeenPartner } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { partnerColumns } from '../tamkeen-partner/tamkeen-partner.repository.ts';

export type TamkeenAppointmentRow = typeof tamkeenAppointment.$inferSelect;

/** A filter as moments: a status, and starts from (inclusive) and before (exclusive). */
export interface AppointmentWhere {
  status?: TamkeenAppointmentStatus;
  from?: Date;
  before?: Date;
}

/** The SQL of tamkeen appointments (decisions 067, 072): every read is keyed by the caller's person (staff: null). */
export function createTamkeenAppointmentRepository(db: Database) {
  function where(personId: string, filter: AppointmentWhere): SQL | undefined {
    return and(
      eq(tamkeenAppointment.personId, personId),
      filter.status ? eq(tamkeenAppointment.status, filter.status) : undefined,
      filter.from ? gte(tamkeenAppointment.startsAt, filter.from) : undefined,
      filter.before ? lt(tamkeenAppointment.startsAt, filter.before) : undefined,
    );
  }
  const selection = { appointment: tamkeenAppointment, partner: partnerColumns };

  return {
    /** Scheduled ones first (soonest first), then the others (latest first). */
    list(personId: string, filter: AppointmentWhere, page: { offset: number; limit: number }) {
      return db
        .select(selection)
        .from(tamkeenAppointment)
        .innerJoin(tamkeenPartner, eq(tamkeenPartner.id, tamkeenAppointment.partnerId))
        .where(where(personId, filter))
        .orderBy(
          sql`case when ${tamkeenAppointment.status} = 'SCHEDULED' then 0 else 1 end`,
          sql`case when ${tamkeenAppointment.status} = 'SCHEDULED' then ${tamkeenAppointment.startsAt} end asc`,
          desc(tamkeenAppointment.startsAt),
          asc(tamkeenAppointment.id),
        )
        .offset(page.offset)
        .limit(page.limit);
    },

    async count(personId: string, filter: AppointmentWhere): Promise<number> {
      const [row] = await db.select({ n: count() }).from(tamkeenAppointment).where(where(personId, filter));
      return row?.n ?? 0;
    },

    /** One appointment with its partner: the person's (null: any, for staff), or null. */
    async view(personId: string | null, id: string, tx: Database = db) {
      const [row] = await tx
        .select(selection)
        .from(tamkeenAppointment)
        .innerJoin(tamkeenPartner, eq(tamkeenPartner.id, tamkeenAppointment.partnerId))
        .where(personId ? and(eq(tamkeenAppointment.id, id), eq(tamkeenAppointment.personId, personId)) : eq(tamkeenAppointment.id, id));
      return row ?? null;
    },

    async lock(personId: string | null, id: string, tx: Database): Promise<TamkeenAppointmentRow | null> {
      const [row] = await tx
        .select()
        .from(tamkeenAppointment)
        .where(personId ? and(eq(tamkeenAppointment.id, id), eq(tamkeenAppointment.personId, personId)) : eq(tamkeenAppointment.id, id))
        .for('update');
      return row ?? null;
    },

    async update(id: string, changes: Partial<typeof tamkeenAppointment.$inferInsert>, tx: Database) {
      await tx.update(tamkeenAppointment).set(changes).where(eq(tamkeenAppointment.id, id));
    },

    /** A case worker's new appointment (the back office, the demo and tests). */
    async create(row: typeof tamkeenAppointment.$inferInsert, tx: Database = db): Promise<TamkeenAppointmentRow> {
      const [inserted] = await tx.insert(tamkeenAppointment).values(row).returning();
      if (!inserted) throw new Error('appointment insert returned nothing');
      return inserted;
    },

    async personIdByNin(nin: string) {
      const [row] = await db.select({ id: person.id }).from(person).where(eq(person.nin, nin));
      return row?.id ?? null;
    },
  };
}
export type TamkeenAppointmentRepository = ReturnType<typeof createTamkeenAppointmentRepository>;
