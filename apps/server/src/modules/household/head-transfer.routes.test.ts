import { describe, expect, it } from 'vitest';
import { applicationDetailsSchema, applicationSummarySchema, currentUserSchema, dependentSchema, houseSchema } from '@sanad/contract';
import { applicationRowOf, createApplication } from '../../test/factories/application.factory.ts';
import { createAccountDependent, createDependent, createHouse } from '../../test/factories/household.factory.ts';
import { TestBrowser } from '../../test/factories/session.factory.ts';
import { base, failure, fieldCodes, householdTestApp, ok } from './household-routes.test-kit.ts';

describe('household: head transfer', () => {
  const { app, db, signedIn } = householdTestApp();

  describe('transfer of head of household (/api/users/transfer-to-hoh)', () => {
    it('hands the household to an adult son: roles swap, houses and dependents move with their new relationships', async () => {
      const { user, browser } = await signedIn();
      const home = await createHouse(db(), user.accountId);
      const son = await createAccountDependent(db(), { applicantAccountId: user.accountId, relationship: 'SON', houseId: home.id });
      const wife = await createDependent(db(), { applicantAccountId: user.accountId, gender: 'F', relationship: 'WIFE' });

      const former = ok(
        await browser.post('/api/users/transfer-to-hoh', {
          dependentId: son.dependentId,
          formerHeadRelationship: 'FATHER',
          relationships: [{ dependentId: wife.id, relationship: 'MOTHER' }],
        }),
        currentUserSchema,
      );
      expect(former.user.role).toBe('DEPENDENT');

      // The son now heads the household: he sees its house, his mother, and his father (confirmed by the transfer).
      const newHead = new TestBrowser(app());
      const signedInSon = await newHead.signIn(son.account);
      expect(signedInSon.user.role).toBe('APPLICANT');
      expect(ok(await newHead.get(`${base}/house/load`), houseSchema.array()).map((house) => house.id)).toEqual([home.id]);
      const members = ok(await newHead.get(`${base}/dependent/load`), dependentSchema.array());
      expect(
        members
          .map(({ relationship, relationStatus }) => ({ relationship, relationStatus }))
          .sort((a, b) => a.relationship.localeCompare(b.relationship)),
      ).toEqual([
        { relationship: 'FATHER', relationStatus: 'CONFIRMED' },
        { relationship: 'MOTHER', relationStatus: expect.any(String) },
      ]);
      // The former head no longer heads anything.
      expect(failure(await browser.get(`${base}/dependent/load`), 403).code).toBe('FORBIDDEN');
    });

    it('moves the open applications to the new head, without him among their dependents (decision 045)', async () => {
      const { user, browser } = await signedIn();
      const home = await createHouse(db(), user.accountId);
      const son = await createAccountDependent(db(), { applicantAccountId: user.accountId, relationship: 'SON', houseId: home.id });
      const wife = await createDependent(db(), { applicantAccountId: user.accountId, gender: 'F', relationship: 'WIFE', houseId: home.id });
      const open = await createApplication(db(), {
        applicantAccountId: user.accountId,
        houseIds: [home.id],
        dependents: [
          { dependentId: son.dependentId, houseId: home.id },
          { dependentId: wife.id, houseId: home.id },
        ],
      });
      const closed = await createApplication(db(), {
        applicantAccountId: user.accountId,
        status: 'CANCELED',
        createdAt: new Date('2025-02-01'),
      });

      ok(
        await browser.post('/api/users/transfer-to-hoh', {
          dependentId: son.dependentId,
          formerHeadRelationship: 'FATHER',
          relationships: [{ dependentId: wife.id, relationship: 'MOTHER' }],
        }),
        currentUserSchema,
      );
      const newHead = new TestBrowser(app());
      await newHead.signIn(son.account);
      const moved = ok(await newHead.get('/api/application/load/'), applicationSummarySchema.array());
      expect(moved.map(({ id, status, housesCount, dependentsCount }) => ({ id, status, housesCount, dependentsCount }))).toEqual([
        { id: open.id, status: 'SUBMITTED', housesCount: 1, dependentsCount: 1 },
      ]);
      const details = ok(await newHead.get(`/api/application/load-ssp-application-details/${open.id}`), applicationDetailsSchema);
      expect(details.events.at(-1)).toMatchObject({ type: 'HEAD_TRANSFERRED', fromStatus: null, toStatus: null });
      // The closed application stays in the former head's history.
      expect((await applicationRowOf(db(), closed.id)).applicantAccountId).toBe(user.accountId);
    });

    it('judges the limits on valid relationships only: a wrong former-head relationship is not also counted against another', async () => {
      // The head is a man; his wife would be the new head's MOTHER. Calling the head MOTHER too is wrong by gender,
      // and that is the only problem: the wife's MOTHER is not over the limit of one because of it.
      const { user, browser } = await signedIn();
      const son = await createAccountDependent(db(), { applicantAccountId: user.accountId, relationship: 'SON' });
      const wife = await createDependent(db(), { applicantAccountId: user.accountId, gender: 'F', relationship: 'WIFE' });
      const refused = failure(
        await browser.post('/api/users/transfer-to-hoh', {
          dependentId: son.dependentId,
          formerHeadRelationship: 'MOTHER',
          relationships: [{ dependentId: wife.id, relationship: 'MOTHER' }],
        }),
        400,
      );
      expect(fieldCodes(refused)).toEqual([{ field: 'body.formerHeadRelationship', code: 'relationship_gender' }]);
      // Nothing moved.
      expect(ok(await browser.get(`${base}/dependent/load`), dependentSchema.array())).toHaveLength(2);
    });
  });
});
