import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createArgon2Hasher } from './platform/crypto/password-hasher.ts';
import { openDatabase } from './platform/db/database.ts';
import { seedDemoData } from './seed/seed-demo.ts';
import { seedReferenceData } from './seed/seed-reference.ts';

/** Reads configuration, opens and migrates the database, seeds it, then serves until a signal. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` });
  await database.migrate();
  await seedReferenceData(database.db);
  const app = await buildApp({ config, database });
  if (config.seedDemoData) {
    const seeded = await seedDemoData({ db: database.db, hasher: createArgon2Hasher({ concurrency: config.passwordHashThreads }) });
    app.log.info({ seeded }, seeded ? 'demo data seeded' : 'demo data already present');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
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
  console.error(error);
  process.exit(1);
});
