import { describe, expect, it } from 'vitest';
import { visitStatuses } from '@sanad/contract';
import { answerableUntil, answerRefusal, nextVisitStatus, visitTransitions, type VisitStep } from './visit-rules.ts';

describe('the field visit transition table', () => {
  const steps = Object.keys(visitTransitions) as VisitStep[];

  it('leads a scheduled visit to done, missed or canceled', () => {
    expect(nextVisitStatus('recordDone', 'SCHEDULED')).toBe('DONE');
    expect(nextVisitStatus('recordMissed', 'SCHEDULED')).toBe('MISSED');
    expect(nextVisitStatus('cancel', 'SCHEDULED')).toBe('CANCELED');
  });

  it('allows every step only from SCHEDULED, and leaves a closed visit where it is', () => {
    for (const step of steps) {
      expect(visitStatuses.filter((status) => nextVisitStatus(step, status) !== null)).toEqual(['SCHEDULED']);
      expect(visitTransitions[step].by).toBe('CASE_WORKER');
    }
  });
});

describe("the head's answer to a visit", () => {
  const startsAt = new Date('2026-12-06T07:00:00Z'); // Sunday 10:00 in Riyadh
  const visit = { status: 'SCHEDULED' as const, answer: null, startsAt };
  const hoursBefore = (hours: number) => new Date(startsAt.getTime() - hours * 3_600_000);

  it('may come until the cut-off before the visit, not after', () => {
    expect(answerableUntil(startsAt, 24).toISOString()).toBe('2026-12-05T07:00:00.000Z');
    expect(answerRefusal(visit, hoursBefore(72), 24)).toBeNull();
    expect(answerRefusal(visit, hoursBefore(24.01), 24)).toBeNull();
    expect(answerRefusal(visit, hoursBefore(24), 24)).toBe('VISIT_ANSWER_TOO_LATE');
    expect(answerRefusal(visit, hoursBefore(2), 24)).toBe('VISIT_ANSWER_TOO_LATE');
    expect(answerRefusal(visit, hoursBefore(2), 1)).toBeNull();
  });

  it('comes once a visit, whichever it was', () => {
    expect(answerRefusal({ ...visit, answer: 'CONFIRMED' }, hoursBefore(72), 24)).toBe('VISIT_ALREADY_ANSWERED');
    expect(answerRefusal({ ...visit, answer: 'RESCHEDULE_REQUESTED' }, hoursBefore(72), 24)).toBe('VISIT_ALREADY_ANSWERED');
  });

  it('is only for a scheduled visit', () => {
    for (const status of ['DONE', 'MISSED', 'CANCELED'] as const) {
      expect(answerRefusal({ ...visit, status }, hoursBefore(72), 24)).toBe('VISIT_STEP_NOT_ALLOWED');
    }
  });
});
