import { and, eq, isNull } from 'drizzle-orm';
import type { TamkeenListTab } from '@sanad/contract';
import {
  account,
  attachment,
  person,
  profileEducation,
  profileLabor,
  profilePersonal,
  tamkeenPerson,
  tamkeenProfileTab,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export type TamkeenPersonRow = typeof tamkeenPerson.$inferSelect;
export type NewTamkeenPerson = typeof tamkeenPerson.$inferInsert;
export type TamkeenTabRow = typeof tamkeenProfileTab.$inferSelect;

/**
 * The SQL of tamkeen's classification and able-to-work profile (decisions 067, 070). Every read is keyed by the
 * person of the signed-in account, so another person's data is never reached.
 */
export function createTamkeenProfileRepository(db: Database) {
  return {
    /** The person an account belongs to, with the birth date the classification reads. */
    async personOf(accountId: string) {
      const [row] = await db
        .select({ personId: person.id, birthDate: person.birthDate })
        .from(account)
        .innerJoin(person, eq(person.id, account.personId))
        .where(eq(account.id, accountId));
      return row ?? null;
    },

    /** What the generated CV prints of the account's holder: both names, the mobile and a verified e-mail. */
    async cvHolder(accountId: string) {
      const [row] = await db
        .select({
          nameAr: person.nameAr,
          nameEn: person.nameEn,
          mobile: account.mobile,
          email: account.email,
          emailVerified: account.emailVerified,
        })
        .from(account)
        .innerJoin(person, eq(person.id, account.personId))
        .where(eq(account.id, accountId));
      return row ? { nameAr: row.nameAr, nameEn: row.nameEn, mobile: row.mobile, email: row.emailVerified ? row.email : null } : null;
    },

    /** The person of a national id, with the birth date the classification reads. */
    async personByNin(nin: string) {
      const [row] = await db.select({ personId: person.id, birthDate: person.birthDate }).from(person).where(eq(person.nin, nin));
      return row ?? null;
    },

    async personIdByNin(nin: string) {
      const [row] = await db.select({ personId: person.id }).from(person).where(eq(person.nin, nin));
      return row?.personId ?? null;
    },

    /** What the unified profile says of the person's disabilities, studies and work (each null when not filled in). */
    async profileFacts(personId: string) {
      const [personal] = await db
        .select({ hasDisability: profilePersonal.hasDisability, disabilities: profilePersonal.disabilities })
        .from(profilePersonal)
        .where(eq(profilePersonal.personId, personId));
      const [education] = await db
        .select({ currentlyStudying: profileEducation.currentlyStudying })
        .from(profileEducation)
        .where(eq(profileEducation.personId, personId));
      const [labor] = await db
        .select({ laborStatus: profileLabor.laborStatus })
        .from(profileLabor)
        .where(eq(profileLabor.personId, personId));
      return {
        disabilities: personal?.hasDisability ? personal.disabilities : [],
        currentlyStudying: education?.currentlyStudying ?? false,
        laborStatus: labor?.laborStatus ?? null,
      };
    },

    async find(personId: string, tx: Database = db): Promise<TamkeenPersonRow | null> {
      const [row] = await tx.select().from(tamkeenPerson).where(eq(tamkeenPerson.personId, personId));
      return row ?? null;
    },

    /** Writes the first classification; a concurrent first read that got there first wins (nothing is changed). */
    async insertIfAbsent(row: NewTamkeenPerson) {
      await db.insert(tamkeenPerson).values(row).onConflictDoNothing({ target: tamkeenPerson.personId });
    },

    async lock(personId: string, tx: Database): Promise<TamkeenPersonRow | null> {
      const [row] = await tx.select().from(tamkeenPerson).where(eq(tamkeenPerson.personId, personId)).for('update');
      return row ?? null;
    },

    async update(personId: string, changes: Partial<NewTamkeenPerson>, tx: Database) {
      await tx.update(tamkeenPerson).set(changes).where(eq(tamkeenPerson.personId, personId));
    },

    tabs(personId: string, tx: Database = db): Promise<TamkeenTabRow[]> {
      return tx.select().from(tamkeenProfileTab).where(eq(tamkeenProfileTab.personId, personId));
    },

    async tab(personId: string, tab: TamkeenListTab): Promise<TamkeenTabRow | null> {
      const [row] = await db
        .select()
        .from(tamkeenProfileTab)
        .where(and(eq(tamkeenProfileTab.personId, personId), eq(tamkeenProfileTab.tab, tab)));
      return row ?? null;
    },

    async writeTab(personId: string, tab: TamkeenListTab, content: { items: unknown[]; none: boolean }, now: Date, tx: Database) {
      await tx
        .insert(tamkeenProfileTab)
        .values({ personId, tab, items: content.items, none: content.none, updatedAt: now })
        .onConflictDoUpdate({
          target: [tamkeenProfileTab.personId, tamkeenProfileTab.tab],
          set: { items: content.items, none: content.none, updatedAt: now },
        });
    },

    /** A live attachment of type `documentType` the account owns, or null. */
    async ownAttachment(accountId: string, id: string, documentType: string, tx: Database = db) {
      const [row] = await tx
        .select({ id: attachment.id, fileName: attachment.fileName, sizeBytes: attachment.sizeBytes, createdAt: attachment.createdAt })
        .from(attachment)
        .where(
          and(
            eq(attachment.id, id),
            eq(attachment.ownerAccountId, accountId),
            eq(attachment.documentType, documentType),
            isNull(attachment.deletedAt),
          ),
        );
      return row ?? null;
    },
  };
}
export type TamkeenProfileRepository = ReturnType<typeof createTamkeenProfileRepository>;
