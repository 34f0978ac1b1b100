import { defineConfig } from 'vitest/config';

// One `vitest run` for every unit and integration test. Server integration tests run on PGlite, and a second
// time on PostgreSQL when TEST_DATABASE_URL is set (ARCHITECTURE rule 10).
const serverProject = (database: 'pglite' | 'postgres') => ({
  extends: './apps/server/vitest.config.ts',
  test: {
    name: `server-${database}`,
    root: './apps/server',
    env: { TEST_DB: database },
  },
});

export default defineConfig({
  test: {
    // Vitest's default on a machine of N cores is N − 1 workers: one on the 2-core machine and CI. Every server file
    // has a database of its own (a PGlite dump or a copy of the PostgreSQL template), so two at once are safe; on
    // this machine it saved only 4% (1574 s → 1514 s), the cores being busy with one already (bench/notes/test-time.md).
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      './apps/web',
    ],
  },
});
