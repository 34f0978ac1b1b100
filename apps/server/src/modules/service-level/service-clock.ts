import { todayInRiyadh, type ServiceClock } from '@sanad/contract';
import { isPublicHoliday } from './public-holidays.ts';

/**
 * The service-level clock of a beneficiary's request, an appeal or a payment complaint (decisions 060, 062): an
 * answer is promised within a number of working days of raising; the working week in Saudi Arabia is Sunday to
 * Thursday (Friday and Saturday are the weekend), and the official public holidays do not count either
 * (`public-holidays.ts`, decision 066). Days waiting for the beneficiary (documents, information) do not
 * count: the promise moves by the working days waited. Days are Riyadh days `YYYY-MM-DD`.
 */

const dayMs = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Sunday to Thursday, except a public holiday. */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(toTime(day)).getUTCDay();
  return weekday !== 5 && weekday !== 6 && !isPublicHoliday(day);
}

/** The day on which `count` working days after `day` have passed (`day` itself for 0). */
export function addWorkingDays(day: string, count: number): string {
  let time = toTime(day);
  let left = count;
  while (left > 0) {
    time += dayMs;
    if (isWorkingDay(toDay(time))) left -= 1;
  }
  return toDay(time);
}

/** Working days after `from` up to and including `to`; negative when `to` is before `from`. */
export function workingDaysBetween(from: string, to: string): number {
  if (to < from) return -workingDaysBetween(to, from);
  let count = 0;
  for (let time = toTime(from) + dayMs; time <= toTime(to); time += dayMs) if (isWorkingDay(toDay(time))) count += 1;
  return count;
}

/** What the clock is computed from: the request's stored times. */
export interface ServiceClockState {
  raisedAt: Date;
  /** The promise without pauses. */
  promisedBy: string;
  /** Working days of finished waits. */
  pausedWorkingDays: number;
  /** The day the current wait began, or null. */
  pausedSince: string | null;
  /** When the current wait runs out, if it does (an appeal's documents). */
  documentsDueAt: Date | null;
  decidedAt: Date | null;
}

/** The clock as of `now`: the promise moved by every wait (the current one up to today), days left or overdue. */
export function serviceClock(state: ServiceClockState, now: Date): ServiceClock {
  const today = todayInRiyadh(now);
  const waitingNow = state.pausedSince ? Math.max(workingDaysBetween(state.pausedSince, today), 0) : 0;
  const pausedWorkingDays = state.pausedWorkingDays + waitingNow;
  const promisedBy = addWorkingDays(state.promisedBy, pausedWorkingDays);
  const decidedDay = state.decidedAt ? todayInRiyadh(state.decidedAt) : null;
  return {
    raisedAt: state.raisedAt.toISOString(),
    promisedBy,
    workingDaysLeft: decidedDay ? null : workingDaysBetween(today, promisedBy),
    overdue: (decidedDay ?? today) > promisedBy,
    paused: state.pausedSince !== null,
    pausedWorkingDays,
    documentsDueAt: state.documentsDueAt?.toISOString() ?? null,
    decidedAt: state.decidedAt?.toISOString() ?? null,
  };
}
