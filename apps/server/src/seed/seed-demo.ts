import { count } from 'drizzle-orm';
import { account } from '../db/schema/index.ts';
import type { PasswordHasher } from '../platform/crypto/password-hasher.ts';
import type { Database } from '../platform/db/database.ts';
import type { FileStorage } from '../platform/file-storage/file-storage.ts';
import { seedDemoApplications } from './demo/application.seed.ts';
import { seedDemoAttachments } from './demo/attachment.seed.ts';
import { seedDemoHousehold } from './demo/household.seed.ts';
import { seedDemoIdentity } from './demo/identity.seed.ts';
import { seedDemoRamadan } from './demo/ramadan.seed.ts';

export interface DemoSeedContext {
  db: Database;
  hasher: PasswordHasher;
  /** Where demo attachments' files go (the app's file-storage port); without it no demo file is written. */
  files?: FileStorage;
}

/**
 * Demo data for `npm start` (README "Demo accounts"), written only into a database without accounts. Each domain
 * adds its seeder here in order: later ones build on the accounts of the earlier ones.
 */
const demoSeeders: Array<(context: DemoSeedContext) => Promise<void>> = [
  ({ db, hasher }) => seedDemoIdentity(db, hasher),
  ({ db }) => seedDemoHousehold(db),
  ({ db }) => seedDemoApplications(db),
  // After the application seed: the ready applicant's submitted application gets its document.
  ({ db, files }) => seedDemoAttachments(db, files),
  // After the application seed: the white-listed applicant's ELIGIBLE application gets a paid Ramadan reward.
  ({ db }) => seedDemoRamadan(db),
];

/** Seeds the demo data when the database has no account yet; returns whether it did. */
export async function seedDemoData(context: DemoSeedContext): Promise<boolean> {
  const [row] = await context.db.select({ total: count() }).from(account);
  if ((row?.total ?? 0) > 0) return false;
  for (const seed of demoSeeders) await seed(context);
  return true;
}
