import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, xsrfHeaders, type TestApp } from '../../test/build-test-app.ts';
import { createTestAccount, TestBrowser, type TestAccount } from '../../test/factories/session.factory.ts';

/**
 * A test app for tamkeen's endpoints, built once for the file (call inside its top `describe`), and people signed in
 * to it: an adult of 1985 by default (ABLE_TO_WORK at the first read), any account options otherwise; `dev` posts to
 * a case worker's demo hook (/api/dev/tamkeen/...) in English.
 */
export function tamkeenTestApp() {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  return {
    testApp: () => t,
    dev: (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en', ...xsrfHeaders() } }),
    async signedIn(options: Parameters<typeof createTestAccount>[1] = {}): Promise<{ user: TestAccount; browser: TestBrowser }> {
      const user = await createTestAccount(t.database.db, { birthDate: '1985-03-21', ...options });
      const browser = new TestBrowser(t.app);
      await browser.signIn(user);
      return { user, browser };
    },
  };
}
