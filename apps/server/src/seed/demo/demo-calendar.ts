import { todayInRiyadh } from '@sanad/contract';

/**
 * The demo's calendar, counted from the day the demo is seeded: the ready applicant applied thirteen months before the
 * current month, and the cycles seed runs the twelve months after that and the current one (cycles.seed.ts).
 */

/** The month `count` months after `period` (`YYYY-MM`; a negative count goes back). */
export function addMonths(period: string, count: number): string {
  const [year = 0, month = 0] = period.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + count, 1)).toISOString().slice(0, 7);
}

/** An instant on a Riyadh day at a Riyadh time `HH:MM` (Riyadh keeps UTC+3 all year). */
export function inRiyadh(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+03:00`);
}

export interface DemoMonths {
  /** The month of `now` in Riyadh. */
  current: string;
  /** The twelve months before it, oldest first. */
  past: string[];
  /** The month before those, when the ready applicant applied. */
  appliedIn: string;
}

export function demoMonths(now: Date): DemoMonths {
  const current = todayInRiyadh(now).slice(0, 7);
  return {
    current,
    past: Array.from({ length: 12 }, (_, index) => addMonths(current, index - 12)),
    appliedIn: addMonths(current, -13),
  };
}

/** When the ready applicant created and submitted their SSP application: the 20th of the month before the cycles. */
export function readyApplicationDates(now: Date): { createdAt: Date; submittedAt: Date } {
  const day = `${demoMonths(now).appliedIn}-20`;
  return { createdAt: inRiyadh(day, '10:00'), submittedAt: inRiyadh(day, '10:40') };
}
