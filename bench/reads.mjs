// `npm run bench -- reads`: the two reads of payment day at national scale, each next to the same indexed read done
// through bare `pg` in the same run on the same database.
import pg from 'pg';
import { cookieHeader, expiryCookie, loadAlternating, newJar, sessionCookie, signInOnce, xsrfCookie } from './browser-client.mjs';
import {
  dropDatabase,
  machineLine,
  saveResult,
  scaleDatabase,
  startNode,
  startOutboxPortal,
  table,
  temporaryDir,
  twoFreePorts,
} from './lib.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const sizes = (process.env.BENCH_READS_SIZES ?? '100000,1000000').split(',').map((size) => Number(size.trim()));
// The seed's password of every account (apps/server/src/seed/scale/seed-scale-cli.ts).
const password = process.env.BENCH_SCALE_PASSWORD ?? 'Sanad-Scale-2026';
// Readers signed in, taken at random from the data set, whose reads the load spreads over (not one hot household).
const readers = 64;
const connections = 50;
const warmupSeconds = 3;
const durationSeconds = 10;
// Issue 18: at least 70 % of the bare rate at 1M households; a p99 as flat from 100k to 1M (here: at most 1.5×).
const targets = { ratio: 0.7, p99Growth: 1.5 };

/**
 * @typedef {{ account: { username: string, mobile: string }, applicationId: string, cookie: string, xsrf: string }} Reader
 * @typedef {{ name: string, method: 'GET' | 'POST', portalPath: (r: Reader) => string, barePath: (r: Reader) => string, body?: (r: Reader) => object }} Read
 */

/** @param {string} period @returns {Read[]} */
const readsOf = (period) => [
  {
    name: 'home cycle summary',
    method: 'GET',
    portalPath: (r) => `/api/application/load-home-application-cycle-summary/${r.applicationId}/${period}`,
    barePath: (r) => `/bare/cycle-summary/${r.applicationId}/${period}`,
  },
  {
    name: 'payment history',
    method: 'POST',
    portalPath: () => '/api/payment/load/payment-history',
    barePath: () => '/bare/payment-history',
    body: (r) => ({ applicationId: r.applicationId }),
  },
];

/**
 * One autocannon target whose requests go round the readers, each with its own session and application.
 * @param {string} origin
 * @param {Read} read
 * @param {'portal' | 'bare'} side
 * @param {Reader[]} signedIn
 * @returns {import('./browser-client.mjs').LoadTarget}
 */
function targetOf(origin, read, side, signedIn) {
  let next = 0;
  return {
    url: origin,
    requests: [
      {
        method: read.method,
        setupRequest: (request) => {
          const reader = /** @type {Reader} */ (signedIn[next++ % signedIn.length]);
          const path = side === 'portal' ? read.portalPath(reader) : read.barePath(reader);
          /** @type {Record<string, string>} */
          const headers = { cookie: reader.cookie };
          if (read.method === 'POST') Object.assign(headers, { 'content-type': 'application/json', 'x-xsrf-token': reader.xsrf });
          return { ...request, path, headers, ...(read.body ? { body: JSON.stringify(read.body(reader)) } : {}) };
        },
      },
    ],
  };
}

export async function benchReads() {
  if (sizes.some((size) => !Number.isInteger(size) || size < 1)) throw new Error('BENCH_READS_SIZES: whole numbers, comma-separated');
  console.log(`\n== reads: the home cycle summary and the payment history at ${sizes.join(', ')} households ==`);
  console.log(machineLine());
  console.log(
    `${readers} readers at random, autocannon ${connections} connections, ${warmupSeconds} s warm-up + ${durationSeconds} s per measure, alternating with the bare reads`,
  );

  /** @type {Array<{ households: number, read: string, portal: ReturnType<typeof summary>, bare: ReturnType<typeof summary> }>} */
  const rows = [];
  for (const households of sizes) {
    const database = await scaleDatabase(adminUrl, households, { reuse: process.env.BENCH_REUSE_DATABASE === '1' });
    console.log(
      `\n-- ${households.toLocaleString('en')} households: PostgreSQL ${database.serverVersion}, database ${database.name} (${database.seed ? `seeded in ${database.seed.seconds.toFixed(0)} s` : 'kept from an earlier run'})`,
    );
    const db = new pg.Pool({ connectionString: database.url, max: 4 });
    /** @type {Array<{ stop: () => Promise<void> }>} */
    const servers = [];
    try {
      const [portalPort, barePort] = await twoFreePorts();
      const portal = await startOutboxPortal({ port: portalPort, databaseUrl: database.url, dataDir: temporaryDir('sanad-bench-reads-') });
      servers.push(portal);
      const bare = await startNode({
        name: 'bare reads server',
        args: ['bench/bare-reads-server.mjs'],
        env: { ...process.env, PORT: String(barePort), HOST: '127.0.0.1', DATABASE_URL: database.url },
        port: barePort,
        readyPath: '/ready',
      });
      servers.push(bare);

      // The latest published month: the one /home shows while this month's cycle is not out yet.
      const latest = await db.query(`SELECT max(period) AS period FROM support_cycle WHERE status IN ('PUBLISHED', 'PAID')`);
      const period = String(latest.rows[0]?.period ?? '');
      const picked = await db.query(
        `SELECT acc.username, acc.mobile, app.id AS application_id
           FROM application app JOIN account acc ON acc.id = app.applicant_account_id
          WHERE app.status = 'ELIGIBLE' AND acc.status = 'ACTIVE'
          ORDER BY random() LIMIT $1`,
        [readers],
      );
      /** @type {Reader[]} */
      const signedIn = [];
      for (const row of picked.rows) {
        const jar = newJar();
        const account = { username: String(row.username), mobile: String(row.mobile) };
        const { session, expiry } = await signInOnce(portal.origin, db, account, password, jar);
        jar.set(sessionCookie, session ?? '');
        jar.set(expiryCookie, expiry ?? '');
        signedIn.push({ account, applicationId: String(row.application_id), cookie: cookieHeader(jar), xsrf: jar.get(xsrfCookie) ?? '' });
      }
      console.log(`${signedIn.length} readers signed in; month ${period}`);

      for (const read of readsOf(period)) {
        process.stdout.write(`  ${read.name}: portal and bare, alternating ... `);
        const { first, second } = await loadAlternating(
          targetOf(portal.origin, read, 'portal', signedIn),
          targetOf(bare.origin, read, 'bare', signedIn),
          { connections, warmupSeconds, seconds: durationSeconds },
        );
        console.log(`${Math.round(first.requestsPerSecond)} and ${Math.round(second.requestsPerSecond)} req/s`);
        if (first.non2xx + first.errors + second.non2xx + second.errors > 0) {
          throw new Error(
            `${read.name}: answers other than 2xx (portal ${first.non2xx + first.errors}, bare ${second.non2xx + second.errors})`,
          );
        }
        rows.push({ households, read: read.name, portal: summary(first), bare: summary(second) });
      }
    } finally {
      for (const server of servers.reverse()) await server.stop();
      await db.end();
      if (process.env.BENCH_KEEP_DATABASE !== '1') await dropDatabase(adminUrl, database.name);
    }
  }

  console.log(
    `\n${table(
      ['households', 'read', 'portal req/s', 'bare req/s', 'ratio', 'portal p99', 'bare p99'],
      rows.map((row) => [
        row.households.toLocaleString('en'),
        row.read,
        row.portal.requestsPerSecond.toFixed(0),
        row.bare.requestsPerSecond.toFixed(0),
        (row.portal.requestsPerSecond / row.bare.requestsPerSecond).toFixed(2),
        `${row.portal.p99.toFixed(0)} ms`,
        `${row.bare.p99.toFixed(0)} ms`,
      ]),
      new Set([0, 2, 3, 4, 5, 6]),
    )}`,
  );

  const verdicts = [];
  const smallest = Math.min(...sizes);
  const largest = Math.max(...sizes);
  for (const read of new Set(rows.map((row) => row.read))) {
    const atLargest = rows.find((row) => row.read === read && row.households === largest);
    const atSmallest = rows.find((row) => row.read === read && row.households === smallest);
    if (!atLargest || !atSmallest) continue;
    const ratio = atLargest.portal.requestsPerSecond / atLargest.bare.requestsPerSecond;
    const growth = atLargest.portal.p99 / atSmallest.portal.p99;
    verdicts.push(
      `${read} at ${largest.toLocaleString('en')}: ${(ratio * 100).toFixed(0)} % of the bare rate (target ≥ ${targets.ratio * 100} %): ${ratio >= targets.ratio ? 'met' : 'NOT met'}`,
      `${read} p99 from ${smallest.toLocaleString('en')} to ${largest.toLocaleString('en')}: ×${growth.toFixed(2)} (target ≤ ×${targets.p99Growth}): ${growth <= targets.p99Growth ? 'met' : 'NOT met'}`,
    );
  }
  console.log(`\n${verdicts.join('\n')}`);
  const file = saveResult('reads', { machine: machineLine(), targets, readers, connections, durationSeconds, rows });
  console.log(`\nresults: ${file}`);
}

/** @param {{ requestsPerSecond: number, p99: number }} result */
const summary = ({ requestsPerSecond, p99 }) => ({ requestsPerSecond, p99 });
