import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dependentApplicationSchema } from '@sanad/contract';
import { applicationDocument, attachment, relationConfirmation } from '../../db/schema/index.ts';
import { createAccountDependent, createDependent, createHouse } from '../../test/factories/household.factory.ts';
import { createTestAccount, TestBrowser } from '../../test/factories/session.factory.ts';
import { base, createApplication, failure, ok, selectInto, selectionTestApp } from './application-selection.test-kit.ts';

describe("a dependent's view of the applications that count them (/api/application/load-applicant-applications-for-dependent*)", () => {
  const { app, db, signedIn, repository } = selectionTestApp();
  const list = `${base}/load-applicant-applications-for-dependent`;
  const home = `${base}/load-applicant-applications-for-dependent-for-home`;

  /** Declares the person of an account a dependent of another applicant too, with their answer on the relation. */
  async function alsoDependentOf(applicantAccountId: string, personId: string, status: 'PENDING' | 'CONFIRMED' | 'REJECTED') {
    const { id } = await createDependent(db(), { applicantAccountId, personId });
    await db()
      .insert(relationConfirmation)
      .values({
        applicantAccountId,
        dependentPersonId: personId,
        dependentId: id,
        relationship: 'SON',
        status,
        decidedAt: status === 'PENDING' ? null : new Date(),
      });
    return id;
  }

  /** A document of an application, written to the tables as an upload would leave it (the bytes are not read here). */
  async function documentOf(
    applicationId: string,
    ownerAccountId: string,
    personId: string,
    values: { fileName?: string; deletedAt?: Date } = {},
  ) {
    const [row] = await db()
      .insert(attachment)
      .values({
        ownerAccountId,
        personId,
        documentType: 'SCHOOL_CERTIFICATE',
        fileName: values.fileName ?? 'file.pdf',
        contentType: 'application/pdf',
        sizeBytes: 1234,
        sha256: '0'.repeat(64),
        storageKey: randomUUID(),
        uploadedByAccountId: ownerAccountId,
        deletedAt: values.deletedAt ?? null,
      })
      .returning();
    if (!row) throw new Error('attachment was not inserted');
    await db().insert(applicationDocument).values({ applicationId, attachmentId: row.id });
    return row;
  }

  it('shows the submitted applications of the applicants who declared them, once the relation is confirmed', async () => {
    const father = await createTestAccount(db(), { nameEn: 'Saleh Alotaibi', nameAr: 'صالح العتيبي' });
    const mother = await createTestAccount(db(), { nameEn: 'Hessa Aldosari' });
    const uncle = await createTestAccount(db(), { nameEn: 'Fahad Alshehri' });
    const house = await createHouse(db(), father.accountId);
    const son = await createAccountDependent(db(), { applicantAccountId: father.accountId, houseId: house.id });
    const mothersRecord = await alsoDependentOf(mother.accountId, son.account.personId, 'CONFIRMED');
    await alsoDependentOf(uncle.accountId, son.account.personId, 'PENDING');

    const fathers = await createApplication(db(), father.accountId, { status: 'SUBMITTED', submittedAt: new Date('2026-03-01T09:00:00Z') });
    await selectInto(db(), fathers, house.id, [son.dependentId]);
    await repository().setDependentOutcome(fathers, son.dependentId, 'INELIGIBLE', 'DUPLICATE_MEMBER');
    const mothersOld = await createApplication(db(), mother.accountId, {
      status: 'WITHDRAWN',
      submittedAt: new Date('2026-04-01T09:00:00Z'),
    });
    // Drafts stay the applicant's own; the uncle's application stays hidden until the relation is confirmed.
    await createApplication(db(), mother.accountId);
    await createApplication(db(), uncle.accountId, { status: 'SUBMITTED' });

    // The documents of the father's application: one about the son is his to see; one about the father and one
    // deleted are not. The mother's application has none about him.
    const aboutSon = await documentOf(fathers, father.accountId, son.account.personId, { fileName: 'school.pdf' });
    await documentOf(fathers, father.accountId, father.personId);
    await documentOf(fathers, father.accountId, son.account.personId, { deletedAt: new Date() });

    const browser = new TestBrowser(app());
    await browser.signIn(son.account);
    const all = ok(await browser.get(list), dependentApplicationSchema.array());
    expect(all.map((row) => row.applicationId)).toEqual([mothersOld, fathers]);
    expect(all.map((row) => row.dependentId)).toEqual([mothersRecord, son.dependentId]);
    expect(all[1]?.documents).toEqual([
      {
        id: aboutSon.id,
        fileName: 'school.pdf',
        documentType: 'SCHOOL_CERTIFICATE',
        contentType: 'application/pdf',
        sizeBytes: 1234,
        uploadedAt: aboutSon.createdAt.toISOString(),
      },
    ]);
    expect(all[0]?.documents).toEqual([]);
    expect(all[1]).toMatchObject({
      status: 'SUBMITTED',
      applicantNameEn: 'Saleh Alotaibi',
      applicantNameAr: 'صالح العتيبي',
      programNameEn: expect.any(String),
      includedHouseId: house.id,
      included: true,
      outcome: 'INELIGIBLE',
      submittedAt: '2026-03-01T09:00:00.000Z',
    });
    expect(all[0]).toMatchObject({
      status: 'WITHDRAWN',
      applicantNameEn: 'Hessa Aldosari',
      includedHouseId: null,
      included: false,
      outcome: null,
    });

    // The home card keeps only what is still open.
    const open = ok(await browser.get(home), dependentApplicationSchema.array());
    expect(open.map((row) => row.applicationId)).toEqual([fathers]);
  });

  it('shows nothing to a dependent who rejected the relation, or to someone declared by nobody', async () => {
    const applicant = await createTestAccount(db());
    await createApplication(db(), applicant.accountId, { status: 'ELIGIBLE' });
    const refusing = await createAccountDependent(db(), { applicantAccountId: applicant.accountId, relationStatus: 'REJECTED' });
    const browser = new TestBrowser(app());
    await browser.signIn(refusing.account);
    expect(ok(await browser.get(list), dependentApplicationSchema.array())).toEqual([]);
    expect(ok(await browser.get(home), dependentApplicationSchema.array())).toEqual([]);

    const stranger = await createTestAccount(db(), { role: 'DEPENDENT' });
    const strangerBrowser = new TestBrowser(app());
    await strangerBrowser.signIn(stranger);
    expect(ok(await strangerBrowser.get(list), dependentApplicationSchema.array())).toEqual([]);
  });

  it('is for dependents only: an applicant is refused', async () => {
    const { browser } = await signedIn();
    failure(await browser.get(list), 403);
    failure(await browser.get(home), 403);
  });
});
