import { eq } from 'drizzle-orm';
import { captcha } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';

export function createCaptchaRepository(db: Database) {
  return {
    /** One live challenge per browser: a new image replaces the previous one. */
    async replace(visitorKey: string, answer: string, expiresAt: Date): Promise<void> {
      await db
        .insert(captcha)
        .values({ visitorKey, answer, expiresAt })
        .onConflictDoUpdate({ target: captcha.visitorKey, set: { answer, expiresAt, createdAt: new Date() } });
    },
    /** Removes and returns the challenge: each image can be answered once, right or wrong. */
    async take(visitorKey: string): Promise<{ answer: string; expiresAt: Date } | null> {
      const rows = await db
        .delete(captcha)
        .where(eq(captcha.visitorKey, visitorKey))
        .returning({ answer: captcha.answer, expiresAt: captcha.expiresAt });
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
