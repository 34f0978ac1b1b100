import { and, asc, desc, eq } from 'drizzle-orm';
import { person, tamkeenPartner, tamkeenPlan, tamkeenPlanAction } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { partnerColumns } from '../tamkeen-partner/tamkeen-partner.repository.ts';

export type TamkeenPlanRow = typeof tamkeenPlan.$inferSelect;
export type TamkeenPlanActionRow = typeof tamkeenPlanAction.$inferSelect;

/** The SQL of tamkeen plans (decisions 067, 072): every read is keyed by the caller's person. */
export function createTamkeenPlanRepository(db: Database) {
  return {
    /** The person's plans, the active one first, then the latest. */
    plans(personId: string, tx: Database = db): Promise<TamkeenPlanRow[]> {
      return tx
        .select()
        .from(tamkeenPlan)
        .where(eq(tamkeenPlan.personId, personId))
        .orderBy(asc(tamkeenPlan.status), desc(tamkeenPlan.startedOn));
    },

    async plan(personId: string, id: string, tx: Database = db): Promise<TamkeenPlanRow | null> {
      const [row] = await tx
        .select()
        .from(tamkeenPlan)
        .where(and(eq(tamkeenPlan.id, id), eq(tamkeenPlan.personId, personId)));
      return row ?? null;
    },

    async activePlan(personId: string, tx: Database = db): Promise<TamkeenPlanRow | null> {
      const [row] = await tx
        .select()
        .from(tamkeenPlan)
        .where(and(eq(tamkeenPlan.personId, personId), eq(tamkeenPlan.status, 'ACTIVE')));
      return row ?? null;
    },

    /** The actions of plans, by due date, each with its partner. */
    actions(planIds: readonly string[], tx: Database = db) {
      return Promise.all(
        planIds.map((planId) =>
          tx
            .select({ action: tamkeenPlanAction, partner: partnerColumns })
            .from(tamkeenPlanAction)
            .leftJoin(tamkeenPartner, eq(tamkeenPartner.id, tamkeenPlanAction.partnerId))
            .where(eq(tamkeenPlanAction.planId, planId))
            .orderBy(asc(tamkeenPlanAction.dueDate), asc(tamkeenPlanAction.titleEn)),
        ),
      ).then((lists) => lists.flat());
    },

    /** One action of the person's plans, locked with its plan's status, or null. */
    async lockAction(personId: string, actionId: string, tx: Database) {
      const [row] = await tx
        .select({ action: tamkeenPlanAction, planStatus: tamkeenPlan.status })
        .from(tamkeenPlanAction)
        .innerJoin(tamkeenPlan, eq(tamkeenPlan.id, tamkeenPlanAction.planId))
        .where(and(eq(tamkeenPlanAction.id, actionId), eq(tamkeenPlan.personId, personId)))
        .for('update', { of: tamkeenPlanAction });
      return row ?? null;
    },

    async updateAction(id: string, changes: Partial<typeof tamkeenPlanAction.$inferInsert>, tx: Database) {
      await tx.update(tamkeenPlanAction).set(changes).where(eq(tamkeenPlanAction.id, id));
    },

    /** Any person's plan (a case worker's step, decision 074), locked, or null. */
    async lockPlan(id: string, tx: Database): Promise<TamkeenPlanRow | null> {
      const [row] = await tx.select().from(tamkeenPlan).where(eq(tamkeenPlan.id, id)).for('update');
      return row ?? null;
    },

    async updatePlan(id: string, changes: Partial<typeof tamkeenPlan.$inferInsert>, tx: Database) {
      await tx.update(tamkeenPlan).set(changes).where(eq(tamkeenPlan.id, id));
    },

    async addAction(action: typeof tamkeenPlanAction.$inferInsert, tx: Database): Promise<TamkeenPlanActionRow> {
      const [row] = await tx.insert(tamkeenPlanAction).values(action).returning();
      if (!row) throw new Error('plan action insert returned nothing');
      return row;
    },

    /** The person's names for the report. */
    async names(personId: string) {
      const [row] = await db
        .select({ nameAr: person.nameAr, nameEn: person.nameEn, nin: person.nin })
        .from(person)
        .where(eq(person.id, personId));
      return row ?? null;
    },

    /** A case worker's new plan with its actions (the back office, the demo and tests). */
    async create(
      plan: typeof tamkeenPlan.$inferInsert,
      actions: ReadonlyArray<Omit<typeof tamkeenPlanAction.$inferInsert, 'planId'>>,
      tx: Database = db,
    ): Promise<TamkeenPlanRow> {
      const [row] = await tx.insert(tamkeenPlan).values(plan).returning();
      if (!row) throw new Error('plan insert returned nothing');
      if (actions.length > 0) await tx.insert(tamkeenPlanAction).values(actions.map((a) => ({ ...a, planId: row.id })));
      return row;
    },
  };
}
export type TamkeenPlanRepository = ReturnType<typeof createTamkeenPlanRepository>;
