import { describe, expect, it } from 'vitest';
import { cancelRefusal, changeableUntil, confirmRefusal, newTimeRefusal } from './appointment-rules.ts';

const startsAt = new Date('2026-12-10T07:00:00Z');
const scheduled = { status: 'SCHEDULED', startsAt, confirmedAt: null, newTimeAt: null };
const at = (iso: string) => new Date(iso);

describe('appointment rules (decision 072)', () => {
  it('lets a new time be asked up to 24 hours before, once', () => {
    expect(changeableUntil(scheduled)).toEqual(at('2026-12-09T07:00:00Z'));
    expect(newTimeRefusal(scheduled, at('2026-12-09T07:00:00Z'))).toBeNull();
    expect(newTimeRefusal(scheduled, at('2026-12-09T07:00:01Z'))).toBe('TAMKEEN_APPOINTMENT_TOO_LATE');
    expect(newTimeRefusal({ ...scheduled, newTimeAt: at('2026-12-01T00:00:00Z') }, at('2026-12-02T00:00:00Z'))).toBe(
      'TAMKEEN_APPOINTMENT_NEW_TIME_ASKED',
    );
  });

  it('confirms once and cancels only a scheduled appointment that has not started', () => {
    const before = at('2026-12-09T20:00:00Z');
    expect(confirmRefusal(scheduled, before)).toBeNull();
    expect(confirmRefusal({ ...scheduled, confirmedAt: before }, before)).toBe('TAMKEEN_APPOINTMENT_NOT_OPEN');
    expect(cancelRefusal(scheduled, before)).toBeNull();
    expect(cancelRefusal(scheduled, startsAt)).toBe('TAMKEEN_APPOINTMENT_NOT_OPEN');
    for (const status of ['ATTENDED', 'MISSED', 'CANCELED']) {
      expect(cancelRefusal({ ...scheduled, status }, before)).toBe('TAMKEEN_APPOINTMENT_NOT_OPEN');
      expect(newTimeRefusal({ ...scheduled, status }, before)).toBe('TAMKEEN_APPOINTMENT_NOT_OPEN');
      expect(changeableUntil({ ...scheduled, status })).toBeNull();
    }
  });
});
