import type { DatabaseHandle } from '../db/database.ts';
import type { Log } from '../logger.ts';
import { createInProcessJobs } from './in-process-jobs.ts';
import type { Jobs } from './jobs.ts';
import { createPgBossJobs } from './pg-boss-jobs.ts';

/**
 * The jobs adapter for a database (decision 056): pg-boss on PostgreSQL, where several server processes share the
 * queue; in this process on the embedded PGlite, which only one process can open anyway.
 */
export function createJobs(database: DatabaseHandle, log: Log): Jobs {
  if (database.kind === 'postgres') {
    if (!database.url) throw new Error('The PostgreSQL handle carries no connection string for the jobs queue');
    return createPgBossJobs({ connectionString: database.url, log });
  }
  return createInProcessJobs({ log });
}
