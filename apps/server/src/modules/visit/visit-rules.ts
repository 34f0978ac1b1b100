import type { VisitAnswer, VisitStatus } from '@sanad/contract';
import { nextStatusIn, type TransitionTable } from '../service-level/service-steps.ts';

/** A case worker's step on a scheduled visit. */
export type VisitStep = 'recordDone' | 'recordMissed' | 'cancel';

/**
 * The field visit state machine (DOMAIN.md "Visits"; docs/decisions/065-visits.md), the one table every step reads:
 * SCHEDULED → DONE | MISSED | CANCELED. The head's answer (confirm, ask to move it) is not a step: the visit stays
 * SCHEDULED until the office records what happened or cancels it.
 */
export const visitTransitions: TransitionTable<VisitStep, VisitStatus> = {
  recordDone: { from: ['SCHEDULED'], to: 'DONE', by: 'CASE_WORKER' },
  recordMissed: { from: ['SCHEDULED'], to: 'MISSED', by: 'CASE_WORKER' },
  cancel: { from: ['SCHEDULED'], to: 'CANCELED', by: 'CASE_WORKER' },
};

/** Where `step` leads from `current`, or null when the table does not allow it. */
export const nextVisitStatus = (step: VisitStep, current: VisitStatus): VisitStatus | null => nextStatusIn(visitTransitions, step, current);

/** Whether a step records what happened at the visit, which cannot be before it starts (a cancel can be any time). */
export const recordsResult = (step: VisitStep): boolean => step !== 'cancel';

const hourMs = 60 * 60 * 1000;

/** The last moment the head may answer a visit: `cutoffHours` before it starts. */
export const answerableUntil = (startsAt: Date, cutoffHours: number): Date => new Date(startsAt.getTime() - cutoffHours * hourMs);

/** What a visit's head may still do about it. */
export interface AnswerableVisit {
  status: VisitStatus;
  answer: VisitAnswer | null;
  startsAt: Date;
}

/**
 * Why the head may not answer the visit now, or null when they may: only a scheduled visit, one answer a visit
 * (confirm or ask to move it), and not within `cutoffHours` of its start.
 */
export function answerRefusal(
  visit: AnswerableVisit,
  now: Date,
  cutoffHours: number,
): 'VISIT_STEP_NOT_ALLOWED' | 'VISIT_ALREADY_ANSWERED' | 'VISIT_ANSWER_TOO_LATE' | null {
  if (visit.status !== 'SCHEDULED') return 'VISIT_STEP_NOT_ALLOWED';
  if (visit.answer !== null) return 'VISIT_ALREADY_ANSWERED';
  if (now.getTime() >= answerableUntil(visit.startsAt, cutoffHours).getTime()) return 'VISIT_ANSWER_TOO_LATE';
  return null;
}
