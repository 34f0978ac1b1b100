import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, isValidSaudiIban, maskIban } from '@sanad/contract';
import { auditEvent, bankAccount, parameter } from '../../db/schema/index.ts';
import { createManualClock } from '../../platform/clock/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { arabicIndicDigits, persianDigits } from '../../test/digits.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { buildIban, expectError, expectOk } from '../../test/factories/profile.factory.ts';
import { createDelegation, createTestAccount, TestBrowser, type TestAccount } from '../../test/factories/session.factory.ts';

const e = contract.profile;
const base = '/api/unified-profile/personal-info-tab';

describe('payment IBAN (updateIban, loadIbanInfo) with the local bank simulator', () => {
  const clock = createManualClock(new Date());
  let t: TestApp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await buildTestApp({ adapters: { clock } });
  });
  afterAll(() => t.close());

  async function signedIn(): Promise<{ user: TestAccount; browser: TestBrowser }> {
    const user = await createTestAccount(db());
    const browser = new TestBrowser(t.app);
    await browser.signIn(user);
    return { user, browser };
  }
  const update = async (browser: TestBrowser, interimIban: string) =>
    expectOk(await browser.post(`${base}/updateIban`, { interimIban }), e.updateIban.response);
  const info = async (browser: TestBrowser) => expectOk(await browser.get(`${base}/loadIbanInfo`), e.loadIbanInfo.response);
  const rows = (accountId: string) =>
    db().select().from(bankAccount).where(eq(bankAccount.accountId, accountId)).orderBy(bankAccount.requestedAt);
  /** The simulated bank answers `bank.simulatorDelaySeconds` (5) after the request. */
  const bankAnswers = () => clock.advance(5_000);

  it('generates valid IBANs in the factory', () => {
    expect(isValidSaudiIban(buildIban())).toBe(true);
    expect(isValidSaudiIban(buildIban('05', '000000001234560000'))).toBe(true);
  });

  it('refuses an IBAN of the wrong shape or with a wrong check digit, as field errors', async () => {
    const { browser, user } = await signedIn();
    for (const [interimIban, code] of [
      ['GB82WEST12345698765432', 'iban_format'],
      ['SA03 8000 0000 6080 1016 75', 'iban_format'],
      ['SA0380000000608010167518', 'iban_checksum'],
      ['', 'iban_format'],
    ] as const) {
      expect(expectError(await browser.post(`${base}/updateIban`, { interimIban }), 400).fields, interimIban).toEqual([
        { field: 'body.interimIban', code },
      ]);
    }
    expect(await rows(user.accountId)).toEqual([]);
  });

  it('gives one message per problem: an over-long IBAN is a wrong shape, not also too long', async () => {
    const { browser } = await signedIn();
    for (const interimIban of ['SA'.padEnd(41, '1'), `${buildIban()} ${'1'.repeat(30)}`]) {
      expect(expectError(await browser.post(`${base}/updateIban`, { interimIban }), 400).fields, interimIban).toEqual([
        { field: 'body.interimIban', code: 'iban_format' },
      ]);
    }
  });

  it('refuses a new IBAN during an emergency login (409, in the caller’s language), writing nothing; the IBAN still shows', async () => {
    const applicant = await createTestAccount(db());
    const helper = await createTestAccount(db(), { role: 'DEPENDENT', account: { canLoginOnBehalfOfApplicant: true } });
    await createDelegation(db(), { applicantAccountId: applicant.accountId, dependentAccountId: helper.accountId });
    const browser = new TestBrowser(t.app);
    await browser.signIn(helper);
    expect((await browser.post(`/api/auth/login-to-applicant-account/${applicant.accountId}`)).statusCode).toBe(200);
    const auditsBefore = (await db().select().from(auditEvent).where(eq(auditEvent.entity, 'bank_account'))).length;

    const refused = await browser.post(`${base}/updateIban`, { interimIban: buildIban() });
    // The contract's stand-in flag (decision 013), checked before the body is read.
    expect(expectError(refused, 409).code).toBe('NOT_ALLOWED_FOR_STAND_IN');
    expect(refused.json<{ message: string }>().message).toBe(
      'Only the applicant can do this. It is not available while you act for them in an emergency login.',
    );
    const arabic = await browser.post(`${base}/updateIban`, { interimIban: buildIban('10') }, { 'accept-language': 'ar' });
    expect(expectError(arabic, 409).code).toBe('NOT_ALLOWED_FOR_STAND_IN');
    expect(arabic.json<{ message: string }>().message).toMatch(/الدخول الطارئ/);
    // Nothing was written for either account, and reading the IBAN still works.
    expect(await rows(applicant.accountId)).toEqual([]);
    expect(await rows(helper.accountId)).toEqual([]);
    expect(await db().select().from(auditEvent).where(eq(auditEvent.entity, 'bank_account'))).toHaveLength(auditsBefore);
    expect(await info(browser)).toEqual({ current: null, pending: null });

    // The applicant themselves still can.
    const own = new TestBrowser(t.app);
    await own.signIn(applicant);
    expect((await update(own, buildIban())).pending?.status).toBe('PENDING');
  });

  it('waits for the bank, then makes a verified IBAN the payment IBAN; answers always masked', async () => {
    const { browser, user } = await signedIn();
    expect(await info(browser)).toEqual({ current: null, pending: null });
    const iban = buildIban('80');
    const typed = `${iban.slice(0, 4).toLowerCase()} ${iban.slice(4, 8)} ${iban.slice(8)}`;
    const response = await browser.post(`${base}/updateIban`, { interimIban: typed });
    const waiting = expectOk(response, e.updateIban.response);
    expect(waiting).toEqual({
      current: null,
      pending: {
        maskedIban: maskIban(iban),
        bankCode: '80',
        status: 'PENDING',
        requestedAt: clock.now().toISOString(),
        rejectionReason: null,
      },
    });
    expect(waiting.pending?.maskedIban).toMatch(/^SA\d\d \*{4} \*{4} \*{4} \*{4} \d{4}$/);
    expect(response.body).not.toContain(iban.slice(4, 20));

    clock.advance(4_000);
    expect((await info(browser)).pending?.status).toBe('PENDING');
    clock.advance(1_000);
    const verified = await info(browser);
    expect(verified).toEqual({
      current: { maskedIban: maskIban(iban), bankCode: '80', verifiedAt: clock.now().toISOString() },
      pending: null,
    });
    expect(await rows(user.accountId)).toEqual([
      expect.objectContaining({ iban, status: 'VERIFIED', verificationRef: expect.stringMatching(/^SIM-/) }),
    ]);
    const audits = await db().select().from(auditEvent).where(eq(auditEvent.entity, 'bank_account'));
    const mine = audits.filter((row) => row.actorAccountId === user.accountId || row.onBehalfOfAccountId === user.accountId);
    expect(mine.map((row) => row.action)).toEqual(['profile.update-iban', 'profile.iban-verified']);
    expect(JSON.stringify(mine)).not.toContain(iban);

    // The same IBAN again is refused; another one waits while the verified one stays the payment IBAN.
    expect(expectError(await browser.post(`${base}/updateIban`, { interimIban: iban }), 409).code).toBe('IBAN_ALREADY_VERIFIED');
    const next = buildIban('10');
    const changing = await update(browser, next);
    expect(changing.current?.maskedIban).toBe(maskIban(iban));
    expect(changing.pending).toMatchObject({ maskedIban: maskIban(next), bankCode: '10', status: 'PENDING' });
    bankAnswers();
    expect(await info(browser)).toMatchObject({ current: { maskedIban: maskIban(next), bankCode: '10' }, pending: null });
    expect((await rows(user.accountId)).map((row) => row.status)).toEqual(['SUPERSEDED', 'VERIFIED']);
  });

  it('takes an IBAN typed in Arabic-Indic or Persian digits and keeps it in ASCII digits', async () => {
    const { browser, user } = await signedIn();
    const iban = buildIban('80');
    const typed = `${iban.slice(0, 2)}${arabicIndicDigits(iban.slice(2, 12))} ${persianDigits(iban.slice(12))}`;
    expect(await update(browser, typed)).toMatchObject({ pending: { maskedIban: maskIban(iban), bankCode: '80', status: 'PENDING' } });
    expect((await rows(user.accountId)).map((row) => row.iban)).toEqual([iban]);
    // The same IBAN in ASCII digits is the same request.
    await update(browser, iban);
    expect(await rows(user.accountId)).toHaveLength(1);
  });

  it('shows the bank’s refusal: an unknown bank code, an account that does not exist', async () => {
    const { browser, user } = await signedIn();
    await update(browser, buildIban('99'));
    bankAnswers();
    expect((await info(browser)).pending).toMatchObject({ status: 'REJECTED', rejectionReason: 'UNKNOWN_BANK', bankCode: '99' });
    await update(browser, buildIban('80', '000000000123450000'));
    // The new request replaces the refused one on the screen.
    expect((await info(browser)).pending).toMatchObject({ status: 'PENDING', rejectionReason: null });
    bankAnswers();
    expect(await info(browser)).toMatchObject({ current: null, pending: { status: 'REJECTED', rejectionReason: 'ACCOUNT_NOT_FOUND' } });
    expect((await rows(user.accountId)).map((row) => [row.status, row.rejectionReason])).toEqual([
      ['REJECTED', 'UNKNOWN_BANK'],
      ['REJECTED', 'ACCOUNT_NOT_FOUND'],
    ]);
  });

  it('replaces a request still waiting; the same IBAN twice is one request', async () => {
    const { browser, user } = await signedIn();
    const first = buildIban();
    await update(browser, first);
    await update(browser, first);
    expect(await rows(user.accountId)).toHaveLength(1);
    const second = buildIban('20');
    await update(browser, second);
    expect((await rows(user.accountId)).map((row) => [row.iban, row.status])).toEqual([
      [first, 'CANCELED'],
      [second, 'PENDING'],
    ]);
    bankAnswers();
    expect((await info(browser)).current?.maskedIban).toBe(maskIban(second));
    // The bank's answer about the canceled request never applies.
    expect((await rows(user.accountId))[0]?.status).toBe('CANCELED');
  });

  it('keeps one IBAN per person: another applicant’s requests are their own', async () => {
    const one = await signedIn();
    const two = await signedIn();
    await update(one.browser, buildIban());
    expect(await info(two.browser)).toEqual({ current: null, pending: null });
  });
});

describe('payment IBAN: the bank answers on its own time, or is unreachable', () => {
  it('applies the answer when the bank said it would be ready, without anybody looking', async () => {
    const database = await createTestDatabase();
    await database.db.update(parameter).set({ value: 0 }).where(eq(parameter.key, 'bank.simulatorDelaySeconds'));
    const t = await buildTestApp({ database });
    try {
      const user = await createTestAccount(database.db);
      const browser = new TestBrowser(t.app);
      await browser.signIn(user);
      const iban = buildIban();
      expect((await browser.post(`${base}/updateIban`, { interimIban: iban })).statusCode).toBe(200);
      const status = async () =>
        (
          await database.db
            .select()
            .from(bankAccount)
            .where(and(eq(bankAccount.accountId, user.accountId), eq(bankAccount.iban, iban)))
        )[0]?.status;
      const deadline = Date.now() + 5_000;
      while ((await status()) === 'PENDING' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await status()).toBe('VERIFIED');
    } finally {
      await t.close();
      await database.close();
    }
  });

  it('sends a request the bank did not take again at the next look, through the HTTP adapter', async () => {
    const received: Array<{ method: string; url: string; authorization: string | undefined; body: string }> = [];
    const bankServer = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, body });
        const posts = received.filter((r) => r.method === 'POST').length;
        response.setHeader('content-type', 'application/json');
        if (request.method === 'POST' && posts === 1) response.writeHead(503).end('{}');
        else if (request.method === 'POST') response.end(JSON.stringify({ reference: 'BANK-REF-1' }));
        else response.end(JSON.stringify({ status: 'VERIFIED' }));
      });
    });
    await new Promise<void>((resolve) => bankServer.listen(0, '127.0.0.1', resolve));
    const { port } = bankServer.address() as AddressInfo;
    const t = await buildTestApp({ env: { BANK_VERIFICATION_URL: `http://127.0.0.1:${port}/v1`, BANK_VERIFICATION_TOKEN: 'bank-token' } });
    try {
      const user = await createTestAccount(t.database.db);
      const browser = new TestBrowser(t.app);
      await browser.signIn(user);
      const iban = buildIban();
      expect(expectOk(await browser.post(`${base}/updateIban`, { interimIban: iban }), e.updateIban.response).pending?.status).toBe(
        'PENDING',
      );
      // Refused by the bank (503): still waiting, without a reference; the next look sends it again.
      expect(expectOk(await browser.get(`${base}/loadIbanInfo`), e.loadIbanInfo.response).pending?.status).toBe('PENDING');
      const [row] = await t.database.db.select().from(bankAccount).where(eq(bankAccount.accountId, user.accountId));
      expect(row).toMatchObject({ status: 'PENDING', verificationRef: 'BANK-REF-1' });
      expect(expectOk(await browser.get(`${base}/loadIbanInfo`), e.loadIbanInfo.response).current?.maskedIban).toBe(maskIban(iban));
      expect(received.map((r) => `${r.method} ${r.url}`)).toEqual([
        'POST /v1/verifications',
        'POST /v1/verifications',
        'GET /v1/verifications/BANK-REF-1',
      ]);
      expect(received.every((r) => r.authorization === 'Bearer bank-token')).toBe(true);
      expect(JSON.parse(received[1]?.body ?? '{}')).toEqual({ iban, nationalId: user.nin, holderName: expect.any(String) });
    } finally {
      await t.close();
      await new Promise((resolve) => bankServer.close(resolve));
    }
  });

  it('keeps the request waiting when the bank cannot be reached at all', async () => {
    const t = await buildTestApp({ env: { BANK_VERIFICATION_URL: 'http://127.0.0.1:9/bank', BANK_VERIFICATION_TOKEN: 'test-token' } });
    try {
      const user = await createTestAccount(t.database.db);
      const browser = new TestBrowser(t.app);
      await browser.signIn(user);
      const answer = expectOk(await browser.post(`${base}/updateIban`, { interimIban: buildIban() }), e.updateIban.response);
      expect(answer.pending?.status).toBe('PENDING');
      expect(expectOk(await browser.get(`${base}/loadIbanInfo`), e.loadIbanInfo.response).pending?.status).toBe('PENDING');
      const [row] = await t.database.db.select().from(bankAccount).where(eq(bankAccount.accountId, user.accountId));
      expect(row).toMatchObject({ status: 'PENDING', verificationRef: null });
    } finally {
      await t.close();
    }
  });
});
