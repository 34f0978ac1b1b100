import { describe, expect, it } from 'vitest';
import { isAdult } from '../household/household-rules.ts';
import { adultBornBy } from './emergency-login.service.ts';

describe('adultBornBy: the birth-date cut-off the delegation query compares as text', () => {
  it('agrees with the household rule of adulthood on every day of four years around 29 February', () => {
    const births: string[] = [];
    for (let day = Date.UTC(2005, 0, 1); day <= Date.UTC(2009, 0, 1); day += 86_400_000)
      births.push(new Date(day).toISOString().slice(0, 10));
    for (const today of ['2024-02-28', '2024-02-29', '2024-03-01', '2025-02-28', '2025-03-01', '2026-02-28', '2026-12-31']) {
      const cutoff = adultBornBy(today, 18);
      for (const birthDate of births) expect(birthDate <= cutoff, `${birthDate} on ${today}`).toBe(isAdult(birthDate, today, 18));
    }
  });
});
