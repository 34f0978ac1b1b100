import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { demoModeNotice } from './demo-mode-notice.ts';
import { createPurgeExpiredJob, schedulePurge } from './jobs/purge-expired.ts';
import { createPurgeRepository } from './jobs/purge-expired.repository.ts';
import { createParameterRepository } from './modules/parameter/parameter.repository.ts';
import { createParameterService } from './modules/parameter/parameter.service.ts';
import { systemClock } from './platform/clock/clock.ts';
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
  const app = await buildApp({ config, database });
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
  // Until the jobs runner comes, a timer in each instance: the purge is idempotent, so instances running it at once
  // only repeat each other's deletes.
  const purge = schedulePurge(
    createPurgeExpiredJob({
      repository: createPurgeRepository(database.db),
      parameters: createParameterService(createParameterRepository(database.db)),
      clock: systemClock,
    }),
    { log: app.log },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await purge.stop();
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
