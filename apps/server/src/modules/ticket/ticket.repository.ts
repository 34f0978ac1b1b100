import { and, count, desc, eq } from 'drizzle-orm';
import { account, person, ticket, ticketHistory, ticketMessage } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { nextInSequence } from '../../platform/db/next-in-sequence.ts';

export type TicketRow = typeof ticket.$inferSelect;
export type NewTicket = typeof ticket.$inferInsert;
export type NewTicketHistory = typeof ticketHistory.$inferInsert;
export type TicketHistoryRow = typeof ticketHistory.$inferSelect;
export type TicketMessageRow = typeof ticketMessage.$inferSelect;

/**
 * The SQL of tickets (docs/decisions/064-tickets.md): tickets, their thread and history. A ticket belongs to a national
 * ID; every read for a beneficiary is scoped to theirs in the `where` clause (null: staff, any ticket).
 */
export function createTicketRepository(db: Database) {
  const whose = (nin: string | null) => (nin === null ? undefined : eq(ticket.nin, nin));
  return {
    /** The national ID of the person an account belongs to (null for staff accounts, which have no person). */
    async ninOf(accountId: string): Promise<string | null> {
      const [row] = await db
        .select({ nin: person.nin })
        .from(account)
        .innerJoin(person, eq(person.id, account.personId))
        .where(eq(account.id, accountId));
      return row?.nin ?? null;
    },

    /** The next number of `ticket_number_seq`. */
    async nextNumber(tx: Database): Promise<number> {
      return nextInSequence(tx, 'ticket_number_seq');
    },

    async insert(values: NewTicket, tx: Database): Promise<TicketRow> {
      const [row] = await tx.insert(ticket).values(values).returning();
      if (!row) throw new Error('ticket insert returned nothing');
      return row;
    },

    async update(id: string, values: Partial<NewTicket>, tx: Database): Promise<void> {
      await tx.update(ticket).set(values).where(eq(ticket.id, id));
    },

    async addHistory(values: NewTicketHistory, tx: Database): Promise<void> {
      await tx.insert(ticketHistory).values(values);
    },

    async addMessage(values: typeof ticketMessage.$inferInsert, tx: Database): Promise<void> {
      await tx.insert(ticketMessage).values(values);
    },

    /** One ticket by number, of the national ID (any when null: staff), locked for a step. */
    async lockByNumber(nin: string | null, ticketNumber: string, tx: Database): Promise<TicketRow | null> {
      const [row] = await tx
        .select()
        .from(ticket)
        .where(and(eq(ticket.ticketNumber, ticketNumber), whose(nin)))
        .for('update');
      return row ?? null;
    },

    /** One ticket of the national ID (any when null: staff). */
    async view(nin: string | null, id: string): Promise<TicketRow | null> {
      const [row] = await db
        .select()
        .from(ticket)
        .where(and(eq(ticket.id, id), whose(nin)));
      return row ?? null;
    },

    /** A page of the national ID's tickets, newest first. */
    list(nin: string, page: { offset: number; limit: number }): Promise<TicketRow[]> {
      return db
        .select()
        .from(ticket)
        .where(eq(ticket.nin, nin))
        .orderBy(desc(ticket.raisedAt), desc(ticket.ticketNumber))
        .offset(page.offset)
        .limit(page.limit);
    },

    async count(nin: string): Promise<number> {
      const [row] = await db.select({ total: count() }).from(ticket).where(eq(ticket.nin, nin));
      return row?.total ?? 0;
    },

    /** A ticket's thread, oldest first. */
    messages(ticketId: string): Promise<TicketMessageRow[]> {
      return db.select().from(ticketMessage).where(eq(ticketMessage.ticketId, ticketId)).orderBy(ticketMessage.at, ticketMessage.id);
    },

    /** A ticket's history, oldest first. */
    history(ticketId: string): Promise<TicketHistoryRow[]> {
      return db.select().from(ticketHistory).where(eq(ticketHistory.ticketId, ticketId)).orderBy(ticketHistory.at);
    },
  };
}
export type TicketRepository = ReturnType<typeof createTicketRepository>;
