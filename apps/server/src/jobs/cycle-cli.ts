import { parseArgs } from 'node:util';
import { errorCodes, formatMessage } from '@sanad/contract';
import { composeServices } from '../compose.ts';
import { loadConfig } from '../config.ts';
import type { CycleProgress, CycleService, StepOptions } from '../modules/cycle/cycle.service.ts';
import { systemClock, type Clock } from '../platform/clock/clock.ts';
import { openDatabase } from '../platform/db/database.ts';
import { DomainError } from '../platform/errors.ts';
import type { Log } from '../platform/logger.ts';
import { seedReferenceData } from '../seed/seed-reference.ts';
import { createProgressBar } from './progress-bar.ts';

const usage = `Usage: npm run cycle -- <command> <subject> [options]

The monthly support cycle on the configured database (DATABASE_URL, else the embedded one under DATA_DIR; stop the
server first on the embedded one, which one process opens at a time). Docs: docs/decisions/055-cycles-engine.md, 057.

Commands:
  run <YYYY-MM> [--restart]   evaluate the month (goes on from where an unfinished run stopped; --restart starts over)
  publish <YYYY-MM>           freeze the results, schedule the payments, decide the applications
  pay <YYYY-MM> [--now <day>] payment day (on or after the cycle's payment date; --now sets the clock, e.g. 2026-11-27)
  ramadan <hijri year>        schedule the Ramadan reward of the year (from the cycle before Ramadan)
  ramadan-pay <hijri year>    pay the year's scheduled Ramadan rewards

Options:
  --batch-size <n>            applications (or payments) per batch (default 2000)
  --now <day or instant>      the clock of this command (a day is taken at 09:00 in Riyadh)
  --profile                   add to the report the time each part of the batches took (bench/notes/cycle.md)
  -h, --help                  this text

Progress goes to stderr (a bar on a terminal, plain lines otherwise); the report, as JSON, to stdout.`;

/** Refused arguments: the usage is printed with the reason. */
class UsageError extends Error {}

/** `--now`: a day (09:00 in Riyadh that day) or an ISO instant; the clock then runs on from it. */
function clockFrom(now: string | undefined, real: () => number = Date.now): Clock {
  if (now === undefined) return systemClock;
  const at = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(now) ? `${now}T09:00:00+03:00` : now);
  if (Number.isNaN(at)) throw new UsageError(`--now must be a day (YYYY-MM-DD) or an ISO instant, not "${now}"`);
  const started = real();
  return { now: () => new Date(at + (real() - started)) };
}

type Command = (cycles: CycleService, subject: string, options: StepOptions, flags: { restart: boolean }) => Promise<object>;

const period = (subject: string) => {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(subject)) throw new UsageError(`the month must be written YYYY-MM, not "${subject}"`);
  return subject;
};
const hijriYear = (subject: string) => {
  if (!/^\d{4}$/.test(subject)) throw new UsageError(`the Hijri year must be four digits, not "${subject}"`);
  return Number(subject);
};

const commands: Record<string, Command> = {
  run: (cycles, subject, options, flags) => cycles.run({ period: period(subject), restart: flags.restart }, options),
  publish: (cycles, subject, options) => cycles.publish({ period: period(subject) }, options),
  pay: (cycles, subject, options) => cycles.pay({ period: period(subject) }, options),
  ramadan: (cycles, subject, options) => cycles.ramadan({ hijriYear: hijriYear(subject) }, options),
  'ramadan-pay': (cycles, subject, options) => cycles.ramadanPay({ hijriYear: hijriYear(subject) }, options),
};

/** The CLI's log: warnings and errors as JSON lines on stderr, the rest dropped (the report says what was done). */
const stderrLog: Log = {
  info: () => {},
  warn: (entry: unknown, message?: unknown) =>
    process.stderr.write(`${JSON.stringify({ level: 'warn', message, ...(entry as object) })}\n`),
  error: (entry: unknown, message?: unknown) =>
    process.stderr.write(`${JSON.stringify({ level: 'error', message, ...(entry as object) })}\n`),
};

const labels: Record<CycleProgress['step'], string> = {
  RUN: 'run',
  PUBLISH: 'publish',
  PAY: 'pay',
  RAMADAN: 'ramadan',
  RAMADAN_PAY: 'ramadan-pay',
};

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      restart: { type: 'boolean', default: false },
      now: { type: 'string' },
      'batch-size': { type: 'string' },
      profile: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const [name, subject, ...extra] = positionals;
  const command = name === undefined ? undefined : commands[name];
  if (!command || subject === undefined || extra.length > 0)
    throw new UsageError(name ? `cannot read "${positionals.join(' ')}"` : 'no command given');
  const batchSize = values['batch-size'] === undefined ? undefined : Number(values['batch-size']);
  if (batchSize !== undefined && (!Number.isInteger(batchSize) || batchSize < 1))
    throw new UsageError('--batch-size must be a whole number above 0');
  const clock = clockFrom(values.now);

  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const services = composeServices(config, database, { clock }, stderrLog);
    const bar = createProgressBar(process.stderr);
    // Per part: total milliseconds and how many times it ran.
    const profile: Record<string, { ms: number; count: number }> = {};
    const started = performance.now();
    try {
      const report = await command(
        services.cycles,
        subject,
        {
          ...(batchSize === undefined ? {} : { batchSize }),
          onProgress: (progress) => bar.update({ label: `${labels[progress.step]} ${progress.subject}`, ...progress }),
          ...(values.profile
            ? {
                onTiming: (part: string, ms: number) => {
                  const entry = (profile[part] ??= { ms: 0, count: 0 });
                  entry.ms += ms;
                  entry.count += 1;
                },
              }
            : {}),
        },
        { restart: values.restart },
      );
      bar.done();
      const timing = values.profile ? { seconds: (performance.now() - started) / 1000, profile } : {};
      process.stdout.write(`${JSON.stringify({ ...report, ...timing }, null, 2)}\n`);
      return 0;
    } finally {
      bar.done();
      await services.close();
    }
  } finally {
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
    if (error instanceof DomainError) {
      console.error(`${error.code}: ${formatMessage(errorCodes[error.code].message.en, error.details.values)}`);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  },
);
