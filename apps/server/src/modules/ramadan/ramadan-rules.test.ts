import { describe, expect, it } from 'vitest';
import { ramadanEligibility, ramadanHijriYear } from './ramadan-rules.ts';

describe('ramadanHijriYear', () => {
  it("is this Hijri year's Ramadan until the month ends, next year's from 1 Shawwal (Umm al-Qura)", () => {
    expect(ramadanHijriYear('2026-01-01')).toBe(1447); // Rajab 1447
    expect(ramadanHijriYear('2026-02-17')).toBe(1447); // 29 Sha'ban 1447
    expect(ramadanHijriYear('2026-02-18')).toBe(1447); // 1 Ramadan 1447
    expect(ramadanHijriYear('2026-03-19')).toBe(1447); // 30 Ramadan 1447
    expect(ramadanHijriYear('2026-03-20')).toBe(1448); // 1 Shawwal 1447
    expect(ramadanHijriYear('2026-11-22')).toBe(1448); // Jumada al-Akhirah 1448
  });
});

describe('ramadanEligibility', () => {
  it('is eligible only when the SSP application is ELIGIBLE', () => {
    expect(ramadanEligibility({ id: 'a1', status: 'ELIGIBLE' }, 1448, 'en')).toEqual({
      eligible: true,
      reason: 'SSP_ELIGIBLE',
      message: 'Your household is eligible for the Ramadan reward of 1448 AH.',
      hijriYear: 1448,
      applicationId: 'a1',
    });
  });

  it('names the state of an application in another state, in the language asked', () => {
    const answer = ramadanEligibility({ id: 'a2', status: 'UNDER_STUDY' }, 1448, 'ar');
    expect(answer).toMatchObject({ eligible: false, reason: 'SSP_NOT_ELIGIBLE', applicationId: 'a2' });
    expect(answer.message).toContain('قيد الدراسة');
    expect(ramadanEligibility({ id: 'a3', status: 'WITHDRAWN' }, 1448, 'en').message).toContain('withdrawn');
  });

  it('without an SSP application says to apply first', () => {
    expect(ramadanEligibility(null, 1448, 'en')).toMatchObject({ eligible: false, reason: 'NO_SSP_APPLICATION', applicationId: null });
  });
});
