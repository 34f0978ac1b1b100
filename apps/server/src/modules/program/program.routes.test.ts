import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { programSummarySchema, programType } from '@sanad/contract';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

describe('GET /api/programs/list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists SSP (3001) and the Ramadan reward (3003), and letters are never for the Ramadan reward', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/programs/list' });
    expect(response.statusCode).toBe(200);
    const programs = z.array(programSummarySchema).parse(response.json());
    expect(programs.map((program) => [program.id, program.code, program.lettersAllowed, program.active])).toEqual([
      [programType.SSP, 'SSP', true, true],
      [programType.RAMADAN_REWARD, 'RAMADAN_REWARD', false, true],
    ]);
    for (const program of programs) {
      expect(program.nameAr).toMatch(/[\u0600-\u06FF]/);
      expect(program.descriptionAr).toMatch(/[\u0600-\u06FF]/);
      expect(program.nameEn).not.toBe('');
      expect(program.descriptionEn).not.toBe('');
    }
  });

  it('is cacheable with an ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/programs/list' });
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/programs/list',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
  });
});
