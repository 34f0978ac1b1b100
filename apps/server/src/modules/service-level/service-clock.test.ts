import { describe, expect, it } from 'vitest';
import { isPublicHoliday } from './public-holidays.ts';
import { addWorkingDays, isWorkingDay, serviceClock, workingDaysBetween, type ServiceClockState } from './service-clock.ts';

// 2026-11-01 is a Sunday; 11-06 Friday and 11-07 Saturday are the weekend; no public holiday is near.
const at = (day: string, time = '09:00') => new Date(`${day}T${time}:00+03:00`);

describe('working days (Sunday to Thursday)', () => {
  it('knows the Saudi weekend', () => {
    expect(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'].every(isWorkingDay)).toBe(true);
    expect(isWorkingDay('2026-11-06')).toBe(false);
    expect(isWorkingDay('2026-11-07')).toBe(false);
  });

  it('adds working days over a weekend', () => {
    expect(addWorkingDays('2026-11-01', 0)).toBe('2026-11-01');
    expect(addWorkingDays('2026-11-01', 4)).toBe('2026-11-05');
    expect(addWorkingDays('2026-11-01', 5)).toBe('2026-11-08');
    // Raised on a Friday: the first working day counted is Sunday.
    expect(addWorkingDays('2026-11-06', 1)).toBe('2026-11-08');
    expect(addWorkingDays('2026-11-01', 15)).toBe('2026-11-22');
  });

  it('counts working days between two days, either way', () => {
    expect(workingDaysBetween('2026-11-05', '2026-11-08')).toBe(1);
    expect(workingDaysBetween('2026-11-01', '2026-11-01')).toBe(0);
    expect(workingDaysBetween('2026-11-08', '2026-11-05')).toBe(-1);
  });
});

describe('public holidays (decision 066)', () => {
  it('knows the two Eids by Umm al-Qura and the two national days', () => {
    // Eid al-Fitr 1447: 1 Shawwal is Friday 2026-03-20; the holiday runs to 4 Shawwal.
    expect(isWorkingDay('2026-03-19')).toBe(true);
    expect(isPublicHoliday('2026-03-20')).toBe(true);
    expect(isWorkingDay('2026-03-22')).toBe(false);
    expect(isWorkingDay('2026-03-23')).toBe(false);
    expect(isWorkingDay('2026-03-24')).toBe(true);
    // Eid al-Adha 1447: the day of Arafah is Tuesday 2026-05-26, the holiday runs to 12 Dhu al-Hijjah (05-29).
    expect(isWorkingDay('2026-05-25')).toBe(true);
    expect(['2026-05-26', '2026-05-27', '2026-05-28'].some(isWorkingDay)).toBe(false);
    expect(isPublicHoliday('2026-05-29')).toBe(true);
    expect(isWorkingDay('2026-05-31')).toBe(true);
    // Founding Day and National Day, whatever the weekday.
    expect(isWorkingDay('2027-02-22')).toBe(false);
    expect(isWorkingDay('2027-09-23')).toBe(false);
    expect(isPublicHoliday('2027-09-24')).toBe(false);
  });

  it('moves a promise over a holiday', () => {
    // Raised Sunday 2026-05-24 for 3 working days: Monday, then Sunday 05-31 and Monday 06-01 after Eid al-Adha.
    expect(addWorkingDays('2026-05-24', 3)).toBe('2026-06-01');
    expect(workingDaysBetween('2026-05-24', '2026-06-01')).toBe(3);
  });
});

describe('the service-level clock', () => {
  const raised: ServiceClockState = {
    raisedAt: at('2026-11-01'),
    promisedBy: '2026-11-22',
    pausedWorkingDays: 0,
    pausedSince: null,
    documentsDueAt: null,
    decidedAt: null,
  };

  it('counts the working days left to the promise', () => {
    const clock = serviceClock(raised, at('2026-11-05'));
    expect(clock).toMatchObject({ promisedBy: '2026-11-22', workingDaysLeft: 11, overdue: false, paused: false });
  });

  it('is overdue past the promise', () => {
    expect(serviceClock(raised, at('2026-11-24'))).toMatchObject({ workingDaysLeft: -2, overdue: true });
  });

  it('stands while waiting for documents: the promise moves by the working days waited', () => {
    const waiting = { ...raised, pausedSince: '2026-11-05', documentsDueAt: at('2026-12-05') };
    const clock = serviceClock(waiting, at('2026-11-10'));
    // Thursday to Tuesday: Sunday, Monday, Tuesday waited (the weekend is no working day anyway).
    expect(clock).toMatchObject({ paused: true, pausedWorkingDays: 3, promisedBy: '2026-11-25', workingDaysLeft: 11, overdue: false });
    expect(clock.documentsDueAt).toBe(at('2026-12-05').toISOString());
    // A day later the days left are the same: the clock stands.
    expect(serviceClock(waiting, at('2026-11-11')).workingDaysLeft).toBe(11);
  });

  it('keeps finished waits and judges a decided appeal on its decision day', () => {
    const decided = { ...raised, pausedWorkingDays: 2, decidedAt: at('2026-11-25') };
    expect(serviceClock(decided, at('2026-12-30'))).toMatchObject({
      promisedBy: '2026-11-24',
      workingDaysLeft: null,
      overdue: true,
      paused: false,
      pausedWorkingDays: 2,
    });
    expect(serviceClock({ ...decided, decidedAt: at('2026-11-24') }, at('2026-12-30')).overdue).toBe(false);
  });
});
