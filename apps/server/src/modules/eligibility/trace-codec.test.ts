import type { TraceStep } from '@sanad/contract';
import { describe, expect, it } from 'vitest';
import { evaluateHouse } from './eligibility-rules.ts';
import { domainParameters, houseFacts, memberFacts } from './eligibility.test-kit.ts';
import { decodeTrace, encodeTrace } from './trace-codec.ts';

/** A household that walks most rules: incomes, a property, a minor, a dependent left out. */
const facts = houseFacts({
  head: memberFacts('8f0c9a52-0d0e-4a57-9d61-1c9a1d6f0a01', {
    dependentId: null,
    birthDate: '1980-01-15',
    incomes: [{ source: 'SALARY', monthlyAmount: 300_000 }],
  }),
  dependents: [
    memberFacts('8f0c9a52-0d0e-4a57-9d61-1c9a1d6f0a02', { incomes: [{ source: 'PENSION', monthlyAmount: 50_000 }] }),
    memberFacts('8f0c9a52-0d0e-4a57-9d61-1c9a1d6f0a03', { birthDate: '2015-03-01' }),
    memberFacts('8f0c9a52-0d0e-4a57-9d61-1c9a1d6f0a04', { relationCounted: false }),
  ],
});

describe('the stored trace', () => {
  const { trace } = evaluateHouse(facts, domainParameters, '2026-11-01');

  it('reads back exactly the steps the eligibility function recorded', () => {
    expect(trace.length).toBeGreaterThan(10);
    expect(decodeTrace(JSON.parse(JSON.stringify(encodeTrace(trace))))).toEqual(trace);
  });

  it('keeps each person once and stays well under the size that made every result compressed on write', () => {
    const compact = encodeTrace(trace);
    expect(compact.p).toHaveLength(new Set(trace.flatMap((step) => (step.personId ? [step.personId] : []))).size);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(trace).length / 2);
  });

  it('still reads a trace written as step objects, and leaves out what is not a step', () => {
    const step: TraceStep = { rule: 'INCOME_TOTAL', personId: null, value: 1, limit: null, counted: null, detail: null, outcome: 'INFO' };
    expect(decodeTrace([step, { rule: 'NOT_A_RULE' }])).toEqual([step]);
    expect(
      decodeTrace({
        v: 2,
        p: [],
        s: [
          ['NOT_A_RULE', 0],
          ['INCOME_TOTAL', 9],
          ['INCOME_TOTAL', 2, null, 1],
        ],
      }),
    ).toEqual([step]);
    expect(decodeTrace(null)).toEqual([]);
  });
});
