import { describe, expect, it } from 'vitest';
import { appealStatus, isPaymentCodeAppeal, type AppealStatusCode } from '@sanad/contract';
import { appealNumberOf, appealPaymentCodeOf, appealTransitions, nextStatus, subjectKeyOf, type AppealStep } from './appeal-rules.ts';

const { NEW, UNDER_PROCESSING, APPROVED, REJECT, NEED_DOCUMENT, EXPIRED, CANCELED } = appealStatus;
const all: AppealStatusCode[] = [NEW, UNDER_PROCESSING, APPROVED, REJECT, NEED_DOCUMENT, EXPIRED, CANCELED];

describe('the appeal transition table', () => {
  it.each<[AppealStep, AppealStatusCode, AppealStatusCode]>([
    ['take', NEW, UNDER_PROCESSING],
    ['cancel', NEW, CANCELED],
    ['askForDocuments', UNDER_PROCESSING, NEED_DOCUMENT],
    ['provideDocuments', NEED_DOCUMENT, UNDER_PROCESSING],
    ['approve', UNDER_PROCESSING, APPROVED],
    ['reject', UNDER_PROCESSING, REJECT],
    ['expire', NEED_DOCUMENT, EXPIRED],
  ])('%s leads from %i to %i and from nowhere else', (step, from, to) => {
    expect(nextStatus(step, from)).toBe(to);
    for (const other of all.filter((status) => status !== from)) expect(nextStatus(step, other), `${step} from ${other}`).toBeNull();
  });

  it('never leaves a decided, expired or canceled appeal', () => {
    for (const final of [APPROVED, REJECT, EXPIRED, CANCELED]) {
      for (const step of Object.keys(appealTransitions) as AppealStep[]) expect(nextStatus(step, final)).toBeNull();
    }
  });

  it('uses the spec §4 codes', () => {
    expect(all).toEqual([6007, 6008, 6011, 6012, 6013, 6015, 6016]);
  });

  it('lets the applicant cancel and answer, the case worker decide and the system expire', () => {
    expect(appealTransitions.cancel.by).toBe('APPLICANT');
    expect(appealTransitions.provideDocuments.by).toBe('APPLICANT');
    expect(appealTransitions.approve.by).toBe('CASE_WORKER');
    expect(appealTransitions.expire.by).toBe('SYSTEM');
  });
});

describe('subjects and numbers', () => {
  const ids = { applicationId: 'a', cycleId: 'c', houseId: 'h', dependentId: 'd', paymentId: 'p' };
  it('gives a month, a house, a dependent and a payment different keys', () => {
    const keys = (['CYCLE', 'HOUSE', 'DEPENDENT', 'PAYMENT'] as const).map((type) => subjectKeyOf({ ...ids, type }));
    expect(new Set(keys).size).toBe(4);
    expect(subjectKeyOf({ ...ids, type: 'PAYMENT' })).toBe('PAYMENT:p');
  });

  it('numbers appeals and their payments', () => {
    expect(appealNumberOf('2026', 42)).toBe('AP-2026-000042');
    expect(appealPaymentCodeOf('2026-05', 'AP-2026-000042')).toBe('AP-202605-0000042');
  });
});

describe('the payment-code rule (spec §5)', () => {
  it('holds when the two ids are equal and the reason is MSG08.7 or MSG08.8', () => {
    expect(isPaymentCodeAppeal({ paymentId: 'p1', reasonCode: 'MSG08.7' }, 'p1')).toBe(true);
    expect(isPaymentCodeAppeal({ paymentId: 'p1', reasonCode: 'MSG08.8' }, 'p1')).toBe(true);
  });

  it('fails on another payment, another reason or no payment', () => {
    expect(isPaymentCodeAppeal({ paymentId: 'p1', reasonCode: 'MSG08.7' }, 'p2')).toBe(false);
    expect(isPaymentCodeAppeal({ paymentId: 'p1', reasonCode: 'MSG08.9' }, 'p1')).toBe(false);
    expect(isPaymentCodeAppeal({ paymentId: 'p1', reasonCode: 'INCOME_ABOVE_STANDARD' }, 'p1')).toBe(false);
    expect(isPaymentCodeAppeal({ paymentId: null, reasonCode: 'MSG08.7' }, 'p1')).toBe(false);
  });
});
