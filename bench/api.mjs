// API throughput: the portal's start-up endpoints on PostgreSQL against a bare Fastify route, in one run.
import autocannon from 'autocannon';
import {
  dropDatabase,
  kB,
  machineLine,
  recreateDatabase,
  saveResult,
  serverEnv,
  startNode,
  table,
  temporaryDir,
  twoFreePorts,
} from './lib.mjs';

const connections = 50;
const warmupSeconds = 3;
const durationSeconds = 10;

/** @param {string} url */
async function probe(url) {
  const response = await fetch(url);
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
  return body.byteLength;
}

/**
 * @param {string} url
 * @returns {Promise<import('autocannon').Result>}
 */
async function load(url) {
  // The warm-up lets V8 optimise the hot paths and the pool open its connections before anything is counted.
  await autocannon({ url, connections, duration: warmupSeconds });
  return autocannon({ url, connections, duration: durationSeconds });
}

export async function benchApi() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const databaseName = process.env.BENCH_DATABASE_NAME ?? 'sanad_bench';
  console.log(`\n== API benchmark ==\n${machineLine()}`);

  const database = await recreateDatabase(adminUrl, databaseName);
  console.log(
    `PostgreSQL ${database.serverVersion}, database ${databaseName} (recreated); autocannon ${connections} connections, ${warmupSeconds} s warm-up + ${durationSeconds} s per target`,
  );
  const dataDir = temporaryDir('sanad-bench-api-');
  /** @type {Array<{ stop: () => Promise<void> }>} */
  const servers = [];
  try {
    const [portalPort, barePort] = await twoFreePorts();

    const portal = await startNode({
      name: 'portal server',
      args: ['apps/server/src/server.ts'],
      // Production mode: demo mode off, as deployed. The load comes from one address: its per-address ceiling on /api
      // is raised, so every request is still counted (the ceiling's cost is measured) and none is refused.
      env: serverEnv({
        NODE_ENV: 'production',
        PORT: String(portalPort),
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        API_RATE_LIMIT_PER_IP: '1000000000',
      }),
      port: portalPort,
      readyPath: '/readyz',
    });
    servers.push(portal);
    const bare = await startNode({
      name: 'bare Fastify server',
      args: ['bench/bare-server.mjs'],
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(barePort) },
      port: barePort,
      readyPath: '/bare',
    });
    servers.push(bare);

    const targets = [
      { name: 'GET /api/lookup', url: `${portal.origin}/api/lookup` },
      { name: 'GET /api/config', url: `${portal.origin}/api/config` },
      // Every plugin but no database and no handler work: splits the gap to the bare route into layers and handlers.
      { name: 'GET /healthz', url: `${portal.origin}/healthz` },
      { name: 'bare Fastify GET /bare', url: `${bare.origin}/bare` },
    ];

    const measured = [];
    for (const target of targets) {
      const bodyBytes = await probe(target.url);
      process.stdout.write(`  ${target.name} (${bodyBytes} B body) ... `);
      const result = await load(target.url);
      console.log(`${Math.round(result.requests.average)} req/s`);
      measured.push({ ...target, bodyBytes, result });
    }

    const bareResult = measured[measured.length - 1]?.result;
    const rows = measured.map(({ name, bodyBytes, result }) => {
      const ratio = bareResult ? result.requests.average / bareResult.requests.average : Number.NaN;
      const p99Ratio = bareResult ? result.latency.p99 / bareResult.latency.p99 : Number.NaN;
      return {
        name,
        bodyBytes,
        requestsPerSecond: result.requests.average,
        latencyAverageMs: result.latency.average,
        latencyP99Ms: result.latency.p99,
        total: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        throughputPerSecond: result.throughput.average,
        ratioToBare: ratio,
        p99RatioToBare: p99Ratio,
      };
    });

    console.log(
      `\n${table(
        ['target', 'body', 'req/s', 'avg ms', 'p99 ms', 'non-2xx', 'errors', 'req/s vs bare', 'p99 vs bare'],
        rows.map((row) => [
          row.name,
          `${row.bodyBytes} B`,
          row.requestsPerSecond.toFixed(0),
          row.latencyAverageMs.toFixed(2),
          row.latencyP99Ms.toFixed(0),
          String(row.non2xx),
          String(row.errors),
          `${(row.ratioToBare * 100).toFixed(1)} %`,
          `${row.p99RatioToBare.toFixed(2)} x`,
        ]),
        new Set([1, 2, 3, 4, 5, 6, 7, 8]),
      )}`,
    );
    console.log(`(throughput: ${rows.map((row) => `${row.name} ${kB(row.throughputPerSecond)}/s`).join(', ')})`);
    if (rows.some((row) => row.non2xx > 0 || row.errors > 0)) {
      console.warn('Some responses were not 2xx or failed: the numbers above do not measure successful requests only.');
    }

    const file = saveResult('api', {
      machine: machineLine(),
      postgres: database.serverVersion,
      settings: { connections, warmupSeconds, durationSeconds },
      rows,
    });
    console.log(`results written to ${file}`);
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await dropDatabase(adminUrl, databaseName).catch((error) => console.warn(`could not drop ${databaseName}:`, error));
  }
}
