import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contract, currentUserSchema } from '@sanad/contract';
import { application, dependent, relationConfirmation } from '../../db/schema/index.ts';
import { createApplication } from '../../test/factories/application.factory.ts';
import { createAccountDependent } from '../../test/factories/household.factory.ts';
import { TestBrowser } from '../../test/factories/session.factory.ts';
import { applicationTestApp, base, ok } from './application-routes.test-kit.ts';

const e = contract.application;
const users = contract.users;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * The one ban from applying (docs/decisions/052-one-ban.md): the withdrawal ban of the application module, read by
 * validate-application, remaining-ban-period and the users module's isBannedUser and remaining-ban-period, and binding
 * the household of the withdrawal.
 */
describe('the withdrawal ban binds the household', () => {
  const { app, db, signedIn, readyApplicant } = applicationTestApp();

  /** Every answer about the ban the account gets, from both modules. */
  async function bansOf(browser: TestBrowser) {
    const check = ok(await browser.get(`${base}/validate-application/3001`), e.validateApplication.response);
    return {
      blocker: check.reasons.some((reason) => reason.code === 'UNDER_BAN'),
      application: ok(await browser.get(`${base}/remaining-ban-period`), e.remainingBanPeriod.response),
      isBanned: ok(await browser.post('/api/users/isBannedUser'), users.isBannedUser.response),
      remaining: ok(await browser.get('/api/users/remaining-ban-period'), users.remainingBanPeriod.response),
    };
  }
  const banned = (until: string) => ({
    blocker: true,
    application: { banned: true, banEndsAt: until, remainingDays: 90 },
    isBanned: { banned: true, until },
    remaining: { remainingDays: 90, until },
  });
  const free = {
    blocker: false,
    application: { banned: false, banEndsAt: null, remainingDays: 0 },
    isBanned: { banned: false, until: null },
    remaining: { remainingDays: 0, until: null },
  };

  it('holds for the new head after a transfer of head of household, and for the former head', async () => {
    const head = await readyApplicant();
    const [wife, child] = head.dependents;
    if (!wife || !child) throw new Error('the ready applicant has a wife and a son');
    const son = await createAccountDependent(db(), {
      applicantAccountId: head.user.accountId,
      relationship: 'SON',
      houseId: head.house.id,
    });
    const sent = await createApplication(db(), { applicantAccountId: head.user.accountId, houseIds: [head.house.id] });
    const withdrawn = ok(await head.browser.post(`${base}/withdraw`, { applicationId: sent.id, reason: 'Moving.' }), e.withdraw.response);
    const until = withdrawn.banEndsAt ?? '';
    expect(await bansOf(head.browser)).toEqual(banned(until));

    ok(
      await head.browser.post('/api/users/transfer-to-hoh', {
        dependentId: son.dependentId,
        formerHeadRelationship: 'FATHER',
        relationships: [
          { dependentId: wife.id, relationship: 'MOTHER' },
          { dependentId: child.id, relationship: 'BROTHER' },
        ],
      }),
      currentUserSchema,
    );
    const newHead = new TestBrowser(app());
    await newHead.signIn(son.account);
    // The household withdrew: applying again at once through the new head is barred until the ban ends.
    expect(await bansOf(newHead)).toEqual(banned(until));
    const draft = await newHead.post(`${base}/save-ssp-application-details`, { applicationId: null, formAnswers: {} });
    expect(draft.statusCode).toBe(409);
    expect(String((draft.json() as { message: string }).message)).toContain('withdrawn');
    // The former head, a dependent now, still reads his ban from the users endpoints.
    expect(ok(await head.browser.post('/api/users/isBannedUser'), users.isBannedUser.response)).toEqual({ banned: true, until });

    // Once the ban ends it binds nobody.
    await db()
      .update(application)
      .set({ banEndsAt: new Date(Date.now() - 1000) })
      .where(eq(application.id, sent.id));
    expect(await bansOf(newHead)).toEqual(free);
  });

  it('holds while someone who withdrew is an active dependent of the household, not once they rejected or left it', async () => {
    const { user, browser } = await signedIn();
    const member = await createAccountDependent(db(), { applicantAccountId: user.accountId, relationStatus: 'PENDING' });
    const theirs = await createApplication(db(), { applicantAccountId: member.account.accountId, status: 'WITHDRAWN' });
    const endsAt = new Date(Date.now() + 89.5 * dayMs);
    await db().update(application).set({ banEndsAt: endsAt }).where(eq(application.id, theirs.id));
    expect(await bansOf(browser)).toEqual(banned(endsAt.toISOString()));

    await db()
      .update(relationConfirmation)
      .set({ status: 'REJECTED', decidedAt: new Date() })
      .where(eq(relationConfirmation.id, member.confirmationId ?? ''));
    expect(await bansOf(browser)).toEqual(free);

    await db()
      .update(relationConfirmation)
      .set({ status: 'CONFIRMED' })
      .where(eq(relationConfirmation.id, member.confirmationId ?? ''));
    expect((await bansOf(browser)).isBanned.banned).toBe(true);
    await db().update(dependent).set({ status: 'REMOVED', removedAt: new Date() }).where(eq(dependent.id, member.dependentId));
    expect(await bansOf(browser)).toEqual(free);
  });
});
