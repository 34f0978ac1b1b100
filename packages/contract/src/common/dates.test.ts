import { describe, expect, it } from 'vitest';
import { isCalendarDate, isHijriDate, todayInRiyadh } from './dates.ts';

describe('isCalendarDate', () => {
  it('knows the days of each month, leap years included', () => {
    for (const date of ['2024-02-29', '2000-02-29', '2023-01-31', '2023-04-30', '2023-12-31', '1900-01-01']) {
      expect(isCalendarDate(date), date).toBe(true);
    }
    for (const date of ['2023-02-29', '1900-02-29', '2023-04-31', '2023-13-01', '2023-00-10', '2023-01-00', '1990-13-45']) {
      expect(isCalendarDate(date), date).toBe(false);
    }
  });

  it('wants the YYYY-MM-DD writing', () => {
    for (const date of ['15-02-2015', '2015-2-5', '2015/02/05', '2015-02-05T00:00:00Z', '']) expect(isCalendarDate(date), date).toBe(false);
  });
});

describe('isHijriDate', () => {
  it('takes month 1–12 and day 1–30 in both writings', () => {
    for (const date of ['1369-05-26', '26/05/1369', '1445-12-30', '30/12/1445', '1445-01-01']) expect(isHijriDate(date), date).toBe(true);
    for (const date of ['1369-13-40', '1369-00-10', '1369-05-31', '1369-05-00', '31/01/1445', '10/13/1445', '1445/01/01']) {
      expect(isHijriDate(date), date).toBe(false);
    }
  });
});

describe('todayInRiyadh', () => {
  it('is the date on Saudi time (UTC+3), a day ahead of UTC from 21:00 UTC', () => {
    expect(todayInRiyadh(new Date('2026-11-24T20:59:59Z'))).toBe('2026-11-24');
    expect(todayInRiyadh(new Date('2026-11-24T21:00:00Z'))).toBe('2026-11-25');
  });
});
