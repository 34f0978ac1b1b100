import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  gt,
  gte,
  inArray,
  lt,
  lte,
  notExists,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { closedApplicationStatuses } from '@sanad/contract';
import {
  application,
  applicationDependent,
  applicationEvent,
  applicationHouse,
  cycleRun,
  eligibilityMember,
  eligibilityResult,
  manualReapply,
  payment,
  paymentDeduction,
  ramadanReward,
  ramadanRewardMember,
  recovery,
  supportCycle,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { paymentCode } from './cycle-calendar.ts';
import { anyId } from '../../platform/db/any-id.ts';

export type CycleRow = typeof supportCycle.$inferSelect;
export type CycleRunRow = typeof cycleRun.$inferSelect;
export type CycleStep = CycleRunRow['step'];
export type NewEligibilityResult = typeof eligibilityResult.$inferInsert & { id: string };
export type NewEligibilityMember = typeof eligibilityMember.$inferInsert;
export type EligibilityResultRow = typeof eligibilityResult.$inferSelect;
export type EligibilityMemberRow = typeof eligibilityMember.$inferSelect;
export type NewPayment = typeof payment.$inferInsert;
export type NewPaymentDeduction = typeof paymentDeduction.$inferInsert;
export type CycleApplicationRow = typeof application.$inferSelect;
export type NewRamadanReward = typeof ramadanReward.$inferInsert & { id: string };
export type NewRamadanRewardMember = typeof ramadanRewardMember.$inferInsert;

/** Rows a multi-row insert takes at once: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const insertChunk = 1000;

/** The rows a raw statement answered (node-postgres and PGlite both give `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Inserts many rows with one statement and one parameter, whatever their number: the rows go as one JSON text that
 * `json_to_recordset` turns back into typed columns (the keys are the schema's property names). Far cheaper for both
 * sides than a multi-row insert of thousands of bind parameters (bench/notes/cycle.md), on PostgreSQL and PGlite alike.
 * Every row must carry every key of the first (a missing key is a null, not the column's default).
 */
async function insertJson<R extends object>(tx: Database, table: PgTable, rows: readonly R[], suffix: SQL = sql``): Promise<unknown> {
  const first = rows[0];
  if (!first) return { rows: [] };
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const source = sql.join(
    columns.map(([key]) => sql.identifier(key)),
    sql`, `,
  );
  const target = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const shape = sql.raw(columns.map(([key, column]) => `"${key}" ${column.getSQLType()}`).join(', '));
  return tx.execute(
    sql`insert into ${table} (${target}) select ${source} from json_to_recordset(${JSON.stringify(rows)}::json) as r(${shape}) ${suffix}`,
  );
}

async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += insertChunk) await insert(rows.slice(start, start + insertChunk));
}

/** `case <column> when <id> then <value> … end`: one update gives each row its own value. */
function caseById(column: AnyPgColumn, rows: ReadonlyArray<{ id: string; value: SQL }>): SQL {
  return sql`case ${column} ${sql.join(
    rows.map((row) => sql`when ${row.id}::uuid then ${row.value}`),
    sql` `,
  )} end`;
}

/**
 * The SQL of support cycles (docs/decisions/055-cycles-engine.md, 057-cycle-job.md): cycles and their runs, the
 * results a run writes, the payments publishing schedules and payment day settles, and the Ramadan rewards. Every
 * write of a batch takes the whole batch in a handful of statements.
 */
export function createCycleRepository(db: Database) {
  /** An application rewarded from the cycle: not closed, an ELIGIBLE house in it, no reward of the year yet. */
  const rewardCandidate = (cycleId: string, hijriYear: number, afterId: string | null) =>
    and(
      afterId === null ? undefined : gt(application.id, afterId),
      notInArray(application.status, [...closedApplicationStatuses]),
      exists(
        db
          .select({ one: sql`1` })
          .from(eligibilityResult)
          .where(
            and(
              eq(eligibilityResult.cycleId, cycleId),
              eq(eligibilityResult.applicationId, application.id),
              eq(eligibilityResult.outcome, 'ELIGIBLE'),
            ),
          ),
      ),
      notExists(
        db
          .select({ one: sql`1` })
          .from(ramadanReward)
          .where(and(eq(ramadanReward.applicationId, application.id), eq(ramadanReward.hijriYear, hijriYear))),
      ),
    );

  return {
    async findCycle(programId: number, period: string, tx: Database = db): Promise<CycleRow | null> {
      const [row] = await tx
        .select()
        .from(supportCycle)
        .where(and(eq(supportCycle.programId, programId), eq(supportCycle.period, period)));
      return row ?? null;
    },

    /** The cycle of a month, made OPEN when there is none yet (two makers at once get the same one). */
    async ensureCycle(values: { programId: number; period: string; firstDay: string; paymentDate: string }): Promise<CycleRow> {
      await db
        .insert(supportCycle)
        .values({ ...values, status: 'OPEN' })
        .onConflictDoNothing({ target: [supportCycle.programId, supportCycle.period] });
      const row = await this.findCycle(values.programId, values.period);
      if (!row) throw new Error(`support cycle ${values.period} was not created`);
      return row;
    },

    /** The cycle, locked until the transaction ends: a step's batch and the change of status never interleave. */
    async lockCycle(id: string, tx: Database): Promise<CycleRow> {
      const [row] = await tx.select().from(supportCycle).where(eq(supportCycle.id, id)).for('update');
      if (!row) throw new Error(`support cycle ${id} vanished`);
      return row;
    },

    async updateCycle(
      id: string,
      values: Partial<Pick<CycleRow, 'status' | 'firstDay' | 'paymentDate' | 'evaluatedAt' | 'publishedAt' | 'paidAt'>>,
      tx: Database = db,
    ): Promise<void> {
      await tx.update(supportCycle).set(values).where(eq(supportCycle.id, id));
    },

    /** Published cycles of the program whose payment date is on or before `day`, oldest first. */
    async cyclesDue(programId: number, day: string): Promise<CycleRow[]> {
      return db
        .select()
        .from(supportCycle)
        .where(and(eq(supportCycle.programId, programId), eq(supportCycle.status, 'PUBLISHED'), lte(supportCycle.paymentDate, day)))
        .orderBy(asc(supportCycle.period));
    },

    // Runs

    /** The latest run of a step of a cycle, or null. */
    async latestRun(cycleId: string, step: CycleStep, tx: Database = db): Promise<CycleRunRow | null> {
      const [row] = await tx
        .select()
        .from(cycleRun)
        .where(and(eq(cycleRun.cycleId, cycleId), eq(cycleRun.step, step)))
        .orderBy(desc(cycleRun.startedAt), desc(cycleRun.id))
        .limit(1);
      return row ?? null;
    },

    async startRun(values: { cycleId: string; step: CycleStep; total: number; at: Date }): Promise<CycleRunRow> {
      const [row] = await db
        .insert(cycleRun)
        .values({
          cycleId: values.cycleId,
          step: values.step,
          status: 'RUNNING',
          total: values.total,
          startedAt: values.at,
          updatedAt: values.at,
        })
        .returning();
      if (!row) throw new Error('cycle run was not inserted');
      return row;
    },

    /** The run, locked until the transaction ends: its cursor is read and moved by one batch at a time. */
    async lockRun(id: string, tx: Database): Promise<CycleRunRow> {
      const [row] = await tx.select().from(cycleRun).where(eq(cycleRun.id, id)).for('update');
      if (!row) throw new Error(`cycle run ${id} vanished`);
      return row;
    },

    async advanceRun(id: string, values: { cursor: string; processed: number; at: Date }, tx: Database): Promise<void> {
      await tx
        .update(cycleRun)
        .set({ cursor: values.cursor, processed: values.processed, updatedAt: values.at })
        .where(eq(cycleRun.id, id));
    },

    async finishRun(id: string, at: Date, tx: Database): Promise<void> {
      await tx.update(cycleRun).set({ status: 'DONE', updatedAt: at, finishedAt: at }).where(eq(cycleRun.id, id));
    },

    // Results

    /**
     * Replaces the results of the cycle's applications with ids in (`afterId`, `upToId`] (to the end when `upToId` is
     * null) by the given ones, members included: an application that left the run's states loses its old results.
     */
    async replaceResults(
      cycleId: string,
      range: { afterId: string | null; upToId: string | null },
      results: readonly NewEligibilityResult[],
      members: readonly NewEligibilityMember[],
      tx: Database,
    ): Promise<void> {
      // The members go with their results (on delete cascade).
      await tx
        .delete(eligibilityResult)
        .where(
          and(
            eq(eligibilityResult.cycleId, cycleId),
            range.afterId === null ? undefined : gt(eligibilityResult.applicationId, range.afterId),
            range.upToId === null ? undefined : lte(eligibilityResult.applicationId, range.upToId),
          ),
        );
      await insertJson(tx, eligibilityResult, results);
      await insertJson(tx, eligibilityMember, members);
    },

    /** How many applications have results in the cycle. */
    async countResultApplications(cycleId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(distinct ${eligibilityResult.applicationId})`.mapWith(Number) })
        .from(eligibilityResult)
        .where(eq(eligibilityResult.cycleId, cycleId));
      return row?.total ?? 0;
    },

    /** The next applications with results in the cycle after `afterId`, in id order. */
    async resultApplications(cycleId: string, afterId: string | null, limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ applicationId: eligibilityResult.applicationId })
        .from(eligibilityResult)
        .where(and(eq(eligibilityResult.cycleId, cycleId), afterId === null ? undefined : gt(eligibilityResult.applicationId, afterId)))
        .orderBy(asc(eligibilityResult.applicationId))
        .limit(limit);
      return rows.map((row) => row.applicationId);
    },

    /** The cycle's results of these applications, by application then house. */
    async resultsOf(cycleId: string, applicationIds: readonly string[], tx: Database = db): Promise<EligibilityResultRow[]> {
      if (applicationIds.length === 0) return [];
      return tx
        .select()
        .from(eligibilityResult)
        .where(and(eq(eligibilityResult.cycleId, cycleId), anyId(eligibilityResult.applicationId, applicationIds)))
        .orderBy(asc(eligibilityResult.applicationId), asc(eligibilityResult.houseId));
    },

    async membersOf(resultIds: readonly string[], tx: Database = db): Promise<EligibilityMemberRow[]> {
      if (resultIds.length === 0) return [];
      return tx.select().from(eligibilityMember).where(anyId(eligibilityMember.resultId, resultIds));
    },

    /** New deductions and net of results (what publishing found the recoveries to be), in one statement. */
    async updateResultAmounts(rows: ReadonlyArray<{ id: string; deductions: number; net: number }>, tx: Database): Promise<void> {
      if (rows.length === 0) return;
      await tx
        .update(eligibilityResult)
        .set({
          deductions: caseById(
            eligibilityResult.id,
            rows.map((row) => ({ id: row.id, value: sql`${row.deductions}::bigint` })),
          ),
          net: caseById(
            eligibilityResult.id,
            rows.map((row) => ({ id: row.id, value: sql`${row.net}::bigint` })),
          ),
        })
        .where(
          inArray(
            eligibilityResult.id,
            rows.map((row) => row.id),
          ),
        );
    },

    /** New shares of members, in one statement. */
    async updateMemberShares(rows: ReadonlyArray<{ resultId: string; personId: string; share: number }>, tx: Database): Promise<void> {
      if (rows.length === 0) return;
      const cases = sql.join(
        rows.map(
          (row) =>
            sql`when ${eligibilityMember.resultId} = ${row.resultId}::uuid and ${eligibilityMember.personId} = ${row.personId}::uuid then ${row.share}::bigint`,
        ),
        sql` `,
      );
      await tx
        .update(eligibilityMember)
        .set({ share: sql`case ${cases} else ${eligibilityMember.share} end` })
        .where(inArray(eligibilityMember.resultId, [...new Set(rows.map((row) => row.resultId))]));
    },

    /**
     * The cycle's word on the selected houses and dependents of these applications (application_house.outcome and
     * application_dependent.outcome, decision 048): a house's outcome and first reason; a dependent left out is
     * INELIGIBLE with the reason they were left out, a counted one takes their house's outcome.
     */
    async writeOutcomes(cycleId: string, applicationIds: readonly string[], tx: Database): Promise<void> {
      if (applicationIds.length === 0) return;
      const ids = [...applicationIds];
      // Only the rows whose word changed are written: from the second month on, most stay as they are.
      const houseOutcome = sql`${eligibilityResult.outcome}`;
      const houseReason = sql`case when ${eligibilityResult.outcome} = 'INELIGIBLE' then ${eligibilityResult.reasons} ->> 0 end`;
      await tx
        .update(applicationHouse)
        .set({ outcome: houseOutcome, reasonCode: houseReason })
        .from(eligibilityResult)
        .where(
          and(
            anyId(applicationHouse.applicationId, ids),
            eq(eligibilityResult.cycleId, cycleId),
            eq(eligibilityResult.applicationId, applicationHouse.applicationId),
            eq(eligibilityResult.houseId, applicationHouse.houseId),
            sql`(${applicationHouse.outcome}, ${applicationHouse.reasonCode}) is distinct from (${houseOutcome}, ${houseReason})`,
          ),
        );
      const dependentOutcome = sql`case when ${eligibilityMember.counted} then ${eligibilityResult.outcome} else 'INELIGIBLE' end`;
      const dependentReason = sql`case when not ${eligibilityMember.counted} then ${eligibilityMember.leftOutReason}
            when ${eligibilityResult.outcome} = 'INELIGIBLE' then ${eligibilityResult.reasons} ->> 0 end`;
      await tx
        .update(applicationDependent)
        .set({ outcome: dependentOutcome, reasonCode: dependentReason })
        .from(eligibilityMember)
        .innerJoin(eligibilityResult, eq(eligibilityResult.id, eligibilityMember.resultId))
        .where(
          and(
            anyId(applicationDependent.applicationId, ids),
            eq(eligibilityResult.cycleId, cycleId),
            eq(eligibilityResult.applicationId, applicationDependent.applicationId),
            eq(eligibilityMember.dependentId, applicationDependent.dependentId),
            sql`(${applicationDependent.outcome}, ${applicationDependent.reasonCode}) is distinct from (${dependentOutcome}, ${dependentReason})`,
          ),
        );
    },

    // Applications

    /** These applications, locked until the transaction ends, in id order (the applicant's own steps wait meanwhile). */
    async lockApplications(applicationIds: readonly string[], tx: Database): Promise<CycleApplicationRow[]> {
      if (applicationIds.length === 0) return [];
      return tx.select().from(application).where(anyId(application.id, applicationIds)).orderBy(asc(application.id)).for('update');
    },

    /**
     * Moves many applications at once, as `state.apply` moves one (application-state.ts): each row takes its new state
     * and gets its timeline event (the transition's name, from and to, who, when, the note), in two statements for the
     * whole batch. The caller decides every move by the transition table (`nextStatus`) on the rows it locked; no move
     * here closes an application (closing also cancels a document request, which only `state.apply` does).
     */
    async moveApplications(
      moves: ReadonlyArray<{ id: string; transition: string; from: string; to: string }>,
      step: { actorAccountId: string | null; at: Date; note: string | null },
      tx: Database,
    ): Promise<void> {
      if (moves.length === 0) return;
      const json = JSON.stringify(moves);
      // The row's own clock, as repository.setStatus stamps it.
      await tx.execute(sql`update ${application} set status = move."to", updated_at = ${new Date().toISOString()}::timestamptz
        from json_to_recordset(${json}::json) as move("id" uuid, "to" varchar)
        where ${application.id} = move."id"`);
      await tx.execute(sql`insert into ${applicationEvent} (application_id, type, from_status, to_status, actor_account_id, note, at)
        select move."id", move."transition", move."from", move."to", ${step.actorAccountId}::uuid, ${step.note}::text,
          ${step.at.toISOString()}::timestamptz
        from json_to_recordset(${json}::json) as move("id" uuid, "transition" varchar, "from" varchar, "to" varchar)`);
    },

    /** Pending manual reapplies of these applications made before `before`: the cycle studied them. */
    async markReappliesStudied(applicationIds: readonly string[], before: Date, tx: Database): Promise<void> {
      if (applicationIds.length === 0) return;
      await tx
        .update(manualReapply)
        .set({ status: 'STUDIED' })
        .where(
          and(
            anyId(manualReapply.applicationId, applicationIds),
            eq(manualReapply.status, 'PENDING'),
            lte(manualReapply.createdAt, before),
          ),
        );
    },

    // Payments

    /**
     * The highest payment code given in the cycle so far (null before the first). Codes carry the month
     * (P-YYYYMM-NNNNNNN), so the unique index on the code finds the highest of the month at once, however many
     * payments the month already has (a max over the cycle's payments read them all, at every batch).
     */
    async lastPaymentCode(cycleId: string, period: string, tx: Database): Promise<string | null> {
      const prefix = paymentCode(period, 0).slice(0, -7);
      const [row] = await tx
        .select({ code: payment.code })
        .from(payment)
        .where(and(gte(payment.code, prefix), lt(payment.code, `${prefix}~`), eq(payment.cycleId, cycleId)))
        .orderBy(desc(payment.code))
        .limit(1);
      return row?.code ?? null;
    },

    /** Inserts payments, skipping one the cycle already has for its application and house; the ones inserted. */
    async insertPayments(
      rows: readonly NewPayment[],
      tx: Database,
    ): Promise<Array<{ id: string; applicationId: string; houseId: string }>> {
      return rowsOf<{ id: string; applicationId: string; houseId: string }>(
        await insertJson(
          tx,
          payment,
          rows,
          sql`on conflict (cycle_id, application_id, house_id) do nothing
            returning ${payment.id} as "id", ${payment.applicationId} as "applicationId", ${payment.houseId} as "houseId"`,
        ),
      );
    },

    async insertDeductions(rows: readonly NewPaymentDeduction[], tx: Database): Promise<void> {
      await insertJson(tx, paymentDeduction, rows, sql`on conflict do nothing`);
    },

    async countPayments(cycleId: string, status: 'SCHEDULED' | 'PAID' | 'FAILED', tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(payment)
        .where(and(eq(payment.cycleId, cycleId), eq(payment.status, status)));
      return Number(row?.total ?? 0);
    },

    /** The next scheduled payments of the cycle after `afterId`, in id order. */
    async scheduledPayments(cycleId: string, afterId: string | null, limit: number) {
      return db
        .select({ id: payment.id, applicationId: payment.applicationId, iban: payment.iban, net: payment.net, code: payment.code })
        .from(payment)
        .where(and(eq(payment.cycleId, cycleId), eq(payment.status, 'SCHEDULED'), afterId === null ? undefined : gt(payment.id, afterId)))
        .orderBy(asc(payment.id))
        .limit(limit);
    },

    /** Marks scheduled payments PAID, each at its time; the ones that were still scheduled. */
    async markPaid(rows: ReadonlyArray<{ id: string; paidAt: Date }>, tx: Database): Promise<Array<{ id: string; applicationId: string }>> {
      if (rows.length === 0) return [];
      return rowsOf(
        await tx.execute(sql`update ${payment} set status = 'PAID', paid_at = answer."paidAt"
          from json_to_recordset(${JSON.stringify(rows)}::json) as answer("id" uuid, "paidAt" timestamptz)
          where ${payment.id} = answer."id" and ${payment.status} = 'SCHEDULED'
          returning ${payment.id} as "id", ${payment.applicationId} as "applicationId"`),
      );
    },

    /** Marks scheduled payments FAILED with the bank's reason; the ones that were still scheduled. */
    async markFailed(
      rows: ReadonlyArray<{ id: string; reason: string }>,
      tx: Database,
    ): Promise<Array<{ id: string; applicationId: string }>> {
      if (rows.length === 0) return [];
      return rowsOf(
        await tx.execute(sql`update ${payment} set status = 'FAILED', failure_reason = answer."reason"
          from json_to_recordset(${JSON.stringify(rows)}::json) as answer("id" uuid, "reason" varchar)
          where ${payment.id} = answer."id" and ${payment.status} = 'SCHEDULED'
          returning ${payment.id} as "id", ${payment.applicationId} as "applicationId"`),
      );
    },

    /** Adds what these paid payments deducted to their recoveries, settling each one fully recovered. */
    async recoverDeductions(paymentIds: readonly string[], at: Date, tx: Database): Promise<void> {
      if (paymentIds.length === 0) return;
      const taken = sql`(select coalesce(sum(${paymentDeduction.amount}), 0) from ${paymentDeduction}
        where ${paymentDeduction.recoveryId} = ${recovery.id} and ${anyId(paymentDeduction.paymentId, paymentIds)})`;
      await tx
        .update(recovery)
        .set({
          recovered: sql`${recovery.recovered} + ${taken}`,
          settledAt: sql`case when ${recovery.recovered} + ${taken} >= ${recovery.amount} then ${at.toISOString()}::timestamptz else ${recovery.settledAt} end`,
        })
        .where(
          inArray(
            recovery.id,
            tx
              .selectDistinct({ id: paymentDeduction.recoveryId })
              .from(paymentDeduction)
              .where(anyId(paymentDeduction.paymentId, paymentIds)),
          ),
        );
    },

    // Ramadan rewards

    /** How many applications `rewardCandidates` goes through. */
    async countRewardCandidates(cycleId: string, hijriYear: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(application)
        .where(rewardCandidate(cycleId, hijriYear, null));
      return Number(row?.total ?? 0);
    },

    /** The applications not closed with an ELIGIBLE house in the cycle and no reward of the year yet, after `afterId`. */
    async rewardCandidates(cycleId: string, hijriYear: number, afterId: string | null, limit: number) {
      return db
        .select({ id: application.id, number: application.number, applicantAccountId: application.applicantAccountId })
        .from(application)
        .where(rewardCandidate(cycleId, hijriYear, afterId))
        .orderBy(asc(application.id))
        .limit(limit);
    },

    /** The members counted in the ELIGIBLE houses of these applications in the cycle. */
    async countedMembers(cycleId: string, applicationIds: readonly string[]) {
      if (applicationIds.length === 0) return [];
      return db
        .select({
          applicationId: eligibilityResult.applicationId,
          personId: eligibilityMember.personId,
          dependentId: eligibilityMember.dependentId,
          category: eligibilityMember.category,
        })
        .from(eligibilityMember)
        .innerJoin(eligibilityResult, eq(eligibilityResult.id, eligibilityMember.resultId))
        .where(
          and(
            eq(eligibilityResult.cycleId, cycleId),
            anyId(eligibilityResult.applicationId, applicationIds),
            eq(eligibilityResult.outcome, 'ELIGIBLE'),
            eq(eligibilityMember.counted, true),
          ),
        )
        .orderBy(asc(eligibilityResult.applicationId), asc(eligibilityResult.houseId), asc(eligibilityMember.personId));
    },

    /** Inserts rewards (one per application and year) with their members; the rewards inserted. */
    async insertRewards(rewards: readonly NewRamadanReward[], members: readonly NewRamadanRewardMember[], tx: Database): Promise<number> {
      const inserted = new Set<string>();
      await insertInChunks(rewards, async (chunk) => {
        const rows = await tx
          .insert(ramadanReward)
          .values(chunk)
          .onConflictDoNothing({ target: [ramadanReward.applicationId, ramadanReward.hijriYear] })
          .returning({ id: ramadanReward.id });
        for (const row of rows) inserted.add(row.id);
      });
      await insertInChunks(
        members.filter((member) => inserted.has(member.rewardId)),
        (chunk) => tx.insert(ramadanRewardMember).values(chunk),
      );
      return inserted.size;
    },

    async countRewards(hijriYear: number, status: 'SCHEDULED' | 'PAID' | 'FAILED'): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(ramadanReward)
        .where(and(eq(ramadanReward.hijriYear, hijriYear), eq(ramadanReward.status, status)));
      return Number(row?.total ?? 0);
    },

    /** The next scheduled rewards of a year after `afterId`, with their application. */
    async scheduledRewards(hijriYear: number, afterId: string | null, limit: number) {
      return db
        .select({
          id: ramadanReward.id,
          amount: ramadanReward.amount,
          applicationId: application.id,
          number: application.number,
          applicantAccountId: application.applicantAccountId,
        })
        .from(ramadanReward)
        .innerJoin(application, eq(application.id, ramadanReward.applicationId))
        .where(
          and(
            eq(ramadanReward.hijriYear, hijriYear),
            eq(ramadanReward.status, 'SCHEDULED'),
            afterId === null ? undefined : gt(ramadanReward.id, afterId),
          ),
        )
        .orderBy(asc(ramadanReward.id))
        .limit(limit);
    },

    /** Settles scheduled rewards: PAID at their time, or FAILED. */
    async settleRewards(paid: ReadonlyArray<{ id: string; paidAt: Date }>, failed: readonly string[], tx: Database): Promise<void> {
      if (paid.length > 0) {
        await tx
          .update(ramadanReward)
          .set({
            status: 'PAID',
            paidAt: caseById(
              ramadanReward.id,
              paid.map((row) => ({ id: row.id, value: sql`${row.paidAt.toISOString()}::timestamptz` })),
            ),
          })
          .where(
            and(
              inArray(
                ramadanReward.id,
                paid.map((row) => row.id),
              ),
              eq(ramadanReward.status, 'SCHEDULED'),
            ),
          );
      }
      if (failed.length > 0) {
        await tx
          .update(ramadanReward)
          .set({ status: 'FAILED' })
          .where(and(inArray(ramadanReward.id, [...failed]), eq(ramadanReward.status, 'SCHEDULED')));
      }
    },
  };
}
export type CycleRepository = ReturnType<typeof createCycleRepository>;
