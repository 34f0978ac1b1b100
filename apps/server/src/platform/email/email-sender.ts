import { desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/index.ts';
import type { Database } from '../db/database.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The action link the message carries (e-mail activation), kept by the local outbox for testers. */
  link?: string;
}

/** The e-mail port. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

/** Local adapter (demo mode, tests): the outbox table stands in for a mailbox. */
export function createOutboxEmailSender(db: Database): EmailSender & {
  list(to?: string): Promise<Array<{ to: string; subject: string; text: string; link: string | null; createdAt: Date }>>;
} {
  return {
    async send({ to, subject, text, link }) {
      await db.insert(emailOutbox).values({ to, subject, text, link: link ?? null });
    },
    list(to) {
      const query = db
        .select({
          to: emailOutbox.to,
          subject: emailOutbox.subject,
          text: emailOutbox.text,
          link: emailOutbox.link,
          createdAt: emailOutbox.createdAt,
        })
        .from(emailOutbox);
      return (to ? query.where(eq(emailOutbox.to, to)) : query).orderBy(desc(emailOutbox.createdAt)).limit(50);
    },
  };
}

/** Production adapter: posts each message as JSON to the configured mail service. */
export function createHttpEmailSender(options: { url: string; token: string; from: string; fetchImpl?: typeof fetch }): EmailSender {
  const doFetch = options.fetchImpl ?? fetch;
  return {
    async send(message) {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ from: options.from, ...message }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Mail service answered ${response.status}`);
    },
  };
}
