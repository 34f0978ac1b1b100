import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../platform/db/database.ts';
import { createDatabaseFromTemplate, databaseUrl, dropDatabase, uniqueDatabaseName } from './database-source.ts';

/**
 * A fresh, migrated and reference-seeded database for one test file: PGlite loaded from the dump made at setup
 * (instead of running initdb again), or a PostgreSQL database copied from the template. `close` drops it.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  let handle: DatabaseHandle;
  let dispose = async (): Promise<void> => {};
  if (source.kind === 'pglite') {
    const dump = await readFile(source.dumpFile);
    const pglite = new PGlite({ loadDataDir: new Blob([dump]) });
    await pglite.waitReady;
    handle = await openDatabase({ pglite });
  } else {
    const name = uniqueDatabaseName('sanad_test');
    await createDatabaseFromTemplate(source.adminUrl, name, source.template);
    handle = await openDatabase({ url: databaseUrl(source.adminUrl, name), poolSize: 4 });
    dispose = () => dropDatabase(source.adminUrl, name);
  }
  // The readiness test closes its database on purpose, and afterAll closes it again: the second close is a no-op.
  let closing: Promise<void> | null = null;
  return {
    ...handle,
    close: () => {
      closing ??= handle.close().finally(dispose);
      return closing;
    },
  };
}
