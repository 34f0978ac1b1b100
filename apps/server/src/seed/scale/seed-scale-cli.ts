import { parseArgs } from 'node:util';
import { createProgressBar, formatDuration } from '../../jobs/progress-bar.ts';
import { loadConfig } from '../../config.ts';
import { createArgon2Hasher } from '../../platform/crypto/password-hasher.ts';
import { openDatabase, type DatabaseHandle } from '../../platform/db/database.ts';
import { seedReferenceData } from '../seed-reference.ts';
import { isEmpty, resetDatabase, seedScale } from './seed-scale.ts';

const usage = `Usage: npm run seed:scale -- [--households <n>] [--reset] [--months <n>] [--password <text>]

Fills the configured database (DATABASE_URL, else the embedded one under DATA_DIR: stop the server first) with a
national data set: <n> households of about four people (default 100000), their profiles, incomes, properties, IBANs
and one SSP application each, and twelve months of published and paid cycles (the latest run by the cycle engine, the
earlier ones copied from it). Refuses a database that already has accounts unless --reset (which drops every table).
Docs: bench/README.md ("cycle", "reads").

Options:
  --households <n>   households to write (default 100000)
  --months <n>       months of history (default 12)
  --reset            drop every table first (all data of this database is lost)
  --password <text>  the password of every seeded account (default Sanad-Scale-2026; usernames are the NINs)
  -h, --help         this text

Progress goes to stderr; the report, as JSON, to stdout.`;

class UsageError extends Error {}

const wholeNumber = (value: string | undefined, name: string, fallback: number, max: number) => {
  if (value === undefined) return fallback;
  const n = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(n) || n < 1 || n > max) throw new UsageError(`--${name} must be a whole number from 1 to ${max}`);
  return n;
};

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      households: { type: 'string' },
      months: { type: 'string' },
      reset: { type: 'boolean', default: false },
      password: { type: 'string', default: 'Sanad-Scale-2026' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`cannot read "${positionals.join(' ')}"`);
  const households = wholeNumber(values.households, 'households', 100_000, 4_000_000);
  const months = wholeNumber(values.months, 'months', 12, 24);

  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl, poolSize: 1 } : { dataDir: `${config.dataDir}/db` });
  let engine: DatabaseHandle | undefined;
  const bar = createProgressBar(process.stderr);
  const started = performance.now();
  try {
    if (values.reset) await resetDatabase(database.db);
    await database.migrate();
    await seedReferenceData(database.db);
    if (!(await isEmpty(database.db))) {
      console.error('The database already has accounts: the scale seed writes only into an empty one (--reset drops every table).');
      return 1;
    }
    // The engine reads a batch's facts with several queries at once: on PostgreSQL it gets a pool of its own.
    if (database.kind === 'postgres' && config.databaseUrl) engine = await openDatabase({ url: config.databaseUrl, poolSize: 8 });
    const hasher = createArgon2Hasher();
    const passwordHash = await hasher.hash(values.password);
    let label = '';
    const report = await seedScale(database, {
      households,
      months,
      passwordHash,
      ...(engine ? { engine } : {}),
      onProgress: (progress) => {
        if (progress.label !== label) bar.done();
        label = progress.label;
        bar.update(progress);
      },
      onStep: (step, ms) => {
        bar.done();
        console.error(`  ${step.padEnd(24)} ${formatDuration(ms / 1000)}`);
      },
    });
    bar.done();
    const seconds = (performance.now() - started) / 1000;
    console.error(`  ${'total'.padEnd(24)} ${formatDuration(seconds)}`);
    process.stdout.write(`${JSON.stringify({ ...report, database: database.kind, seconds: Math.round(seconds) }, null, 2)}\n`);
    return 0;
  } finally {
    bar.done();
    await engine?.close();
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || (error instanceof Error && error.name === 'TypeError' && 'code' in error)) {
      console.error(`${error.message}\n\n${usage}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
