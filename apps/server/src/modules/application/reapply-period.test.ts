import { describe, expect, it } from 'vitest';
import { reapplyPeriod } from './reapply-period.ts';

describe('the cycle of a manual reapply', () => {
  it('is the month in Riyadh (UTC+3)', () => {
    expect(reapplyPeriod(new Date('2026-05-15T12:00:00Z'))).toBe('2026-05');
    expect(reapplyPeriod(new Date('2026-05-31T20:59:59Z'))).toBe('2026-05');
    expect(reapplyPeriod(new Date('2026-05-31T21:00:00Z'))).toBe('2026-06');
    expect(reapplyPeriod(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01');
  });
});
