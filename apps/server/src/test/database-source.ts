import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where each test file gets its database from; prepared once per run by global-setup.ts. */
export type TestDatabaseSource = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/** A connection string for another database on the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A random lowercase identifier, safe to quote into DDL. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(6).toString('hex')}`;
}

/** Runs one statement on the maintenance database (CREATE/DROP DATABASE cannot run inside a transaction). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const objectInUse = '55006';

/** Retries a statement PostgreSQL refuses while another session still uses the database (SQLSTATE 55006). */
async function whileInUse(attempt: () => Promise<void>, tries = 30): Promise<boolean> {
  for (let n = 1; n <= tries; n += 1) {
    try {
      await attempt();
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code !== objectInUse) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * n));
    }
  }
  return false;
}

/**
 * CREATE DATABASE … TEMPLATE refuses while another session is connected to the template; test files only copy it,
 * but the server may still be closing the setup's own connection, so retry briefly.
 */
export async function createDatabaseFromTemplate(adminUrl: string, name: string, template: string): Promise<void> {
  const created = await whileInUse(() => adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  if (!created) throw new Error(`Template database ${template} stayed in use`);
}

/**
 * Drops a test database once its connections are gone. pg's pool.end() resolves before its sockets have closed,
 * and forcing the drop at that moment makes the server kill them, which surfaces as an uncaught client error.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const dropped = await whileInUse(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}"`), 10);
  if (!dropped) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
