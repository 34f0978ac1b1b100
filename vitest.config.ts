import { defineConfig } from 'vitest/config';

// One `vitest run` for every unit and integration test. Server integration tests run on PGlite, and a second
// time on PostgreSQL when TEST_DATABASE_URL is set (ARCHITECTURE rule 10).
const serverProject = (database: 'pglite' | 'postgres') => ({
  extends: './apps/server/vitest.config.ts',
  test: {
    name: `server-${database}`,
    root: './apps/server',
    // One module graph per worker, not per file: every file imports the whole composition root and PGlite's WebAssembly,
    // which took a quarter of the time when evaluated again for each file (bench/notes/test-time.md). Each file still
    // gets its own database; what a module keeps at its top level is read-only or a cache of pure results.
    isolate: false,
    // Projects run side by side only with the same number of workers; one that extends a file does not inherit it.
    maxWorkers: 2,
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
      './apps/web/vitest.module-mocks.config.ts',
    ],
  },
});
