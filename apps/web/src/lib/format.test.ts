import { formatGregorianDate, formatHijriDate, formatMoney } from './format.ts';

describe('format', () => {
  it('shows Gregorian dates in UTC with Latin digits in both languages', () => {
    expect(formatGregorianDate('2026-11-22T23:30:00Z', 'en')).toBe('22 November 2026');
    expect(formatGregorianDate('2026-11-22T23:30:00Z', 'ar')).toMatch(/22 .+ 2026/);
  });

  it('shows the Umm al-Qura date beside it', () => {
    expect(formatHijriDate('2026-11-22T00:00:00Z', 'en')).toMatch(/1448 AH/);
    expect(formatHijriDate('2026-11-22T00:00:00Z', 'ar')).toMatch(/1448/);
  });

  it('shows halalas as riyals', () => {
    expect(formatMoney(123456, 'en')).toMatch(/1,234\.56/);
    expect(formatMoney(50, 'ar')).toMatch(/0[.٫]50/);
  });
});
