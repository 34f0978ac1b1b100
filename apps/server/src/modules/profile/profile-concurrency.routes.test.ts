import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@sanad/contract';
import { incomeSource, propertyItem } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createDependent, createHouse } from '../../test/factories/household.factory.ts';
import { expectOk, tabInputs } from '../../test/factories/profile.factory.ts';
import { createTestAccount, TestBrowser } from '../../test/factories/session.factory.ts';

const e = contract.profile;
const base = '/api/unified-profile';

/** On PostgreSQL (TEST_DATABASE_URL) these requests really run at once, on several connections. */
describe('unified profile: saves of one profile at the same time', () => {
  let t: TestApp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('never mixes two whole-list saves: the list stored is one of those sent', async () => {
    const user = await createTestAccount(db());
    const browser = new TestBrowser(t.app);
    await browser.signIn(user);
    const lists = Array.from({ length: 8 }, (_, n) => [
      { id: null, source: 'SALARY', monthlyAmount: 100_000 + n, payer: `Employer ${n}` },
      { id: null, source: 'RENT', monthlyAmount: 50_000 + n, payer: `Tenant ${n}` },
    ]);
    const answers = await Promise.all(lists.map((income) => browser.post(`${base}/income-tab/save`, { income, deletedIncome: [] })));
    for (const answer of answers) expect(expectOk(answer, e.saveIncome.response).data.income).toHaveLength(2);
    const stored = await db().select().from(incomeSource).where(eq(incomeSource.personId, user.personId));
    expect(stored).toHaveLength(2);
    const payers = stored.map((row) => row.payer).sort();
    expect(lists.some((list) => JSON.stringify(list.map((item) => item.payer).sort()) === JSON.stringify(payers))).toBe(true);
  });

  it('serialises the applicant’s and the dependents’ saves without deadlock', async () => {
    const user = await createTestAccount(db());
    const browser = new TestBrowser(t.app);
    await browser.signIn(user);
    const home = await createHouse(db(), user.accountId);
    const children = await Promise.all([1, 2, 3].map(() => createDependent(db(), { applicantAccountId: user.accountId, houseId: home.id })));
    const requests = [
      browser.post(`${base}/property-tab/save`, tabInputs.property()),
      browser.post(`${base}/dependent/dependent-tab/save`, { confirmed: true }),
      ...children.flatMap((child) => [
        browser.post(`${base}/dependent/property/save/${user.accountId}/${child.id}`, tabInputs.property()),
        browser.post(`${base}/property-tab/save-sts/${user.accountId}/${child.id}`, { hasProperties: true }),
        browser.post(`${base}/dependent/personal-info/save/${user.accountId}/${child.id}`, tabInputs.personal({ socialStatus: 'SINGLE' })),
      ]),
    ];
    const answers = await Promise.all(requests);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    for (const child of children) {
      expect(await db().select().from(propertyItem).where(eq(propertyItem.personId, child.personId))).toHaveLength(1);
    }
  });
});
