import { toHijri } from '@sanad/contract';
import { describe, expect, it } from 'vitest';
import {
  dayBefore,
  firstDayOf,
  firstOfRamadan,
  nextFirstDayOf,
  paymentCode,
  paymentCodeNumber,
  paymentDateOf,
  paymentDayReached,
  ramadanRewardPeriod,
} from './cycle-calendar.ts';

describe('the days of a cycle', () => {
  it('starts on the first of the month and knows the next one, across a year', () => {
    expect(firstDayOf('2026-11')).toBe('2026-11-01');
    expect(nextFirstDayOf('2026-11')).toBe('2026-12-01');
    expect(nextFirstDayOf('2026-12')).toBe('2027-01-01');
    expect(dayBefore('2027-03-01')).toBe('2027-02-28');
  });

  it('pays on the day of the month, or the last day of a shorter month', () => {
    expect(paymentDateOf('2026-11', 27)).toBe('2026-11-27');
    expect(paymentDateOf('2027-02', 30)).toBe('2027-02-28');
    expect(paymentDateOf('2028-02', 31)).toBe('2028-02-29');
  });

  it('reaches payment day at midnight in Riyadh', () => {
    expect(paymentDayReached('2026-11-27', new Date('2026-11-26T20:59:59Z'))).toBe(false);
    expect(paymentDayReached('2026-11-27', new Date('2026-11-26T21:00:00Z'))).toBe(true);
  });

  it('codes payments P-YYYYMM-NNNNNNN and reads the number back', () => {
    expect(paymentCode('2026-11', 42)).toBe('P-202611-0000042');
    expect(paymentCodeNumber('P-202611-0000042')).toBe(42);
    expect(paymentCodeNumber('X')).toBe(0);
  });
});

describe('the Ramadan reward month', () => {
  it.each([1446, 1447, 1448, 1460])('finds 1 Ramadan %i in Umm al-Qura and the cycle of the day before', (year) => {
    const first = firstOfRamadan(year);
    expect(toHijri(first)).toBe(`${year}-09-01`);
    expect(toHijri(dayBefore(first)).slice(0, 7)).toBe(`${year}-08`);
    expect(ramadanRewardPeriod(year)).toEqual({ day: dayBefore(first), period: dayBefore(first).slice(0, 7) });
  });

  it('knows 1 Ramadan 1447 is 18 February 2026', () => {
    expect(firstOfRamadan(1447)).toBe('2026-02-18');
    expect(ramadanRewardPeriod(1447)).toEqual({ day: '2026-02-17', period: '2026-02' });
  });
});
