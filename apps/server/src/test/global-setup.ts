import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../platform/db/database.ts';
import { lookups } from '../seed/reference/lookups.ts';
import { parameters, parameterVersions } from '../seed/reference/parameters.ts';
import { programs } from '../seed/reference/programs.ts';
import { seedReferenceData } from '../seed/seed-reference.ts';
import { adminQuery, databaseUrl, dropDatabase, uniqueDatabaseName } from './database-source.ts';

async function prepare(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await seedReferenceData(database.db);
}

const dumpPrefix = 'sanad-test-db-';

/** Adds every file under a folder (names and contents, sorted, tests left out) to a hash. */
async function hashFolder(hash: ReturnType<typeof createHash>, folder: string): Promise<void> {
  const files = (await readdir(folder, { recursive: true })).filter((file) => !file.endsWith('.test.ts')).sort();
  for (const file of files) {
    const path = join(folder, file);
    if ((await stat(path)).isFile()) hash.update(file).update(await readFile(path));
  }
}

/**
 * What the prepared database is made of: schema and migrations, seed code, the seeded data (partly computed from the
 * contract) and the PGlite version. Runs with the same fingerprint build the same database, so a dump is reused.
 */
async function pgliteFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  await hashFolder(hash, fileURLToPath(new URL('../db', import.meta.url)));
  await hashFolder(hash, fileURLToPath(new URL('../seed', import.meta.url)));
  hash.update(JSON.stringify({ lookups, parameters, parameterVersions, programs }));
  // The package does not export its package.json; its entry point lives in dist/.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = JSON.parse(await readFile(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as { version: string };
  hash.update(pglitePackage.version);
  return hash.digest('hex').slice(0, 16);
}

/** Dumps of other fingerprints stay a day, in case a run of another checkout is still loading one. */
async function removeStaleDumps(): Promise<void> {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of await readdir(tmpdir())) {
    if (!name.startsWith(dumpPrefix)) continue;
    const path = join(tmpdir(), name);
    const info = await stat(path).catch(() => null);
    if (info && info.mtimeMs < dayAgo) await rm(path, { force: true });
  }
}

/**
 * A dump of a migrated, seeded PGlite, built only when its fingerprint changes: initdb of an in-memory PGlite takes
 * 3-8 s here, loading a dump half a second.
 */
async function pgliteDump(): Promise<string> {
  const dumpFile = join(tmpdir(), `${dumpPrefix}${await pgliteFingerprint()}.tar.gz`);
  if (await stat(dumpFile).catch(() => null)) return dumpFile;

  const pglite = new PGlite();
  await prepare(await openDatabase({ pglite }));
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  // Write then rename, so a concurrent run never loads a half-written dump.
  const partial = `${dumpFile}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, dumpFile);
  await removeStaleDumps();
  return dumpFile;
}

/**
 * Prepares the database every test file copies: a PGlite dump (loaded with `loadDataDir`), or a PostgreSQL template
 * database (copied with CREATE DATABASE … TEMPLATE, dropped at teardown).
 * TEST_DB comes from the project's `test.env` (root vitest.config.ts), which the main process does not see.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const kind = project.config.env.TEST_DB ?? process.env.TEST_DB ?? 'pglite';

  if (kind === 'pglite') {
    project.provide('testDatabase', { kind: 'pglite', dumpFile: await pgliteDump() });
    return undefined;
  }

  if (kind === 'postgres') {
    const adminUrl = project.config.env.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
    const template = uniqueDatabaseName('sanad_template');
    await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
    const database = await openDatabase({ url: databaseUrl(adminUrl, template), poolSize: 1 });
    try {
      await prepare(database);
    } catch (error) {
      await database.close();
      await dropDatabase(adminUrl, template);
      throw error;
    }
    // A database with an open connection cannot serve as a template.
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', adminUrl, template });
    return () => dropDatabase(adminUrl, template);
  }

  throw new Error(`Unknown TEST_DB "${kind}": use pglite or postgres`);
}
