// Sign-in and session costs on PostgreSQL, each next to its bound measured in the same run on the same machine.
import { argon2, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  combineSlices,
  expiryCookie,
  loadAlternating,
  load,
  mean,
  newJar,
  percentile,
  sessionCookie,
  sha256Hex,
  signInOnce,
  xsrfCookie,
} from './browser-client.mjs';
import {
  cpuMillis,
  dropDatabase,
  machineLine,
  recreateDatabase,
  saveResult,
  sleep,
  startNode,
  startOutboxPortal,
  table,
  temporaryDir,
  threadCpuMillis,
  twoFreePorts,
} from './lib.mjs';

/** The server's argon2id setting (apps/server/src/platform/crypto/password-hasher.ts). */
const argon2Params = { memory: 19 * 1024, passes: 2, parallelism: 1, tagLength: 32 };
/**
 * Hashes at once: the server's default (PASSWORD_HASH_THREADS, apps/server/src/config.ts: one core left to the event
 * loop), handed to the server explicitly so the bound below and the server use the same number.
 */
const hashConcurrency = Math.max(1, availableParallelism() - 1);
/**
 * One argon2id verification per sign-in: step 1 hashes; step 2 (confirm-otp repeats the password, spec §3) checks a
 * keyed MAC of it recorded by step 1 (docs/decisions/008).
 */
const hashesPerSignIn = 1;

const virtualUsers = 16;
const connections = 50;
const warmupSeconds = 3;
const durationSeconds = 10;
const rawHashSeconds = 5;
const password = 'bench-password-2026';
const targets = { signInsVsHashBound: 0.9, currentUserVsBare: 0.7, p99UnderBurst: 2 };

/**
 * @param {string} password
 * @param {Buffer} salt
 * @returns {Promise<Buffer>}
 */
function derive(password, salt) {
  return new Promise((resolve, reject) => {
    argon2('argon2id', { message: password, nonce: salt, ...argon2Params }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The same PHC string the server writes, so seeded accounts verify exactly as registered ones. */
async function hashPassword() {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  const { memory, passes, parallelism } = argon2Params;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/**
 * The bound of the sign-in path: argon2id verifications per second in this process, `hashConcurrency` at a time
 * (the server's number of hashing threads), on an otherwise idle machine, for `seconds`.
 * @param {number} seconds
 */
async function rawHashRate(seconds) {
  const salt = randomBytes(16);
  const deadline = performance.now() + seconds * 1000;
  /** @type {number[]} */
  const durations = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: hashConcurrency }, async () => {
      while (performance.now() < deadline) {
        const began = performance.now();
        await derive(password, salt);
        durations.push(performance.now() - began);
      }
    }),
  );
  return { seconds: (performance.now() - start) / 1000, durations };
}

/**
 * Two measures of the bound, taken on both sides of (a), as one: the VM's speed drifts within a minute, and a bound
 * taken only before (a) moved the ratio by 20 points between runs of the same code.
 * @param {{seconds: number, durations: number[]}[]} parts
 */
function combinedRate(parts) {
  const durations = parts.flatMap((part) => part.durations);
  const seconds = parts.reduce((sum, part) => sum + part.seconds, 0);
  return {
    perSecond: durations.length / seconds,
    meanMs: durations.reduce((sum, d) => sum + d, 0) / durations.length,
    total: durations.length,
  };
}

/** A national id with a valid check digit (Luhn, as the contract's isValidNin). @param {number} n */
function benchNin(n) {
  const body = `19${String(n).padStart(7, '0')}`;
  for (let check = 0; check <= 9; check += 1) {
    const candidate = `${body}${check}`;
    let sum = 0;
    for (let index = 0; index < 10; index += 1) {
      const digit = Number(candidate[index]);
      sum += index % 2 === 0 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit;
    }
    if (sum % 10 === 0) return candidate;
  }
  throw new Error(`no check digit for ${body}`);
}

/**
 * One account per virtual user, written straight into the database: a sign-in voids the open codes of its account,
 * so users must not share one.
 * @param {pg.Pool} db
 * @param {number} count
 * @returns {Promise<Array<{ username: string, mobile: string }>>}
 */
async function seedAccounts(db, count) {
  const passwordHash = await hashPassword();
  /** @type {Array<{ username: string, mobile: string }>} */
  const accounts = [];
  for (let n = 1; n <= count; n += 1) {
    const nin = benchNin(n);
    const mobile = `059${String(n).padStart(7, '0')}`;
    const person = await db.query(
      `INSERT INTO person (nin, name_ar, name_en, gender, birth_date) VALUES ($1, $2, $3, 'M', '1985-01-01') RETURNING id`,
      [nin, `مستخدم قياس ${n}`, `Bench user ${n}`],
    );
    await db.query(
      `INSERT INTO account (person_id, username, password_hash, role, status, mobile, mobile_verification_status)
       VALUES ($1, $2, $3, 'APPLICANT', 'ACTIVE', $4, 31001)`,
      [person.rows[0]?.id, nin, passwordHash, mobile],
    );
    accounts.push({ username: nin, mobile });
  }
  return accounts;
}

/**
 * The baseline's table: what a session lookup needs, with the token hash index, and as many rows as the portal's
 * session table will hold by then (so both indexes have the same depth).
 * @param {pg.Pool} db
 * @param {number} rows
 */
async function seedBareSessions(db, rows) {
  await db.query(`CREATE TABLE bench_session (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    token_hash varchar(64) NOT NULL UNIQUE,
    account_id uuid NOT NULL,
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz)`);
  await db.query(
    `INSERT INTO bench_session (token_hash, account_id, expires_at)
     SELECT md5(g::text) || md5((g + 1)::text), gen_random_uuid(), now() + interval '12 hours' FROM generate_series(1, $1) AS g`,
    [rows],
  );
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO bench_session (token_hash, account_id, expires_at) VALUES ($1, gen_random_uuid(), now() + interval '12 hours')`,
    [sha256Hex(token)],
  );
  return token;
}

/**
 * Virtual users signing in back to back for `seconds`.
 * @param {{ origin: string, db: pg.Pool, accounts: Array<{ username: string, mobile: string }>, seconds: number }} options
 */
async function driveSignIns({ origin, db, accounts, seconds }) {
  const start = performance.now();
  const deadline = start + seconds * 1000;
  /** @type {number[]} */
  const signIns = [];
  /** @type {number[]} */
  const captchas = [];
  /** @type {string[]} */
  const failures = [];
  await Promise.all(
    accounts.map(async (account) => {
      const jar = newJar();
      while (performance.now() < deadline) {
        try {
          const { signInMs, captchaMs } = await signInOnce(origin, db, account, password, jar);
          signIns.push(signInMs);
          captchas.push(captchaMs);
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  return {
    perSecond: signIns.length / elapsed,
    total: signIns.length,
    p99: percentile(signIns, 0.99),
    captchaMean: mean(captchas),
    failures,
  };
}

/**
 * autocannon on a thread of its own: in (c) this process also drives the sign-ins, and latencies recorded on its
 * event loop would include the time it spent on them.
 * @param {{ url: string, cookie: string }} target
 */
const onThread = ({ url, cookie }) => ({ url, headers: { cookie }, workers: 1 });

/** @param {number} ratio @param {number} target @param {'min' | 'max'} kind */
const verdict = (ratio, target, kind) => ((kind === 'min' ? ratio >= target : ratio <= target) ? 'met' : 'MISSED');

export async function benchAuth() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const databaseName = process.env.BENCH_DATABASE_NAME ?? 'sanad_bench_auth';
  console.log(`\n== Auth benchmark ==\n${machineLine()}`);
  const database = await recreateDatabase(adminUrl, databaseName);
  console.log(
    `PostgreSQL ${database.serverVersion}, database ${databaseName} (recreated); ${virtualUsers} signing-in users, autocannon ${connections} connections, ${warmupSeconds} s warm-up + ${durationSeconds} s per measure`,
  );
  const dataDir = temporaryDir('sanad-bench-auth-');
  /** @type {Array<{ stop: () => Promise<void> }>} */
  const servers = [];
  const db = new pg.Pool({ connectionString: database.url, max: virtualUsers });
  try {
    const [portalPort, barePort] = await twoFreePorts();
    const portal = await startOutboxPortal({
      port: portalPort,
      databaseUrl: database.url,
      dataDir,
      env: { PASSWORD_HASH_THREADS: String(hashConcurrency) },
    });
    servers.push(portal);
    const bare = await startNode({
      name: 'bare session server',
      args: ['bench/bare-session-server.mjs'],
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(barePort), DATABASE_URL: database.url },
      port: barePort,
      readyPath: '/ready',
    });
    servers.push(bare);

    const accounts = await seedAccounts(db, virtualUsers + 1);
    const readerAccount = accounts.pop();
    if (!readerAccount) throw new Error('no account left to read currentUser with');
    const bareToken = await seedBareSessions(db, 5_000);

    const rawBefore = await rawHashRate(rawHashSeconds / 2);

    process.stdout.write(`  (a) full password sign-in, ${virtualUsers} users (${warmupSeconds} s warm-up + ${durationSeconds} s) ... `);
    await driveSignIns({ origin: portal.origin, db, accounts, seconds: warmupSeconds });
    const cpuBefore = cpuMillis({ server: portal.pid });
    const threadsBefore = threadCpuMillis(portal.pid);
    const signIn = await driveSignIns({ origin: portal.origin, db, accounts, seconds: durationSeconds });
    const cpuAfter = cpuMillis({ server: portal.pid });
    const threadsAfter = threadCpuMillis(portal.pid);
    console.log(`${signIn.perSecond.toFixed(1)} sign-ins/s, p99 ${signIn.p99.toFixed(0)} ms`);
    const raw = combinedRate([rawBefore, await rawHashRate(rawHashSeconds / 2)]);
    console.log(
      `      raw argon2id in-process, ${hashConcurrency} at a time (${rawHashSeconds / 2} s before and after): ${raw.perSecond.toFixed(1)} hashes/s, ${raw.meanMs.toFixed(1)} ms each`,
    );
    // Where the two cores went, per sign-in: argon2id takes raw.meanMs of it; the rest is what (a) loses.
    const cpuPerSignIn = Object.fromEntries(
      Object.keys(cpuAfter).map((name) => [name, ((cpuAfter[name] ?? 0) - (cpuBefore[name] ?? 0)) / Math.max(1, signIn.total)]),
    );
    console.log(
      `      CPU per sign-in: ${Object.entries(cpuPerSignIn)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`)
        .join(', ')} (argon2id alone ${raw.meanMs.toFixed(1)} ms)`,
    );
    // The server's share by thread: the hashes (its worker threads) cost more than in the bound when they share the
    // cores, and the event loop's part is what each sign-in costs besides its hash.
    const perSignIn = (/** @type {(name: string) => boolean} */ pick) =>
      Object.keys(threadsAfter)
        .filter(pick)
        .reduce((sum, name) => sum + (threadsAfter[name] ?? 0) - (threadsBefore[name] ?? 0), 0) / Math.max(1, signIn.total);
    const serverThreads = {
      eventLoop: perSignIn((name) => name === 'MainThread'),
      hashThreads: perSignIn((name) => name === 'WorkerThread'),
      other: perSignIn((name) => name !== 'MainThread' && name !== 'WorkerThread'),
    };
    if (serverThreads.eventLoop + serverThreads.hashThreads > 0) {
      console.log(
        `      server by thread: argon2id workers ${serverThreads.hashThreads.toFixed(1)} ms, event loop ${serverThreads.eventLoop.toFixed(1)} ms, V8 and libuv helpers ${serverThreads.other.toFixed(1)} ms`,
      );
    }

    const readerJar = newJar();
    const reader = await signInOnce(portal.origin, db, readerAccount, password, readerJar);
    // What the browser sends with every call: its session, the readable expiry and its anti-forgery cookie.
    const portalTarget = {
      url: `${portal.origin}/api/auth/currentUser`,
      cookie: `${sessionCookie}=${reader.session}; ${expiryCookie}=${reader.expiry}; ${xsrfCookie}=${readerJar.get(xsrfCookie)}`,
    };
    const bareTarget = { url: `${bare.origin}/bare-session`, cookie: `bench_session=${bareToken}` };
    process.stdout.write('  (b) GET /api/auth/currentUser and the bare session route, alternating ... ');
    const { first: currentUser, second: bareResult } = await loadAlternating(onThread(portalTarget), onThread(bareTarget), {
      connections,
      warmupSeconds,
      seconds: durationSeconds,
    });
    console.log(`${Math.round(currentUser.requestsPerSecond)} and ${Math.round(bareResult.requestsPerSecond)} req/s`);

    process.stdout.write(`  (c) GET /api/auth/currentUser during a sign-in burst of ${virtualUsers} users ... `);
    const burst = driveSignIns({ origin: portal.origin, db, accounts, seconds: durationSeconds + 2 });
    await sleep(1_000);
    // The same slices as (b), so the two p99s are taken alike.
    /** @type {import('autocannon').Result[]} */
    const burstSlices = [];
    for (let slice = 0; slice < 4; slice += 1) burstSlices.push(await load(onThread(portalTarget), connections, durationSeconds / 4));
    const underBurst = combineSlices(burstSlices);
    const burstSignIns = await burst;
    console.log(`p99 ${underBurst.p99.toFixed(0)} ms (${burstSignIns.perSecond.toFixed(1)} sign-ins/s meanwhile)`);

    const hashBound = raw.perSecond / hashesPerSignIn;
    const rows = [
      {
        measure: '(a) sign-ins per second (login + confirm-otp)',
        value: `${signIn.perSecond.toFixed(1)} /s`,
        bound: `${hashBound.toFixed(1)} /s (raw argon2id ${raw.perSecond.toFixed(1)} /s ÷ ${hashesPerSignIn})`,
        ratio: signIn.perSecond / hashBound,
        target: `≥ ${targets.signInsVsHashBound * 100} %`,
        result: verdict(signIn.perSecond / hashBound, targets.signInsVsHashBound, 'min'),
      },
      {
        measure: '(a) sign-in p99 (server time of both steps)',
        value: `${signIn.p99.toFixed(0)} ms`,
        bound: `${(hashesPerSignIn * raw.meanMs).toFixed(0)} ms (${hashesPerSignIn} hashes back to back, no queue)`,
        ratio: signIn.p99 / (hashesPerSignIn * raw.meanMs),
        target: `(queueing of ${virtualUsers} users on ${hashConcurrency} hash slots)`,
        result: 'info',
      },
      {
        measure: '(b) currentUser requests per second',
        value: `${currentUser.requestsPerSecond.toFixed(0)} /s`,
        bound: `${bareResult.requestsPerSecond.toFixed(0)} /s (bare route, 1 indexed select)`,
        ratio: currentUser.requestsPerSecond / bareResult.requestsPerSecond,
        target: `≥ ${targets.currentUserVsBare * 100} %`,
        result: verdict(currentUser.requestsPerSecond / bareResult.requestsPerSecond, targets.currentUserVsBare, 'min'),
      },
      {
        measure: '(b) currentUser p99',
        value: `${currentUser.p99.toFixed(0)} ms`,
        bound: `${bareResult.p99.toFixed(0)} ms (bare route)`,
        ratio: currentUser.p99 / bareResult.p99,
        target: '',
        result: 'info',
      },
      {
        measure: '(c) currentUser p99 during a sign-in burst',
        value: `${underBurst.p99.toFixed(0)} ms`,
        bound: `${currentUser.p99.toFixed(0)} ms (without the burst, (b))`,
        ratio: underBurst.p99 / currentUser.p99,
        target: `≤ ${targets.p99UnderBurst} x`,
        result: verdict(underBurst.p99 / currentUser.p99, targets.p99UnderBurst, 'max'),
      },
    ];
    console.log(
      `\n${table(
        ['measure', 'portal', 'bound, same run', 'ratio', 'target', 'result'],
        rows.map((row) => [
          row.measure,
          row.value,
          row.bound,
          row.measure.includes('p99') ? `${row.ratio.toFixed(2)} x` : `${(row.ratio * 100).toFixed(1)} %`,
          row.target,
          row.result,
        ]),
        new Set([1, 3]),
      )}`,
    );
    console.log(
      `(captcha image ${signIn.captchaMean.toFixed(1)} ms mean per sign-in, not counted in the sign-in time; currentUser non-2xx ${currentUser.non2xx}/${underBurst.non2xx}, bare non-2xx ${bareResult.non2xx})`,
    );
    const failures = [...signIn.failures, ...burstSignIns.failures];
    if (failures.length > 0) console.warn(`${failures.length} sign-ins failed, e.g. ${failures[0]}`);
    if (currentUser.non2xx + underBurst.non2xx + bareResult.non2xx + currentUser.errors + bareResult.errors + underBurst.errors > 0) {
      console.warn('Some responses were not 2xx or failed: the numbers above do not measure successful requests only.');
    }

    const file = saveResult('auth', {
      machine: machineLine(),
      postgres: database.serverVersion,
      settings: { virtualUsers, connections, warmupSeconds, durationSeconds, rawHashSeconds, hashConcurrency, argon2Params },
      rawHash: raw,
      signIn: { ...signIn, failures: signIn.failures.length, cpuMsPerSignIn: cpuPerSignIn, serverThreadMsPerSignIn: serverThreads },
      currentUser: { requestsPerSecond: currentUser.requestsPerSecond, p99: currentUser.p99, non2xx: currentUser.non2xx },
      bare: { requestsPerSecond: bareResult.requestsPerSecond, p99: bareResult.p99, non2xx: bareResult.non2xx },
      underBurst: { p99: underBurst.p99, non2xx: underBurst.non2xx, signInsPerSecond: burstSignIns.perSecond },
      rows,
    });
    console.log(`results written to ${file}`);
  } finally {
    await db.end();
    for (const server of servers.reverse()) await server.stop();
    await dropDatabase(adminUrl, databaseName).catch((error) => console.warn(`could not drop ${databaseName}:`, error));
  }
}
