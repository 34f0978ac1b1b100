// Shared plumbing of the benchmarks: child servers that never outlive the run, free ports, readiness, output.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, cpus, platform, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const resultsDir = join(repoRoot, 'bench', 'results');

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Same flags as the e2e suite: Debian Chromium in a container, with no background traffic to skew the numbers. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
/** @type {Set<() => void>} */
const cleanups = new Set();

// 'exit' handlers must be synchronous: a plain kill and synchronous removals are all that can be done there.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups) cleanup();
});

/**
 * A temporary folder removed when the run ends, however it ends.
 * @param {string} prefix
 */
export function temporaryDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.add(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => process.exit(130));
}

/** @returns {Promise<number>} a TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Two ports free on 127.0.0.1 right now, different from each other (the portal's and its baseline's). */
export async function twoFreePorts() {
  const first = await freePort();
  let second = await freePort();
  while (second === first) second = await freePort();
  return /** @type {const} */ ([first, second]);
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @typedef {object} Started
 * @property {string} origin e.g. http://127.0.0.1:1234
 * @property {number | undefined} pid
 * @property {() => Promise<void>} stop SIGTERM, then SIGKILL if it lingers
 */

/**
 * Starts a Node process (TypeScript through Node's own type stripping, as production runs the server: one process
 * to signal, not a wrapper) and waits until `readyPath` answers 2xx.
 * @param {object} options
 * @param {string} options.name shown in messages
 * @param {string[]} options.args arguments after `node`
 * @param {Record<string, string | undefined>} options.env the whole environment of the child
 * @param {number} options.port
 * @param {string} options.readyPath
 * @returns {Promise<Started>}
 */
export async function startNode({ name, args, env, port, readyPath }) {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  /** @type {string[]} */
  const output = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => {
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code);
    });
  });

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  let ready = false;
  while (!ready) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output.join('')}`);
    }
    if (Date.now() > deadline) throw new Error(`${name} not ready on ${origin}${readyPath} after 120 s:\n${output.join('')}`);
    try {
      const response = await fetch(`${origin}${readyPath}`);
      ready = response.ok;
    } catch {
      // Not listening yet.
    }
    if (!ready) await sleep(250);
  }

  return {
    origin,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timeout = sleep(5_000).then(() => 'timeout');
      if ((await Promise.race([exited, timeout])) === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/**
 * The server's environment: the caller's without anything that would point it elsewhere, plus the overrides.
 * @param {Record<string, string>} overrides
 * @returns {Record<string, string | undefined>}
 */
export function serverEnv(overrides) {
  const env = { ...process.env };
  for (const key of ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'DEMO_MODE', 'SEED_DEMO_DATA', 'WEB_DIST_DIR', 'GOOGLE_MAP_KEY'])
    delete env[key];
  return { ...env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...(overrides.NODE_ENV === 'production' ? productionAdapters : {}), ...overrides };
}

/**
 * Production mode refuses to start without its outside services. Benchmarks never reach them, so they point at a
 * closed port on this machine: any call by mistake fails at once instead of leaving the host.
 */
const productionAdapters = {
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
  EMAIL_SERVICE_URL: 'http://127.0.0.1:9/mail',
  IAM_BASE_URL: 'http://127.0.0.1:9/iam',
  BANK_VERIFICATION_URL: 'http://127.0.0.1:9/bank',
  BANK_VERIFICATION_TOKEN: 'bench-bank-token',
  CIVIL_REGISTRY_URL: 'http://127.0.0.1:9/registry',
  CIVIL_REGISTRY_TOKEN: 'bench-registry-token',
  PAYMENTS_URL: 'http://127.0.0.1:9/payments',
  PAYMENTS_TOKEN: 'bench-payments-token',
};

/** One line naming the machine, for results to be compared only with their like. */
export function machineLine() {
  const cores = cpus();
  const model = cores[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${Math.round(totalmem() / 2 ** 30)} GiB`;
  return `${new Date().toISOString()} | ${model}, ${cores.length} cores, ${memory} | Node ${process.version} | ${platform()} ${arch()}`;
}

/**
 * Writes a JSON result to bench/results/ (git-ignored) and returns its path.
 * @param {string} kind
 * @param {unknown} data
 */
export function saveResult(kind, data) {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

/** @param {number} bytes */
export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Left-aligned text table.
 * @param {string[]} header
 * @param {string[][]} rows
 * @param {Set<number>} [rightAligned] column indexes
 */
export function table(header, rows, rightAligned = new Set()) {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (/** @type {string[]} */ row) =>
    row
      .map((cell, column) => (rightAligned.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * Recreates the bench database so every run starts from the same migrated and seeded state.
 * @param {string} adminUrl any database on the server, used only to create the bench one
 * @param {string} name
 * @returns {Promise<{ url: string, serverVersion: string }>}
 */
export async function recreateDatabase(adminUrl, name) {
  // The name goes into DDL, which takes no parameters.
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`BENCH_DATABASE_NAME must be a plain identifier, got ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const version = await client.query('SHOW server_version');
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const serverVersion = String(version.rows[0]?.server_version ?? 'unknown');
    return { url: url.toString(), serverVersion };
  } finally {
    await client.end();
  }
}

/**
 * @param {string} adminUrl
 * @param {string} name
 */
export async function dropDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** CPU time (user + system, in ms) in a /proc stat line. */
function statMillis(/** @type {string} */ stat) {
  const ticksPerSecond = 100;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/**
 * CPU time (ms) of one process's threads, summed by thread name (Node names its event loop `MainThread` and each
 * worker thread `WorkerThread`; V8's and libuv's helpers have names of their own). Empty without /proc.
 * @param {number | undefined} pid
 * @returns {Record<string, number>}
 */
export function threadCpuMillis(pid) {
  /** @type {Record<string, number>} */
  const result = {};
  if (pid === undefined || !existsSync(`/proc/${pid}/task`)) return result;
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      result[name] = (result[name] ?? 0) + statMillis(stat);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return result;
}

/**
 * CPU time (user + system, in ms) of the processes a benchmark involves, read from /proc: where the machine's cores
 * went during a measure. Empty on systems without /proc.
 * @param {Record<string, number | undefined>} pids named processes
 * @returns {Record<string, number>} ms per name, plus `postgres` (every postgres process) and `bench` (this one)
 */
export function cpuMillis(pids) {
  /** @type {Record<string, number>} */
  const result = {};
  if (!existsSync('/proc/self/stat')) return result;
  for (const [name, pid] of Object.entries(pids)) {
    if (pid === undefined) continue;
    try {
      result[name] = statMillis(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      // The process has gone.
    }
  }
  let postgres = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.includes('(postgres)')) postgres += statMillis(stat);
    } catch {
      // Exited between the listing and the read.
    }
  }
  result.postgres = postgres;
  const self = process.cpuUsage();
  result.bench = (self.user + self.system) / 1000;
  return result;
}

/**
 * Runs a Node script of the repository to its end; its stderr (the progress bars) goes to ours, its stdout (the JSON
 * report) is returned with the wall time of the whole process.
 * @param {string[]} args
 * @param {Record<string, string | undefined>} env
 * @returns {Promise<{ report: Record<string, unknown>, seconds: number }>}
 */
export function runNodeScript(args, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'inherit'] });
    /** @type {Buffer[]} */
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const text = Buffer.concat(out).toString();
      if (code !== 0) return reject(new Error(`node ${args.join(' ')} exited with ${code}:\n${text}`));
      try {
        resolve({ report: JSON.parse(text), seconds });
      } catch {
        reject(new Error(`node ${args.join(' ')} printed no JSON report:\n${text}`));
      }
    });
  });
}

/**
 * A PostgreSQL database holding the national data set of `households` (`npm run seed:scale`), named after its size
 * (`sanad_bench_scale_<n>`). Recreated and seeded unless `reuse` and it already holds accounts (a database kept by an
 * earlier run with BENCH_KEEP_DATABASE=1): seeding a million households takes many minutes.
 * @param {string} adminUrl any database on the server
 * @param {number} households
 * @param {{ reuse: boolean }} options
 * @returns {Promise<{ name: string, url: string, serverVersion: string, seed: { report: Record<string, unknown>, seconds: number } | null }>}
 */
export async function scaleDatabase(adminUrl, households, { reuse }) {
  const name = `sanad_bench_scale_${households}`;
  if (reuse) {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    const found = await client.connect().then(
      async () => {
        try {
          const version = await client.query('SHOW server_version');
          const accounts = await client.query("SELECT to_regclass('account') IS NOT NULL AND EXISTS (SELECT 1 FROM account) AS seeded");
          return accounts.rows[0]?.seeded ? String(version.rows[0]?.server_version ?? 'unknown') : null;
        } catch {
          return null;
        }
      },
      () => null,
    );
    await client.end().catch(() => undefined);
    if (found) return { name, url: url.toString(), serverVersion: found, seed: null };
  }
  const database = await recreateDatabase(adminUrl, name);
  const seed = await runNodeScript(
    ['apps/server/src/seed/scale/seed-scale-cli.ts', '--households', String(households)],
    serverEnv({ NODE_ENV: 'production', DATABASE_URL: database.url }),
  );
  return { name, ...database, seed };
}

/**
 * The portal as the sign-in benchmarks start it: not production, whose SMS adapter would call a gateway; the local
 * outbox stands in for the phones and the /api/dev/* aids stay off, as deployed. Everything signs in and reads from
 * one IP: the per-address limits are raised for it alone (the per-account ones stay).
 * @param {{ port: number, databaseUrl: string, dataDir: string, env?: Record<string, string> }} options
 */
export function startOutboxPortal({ port, databaseUrl, dataDir, env = {} }) {
  return startNode({
    name: 'portal server',
    args: ['apps/server/src/server.ts'],
    env: serverEnv({
      NODE_ENV: 'development',
      DEMO_MODE: 'false',
      SEED_DEMO_DATA: 'false',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOGIN_RATE_LIMIT_PER_IP: '1000000',
      LOGIN_RATE_LIMIT_PER_USERNAME: '1000000',
      API_RATE_LIMIT_PER_IP: '1000000000',
      ...env,
    }),
    port,
    readyPath: '/readyz',
  });
}
