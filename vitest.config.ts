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
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      './apps/web',
    ],
  },
});
