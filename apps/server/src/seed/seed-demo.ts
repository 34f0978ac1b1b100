import { count } from 'drizzle-orm';
import { account } from '../db/schema/index.ts';
import type { PasswordHasher } from '../platform/crypto/password-hasher.ts';
import type { Database } from '../platform/db/database.ts';
import type { FileStorage } from '../platform/file-storage/file-storage.ts';
import { seedDemoApplications } from './demo/application.seed.ts';
import { seedDemoAttachments } from './demo/attachment.seed.ts';
import { seedDemoComplaint } from './demo/complaint.seed.ts';
import { seedDemoCycles } from './demo/cycles.seed.ts';
import { seedDemoHistoryData } from './demo/history-data.seed.ts';
import { seedDemoHousehold } from './demo/household.seed.ts';
import { seedDemoIdentity } from './demo/identity.seed.ts';
import { seedDemoRamadan } from './demo/ramadan.seed.ts';
import { seedDemoTickets } from './demo/tickets.seed.ts';
import { seedDemoVisits } from './demo/visits.seed.ts';
import { seedDemoTamkeen } from './demo/tamkeen.seed.ts';
import { seedDemoTamkeenPlan } from './demo/tamkeen-plan.seed.ts';
import { seedDemoTamkeenOffers } from './demo/tamkeen-opportunity.seed.ts';

export interface DemoSeedContext {
  db: Database;
  hasher: PasswordHasher;
  /** Where demo attachments' files go (the app's file-storage port); without it no demo file is written. */
  files?: FileStorage;
  /** The instant the demo is seeded at (default: now); the demo's months are counted back from it (tests fix it). */
  now?: Date;
}

/**
 * Demo data for `npm start` (README "Demo accounts"), written only into a database without accounts. Each domain
 * adds its seeder here in order: later ones build on the accounts of the earlier ones.
 */
const demoSeeders: Array<(context: DemoSeedContext) => Promise<void>> = [
  ({ db, hasher }) => seedDemoIdentity(db, hasher),
  ({ db }) => seedDemoHousehold(db),
  ({ db, now }) => seedDemoApplications(db, now),
  // After the application seed: the ready applicant's submitted application gets its document.
  ({ db, files }) => seedDemoAttachments(db, files),
  // After the application seed: the white-listed applicant's ELIGIBLE application gets a paid Ramadan reward.
  ({ db }) => seedDemoRamadan(db),
  // After the attachments (which look for the SUBMITTED application): twelve months of cycles the engine decides,
  // which make the ready applicant's application ELIGIBLE.
  ({ db, now }) => seedDemoCycles(db, { now }),
  ({ db }) => seedDemoHistoryData(db),
  // A ticket of the ready applicant, answered, for /registered-tickets.
  ({ db, now }) => seedDemoTickets(db, now),
  // After the cycles: a resolved complaint about one of the ready applicant's payments (decision 062).
  ({ db, now }) => seedDemoComplaint(db, now),
  // The ready applicant's field visits: one done with its result, one upcoming (decision 065).
  ({ db, now }) => seedDemoVisits(db, now),
  // The ready applicant's tamkeen classification and half-filled able-to-work profile (decision 070).
  ({ db, now }) => seedDemoTamkeen(db, now ?? new Date()),
  // After the partners: the ready applicant's plan, an upcoming and two attended appointments (decision 072).
  ({ db, now }) => seedDemoTamkeenPlan(db, now ?? new Date()),
  // After the tamkeen seed (its partners): three open job offers to the ready applicant (decision 071).
  ({ db, now }) => seedDemoTamkeenOffers(db, now ?? new Date()),
];

/** Seeds the demo data when the database has no account yet; returns whether it did. */
export async function seedDemoData(context: DemoSeedContext): Promise<boolean> {
  const [row] = await context.db.select({ total: count() }).from(account);
  if ((row?.total ?? 0) > 0) return false;
  const now = context.now ?? new Date();
  for (const seed of demoSeeders) await seed({ ...context, now });
  return true;
}
