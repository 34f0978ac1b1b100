import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { demoModeNotice } from './demo-mode-notice.ts';
import { createArgon2Hasher } from './platform/crypto/password-hasher.ts';
import { openDatabase } from './platform/db/database.ts';
import { createLocalFileStorage, filesDirOf } from './platform/file-storage/local-file-storage.ts';
import { seedDemoData } from './seed/seed-demo.ts';
import { seedReferenceData } from './seed/seed-reference.ts';

/** Reads configuration, opens and migrates the database, seeds it, then serves until a signal. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` });
  await database.migrate();
  await seedReferenceData(database.db);
  // The jobs runner (decision 056) starts once the app is ready, at listen: after migrations and seeds.
  const app = await buildApp({ config, database, runJobs: true });
  const notice = demoModeNotice(config);
  if (notice) app.log.warn({ demoMode: true }, notice);
  if (config.seedDemoData) {
    const seeded = await seedDemoData({
      db: database.db,
      hasher: createArgon2Hasher({ concurrency: config.passwordHashThreads }),
      files: createLocalFileStorage(filesDirOf(config)),
    });
    app.log.info({ seeded }, seeded ? 'demo data seeded' : 'demo data already present');
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Closing the app stops the jobs runner (waiting for a job under way) and the HTTP server; the database goes last.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: database.kind, demoMode: config.demoMode }, `Sanad portal on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  // A refused configuration is the operator's to fix: its message says what, a stack would only bury it.
  const refused = error instanceof Error && error.message.startsWith('Invalid configuration');
  console.error(refused ? error.message : error);
  process.exit(1);
});
