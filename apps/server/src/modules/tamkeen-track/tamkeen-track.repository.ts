import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { openTrackRequestStatuses, type TamkeenTrack, type TamkeenTrackRequestStatus } from '@sanad/contract';
import { account, tamkeenPerson, tamkeenTrackRequest, tamkeenTrackRequestHistory } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { nextInSequence } from '../../platform/db/next-in-sequence.ts';

export type TrackRequestRow = typeof tamkeenTrackRequest.$inferSelect;
export type NewTrackRequest = typeof tamkeenTrackRequest.$inferInsert;
export type TrackRequestHistoryRow = typeof tamkeenTrackRequestHistory.$inferSelect;

/** Narrowing of a person's requests (load-by-filter). */
export interface TrackRequestNarrowing {
  statuses: readonly TamkeenTrackRequestStatus[] | null;
  requestedTrack: TamkeenTrack | null;
}

/**
 * The SQL of change-track requests (decision 073). A request belongs to a person; every read for the person is scoped
 * to theirs in the `where` clause (null: a case worker, any request).
 */
export function createTamkeenTrackRepository(db: Database) {
  const whose = (personId: string | null) => (personId === null ? undefined : eq(tamkeenTrackRequest.personId, personId));
  const narrowed = (personId: string, narrowing: TrackRequestNarrowing): SQL | undefined =>
    and(
      whose(personId),
      narrowing.statuses && narrowing.statuses.length > 0 ? inArray(tamkeenTrackRequest.status, [...narrowing.statuses]) : undefined,
      narrowing.requestedTrack ? eq(tamkeenTrackRequest.requestedTrack, narrowing.requestedTrack) : undefined,
    );
  return {
    /** The person an account belongs to (staff accounts have none). */
    async personOf(accountId: string): Promise<string | null> {
      const [row] = await db.select({ personId: account.personId }).from(account).where(eq(account.id, accountId));
      return row?.personId ?? null;
    },

    /** The person's tamkeen record, locked: its classification and track are what a request is checked against. */
    async lockPerson(personId: string, tx: Database) {
      const [row] = await tx
        .select({ classification: tamkeenPerson.classification, track: tamkeenPerson.track })
        .from(tamkeenPerson)
        .where(eq(tamkeenPerson.personId, personId))
        .for('update');
      return row ?? null;
    },

    async setTrack(personId: string, track: TamkeenTrack, now: Date, tx: Database): Promise<void> {
      await tx.update(tamkeenPerson).set({ track, updatedAt: now }).where(eq(tamkeenPerson.personId, personId));
    },

    /** The person's open request other than `except`, if any. */
    async openRequest(personId: string, except: string | null, tx: Database): Promise<TrackRequestRow | null> {
      const [row] = await tx
        .select()
        .from(tamkeenTrackRequest)
        .where(
          and(
            eq(tamkeenTrackRequest.personId, personId),
            inArray(tamkeenTrackRequest.status, [...openTrackRequestStatuses]),
            except === null ? undefined : ne(tamkeenTrackRequest.id, except),
          ),
        );
      return row ?? null;
    },

    async nextNumber(tx: Database): Promise<number> {
      return nextInSequence(tx, 'tamkeen_track_request_number_seq');
    },

    async insert(values: NewTrackRequest, tx: Database): Promise<TrackRequestRow> {
      const [row] = await tx.insert(tamkeenTrackRequest).values(values).returning();
      if (!row) throw new Error('change-track request insert returned nothing');
      return row;
    },

    async update(id: string, values: Partial<NewTrackRequest>, tx: Database): Promise<void> {
      await tx.update(tamkeenTrackRequest).set(values).where(eq(tamkeenTrackRequest.id, id));
    },

    async addHistory(values: typeof tamkeenTrackRequestHistory.$inferInsert, tx: Database): Promise<void> {
      await tx.insert(tamkeenTrackRequestHistory).values(values);
    },

    /** One request of the person (any when null: a case worker), locked for a change. */
    async lock(personId: string | null, id: string, tx: Database): Promise<TrackRequestRow | null> {
      const [row] = await tx
        .select()
        .from(tamkeenTrackRequest)
        .where(and(eq(tamkeenTrackRequest.id, id), whose(personId)))
        .for('update');
      return row ?? null;
    },

    /** One request of the person (any when null). */
    async view(personId: string | null, id: string): Promise<TrackRequestRow | null> {
      const [row] = await db
        .select()
        .from(tamkeenTrackRequest)
        .where(and(eq(tamkeenTrackRequest.id, id), whose(personId)));
      return row ?? null;
    },

    /** The person's requests, narrowed, newest first; a page of them when `page` is given. */
    list(personId: string, narrowing: TrackRequestNarrowing, page?: { offset: number; limit: number }): Promise<TrackRequestRow[]> {
      const query = db
        .select()
        .from(tamkeenTrackRequest)
        .where(narrowed(personId, narrowing))
        .orderBy(desc(tamkeenTrackRequest.raisedAt), desc(tamkeenTrackRequest.requestNumber));
      return page ? query.offset(page.offset).limit(page.limit) : query;
    },

    async count(personId: string, narrowing: TrackRequestNarrowing): Promise<number> {
      const [row] = await db.select({ total: count() }).from(tamkeenTrackRequest).where(narrowed(personId, narrowing));
      return row?.total ?? 0;
    },

    /** A request's history, oldest first. */
    history(requestId: string): Promise<TrackRequestHistoryRow[]> {
      return db
        .select()
        .from(tamkeenTrackRequestHistory)
        .where(eq(tamkeenTrackRequestHistory.requestId, requestId))
        .orderBy(tamkeenTrackRequestHistory.at);
    },
  };
}
export type TamkeenTrackRepository = ReturnType<typeof createTamkeenTrackRepository>;
