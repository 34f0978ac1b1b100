import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, programFormSchema, programType, successSchema } from '@sanad/contract';
import { application, auditEvent, programFormSubmission, programFormUniqueValue } from '../../db/schema/index.ts';
import { DomainError } from '../../platform/errors.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createApplication } from '../../test/factories/application.factory.ts';
import { createTestProgram } from '../../test/factories/program-form.factory.ts';
import { createTestAccount, TestBrowser } from '../../test/factories/session.factory.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createProgramFormRepository } from './program-form.repository.ts';
import { createProgramFormService } from './program-form.service.ts';

type Answer = { statusCode: number; body: string; json: () => unknown };

function failure(response: Answer, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return apiErrorSchema.parse(response.json());
}
const fieldCodes = (error: { fieldErrors?: Array<{ field: string; code: string }> | undefined }) =>
  (error.fieldErrors ?? []).map(({ field, code }) => ({ field, code }));

/** An account's own answers, no application's. */
const own = (accountId: string) => ({ accountId, applicationId: null });

/** Answers that pass every rule of the factory's every-rule form. */
const validAnswers = (phone = '') => ({
  fullName: 'Salem',
  code: 'ABC',
  amount: '50',
  plate: 'AB12',
  housing: 'RENTED',
  day: '2026-01-15',
  phone,
  notes: '',
});

describe('program forms (/api/programs/form)', () => {
  let t: TestApp;
  let programId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    programId = await createTestProgram(t.database.db);
  });
  afterAll(() => t.close());

  async function signedIn(options: Parameters<typeof createTestAccount>[1] = {}) {
    const user = await createTestAccount(t.database.db, options);
    const browser = new TestBrowser(t.app);
    await browser.signIn(user);
    return { user, browser };
  }
  const submit = (browser: TestBrowser, id: number | string, values: object) => browser.post(`/api/programs/form/submit/${id}`, values);
  const submissionOf = async (accountId: string, id = programId) => {
    const [row] = await t.database.db
      .select()
      .from(programFormSubmission)
      .where(and(eq(programFormSubmission.programId, id), eq(programFormSubmission.accountId, accountId)));
    return row;
  };

  describe('GET /api/programs/form/{programId}', () => {
    it("loads the SSP form: fields in order, defaults, validation lists and a select's choices", async () => {
      const { browser } = await signedIn();
      const response = await browser.get(`/api/programs/form/${programType.SSP}`);
      expect(response.statusCode, response.body).toBe(200);
      const form = programFormSchema.parse(response.json());
      expect(form.map((field) => [field.name, field.type, field.value, field.required])).toEqual([
        ['housingSituation', 'select', '', false],
        ['monthlyRentSar', 'number', '0', false],
        ['employerName', 'text', '', false],
        ['supportReason', 'textarea', '', true],
        ['alternativeMobile', 'text', '', false],
      ]);
      expect(form[0]?.options.map((option) => option.code)).toEqual(['OWNED', 'RENTED', 'PROVIDED', 'OTHER']);
      expect(form[0]?.validationList).toEqual([{ validationId: 1001, value: '' }]);
      expect(form[1]?.validationList).toEqual([
        { validationId: 1005, value: '0' },
        { validationId: 1006, value: '100000' },
      ]);
      expect(form[4]?.validationList).toEqual([
        { validationId: 1007, value: '^05\\d{8}$' },
        { validationId: 1002, value: '' },
      ]);
      expect(form.slice(1).every((field) => field.options.length === 0)).toBe(true);
      for (const field of form) expect(field.labelAr).toMatch(/[\u0600-\u06FF]/);
    });

    it('answers [] for the Ramadan reward, which has no form, and leaves inactive fields out', async () => {
      const { browser } = await signedIn({ role: 'WHITE_LISTED_APPLICANT' });
      const ramadan = await browser.get(`/api/programs/form/${programType.RAMADAN_REWARD}`);
      expect(ramadan.statusCode, ramadan.body).toBe(200);
      expect(ramadan.json()).toEqual([]);
      const own = programFormSchema.parse((await browser.get(`/api/programs/form/${programId}`)).json());
      expect(own.map((field) => field.name)).not.toContain('retired');
      expect(own.find((field) => field.name === 'notes')?.value).toBe('none');
    });

    it('is a 404 for an unknown or malformed program id', async () => {
      const { browser } = await signedIn();
      for (const id of ['9999', 'abc', '0', '-1', '1.5']) {
        expect(failure(await browser.get(`/api/programs/form/${id}`), 404).code).toBe('NOT_FOUND');
      }
    });

    it('is for applicants only', async () => {
      expect((await t.app.inject({ method: 'GET', url: `/api/programs/form/${programType.SSP}` })).statusCode).toBe(401);
      const { browser } = await signedIn({ role: 'DEPENDENT' });
      expect(failure(await browser.get(`/api/programs/form/${programType.SSP}`), 403).code).toBe('FORBIDDEN');
    });
  });

  describe('POST /api/programs/form/submit/{programId}', () => {
    it('stores valid answers as typed into their stored form (trimmed, ASCII digits) and audits the write', async () => {
      const { user, browser } = await signedIn();
      const response = await submit(browser, programId, { ...validAnswers(' ٠٥١١١١١١١١ '), amount: '١٠٠', notes: ' عمري ٤٠ ' });
      expect(response.statusCode, response.body).toBe(200);
      expect(successSchema.parse(response.json())).toEqual({ success: true });
      const row = await submissionOf(user.accountId);
      expect(row?.answers).toEqual({ ...validAnswers('0511111111'), amount: '100', notes: 'عمري ٤٠' });
      const [audit] = await t.database.db.select().from(auditEvent).where(eq(auditEvent.action, 'program.form-submit'));
      expect(audit).toMatchObject({ actorAccountId: user.accountId, entityId: String(programId) });
    });

    it('returns every failing field at once, each with its first failing rule and bound', async () => {
      const { user, browser } = await signedIn();
      const error = failure(
        await submit(browser, programId, {
          fullName: '   ',
          code: 'AB',
          amount: '9',
          plate: 'ab12',
          housing: 'CASTLE',
          day: '2026-02-30',
          phone: '0511',
          stranger: 'x',
        }),
        400,
      );
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(fieldCodes(error)).toEqual([
        { field: 'body.stranger', code: 'unrecognized_keys' },
        { field: 'body.fullName', code: 'required' },
        { field: 'body.code', code: 'min_length' },
        { field: 'body.amount', code: 'min' },
        { field: 'body.plate', code: 'pattern' },
        { field: 'body.housing', code: 'invalid_value' },
        { field: 'body.day', code: 'date_format' },
        { field: 'body.phone', code: 'pattern' },
      ]);
      const min = error.fieldErrors?.find((field) => field.field === 'body.code');
      expect(min?.message).toBe('Enter at least 3 characters.');
      expect(await submissionOf(user.accountId)).toBeUndefined();
    });

    it('reports the upper bounds, a non-number and a missing required answer', async () => {
      const { browser } = await signedIn();
      const error = failure(await submit(browser, programId, { ...validAnswers(), code: 'ABCDEF', amount: '100.5' }), 400);
      expect(fieldCodes(error)).toEqual([
        { field: 'body.code', code: 'max_length' },
        { field: 'body.amount', code: 'max' },
      ]);
      expect(error.fieldErrors?.find((field) => field.field === 'body.amount')?.message).toBe('Enter a value of at most 100.');
      const { fullName: _omitted, ...withoutName } = validAnswers();
      expect(fieldCodes(failure(await submit(browser, programId, { ...withoutName, amount: 'ten' }), 400))).toEqual([
        { field: 'body.fullName', code: 'required' },
        { field: 'body.amount', code: 'number_format' },
      ]);
    });

    it('refuses a unique value another applicant holds; its holder may send it again, and may give it up', async () => {
      const first = await signedIn();
      const second = await signedIn();
      expect((await submit(first.browser, programId, validAnswers('0522222222'))).statusCode).toBe(200);

      const clash = failure(await submit(second.browser, programId, validAnswers('٠٥٢٢٢٢٢٢٢٢')), 400);
      expect(fieldCodes(clash)).toEqual([{ field: 'body.phone', code: 'unique' }]);
      expect(await submissionOf(second.user.accountId)).toBeUndefined();

      expect((await submit(first.browser, programId, validAnswers('0522222222'))).statusCode).toBe(200);
      expect((await submit(first.browser, programId, validAnswers('0533333333'))).statusCode).toBe(200);
      expect((await submit(second.browser, programId, validAnswers('0522222222'))).statusCode).toBe(200);
      const held = async (accountId: string) => {
        const submission = await submissionOf(accountId);
        if (!submission) return [];
        const rows = await t.database.db
          .select({ value: programFormUniqueValue.value })
          .from(programFormUniqueValue)
          .where(eq(programFormUniqueValue.submissionId, submission.id));
        return rows.map((row) => row.value);
      };
      expect(await held(first.user.accountId)).toEqual(['0533333333']);
      expect(await held(second.user.accountId)).toEqual(['0522222222']);
    });

    it('keeps one submission per applicant and program: a new one replaces the answers', async () => {
      const { user, browser } = await signedIn();
      await submit(browser, programId, validAnswers());
      await submit(browser, programId, { ...validAnswers(), fullName: 'Hessa' });
      const rows = await t.database.db.select().from(programFormSubmission).where(eq(programFormSubmission.accountId, user.accountId));
      expect(rows.map((row) => row.answers.fullName)).toEqual(['Hessa']);
    });

    it('is a 404 for an unknown program, 409 for a closed one or one without a form', async () => {
      const { browser } = await signedIn();
      expect(failure(await submit(browser, 9999, {}), 404).code).toBe('NOT_FOUND');
      expect(failure(await submit(browser, 'x1', {}), 404).code).toBe('NOT_FOUND');
      const closed = await createTestProgram(t.database.db, { active: false });
      expect(failure(await submit(browser, closed, validAnswers()), 409).code).toBe('PROGRAM_FORM_CLOSED');
      expect(failure(await submit(browser, programType.RAMADAN_REWARD, {}), 409).code).toBe('PROGRAM_HAS_NO_FORM');
    });

    it('refuses more than 50 answers before reading them', async () => {
      const { browser } = await signedIn();
      const many = Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`field${index}`, 'x']));
      expect(failure(await submit(browser, programId, many), 400).code).toBe('VALIDATION_FAILED');
    });
  });

  describe('validateAnswers and recordAnswers (the application service, in its transaction)', () => {
    const service = () => {
      const db = t.database.db;
      return createProgramFormService({
        db,
        repository: createProgramFormRepository(db),
        audit: createAuditService(db),
      });
    };
    const rejection = async (work: Promise<unknown>) => {
      const error = await work.then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(DomainError);
      return error as DomainError;
    };

    it('returns the stored form of every field and names errors under body.formAnswers', async () => {
      const { user } = await signedIn();
      const stored = await t.database.db.transaction((tx) =>
        service().validateAnswers(programId, { ...validAnswers(), amount: ' ٥٠ ' }, own(user.accountId), tx),
      );
      expect(stored).toEqual({ ...validAnswers(), amount: '50' });
      const error = await rejection(
        t.database.db.transaction((tx) => service().validateAnswers(programId, { code: 'A' }, own(user.accountId), tx)),
      );
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details.fieldErrors).toEqual([
        { field: 'body.formAnswers.fullName', code: 'required' },
        { field: 'body.formAnswers.code', code: 'min_length', values: { minimum: 3 } },
      ]);
    });

    it("keys an application's answers by the application: they stay its own whoever heads it", async () => {
      const head = await signedIn();
      const newHead = await signedIn();
      const stranger = await signedIn();
      const answers = validAnswers('0555555555');
      const row = await createApplication(t.database.db, { applicantAccountId: head.user.accountId, programId, status: 'DRAFT' });
      const asHead = { accountId: head.user.accountId, applicationId: row.id };
      await t.database.db.transaction((tx) => service().recordAnswers(programId, answers, asHead, tx));
      // The form's own submit of an applicant with an open application keeps the same row.
      expect((await submit(head.browser, programId, answers)).statusCode).toBe(200);
      const rows = await t.database.db.select().from(programFormSubmission).where(eq(programFormSubmission.applicationId, row.id));
      expect(rows).toHaveLength(1);
      expect(await submissionOf(head.user.accountId)).toMatchObject({ applicationId: row.id });

      // A transfer of head of household gives the application to another account: its value is still its own.
      await t.database.db.update(application).set({ applicantAccountId: newHead.user.accountId }).where(eq(application.id, row.id));
      const asNewHead = { accountId: newHead.user.accountId, applicationId: row.id };
      await t.database.db.transaction(async (tx) => {
        expect(await service().validateAnswers(programId, answers, asNewHead, tx)).toMatchObject({ phone: '0555555555' });
        await service().recordAnswers(programId, answers, asNewHead, tx);
      });
      // Nobody else may take it: not a stranger, not the former head, who no longer heads the application.
      for (const other of [stranger, head]) {
        const error = await rejection(
          t.database.db.transaction((tx) => service().validateAnswers(programId, answers, own(other.user.accountId), tx)),
        );
        expect(error.details.fieldErrors).toEqual([{ field: 'body.formAnswers.phone', code: 'unique' }]);
      }
    });

    it("lets an applicant's new application take a value their closed one held", async () => {
      const { user } = await signedIn();
      const answers = validAnswers('0566666666');
      const closed = await createApplication(t.database.db, { applicantAccountId: user.accountId, programId, status: 'DRAFT' });
      await t.database.db.transaction((tx) =>
        service().recordAnswers(programId, answers, { accountId: user.accountId, applicationId: closed.id }, tx),
      );
      await t.database.db.update(application).set({ status: 'WITHDRAWN' }).where(eq(application.id, closed.id));
      const next = await createApplication(t.database.db, { applicantAccountId: user.accountId, programId, status: 'DRAFT' });
      const claimant = { accountId: user.accountId, applicationId: next.id };
      await t.database.db.transaction(async (tx) => {
        await service().validateAnswers(programId, answers, claimant, tx);
        await service().recordAnswers(programId, answers, claimant, tx);
      });
      const [claim] = await t.database.db
        .select({ applicationId: programFormSubmission.applicationId })
        .from(programFormUniqueValue)
        .innerJoin(programFormSubmission, eq(programFormSubmission.id, programFormUniqueValue.submissionId))
        .where(and(eq(programFormUniqueValue.programId, programId), eq(programFormUniqueValue.value, '0566666666')));
      expect(claim).toEqual({ applicationId: next.id });
    });

    it('lets the table decide a race: a value claimed after the check passed gives the loser the unique error', async () => {
      const winner = await signedIn();
      const loser = await signedIn();
      const answers = validAnswers('0544444444');
      // The loser checked before the winner stored: the check passes…
      await t.database.db.transaction((tx) => service().validateAnswers(programId, answers, own(loser.user.accountId), tx));
      expect((await submit(winner.browser, programId, answers)).statusCode).toBe(200);
      // …and the store, in the loser's transaction, finds the value taken and rolls everything back.
      const error = await rejection(
        t.database.db.transaction((tx) => service().recordAnswers(programId, answers, own(loser.user.accountId), tx)),
      );
      expect(error.details.fieldErrors).toEqual([{ field: 'body.formAnswers.phone', code: 'unique' }]);
      expect(await submissionOf(loser.user.accountId)).toBeUndefined();
    });
  });
});
