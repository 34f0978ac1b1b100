import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, serviceClock, workingDaysBetween, type ServiceClockState } from './service-clock.ts';

// 2026-05-03 is a Sunday; 05-08 Friday and 05-09 Saturday are the weekend.
const at = (day: string, time = '09:00') => new Date(`${day}T${time}:00+03:00`);

describe('working days (Sunday to Thursday)', () => {
  it('knows the Saudi weekend', () => {
    expect(['2026-05-03', '2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07'].every(isWorkingDay)).toBe(true);
    expect(isWorkingDay('2026-05-08')).toBe(false);
    expect(isWorkingDay('2026-05-09')).toBe(false);
  });

  it('adds working days over a weekend', () => {
    expect(addWorkingDays('2026-05-03', 0)).toBe('2026-05-03');
    expect(addWorkingDays('2026-05-03', 4)).toBe('2026-05-07');
    expect(addWorkingDays('2026-05-03', 5)).toBe('2026-05-10');
    // Raised on a Friday: the first working day counted is Sunday.
    expect(addWorkingDays('2026-05-08', 1)).toBe('2026-05-10');
    expect(addWorkingDays('2026-05-03', 15)).toBe('2026-05-24');
  });

  it('counts working days between two days, either way', () => {
    expect(workingDaysBetween('2026-05-07', '2026-05-10')).toBe(1);
    expect(workingDaysBetween('2026-05-03', '2026-05-03')).toBe(0);
    expect(workingDaysBetween('2026-05-10', '2026-05-07')).toBe(-1);
  });
});

describe('the service-level clock', () => {
  const raised: ServiceClockState = {
    raisedAt: at('2026-05-03'),
    promisedBy: '2026-05-24',
    pausedWorkingDays: 0,
    pausedSince: null,
    documentsDueAt: null,
    decidedAt: null,
  };

  it('counts the working days left to the promise', () => {
    const clock = serviceClock(raised, at('2026-05-07'));
    expect(clock).toMatchObject({ promisedBy: '2026-05-24', workingDaysLeft: 11, overdue: false, paused: false });
  });

  it('is overdue past the promise', () => {
    expect(serviceClock(raised, at('2026-05-26'))).toMatchObject({ workingDaysLeft: -2, overdue: true });
  });

  it('stands while waiting for documents: the promise moves by the working days waited', () => {
    const waiting = { ...raised, pausedSince: '2026-05-07', documentsDueAt: at('2026-06-06') };
    const clock = serviceClock(waiting, at('2026-05-12'));
    // Thursday to Tuesday: Sunday, Monday, Tuesday waited (the weekend is no working day anyway).
    expect(clock).toMatchObject({ paused: true, pausedWorkingDays: 3, promisedBy: '2026-05-27', workingDaysLeft: 11, overdue: false });
    expect(clock.documentsDueAt).toBe(at('2026-06-06').toISOString());
    // A day later the days left are the same: the clock stands.
    expect(serviceClock(waiting, at('2026-05-13')).workingDaysLeft).toBe(11);
  });

  it('keeps finished waits and judges a decided appeal on its decision day', () => {
    const decided = { ...raised, pausedWorkingDays: 2, decidedAt: at('2026-05-27') };
    expect(serviceClock(decided, at('2026-07-01'))).toMatchObject({
      promisedBy: '2026-05-26',
      workingDaysLeft: null,
      overdue: true,
      paused: false,
      pausedWorkingDays: 2,
    });
    expect(serviceClock({ ...decided, decidedAt: at('2026-05-26') }, at('2026-07-01')).overdue).toBe(false);
  });
});
