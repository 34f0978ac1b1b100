import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { checkAccessibility, expect, languages, test, waitForStartup, type Language } from './fixtures.ts';
import { demoAccounts, signInWithPassword } from './identity-helpers.ts';

/** What the letter screens say, from apps/web/src/locales/{ar,en}.json (`letters.*`). */
const letterTexts = {
  ar: { download: 'تنزيل الخطاب (PDF)', verify: 'تحقق', genuine: 'صحيح', holder: 'رقم هوية صاحب الخطاب' },
  en: { download: 'Download the letter (PDF)', verify: 'Verify', genuine: 'is genuine', holder: "National ID of the letter's holder" },
} as const satisfies Record<Language, Record<string, string>>;

/**
 * The frame of the letter is the browser's own PDF viewer, not the portal's markup: axe never answers from inside it,
 * so the scan leaves it out (the frame itself has its title).
 */
const pdfViewerExcluded = { exclude: ['[data-testid$="-viewer-frame"]'] };

/** A letter number as printed (decision 063). */
const letterNumberPattern = /SL-\d{4}-[0-9A-Z]{10}/;

// The ready applicant (1010000006) asks for a certificate of the demo year's last published month (eligible), saves
// it, and a visitor in a browser of their own, never signed in, checks it with its number and his national ID. The
// journey only adds letters: it runs beside the journeys that write to his application.
test.describe('letters', () => {
  for (const language of languages) {
    test.describe(`a beneficiary certificate (${language})`, () => {
      test.use({ language });

      test('the ready applicant requests and downloads it; a visitor verifies it', async ({ page, app, axe, browser }, testInfo) => {
        // Two sign-ins of one account queue on its lock, and an axe scan or two: about 90 s on a busy 2-core machine.
        test.setTimeout(180_000);
        const t = letterTexts[language];
        await page.goto('/#/login');
        await signInWithPassword(page, demoAccounts.applicant);
        await app.open('/home');
        await page.getByTestId('home-request-letter').click();

        const form = page.getByTestId('request-letter-form');
        await expect(form).toBeVisible();
        await form.getByRole('combobox').selectOption('BENEFICIARY_CERT');
        await page.getByTestId('request-letter-submit').click();
        const viewer = page.getByTestId('request-letter-viewer');
        await expect(viewer.getByTestId('request-letter-viewer-frame')).toHaveAttribute('src', /^blob:/);
        await axe(pdfViewerExcluded);

        const [download] = await Promise.all([
          page.waitForEvent('download', (started) => started.suggestedFilename() === 'beneficiary_cert.pdf'),
          viewer.getByRole('button', { name: t.download }).click(),
        ]);
        const pdf = await readFile(await download.path());
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
        expect(text).toContain(demoAccounts.applicant.nin);
        const letterNumber = letterNumberPattern.exec(text)?.[0] ?? '';
        expect(letterNumber).not.toBe('');

        // A visitor opens the QR code's address: the number is filled in; they type the holder's national ID.
        const context = await browser.newContext();
        const visitor = await context.newPage();
        await visitor.goto(`/#/check-letter?number=${letterNumber}`);
        await waitForStartup(visitor);
        if (language === 'en') {
          await visitor.getByTestId('language-switch').click();
          await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
        }
        const check = visitor.getByTestId('check-letter-form');
        await expect(check.locator('#check-letter-number')).toHaveValue(letterNumber);
        await check.getByLabel(t.holder).fill(demoAccounts.applicant.nin);
        await check.getByRole('button', { name: t.verify }).click();
        await expect(visitor.getByTestId('check-letter-verified')).toContainText(t.genuine);
        await expect(visitor.getByTestId('check-letter-verified')).toContainText(letterNumber);
        await expect(visitor.getByTestId('check-letter-viewer-frame')).toHaveAttribute('src', /^blob:/);
        await checkAccessibility(visitor, testInfo, pdfViewerExcluded);

        // The same bytes come back for the number and national ID, and a wrong national ID gets the refusal.
        const [again] = await Promise.all([
          visitor.waitForEvent('download', (started) => started.suggestedFilename() === `${letterNumber}.pdf`),
          visitor.getByRole('button', { name: t.download }).click(),
        ]);
        expect(Buffer.compare(await readFile(await again.path()), pdf)).toBe(0);
        await check.getByLabel(t.holder).fill('1010000014');
        await check.getByRole('button', { name: t.verify }).click();
        await expect(visitor.getByTestId('error-summary')).toBeVisible();
        await context.close();
      });
    });
  }
});
