import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '../../db/schema/index.ts';
import type { Database } from '../db/database.ts';

export interface SmsMessage {
  mobile: string;
  text: string;
  /** The one-time code the text carries, kept by the local outbox so demo testers can read it. */
  code?: string;
}

/** The SMS port: how the portal sends text messages. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Local adapter (demo mode, tests): writes the message to the outbox table instead of a phone. */
export function createOutboxSmsSender(
  db: Database,
): SmsSender & { list(mobile?: string): Promise<Array<{ mobile: string; text: string; code: string | null; createdAt: Date }>> } {
  return {
    async send({ mobile, text, code }) {
      await db.insert(smsOutbox).values({ mobile, text, code: code ?? null });
    },
    list(mobile) {
      const query = db
        .select({ mobile: smsOutbox.mobile, text: smsOutbox.text, code: smsOutbox.code, createdAt: smsOutbox.createdAt })
        .from(smsOutbox);
      return (mobile ? query.where(eq(smsOutbox.mobile, mobile)) : query).orderBy(desc(smsOutbox.createdAt)).limit(50);
    },
  };
}

/** Production adapter: posts each message as JSON to the configured SMS gateway. */
export function createHttpSmsSender(options: { url: string; token: string; sender: string; fetchImpl?: typeof fetch }): SmsSender {
  const doFetch = options.fetchImpl ?? fetch;
  return {
    async send({ mobile, text }) {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ to: `966${mobile.slice(1)}`, from: options.sender, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
