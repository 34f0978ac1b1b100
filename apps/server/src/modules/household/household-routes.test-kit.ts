import { afterAll, beforeAll, expect } from 'vitest';
import { apiErrorSchema } from '@sanad/contract';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createTestAccount, TestBrowser, type TestAccount } from '../../test/factories/session.factory.ts';

/** What the household route tests share: the paths, the app of the file, and readers of the answers. */
export const base = '/api/unified-profile';
export const unknownId = '00000000-0000-4000-8000-000000000000';

type Answer = { statusCode: number; body: string; json: () => unknown };

/** A 200 answer, parsed with the contract's schema. */
export function ok<T>(response: Answer, schema: { parse: (value: unknown) => T }): T {
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

/** An error answer of the given status, in the one error shape. */
export function failure(response: Answer, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return apiErrorSchema.parse(response.json());
}

export const fieldCodes = (error: { fieldErrors?: Array<{ field: string; code: string }> | undefined }) =>
  (error.fieldErrors ?? []).map(({ field, code }) => ({ field, code }));

/** A save-relative body: adding someone by default, with the given values. */
export const relative = (
  values: Partial<{ id: string | null; nin: string | null; birthDate: string | null; relationship: string; houseId: string | null }>,
) => ({
  id: null,
  nin: null,
  birthDate: null,
  relationship: 'SON',
  houseId: null,
  ...values,
});

/**
 * One test app for the calling file (built before its tests, closed after them) and a way to sign a new account in.
 * Call it inside the file's top `describe`.
 */
export function householdTestApp() {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const app = () => t.app;
  const db = () => t.database.db;

  async function signedIn(options: Parameters<typeof createTestAccount>[1] = {}): Promise<{ user: TestAccount; browser: TestBrowser }> {
    const user = await createTestAccount(db(), options);
    const browser = new TestBrowser(app());
    await browser.signIn(user);
    return { user, browser };
  }

  return { app, db, signedIn };
}
