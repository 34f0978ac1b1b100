import type { ErrorCode } from '@sanad/contract';

/** A new time may be asked for up to this many hours before the appointment (decision 067). */
export const appointmentChangeCutoffHours = 24;

interface AppointmentState {
  status: string;
  startsAt: Date;
  confirmedAt: Date | null;
  newTimeAt: Date | null;
}

/** The last moment a new time may be asked for a scheduled appointment, else null. */
export function changeableUntil(row: AppointmentState): Date | null {
  return row.status === 'SCHEDULED' ? new Date(row.startsAt.getTime() - appointmentChangeCutoffHours * 3_600_000) : null;
}

/** Why the person may not confirm the appointment now, or null. */
export function confirmRefusal(row: AppointmentState, now: Date): ErrorCode | null {
  return row.status !== 'SCHEDULED' || row.confirmedAt !== null || row.startsAt <= now ? 'TAMKEEN_APPOINTMENT_NOT_OPEN' : null;
}

/** Why the person may not cancel the appointment now, or null. */
export function cancelRefusal(row: AppointmentState, now: Date): ErrorCode | null {
  return row.status !== 'SCHEDULED' || row.startsAt <= now ? 'TAMKEEN_APPOINTMENT_NOT_OPEN' : null;
}

/** Why the person may not ask for a new time now (once an appointment, until the cut-off), or null. */
export function newTimeRefusal(row: AppointmentState, now: Date): ErrorCode | null {
  if (row.status !== 'SCHEDULED' || row.startsAt <= now) return 'TAMKEEN_APPOINTMENT_NOT_OPEN';
  if (row.newTimeAt !== null) return 'TAMKEEN_APPOINTMENT_NEW_TIME_ASKED';
  const until = changeableUntil(row);
  return until && now > until ? 'TAMKEEN_APPOINTMENT_TOO_LATE' : null;
}
