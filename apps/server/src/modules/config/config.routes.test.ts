import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, appConfigSchema, caseListsSchema, crmConfigSchema, lookupListSchema, type LookupItem } from '@sanad/contract';
import { parameter } from '../../db/schema/index.ts';
import { buildTestApp, localesDir, type TestApp } from '../../test/build-test-app.ts';

const codesOf = (items: LookupItem[]) => items.map((item) => item.code);

describe('configuration endpoints', () => {
  let t: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    configured = await buildTestApp({ database: t.database, env: { GOOGLE_MAP_KEY: 'AIza-test-key', SUPPORTED_LANGUAGES: 'ar' } });
  });
  afterAll(async () => {
    await configured.close();
    await t.close();
  });

  const get = (url: string, app: TestApp = t) => app.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });

  describe('GET /api/config', () => {
    it('publishes the deployment settings and the parameters, with no maps key by default', async () => {
      const response = await get('/api/config');
      expect(response.statusCode).toBe(200);
      const config = appConfigSchema.parse(response.json());
      expect(config).toMatchObject({
        googleMapKey: '',
        appVersion: '1.7.0',
        defaultLanguage: 'ar',
        supportedLanguages: ['ar', 'en'],
        demoMode: true,
        upload: { maxBytes: 5 * 1024 * 1024, extensions: ['pdf', 'jpg', 'jpeg', 'png'] },
        household: { maxHouses: 4 },
      });
      expect(config.contact.phone).not.toBe('');
      expect(config.contact.hours.ar).toMatch(/[\u0600-\u06FF]/);
    });

    it('publishes the configured maps key and languages', async () => {
      const config = appConfigSchema.parse((await get('/api/config', configured)).json());
      expect(config.googleMapKey).toBe('AIza-test-key');
      expect(config.supportedLanguages).toEqual(['ar']);
    });

    it("publishes an operator's edit of a parameter (on an instance without a cached copy)", async () => {
      const [before] = await t.database.db.select().from(parameter).where(eq(parameter.key, 'config.upload'));
      await t.database.db
        .update(parameter)
        .set({ value: { maxBytes: 2_000_000, extensions: ['pdf'] } })
        .where(eq(parameter.key, 'config.upload'));
      const fresh = await buildTestApp({ database: t.database });
      try {
        expect(appConfigSchema.parse((await get('/api/config', fresh)).json()).upload).toEqual({
          maxBytes: 2_000_000,
          extensions: ['pdf'],
        });
      } finally {
        await fresh.close();
        await t.database.db.update(parameter).set({ value: before?.value }).where(eq(parameter.key, 'config.upload'));
      }
    });

    it('publishes the limit of houses the household module enforces (household.maxHouses), as an operator sets it', async () => {
      await t.database.db.update(parameter).set({ value: 2 }).where(eq(parameter.key, 'household.maxHouses'));
      const fresh = await buildTestApp({ database: t.database });
      try {
        expect(appConfigSchema.parse((await get('/api/config', fresh)).json()).household).toEqual({ maxHouses: 2 });
      } finally {
        await fresh.close();
        await t.database.db.update(parameter).set({ value: 4 }).where(eq(parameter.key, 'household.maxHouses'));
      }
    });

    it('answers 304 with an empty body to a browser that already holds the current version', async () => {
      const first = await get('/api/config');
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const second = await t.app.inject({ method: 'GET', url: '/api/config', headers: { 'if-none-match': String(etag) } });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe('');
      const stale = await t.app.inject({ method: 'GET', url: '/api/config', headers: { 'if-none-match': '"stale"' } });
      expect(stale.statusCode).toBe(200);
      expect(appConfigSchema.safeParse(stale.json()).success).toBe(true);
    });

    it('gives each configuration its own ETag', async () => {
      expect((await get('/api/config')).headers.etag).not.toBe((await get('/api/config', configured)).headers.etag);
    });
  });

  describe('tickets (CRM)', () => {
    it('GET /api/config/crm-config lists the ticket types and settings', async () => {
      const crm = crmConfigSchema.parse((await get('/api/config/crm-config')).json());
      expect(codesOf(crm.ticketTypes)).toEqual(['INQUIRY', 'COMPLAINT', 'SUGGESTION', 'TECH_SUPPORT']);
      expect(crm.ticketTypes[0]).toEqual({ code: 'INQUIRY', nameAr: 'استفسار', nameEn: 'Inquiry', parentCode: null });
      expect(crm).toMatchObject({ visitorOtpRequired: true, maxAttachments: 3, maxDescriptionLength: 2000 });
    });

    it('GET /api/config/ticket-categories/{id} lists the categories of a ticket type', async () => {
      const response = await get('/api/config/ticket-categories/INQUIRY');
      expect(response.statusCode).toBe(200);
      const categories = lookupListSchema.parse(response.json());
      expect(codesOf(categories)).toEqual(['INQ_REGISTRATION', 'ELIGIBILITY', 'INQ_PAYMENTS', 'INQ_PROGRAMS', 'INQ_TAMKEEN']);
      for (const category of categories) expect(category.parentCode).toBe('INQUIRY');
    });

    it('GET /api/config/ticket-sub-categories/{id} lists the sub-categories of a category', async () => {
      const subCategories = lookupListSchema.parse((await get('/api/config/ticket-sub-categories/ELIGIBILITY')).json());
      expect(subCategories).toContainEqual({
        code: 'ELIGIBILITY_RESULT',
        nameAr: 'نتيجة الأهلية',
        nameEn: 'Eligibility result',
        parentCode: 'ELIGIBILITY',
      });
      for (const item of subCategories) expect(item.parentCode).toBe('ELIGIBILITY');
    });

    it('walks down the whole tree: every type has categories, every category sub-categories', async () => {
      const crm = crmConfigSchema.parse((await get('/api/config/crm-config')).json());
      for (const type of crm.ticketTypes) {
        const categories = lookupListSchema.parse((await get(`/api/config/ticket-categories/${type.code}`)).json());
        expect(categories.length, type.code).toBeGreaterThanOrEqual(2);
        for (const category of categories) {
          const subCategories = lookupListSchema.parse((await get(`/api/config/ticket-sub-categories/${category.code}`)).json());
          expect(subCategories.length, category.code).toBeGreaterThanOrEqual(2);
        }
      }
    });

    it.each([
      ['/api/config/ticket-categories/NO_SUCH_TYPE'],
      ['/api/config/ticket-categories/ELIGIBILITY'],
      ['/api/config/ticket-sub-categories/NO_SUCH_CATEGORY'],
      ['/api/config/ticket-sub-categories/INQUIRY'],
    ])('answers an unknown code with 404 in the error shape: %s', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'NOT_FOUND', message: 'What you asked for was not found.' });
    });

    it('refuses an over-long code as a validation error', async () => {
      const response = await get(`/api/config/ticket-categories/${'A'.repeat(41)}`);
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fieldErrors?.map((error) => error.field)).toEqual(['params.id']);
    });

    it('GET /api/config/load-all-status-and-category-list-cases lists ticket statuses and every category', async () => {
      const lists = caseListsSchema.parse((await get('/api/config/load-all-status-and-category-list-cases')).json());
      expect(codesOf(lists.statuses)).toEqual(['OPEN', 'IN_PROGRESS', 'ANSWERED', 'CLOSED']);
      expect(codesOf(lists.categories)).toEqual(expect.arrayContaining(['ELIGIBILITY', 'CMP_PAYMENTS', 'SUG_PORTAL', 'TEC_LOGIN']));
      expect(lists.categories.length).toBe(16);
    });
  });

  describe('GET /assets/i18n/{lang}.json', () => {
    it.each(['ar', 'en'])('serves the web app translation file of %s', async (language) => {
      const response = await get(`/assets/i18n/${language}.json`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual(JSON.parse(await readFile(join(localesDir, `${language}.json`), 'utf8')));
      expect(response.headers.etag).toBeDefined();
    });

    it.each(['fr', 'xx', 'AR', 'ar-SA', '..%2Fetc', '..%2F..%2Fa'])(
      'answers an unknown language with 404 in the error shape: %s',
      async (language) => {
        const response = await get(`/assets/i18n/${language}.json`);
        expect(response.statusCode).toBe(404);
        expect(apiErrorSchema.parse(response.json()).code).toMatch(/^(LANGUAGE_NOT_SUPPORTED|NOT_FOUND)$/);
        expect(response.body).not.toContain('"name"');
      },
    );

    it('answers 404 LANGUAGE_NOT_SUPPORTED for a known language the deployment does not offer', async () => {
      const response = await get('/assets/i18n/en.json', configured);
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'LANGUAGE_NOT_SUPPORTED', message: 'هذه اللغة غير متاحة.' });
      expect((await get('/assets/i18n/ar.json', configured)).statusCode).toBe(200);
    });

    it('does not resolve dot segments into other files', async () => {
      const response = await get('/assets/i18n/../../package.json');
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.safeParse(response.json()).success).toBe(true);
    });
  });
});
