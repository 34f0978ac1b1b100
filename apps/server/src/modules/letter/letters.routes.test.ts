import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { todayInRiyadh, toHijri } from '@sanad/contract';
import { TestBrowser } from '../../test/factories/session.factory.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { cycleReadsTestApp, failure } from '../eligibility-history/cycle-reads.test-kit.ts';
import { checkLetterLimit } from './letter.routes.ts';

const generate = '/api/letter/generate-letter';
const check = '/api/letter/check-letter';

/** What the PDF's QR code says: its first page rendered by pdftoppm, the pixels read by @napi-rs/canvas, decoded by jsQR. */
async function qrOf(pdf: Buffer): Promise<string | null> {
  const dir = mkdtempSync(join(tmpdir(), 'letter-qr-'));
  try {
    writeFileSync(join(dir, 'letter.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', join(dir, 'letter.pdf'), join(dir, 'page')]);
    const [file] = readdirSync(dir).filter((name) => name.endsWith('.png'));
    if (!file) return null;
    const image = await loadImage(join(dir, file));
    const context = createCanvas(image.width, image.height).getContext('2d');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height);
    return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const numberIn = (text: string) => /SL-\d{4}-[0-9A-Z]{10}/.exec(text)?.[0] ?? '';

/**
 * Letters (docs/decisions/063-letters.md) through the endpoints: issued from the published records of the caller,
 * stored, checked by anyone with the number and the holder's national ID; every other check gets one refusal.
 */
describe('letters (/api/letter/...)', () => {
  const { app, testApp, mine, other } = cycleReadsTestApp();
  const visitor = () => new TestBrowser(app());
  let issued: Buffer;
  let letterNumber: string;

  it('issues a beneficiary certificate as a PDF in Arabic and English, with the holder, number, dates and QR code', async () => {
    const response = await mine().browser.post(generate, { letterType: 'BENEFICIARY_CERT' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="SL-\d{4}-[0-9A-Z]{10}\.pdf"/);
    issued = response.rawPayload;
    expect(issued.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(issued);
    letterNumber = numberIn(text);
    expect(letterNumber).toMatch(/^SL-\d{4}-[0-9A-HJKMNP-TV-Z]{10}$/);
    const { user } = mine();
    // The Arabic name reads back in logical order (the bidi layout), beside the English one and the national ID.
    expect(text).toContain(`شخص تجريبي`);
    expect(text).toContain(user.nameEn);
    expect(text).toContain(user.nin);
    expect(text).toContain('شهادة استفادة من الضمان الاجتماعي');
    expect(text).toContain('Social security beneficiary certificate');
    // The latest published month of the scenario (2031-03), eligible: 2,100 SAR.
    expect(text).toContain('مارس');
    expect(text).toContain('March 2031');
    expect(text).toContain('2,100.00');
    // Issued today, in both calendars.
    const today = todayInRiyadh();
    expect(text).toContain(today.split('-').reverse().join('/'));
    expect(text).toContain(toHijri(today).split('-').reverse().join('/'));

    const publicUrl = testApp().config.publicUrl.replace(/\/+$/, '');
    expect(await qrOf(issued)).toBe(`${publicUrl}/#/check-letter?number=${letterNumber}`);
  });

  it('answers a visitor the very bytes issued for the number with the holder’s national ID, again and again', async () => {
    for (let time = 0; time < 2; time += 1) {
      const response = await visitor().post(check, { letterNumber, nationalId: mine().user.nin });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(Buffer.compare(response.rawPayload, issued)).toBe(0);
    }
    // Typed in lower case, with spaces around and Arabic-Indic digits, it is the same number.
    const arabicDigits = mine().user.nin.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const typed = await visitor().post(check, { letterNumber: ` ${letterNumber.toLowerCase()} `, nationalId: arabicDigits });
    expect(Buffer.compare(typed.rawPayload, issued)).toBe(0);
  });

  it('refuses every other check with one identical answer: another NIN, an unknown number, a malformed one', async () => {
    const theirs = await other().browser.post(generate, { letterType: 'BENEFICIARY_CERT' });
    expect(theirs.statusCode).toBe(200);
    const theirNumber = numberIn(pdfText(theirs.rawPayload));
    const attempts = [
      // Someone else's letter with my national ID, and mine with theirs.
      { letterNumber: theirNumber, nationalId: mine().user.nin },
      { letterNumber, nationalId: other().user.nin },
      { letterNumber: 'SL-2026-0000000000', nationalId: mine().user.nin },
      { letterNumber: 'not a number', nationalId: mine().user.nin },
      { letterNumber, nationalId: '12' },
    ];
    const answers = [];
    for (const attempt of attempts) {
      const refused = failure(await visitor().post(check, attempt), 404);
      answers.push({ code: refused.code, message: refused.message, fieldErrors: refused.fieldErrors });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toMatchObject({
      code: 'LETTER_CHECK_FAILED',
      message: 'We could not verify a letter with this number and national ID. Check both and try again.',
    });
    const arabic = failure(await visitor().post(check, attempts[0] ?? {}, { 'accept-language': 'ar' }), 404);
    expect(arabic.message).toBe('تعذر التحقق من خطاب بهذا الرقم ورقم الهوية. تحقق منهما وحاول مرة أخرى.');
  });

  it('refuses the Ramadan reward program with a translated 422, and a type not in the list', async () => {
    const ramadan = failure(await mine().browser.post(generate, { letterType: 'BENEFICIARY_CERT', programId: 3003 }), 422);
    expect(ramadan).toMatchObject({ code: 'LETTER_PROGRAM_EXCLUDED' });
    const arabic = failure(
      await mine().browser.post(generate, { letterType: 'PAYMENT_STATEMENT', programId: 3003 }, { 'accept-language': 'ar' }),
      422,
    );
    expect(arabic.message).toContain('لا تصدر الخطابات لهذا البرنامج');
    const unknown = failure(await mine().browser.post(generate, { letterType: 'NO_SUCH_LETTER' }), 422);
    expect(unknown.code).toBe('LETTER_TYPE_UNKNOWN');
  });

  it('writes a payment statement from the payments module, and refuses what the records do not support', async () => {
    const response = await mine().browser.post(generate, { letterType: 'PAYMENT_STATEMENT' });
    expect(response.statusCode, response.body).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('بيان المدفوعات');
    // Published and paid months only, newest first: 2031-03 (2,100 SAR scheduled) and 2031-01 (2,300 SAR paid).
    expect(text).toContain('2,100.00');
    expect(text).toContain('2,300.00');
    expect(text).not.toContain('April 2031');
    // An eligible household gets no non-beneficiary certificate.
    const refused = failure(await mine().browser.post(generate, { letterType: 'NON_BENEFICIARY_CERT' }), 409);
    expect(refused.code).toBe('LETTER_NOT_AVAILABLE');
  });

  it('lists the household of the latest published month, and states the eligibility outcome', async () => {
    const household = await mine().browser.post(generate, { letterType: 'HOUSEHOLD_STATEMENT' });
    expect(household.statusCode, household.body).toBe(200);
    const text = pdfText(household.rawPayload);
    expect(text).toContain('Head of household');
    expect(text).toContain('رب الأسرة');
    const eligibility = await mine().browser.post(generate, { letterType: 'ELIGIBILITY_LETTER' });
    expect(pdfText(eligibility.rawPayload)).toContain('eligible, for SAR 2,100.00');
  });

  it('issues letters to heads of household only, and to nobody signed out', async () => {
    expect(failure(await mine().adult.browser.post(generate, { letterType: 'BENEFICIARY_CERT' }), 403).code).toBe('FORBIDDEN');
    expect((await visitor().post(generate, { letterType: 'BENEFICIARY_CERT' })).statusCode).toBe(401);
  });

  it('limits the checks one address makes', async () => {
    const browser = visitor();
    let last = 0;
    for (let attempt = 0; attempt <= checkLetterLimit.max; attempt += 1) {
      last = (await browser.post(check, { letterNumber, nationalId: '1000000000' })).statusCode;
    }
    expect(last).toBe(429);
  });
});
