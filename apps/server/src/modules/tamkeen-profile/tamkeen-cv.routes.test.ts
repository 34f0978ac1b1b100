import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/factories/profile.factory.ts';
import { TestBrowser } from '../../test/factories/session.factory.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { tamkeenTestApp } from './tamkeen.test-kit.ts';

const generate = '/api/tamkeen/cv-attachment/generate-cv';

/**
 * generate-cv (decisions 067, 073) through the endpoint: a real PDF in Arabic and English built from the caller's
 * able-to-work profile, whose extracted text reads in logical order; the profile's owners only.
 */
describe('tamkeen generated CV (POST /api/tamkeen/cv-attachment/generate-cv)', () => {
  const { testApp, signedIn } = tamkeenTestApp();

  it('answers a PDF whose text holds the Arabic name, a skill and the summary in logical order, and the English half', async () => {
    const { user, browser } = await signedIn({ nameAr: 'سارة محمد العتيبي', nameEn: 'Sara Mohammed Alotaibi' });
    const saved = async (path: string, body: object) => expect((await browser.post(`/api/tamkeen/${path}`, body)).statusCode).toBe(200);
    await saved('skills/save', { items: [{ skill: 'COMPUTER', level: 'EXPERT' }], none: false });
    await saved('experience/save', {
      items: [{ jobTitle: 'Cashier', employer: 'Riyadh Market', professionSkill: 'CASHIER', startDate: '2010-01-01', endDate: null }],
      none: false,
    });
    await saved('summary/save', { summary: 'أبحث عن عمل في المحاسبة' });

    const response = await browser.post(generate, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="cv-\d{4}-\d{2}-\d{2}\.pdf"/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(response.rawPayload);
    // Arabic in logical order (the bidi layout): the name, the skill's name and level, the summary, the headings.
    expect(text).toContain('سارة محمد العتيبي');
    expect(text).toContain('استخدام الحاسب الآلي');
    expect(text).toContain('متمكن');
    expect(text).toContain('أبحث عن عمل في المحاسبة');
    expect(text).toContain('السيرة الذاتية');
    expect(text).toContain('المهارات');
    // The English half names the same skill in English; what was typed is printed as typed.
    expect(text).toContain('Sara Mohammed Alotaibi');
    expect(text).toContain('Computer use');
    expect(text).toContain('Cashier');
    expect(text).toContain('Riyadh Market');
    expect(text).toContain(user.mobile);
    // An empty tab says so rather than printing an empty table.
    expect(text).toContain('لا يوجد');
    expect(text).toContain('None');
  });

  it('refuses people whose classification has no able-to-work profile, and the EXEMPT', async () => {
    const old = await signedIn({ birthDate: '1950-01-01' });
    expect(expectError(await old.browser.post(generate, {}), 409).code).toBe('TAMKEEN_NOT_ENROLLED');
  });

  it('refuses a visitor', async () => {
    const response = await new TestBrowser(testApp().app).post(generate, {});
    expect(response.statusCode).toBe(401);
  });
});
