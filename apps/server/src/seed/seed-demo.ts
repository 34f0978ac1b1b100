import type { Database } from '../platform/db/database.ts';

/**
 * Demo data for `npm start` (accounts, households, applications), written only into an empty database.
 * Each domain module adds its seeder here as it lands; the platform has no user data of its own.
 */
const demoSeeders: Array<(db: Database) => Promise<void>> = [];

export async function seedDemoData(db: Database): Promise<number> {
  for (const seed of demoSeeders) await seed(db);
  return demoSeeders.length;
}
