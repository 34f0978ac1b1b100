import { programType, todayInRiyadh } from '@sanad/contract';
import { sql } from 'drizzle-orm';
import { createApplicationState } from '../../modules/application/application-state.ts';
import { createApplicationRepository } from '../../modules/application/application.repository.ts';
import { createAuditService } from '../../modules/audit/audit.service.ts';
import { firstDayOf, paymentDateOf } from '../../modules/cycle/cycle-calendar.ts';
import { createCycleFactsRepository } from '../../modules/cycle/cycle-facts.repository.ts';
import type { CycleProgress } from '../../modules/cycle/cycle-steps.ts';
import { createCycleRepository } from '../../modules/cycle/cycle.repository.ts';
import { createCycleService } from '../../modules/cycle/cycle.service.ts';
import { createEligibilityParametersRepository } from '../../modules/eligibility/eligibility-parameters.repository.ts';
import { createEligibilityParametersService } from '../../modules/eligibility/eligibility-parameters.service.ts';
import { createProfileRepository } from '../../modules/profile/profile.repository.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database, DatabaseHandle } from '../../platform/db/database.ts';
import { createLocalPayments } from '../../platform/payments/payments.ts';
import { addMonths, inRiyadh } from '../demo/demo-calendar.ts';
import { copyMonthStatements } from './scale-history.ts';
import { createStaging, householdStatements, sharedPeopleStatements, type ScaleCalendar } from './scale-households.ts';
import { literal } from './scale-sql.ts';

/**
 * The national-scale data set (`npm run seed:scale -- --households 1000000`; bench/README.md "cycle" and "reads"):
 * households written by set-based SQL a range at a time, then twelve months of history: the latest month run,
 * published and paid by the cycle engine itself (its traces, payments, state changes and deductions are the real
 * ones), the eleven before it copied from it set-based (scale-history.ts). Last, the applications of this month
 * (submitted after the latest run, a few taken for study by a case worker).
 */

export interface ScaleSeedOptions {
  households: number;
  /** Households written by one statement of each table (memory and progress steps). */
  chunk?: number;
  /** The instant the data set is drawn around (default now): history ends with the month before its month. */
  now?: Date;
  /** The password every seeded account signs in with (stored as one argon2id hash). */
  passwordHash: string;
  /** Months of history (1–24; default 12). */
  months?: number;
  /** Where the steps report: a label, how far, out of how many. */
  onProgress?: (progress: { label: string; processed: number; total: number }) => void;
  /** Told each step's time, to print at the end. */
  onStep?: (step: string, ms: number) => void;
  /** The handle the engine runs on (PostgreSQL: a pool of its own; default the seed's). */
  engine?: DatabaseHandle;
}

/** What the seed wrote. */
export interface ScaleSeedReport {
  households: number;
  persons: number;
  applications: number;
  months: string[];
  latest: { period: string; eligibleHouses: number; houses: number; payments: number };
}

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows<T>(db: Database, statement: string): Promise<T[]> {
  return ((await db.execute(sql.raw(statement))) as unknown as { rows: T[] }).rows;
}

const count = async (db: Database, table: string, where = 'true') =>
  Number((await queryRows<{ n: string }>(db, `select count(*) as n from ${table} where ${where}`))[0]?.n ?? 0);

/** Refuses a database that already has accounts: the seed adds to nothing (run it with --reset to start over). */
export async function isEmpty(db: Database): Promise<boolean> {
  return (await count(db, 'account')) === 0;
}

/** Drops every table (and the migrations' record): the next migrate starts from nothing. */
export async function resetDatabase(db: Database): Promise<void> {
  await db.execute(sql.raw('drop schema if exists drizzle cascade'));
  await db.execute(sql.raw('drop schema public cascade'));
  await db.execute(sql.raw('create schema public'));
}

/** The tables the households are written into. */
const householdTables = [
  'person',
  'account',
  'house',
  'dependent',
  'relation_confirmation',
  'profile',
  'profile_personal',
  'profile_address',
  'profile_education',
  'profile_labor',
  'profile_license',
  'income_source',
  'property_item',
  'bank_account',
  'application',
  'application_event',
  'application_house',
  'application_dependent',
  'recovery',
];

/**
 * Runs a bulk load with the tables' secondary indexes set aside (those no constraint stands on; `unique` too when
 * asked) and built again afterwards from their own definitions: one sort per index instead of millions of inserts at
 * random places of indexes larger than PostgreSQL's buffers. A rebuilt unique index checks the loaded rows.
 */
async function withoutIndexes(db: Database, tables: readonly string[], unique: boolean, work: () => Promise<void>): Promise<void> {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index as i join pg_class as c on c.oid = i.indexrelid join pg_class as t on t.oid = i.indrelid
     where t.relname in (${tables.map(literal).join(', ')}) and t.relnamespace = 'public'::regnamespace
       and not exists (select 1 from pg_constraint as k where k.conindid = i.indexrelid) ${unique ? '' : 'and not i.indisunique'}`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  try {
    await work();
  } finally {
    for (const index of indexes) await db.execute(sql.raw(index.definition));
  }
}

async function timed<T>(step: string, options: ScaleSeedOptions, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    options.onStep?.(step, performance.now() - started);
  }
}

/**
 * Writes the data set into an empty, migrated database with the reference data (the caller checks and prepares it).
 * On PostgreSQL the households are written with the foreign-key triggers set aside (`session_replication_role`, when
 * the role may) and without waiting for each commit to reach the disk: the rows are generated consistent, and the
 * seed is run again from nothing if it is interrupted.
 */
export async function seedScale(handle: DatabaseHandle, options: ScaleSeedOptions): Promise<ScaleSeedReport> {
  const { db } = handle;
  const total = options.households;
  const chunk = options.chunk ?? (handle.kind === 'postgres' ? 50_000 : 10_000);
  const monthsCount = options.months ?? 12;
  const now = options.now ?? new Date();
  const current = todayInRiyadh(now).slice(0, 7);
  const months = Array.from({ length: monthsCount }, (_, index) => addMonths(current, index - monthsCount));
  const latest = months.at(-1) ?? addMonths(current, -1);
  const calendar: ScaleCalendar = {
    today: todayInRiyadh(now),
    latestFirstDay: firstDayOf(latest),
    oldestFirstDay: firstDayOf(months[0] ?? latest),
  };
  const progress = (label: string, processed: number, all: number) => options.onProgress?.({ label, processed, total: all });
  const run = (statement: string) => db.execute(sql.raw(statement));

  // Households.
  await timed('households', options, async () => {
    for (const statement of createStaging) await run(statement);
    await run('select setseed(0.20261126)');
    let relaxed = false;
    if (handle.kind === 'postgres') {
      await run('set synchronous_commit = off');
      relaxed = await run('set session_replication_role = replica').then(
        () => true,
        () => false,
      );
    }
    if (handle.kind === 'postgres') await run(`set maintenance_work_mem = '512MB'`);
    await withoutIndexes(db, householdTables, true, async () => {
      progress('households', 0, total);
      for (let low = 1; low <= total; low += chunk) {
        const high = Math.min(total, low + chunk - 1);
        await db.transaction(async (tx) => {
          for (const statement of householdStatements(low, high, calendar, options.passwordHash)) await tx.execute(sql.raw(statement));
        });
        progress('households', high, total);
      }
      for (const statement of sharedPeopleStatements()) await run(statement);
    });
    await run(`select setval('application_number_seq', ${total + 1}, false)`);
    if (relaxed) await run('set session_replication_role = origin');
    await run('analyze');
  });

  // The latest month, by the engine.
  const engineDb = options.engine?.db ?? db;
  let at = inRiyadh(`${calendar.latestFirstDay}`, '03:00');
  const clock: Clock = { now: () => at };
  const cycles = engineOn(engineDb, clock);
  const stepProgress = (label: string) => (step: CycleProgress) => progress(`${label} ${step.subject}`, step.processed, step.total);
  const ran = await timed('latest month: run', options, () => cycles.run({ period: latest }, { onProgress: stepProgress('run') }));
  at = inRiyadh(firstDayOf(latest).replace(/-01$/, '-05'), '09:00');
  await timed('latest month: publish', options, () => cycles.publish({ period: latest }, { onProgress: stepProgress('publish') }));
  const [version] = await queryRows<{ d: string }>(
    db,
    `select value::text as d from parameter_version
     where key = 'payment.dayOfMonth' and valid_from <= ${literal(calendar.latestFirstDay)} order by valid_from desc limit 1`,
  );
  const dayOfMonth = Number(version?.d ?? 10);
  at = inRiyadh(paymentDateOf(latest, dayOfMonth), '09:00');
  await timed('latest month: pay', options, () => cycles.pay({ period: latest }, { onProgress: stepProgress('pay') }));

  // The months before it, copied.
  const [latestCycle] = await queryRows<{ id: string }>(
    db,
    `select id from support_cycle where program_id = ${programType.SSP} and period = ${literal(latest)}`,
  );
  if (!latestCycle) throw new Error(`the engine left no cycle for ${latest}`);
  await timed('earlier months: copies', options, async () => {
    const earlier = months.slice(0, -1);
    let relaxed = false;
    if (handle.kind === 'postgres') {
      await run('set synchronous_commit = off');
      relaxed = await run('set session_replication_role = replica').then(
        () => true,
        () => false,
      );
    }
    // The unique indexes stay (the copies land in a month's own range of each); the others are built again after.
    await withoutIndexes(db, ['eligibility_result', 'eligibility_member', 'payment', 'payment_deduction'], false, async () => {
      progress('history', 0, earlier.length);
      for (const [index, period] of earlier.entries()) {
        await db.transaction(async (tx) => {
          for (const statement of copyMonthStatements({ period, paymentDate: paymentDateOf(period, dayOfMonth) }, latestCycle.id))
            await tx.execute(sql.raw(statement));
        });
        progress('history', index + 1, earlier.length);
      }
    });
    if (relaxed) await run('set session_replication_role = origin');
  });

  // This month's applications: submitted after the latest run; a few taken by a case worker.
  await timed('this month', options, async () => {
    await run(`update application as a set status = case when hh.app_state = 'STUDY' then 'UNDER_STUDY' else 'SUBMITTED' end,
        submitted_at = hh.submitted_at, updated_at = hh.submitted_at
      from scale_household as hh where hh.application_id = a.id and hh.app_state in ('NEW', 'STUDY')`);
    await run(`insert into application_event (application_id, type, from_status, to_status, actor_account_id, at)
      select hh.application_id, 'SUBMIT', 'DRAFT', 'SUBMITTED', hh.account_id, hh.submitted_at
      from scale_household as hh where hh.app_state in ('NEW', 'STUDY')
      union all
      select hh.application_id, 'START_STUDY', 'SUBMITTED', 'UNDER_STUDY', null, hh.submitted_at + interval '2 days'
      from scale_household as hh where hh.app_state = 'STUDY'`);
    await run('drop table if exists scale_member');
    await run('drop table if exists scale_household');
  });
  // Visibility maps and statistics, as autovacuum would leave a settled database: reads use index-only scans.
  await timed('vacuum and analyze', options, () => run('vacuum (analyze)').then(() => undefined));

  const persons = await count(db, 'person');
  const applications = await count(db, 'application');
  const latestPayments = await count(db, 'payment', `cycle_id = ${literal(latestCycle.id)}`);
  return {
    households: total,
    persons,
    applications,
    months,
    latest: { period: latest, eligibleHouses: ran.eligibleHouses, houses: ran.houses, payments: latestPayments },
  };
}

/** The cycle service as compose.ts builds it, on the seed's clock (the scale seed's test runs the next month on it). */
export function engineOn(db: Database, clock: Clock) {
  const audit = createAuditService(db);
  const applications = createApplicationRepository(db);
  return createCycleService({
    db,
    repository: createCycleRepository(db),
    facts: createCycleFactsRepository(db),
    profiles: createProfileRepository(db),
    applications,
    state: createApplicationState(applications),
    eligibility: createEligibilityParametersService({
      db,
      repository: createEligibilityParametersRepository(db),
      audit,
      now: () => clock.now().getTime(),
    }),
    payments: createLocalPayments({ now: () => clock.now() }),
    audit,
    clock,
  });
}
