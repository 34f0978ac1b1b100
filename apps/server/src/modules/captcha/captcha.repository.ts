import { eq, sql } from 'drizzle-orm';
import { captcha } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export function createCaptchaRepository(db: Database) {
  // Both run once in every sign-in: prepared once, they skip building their SQL each time.
  const upsert = db
    .insert(captcha)
    .values({ visitorKey: sql.placeholder('visitorKey'), answer: sql.placeholder('answer'), expiresAt: sql.placeholder('expiresAt') })
    .onConflictDoUpdate({
      target: captcha.visitorKey,
      set: { answer: sql`excluded.answer`, expiresAt: sql`excluded.expires_at`, createdAt: sql`now()` },
    })
    .prepare('captcha_replace');
  const remove = db
    .delete(captcha)
    .where(eq(captcha.visitorKey, sql.placeholder('visitorKey')))
    .returning({ answer: captcha.answer, expiresAt: captcha.expiresAt })
    .prepare('captcha_take');
  return {
    /** One live challenge per browser: a new image replaces the previous one. */
    async replace(visitorKey: string, answer: string, expiresAt: Date): Promise<void> {
      await upsert.execute({ visitorKey, answer, expiresAt });
    },
    /** Removes and returns the challenge: each image can be answered once, right or wrong. */
    async take(visitorKey: string): Promise<{ answer: string; expiresAt: Date } | null> {
      const rows = await remove.execute({ visitorKey });
      return rows[0] ?? null;
    },
    async peek(visitorKey: string): Promise<{ answer: string; expiresAt: Date } | null> {
      const rows = await db
        .select({ answer: captcha.answer, expiresAt: captcha.expiresAt })
        .from(captcha)
        .where(eq(captcha.visitorKey, visitorKey))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}
export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
