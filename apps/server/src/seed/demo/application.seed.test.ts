import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@sanad/contract';
import { account, application, applicationEvent, person } from '../../db/schema/index.ts';
import { createArgon2Hasher } from '../../platform/crypto/password-hasher.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { TestBrowser } from '../../test/factories/session.factory.ts';
import { seedDemoData } from '../seed-demo.ts';
import { demoPassword } from './identity.seed.ts';

/** The demo applications (application.seed.ts), read back as the portal shows them. */
describe('demo applications', () => {
  let t: TestApp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoData({ db: db(), hasher: createArgon2Hasher() });
  });
  afterAll(() => t.close());

  const applicationsOf = (nin: string) =>
    db()
      .select({ id: application.id, status: application.status })
      .from(application)
      .innerJoin(account, eq(account.id, application.applicantAccountId))
      .innerJoin(person, eq(person.id, account.personId))
      .where(eq(person.nin, nin));

  it('gives the ready applicant an application of both houses and the three confirmed dependents, which the cycles decided', async () => {
    const browser = new TestBrowser(t.app);
    await browser.signIn({ username: '1010000006', password: demoPassword, mobile: '0550000001' });
    const listed = contract.application.loadApplications.response.parse((await browser.get('/api/application/load/')).json());
    // Submitted thirteen months ago, then decided ELIGIBLE by the demo's monthly cycles (cycles.seed.ts).
    expect(listed.map(({ status, housesCount, dependentsCount }) => ({ status, housesCount, dependentsCount }))).toEqual([
      { status: 'ELIGIBLE', housesCount: 2, dependentsCount: 3 },
    ]);
    // Chosen by the selection rule itself: everyone counted may be, and Reem (relation PENDING) is left out for that.
    const selection = contract.applicationSelection.loadSelectedHousesDependents.response.parse(
      (await browser.get(`/api/application/load-selected-houses-dependents/${listed[0]?.id ?? ''}`)).json(),
    );
    const members = selection.flatMap((entry) => entry.dependents);
    expect(members.filter((member) => member.selected).every((member) => member.selectable)).toBe(true);
    expect(members.filter((member) => member.selected)).toHaveLength(3);
    expect(members.filter((member) => !member.selected).map(({ relationship, reason }) => ({ relationship, reason }))).toEqual([
      { relationship: 'DAUGHTER', reason: 'RELATION_NOT_CONFIRMED' },
    ]);
  });

  it('gives the white-listed applicant an ELIGIBLE application the ministry made and decided, and the new applicant none', async () => {
    const [eligible] = await applicationsOf('1010000071');
    expect(eligible?.status).toBe('ELIGIBLE');
    const steps = await db()
      .select({ type: applicationEvent.type })
      .from(applicationEvent)
      .where(eq(applicationEvent.applicationId, eligible?.id ?? ''))
      .orderBy(asc(applicationEvent.at));
    expect(steps.map((step) => step.type)).toEqual(['CREATED', 'SUBMIT', 'START_STUDY', 'DECIDE_ELIGIBLE']);
    expect(await applicationsOf('1010000014')).toEqual([]);
  });
});
