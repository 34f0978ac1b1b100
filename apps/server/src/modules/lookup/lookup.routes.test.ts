import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allLookupsSchema, lookupGroups, lookupListSchema, type AllLookups } from '@sanad/contract';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createLookupItem } from '../../test/factories/lookup-item.factory.ts';

describe('lookup endpoints', () => {
  let t: TestApp;
  let all: AllLookups;
  beforeAll(async () => {
    t = await buildTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/lookup' });
    expect(response.statusCode).toBe(200);
    all = allLookupsSchema.parse(response.json());
  });
  afterAll(() => t.close());

  describe('GET /api/lookup', () => {
    it('returns every public group, each with items', () => {
      expect(Object.keys(all).sort()).toEqual([...lookupGroups].sort());
      for (const group of lookupGroups) expect(all[group].length, group).toBeGreaterThan(0);
    });

    it('gives every item a code and both names', () => {
      for (const group of lookupGroups) {
        for (const item of all[group]) {
          expect(item.code, group).not.toBe('');
          expect(item.nameAr, `${group} ${item.code}`).toMatch(/[\u0600-\u06FF]/);
          expect(item.nameEn, `${group} ${item.code}`).toMatch(/[A-Za-z]/);
        }
      }
    });

    it('holds the 13 regions, and cities that each belong to one of them', () => {
      expect(all.regions).toHaveLength(13);
      expect(all.regions[0]).toEqual({ code: '01', nameAr: 'منطقة الرياض', nameEn: 'Riyadh Region', parentCode: null });
      const regionCodes = new Set(all.regions.map((region) => region.code));
      for (const city of all.cities) expect(regionCodes.has(city.parentCode ?? ''), city.code).toBe(true);
      for (const region of regionCodes)
        expect(all.cities.filter((city) => city.parentCode === region).length, region).toBeGreaterThanOrEqual(5);
    });

    it('keeps the CRM tree out: it has its own endpoints', () => {
      expect(Object.keys(all)).not.toContain('ticketCategory');
    });

    it('keeps the display order of the reference data', () => {
      expect(all.applicationStatus.map((item) => item.code).slice(0, 3)).toEqual(['DRAFT', 'SUBMITTED', 'UNDER_STUDY']);
      expect(all.nationality[0]?.code).toBe('SA');
    });

    it('answers 304 with an empty body to a browser that already holds the current version', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/api/lookup' });
      const etag = String(first.headers.etag);
      expect(first.headers['cache-control']).toBe('no-cache');
      const second = await t.app.inject({ method: 'GET', url: '/api/lookup', headers: { 'if-none-match': etag } });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe('');
      expect(second.headers.etag).toBe(etag);
    });
  });

  it('revalidates the same way when the browser takes a compressed answer', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const first = await t.app.inject({ method: 'GET', url: '/api/lookup', headers });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const second = await t.app.inject({ method: 'GET', url: '/api/lookup', headers: { ...headers, 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.rawPayload.length).toBe(0);
  });

  it.each([
    ['/api/lookup/ssp_offices', 'sspOffices'],
    ['/api/lookup/letters', 'letters'],
    ['/api/lookup/disability', 'disability'],
    ['/api/lookup/profession-skills', 'professionSkills'],
    ['/api/lookup/majors', 'majors'],
  ] as const)('GET %s returns the %s group', async (url, group) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(lookupListSchema.parse(response.json())).toEqual(all[group]);
    expect(response.headers.etag).toBeDefined();
  });

  it('places every social-security office in a region', () => {
    const regionCodes = all.regions.map((region) => region.code);
    for (const office of all.sspOffices) expect(regionCodes).toContain(office.parentCode);
  });

  it('reads the lists from the database: a row an operator adds appears (after the cache), an inactive one never', async () => {
    const added = await createLookupItem(t.database.db, { group: 'letters' });
    const retired = await createLookupItem(t.database.db, { group: 'letters', active: false });

    // This instance still serves its cached copy for a while...
    const cached = lookupListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/lookup/letters' })).json());
    expect(cached.map((item) => item.code)).not.toContain(added.code);

    // ...while an instance without a cached copy (another server, or this one later) reads the table.
    const fresh = await buildTestApp({ database: t.database });
    try {
      const letters = lookupListSchema.parse((await fresh.app.inject({ method: 'GET', url: '/api/lookup/letters' })).json());
      expect(letters.at(-1)).toEqual({ code: added.code, nameAr: added.nameAr, nameEn: added.nameEn, parentCode: null });
      expect(letters.map((item) => item.code)).not.toContain(retired.code);
      const everything = allLookupsSchema.parse((await fresh.app.inject({ method: 'GET', url: '/api/lookup' })).json());
      expect(everything.letters.map((item) => item.code)).toContain(added.code);
    } finally {
      await fresh.close();
    }
  });
});
