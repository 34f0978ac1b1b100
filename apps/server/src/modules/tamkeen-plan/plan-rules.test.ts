import { describe, expect, it } from 'vitest';
import { nextActionStatus } from './plan-rules.ts';

describe('plan action steps (decision 067)', () => {
  it('accepts a pending action, marks an accepted one done, and refuses every other step', () => {
    expect(nextActionStatus('PENDING', 'ACCEPT')).toBe('ACCEPTED');
    expect(nextActionStatus('ACCEPTED', 'DONE')).toBe('DONE');
    expect(nextActionStatus('PENDING', 'DONE')).toBeNull();
    expect(nextActionStatus('ACCEPTED', 'ACCEPT')).toBeNull();
    expect(nextActionStatus('DONE', 'ACCEPT')).toBeNull();
    expect(nextActionStatus('DONE', 'DONE')).toBeNull();
  });
});
