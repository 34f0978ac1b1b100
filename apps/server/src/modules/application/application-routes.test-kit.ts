import { afterAll, beforeAll } from 'vitest';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { systemClock } from '../../platform/clock/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createReadyApplicant, type ReadyApplicant } from '../../test/factories/application.factory.ts';
import { createTestAccount, TestBrowser, type TestAccount, type TestAccountOptions } from '../../test/factories/session.factory.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createHouseholdAccess } from '../household/household-access.ts';
import { createHouseholdRepository } from '../household/household.repository.ts';
import { createApplicationAccess } from './application-access.ts';
import { createApplicationState } from './application-state.ts';
import { createApplicationStudyService, type ApplicationStudyService } from './application-study.service.ts';
import { createApplicationRepository } from './application.repository.ts';

export { failure, fieldCodes, ok, unknownId } from '../household/household-routes.test-kit.ts';

/** Where the application endpoints live. */
export const base = '/api/application';

/** The context a staff step runs with in tests (no HTTP request behind it). */
export const testContext: RequestContext = { requestId: 'test', ip: '127.0.0.1', language: 'en', userAgent: null };

/** A case worker as the back office would sign one in. */
export function staffPrincipal(account: TestAccount): Principal {
  return {
    accountId: account.accountId,
    actorAccountId: account.accountId,
    roles: ['CASE_WORKER'],
    sessionId: 'test',
    forcedSteps: [],
    stepUpAt: null,
  };
}

/**
 * One test app for the calling file (built before its tests, closed after them), with ways to sign in a new account
 * or a ready applicant (application.factory.ts), and the study service (no endpoint yet) on the same database. Call it
 * inside the file's top `describe`.
 */
export function applicationTestApp() {
  let t: TestApp;
  let study: ApplicationStudyService;
  let caseWorker: Principal;
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const repository = createApplicationRepository(db);
    const household = createHouseholdAccess({ db, repository: createHouseholdRepository(db) });
    study = createApplicationStudyService({
      repository,
      access: createApplicationAccess({ db, repository, household }),
      state: createApplicationState(repository),
      audit: createAuditService(db),
      clock: systemClock,
    });
    caseWorker = staffPrincipal(await createTestAccount(db, { role: 'CASE_WORKER' }));
  });
  afterAll(() => t.close());
  const app = () => t.app;
  const db = () => t.database.db;

  async function signedIn(options: TestAccountOptions = {}): Promise<{ user: TestAccount; browser: TestBrowser }> {
    const user = await createTestAccount(db(), options);
    const browser = new TestBrowser(app());
    await browser.signIn(user);
    return { user, browser };
  }

  /** An applicant nothing blocks from applying, signed in. */
  async function readyApplicant(options: TestAccountOptions = {}): Promise<ReadyApplicant & { browser: TestBrowser }> {
    const ready = await createReadyApplicant(db(), options);
    const browser = new TestBrowser(app());
    await browser.signIn(ready.user);
    return { ...ready, browser };
  }

  return { app, db, signedIn, readyApplicant, study: () => study, caseWorker: () => caseWorker };
}
