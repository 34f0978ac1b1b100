import { describe, expect, it } from 'vitest';
import { complaintStatuses } from '@sanad/contract';
import { clockAfterStep } from '../service-level/service-steps.ts';
import { answerWorkingDays, complaintNumberOf, complaintTransitions, nextComplaintStatus, type ComplaintStep } from './complaint-rules.ts';

describe('the payment complaint transition table', () => {
  it('allows each step only from its statuses', () => {
    const allowed = (step: ComplaintStep) => complaintStatuses.filter((status) => nextComplaintStatus(step, status) !== null);
    expect(allowed('take')).toEqual(['NEW']);
    expect(allowed('requestInfo')).toEqual(['UNDER_PROCESSING']);
    expect(allowed('provideInfo')).toEqual(['NEED_INFO']);
    expect(allowed('lapse')).toEqual(['NEED_INFO']);
    expect(allowed('resolve')).toEqual(['UNDER_PROCESSING']);
    expect(allowed('reject')).toEqual(['NEW', 'UNDER_PROCESSING']);
  });

  it('leaves a decided complaint where it is', () => {
    for (const step of Object.keys(complaintTransitions) as ComplaintStep[]) {
      expect(nextComplaintStatus(step, 'RESOLVED')).toBeNull();
      expect(nextComplaintStatus(step, 'REJECTED')).toBeNull();
    }
  });

  it('says who makes each step', () => {
    expect(complaintTransitions.provideInfo.by).toBe('APPLICANT');
    expect(complaintTransitions.take.by).toBe('CASE_WORKER');
    expect(complaintTransitions.lapse).toEqual({ from: ['NEED_INFO'], to: 'UNDER_PROCESSING', by: 'SYSTEM' });
  });
});

describe('the complaint clock', () => {
  const at = (day: string) => new Date(`${day}T09:00:00+03:00`);

  it('promises a category its own working days, else the DEFAULT ones', () => {
    const allowance = { DEFAULT: 10, PAYMENT_NOT_RECEIVED: 5 };
    expect(answerWorkingDays(allowance, 'PAYMENT_NOT_RECEIVED')).toBe(5);
    expect(answerWorkingDays(allowance, 'OTHER')).toBe(10);
  });

  it('stands while waiting for the beneficiary and adds the working days waited once answered', () => {
    // Asked on Sunday 2026-05-03, answered on Sunday 2026-05-10: five working days waited (the weekend does not count).
    expect(clockAfterStep({ pausedWorkingDays: 0, pausedSince: null }, { waits: true, decides: false }, at('2026-05-03'))).toEqual({
      pausedSince: '2026-05-03',
    });
    expect(clockAfterStep({ pausedWorkingDays: 2, pausedSince: '2026-05-03' }, { waits: false, decides: false }, at('2026-05-10'))).toEqual(
      { pausedWorkingDays: 7, pausedSince: null },
    );
  });

  it('stops at a decision', () => {
    const now = at('2026-05-12');
    expect(clockAfterStep({ pausedWorkingDays: 0, pausedSince: null }, { waits: false, decides: true }, now)).toEqual({ decidedAt: now });
  });

  it('numbers complaints by year', () => {
    expect(complaintNumberOf('2026', 42)).toBe('PC-2026-000042');
  });
});
