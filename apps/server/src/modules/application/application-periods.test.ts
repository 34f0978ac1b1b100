import { describe, expect, it } from 'vitest';
import { periodEnd } from './application-periods.ts';

describe('periodEnd', () => {
  it('is midnight in Riyadh at the start of the next month', () => {
    expect(periodEnd('2026-03').toISOString()).toBe('2026-03-31T21:00:00.000Z');
  });

  it('rolls December into the next year', () => {
    expect(periodEnd('2025-12').toISOString()).toBe('2025-12-31T21:00:00.000Z');
  });
});
