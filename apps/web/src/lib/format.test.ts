import { formatGregorianDate, formatGregorianDateTime, formatHijriDate, formatMoney, gregorianDateTimeParts } from './format.ts';

describe('format', () => {
  it('shows Gregorian dates with Latin digits in both languages', () => {
    expect(formatGregorianDate('2026-11-22', 'en')).toBe('22 November 2026');
    expect(formatGregorianDate('2026-11-22T08:00:00Z', 'ar')).toMatch(/^22 .+ 2026$/);
  });

  it('gives a moment the day it is in Riyadh, as the server counts days, and a calendar date its own day', () => {
    expect(formatGregorianDate('2026-11-22T20:59:00Z', 'en')).toBe('22 November 2026');
    expect(formatGregorianDate('2026-11-22T21:00:00Z', 'en')).toBe('23 November 2026');
    expect(formatHijriDate('2026-11-22T21:00:00Z', 'en')).toBe('13 Jumada II 1448 AH');
    expect(formatGregorianDate('2026-11-22', 'en')).toBe('22 November 2026');
    expect(formatGregorianDate('2026-11-22T00:00:00.000Z', 'en')).toBe('22 November 2026');
  });

  it('shows the Umm al-Qura date beside it', () => {
    expect(formatHijriDate('2026-11-22T00:00:00Z', 'en')).toBe('12 Jumada II 1448 AH');
    expect(formatHijriDate('2026-11-22T00:00:00Z', 'ar')).toMatch(/^12 .+ 1448 هـ$/);
  });

  it('reads a moment in another time zone when named', () => {
    expect(formatGregorianDate('2026-11-22T23:30:00Z', 'en', 'UTC')).toBe('22 November 2026');
    expect(formatHijriDate('2026-11-22T23:30:00Z', 'en', 'UTC')).toBe('12 Jumada II 1448 AH');
  });

  it('shows a moment with its time of day', () => {
    expect(formatGregorianDateTime('2026-11-20T09:30:00Z', 'en', 'Asia/Riyadh')).toBe('20 November 2026 at 12:30');
    expect(formatGregorianDateTime('2026-11-20T09:30:00Z', 'ar', 'Asia/Riyadh')).toMatch(/^20 .+ 2026 .*12:30/);
  });

  it('splits a moment into its date and its time with the joining word, where a narrow place may break the line', () => {
    expect(gregorianDateTimeParts('2026-11-20T09:30:00Z', 'en', 'Asia/Riyadh')).toEqual({ date: '20 November 2026', time: 'at 12:30' });
    const arabic = gregorianDateTimeParts('2026-11-20T09:30:00Z', 'ar', 'Asia/Riyadh');
    expect(arabic.date).toBe('20 نوفمبر 2026');
    expect(arabic.time).toMatch(/^في 12:30 م$/);
  });

  it('shows halalas as riyals', () => {
    expect(formatMoney(123456, 'en')).toMatch(/1,234\.56/);
    expect(formatMoney(50, 'ar')).toMatch(/0[.٫]50/);
    expect(formatMoney(200_000, 'en', { whole: true })).toMatch(/^SAR\s2,000$/);
  });
});
