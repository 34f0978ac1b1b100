/** The time source of services: the system clock in production, a settable one in tests (OTP and session expiry). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move forward by hand. */
export function createManualClock(start: Date = new Date('2026-11-22T08:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}
export type ManualClock = ReturnType<typeof createManualClock>;
