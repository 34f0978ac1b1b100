import { todayInRiyadh } from '@sanad/contract';
import { eq, sql } from 'drizzle-orm';
import { person, ticket, ticketHistory, ticketMessage } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { addWorkingDays } from '../../modules/service-level/service-clock.ts';
import { ticketNumberOf } from '../../modules/ticket/ticket-rules.ts';

/** The ready applicant of the README (identity seed) and the mobile of their demo account. */
const readyApplicant = { nin: '1010000006', mobile: '0550000001' };

const hour = 3_600_000;

/**
 * One ticket of the ready applicant, in Arabic as they wrote it (docs/decisions/064-tickets.md), opened as a visitor three days before `now`,
 * taken and answered by a case worker the next day, so /registered-tickets shows a status tag, a standing clock and a
 * thread to reply to. Skipped when the person is absent or already has tickets.
 */
export async function seedDemoTickets(db: Database, now: Date = new Date()): Promise<void> {
  const [found] = await db.select({ id: person.id }).from(person).where(eq(person.nin, readyApplicant.nin));
  if (!found) return;
  if ((await db.select({ id: ticket.id }).from(ticket).where(eq(ticket.nin, readyApplicant.nin))).length > 0) return;
  const raisedAt = new Date(now.getTime() - 72 * hour);
  const takenAt = new Date(now.getTime() - 50 * hour);
  const answeredAt = new Date(now.getTime() - 48 * hour);
  const raisedDay = todayInRiyadh(raisedAt);
  await db.transaction(async (tx) => {
    const [sequence] = await tx.select({ value: sql<string>`nextval('ticket_number_seq')` }).from(sql`(select 1) as one`);
    const [row] = await tx
      .insert(ticket)
      .values({
        ticketNumber: ticketNumberOf(raisedDay.slice(0, 4), Number(sequence?.value ?? 1)),
        nin: readyApplicant.nin,
        mobile: readyApplicant.mobile,
        ticketType: 'INQUIRY',
        category: 'INQ_PAYMENTS',
        subCategory: 'INQ_PAY_DATE',
        description: 'متى يُصرف الدعم الشهري؟ وهل تصلني رسالة عند إيداعه في حسابي البنكي؟',
        status: 'ANSWERED',
        raisedAt,
        // ticket.answerWorkingDays: DEFAULT 5 for an inquiry.
        promisedBy: addWorkingDays(raisedDay, 5),
        pausedSince: todayInRiyadh(answeredAt),
        updatedAt: answeredAt,
      })
      .returning({ id: ticket.id });
    if (!row) throw new Error('demo ticket was not inserted');
    await tx.insert(ticketHistory).values([
      { ticketId: row.id, fromStatus: null, toStatus: 'OPEN', by: 'APPLICANT', at: raisedAt },
      { ticketId: row.id, fromStatus: 'OPEN', toStatus: 'IN_PROGRESS', by: 'CASE_WORKER', at: takenAt },
      { ticketId: row.id, fromStatus: 'IN_PROGRESS', toStatus: 'ANSWERED', by: 'CASE_WORKER', at: answeredAt },
    ]);
    await tx.insert(ticketMessage).values({
      ticketId: row.id,
      by: 'CASE_WORKER',
      body: 'يُصرف الدعم الشهري في اليوم الأول من كل شهر بعد اعتماد الدورة، وتصلك رسالة نصية عند إرسال الحوالة، وقد يستغرق ظهورها في حسابك البنكي حتى يومي عمل.',
      at: answeredAt,
    });
  });
}
