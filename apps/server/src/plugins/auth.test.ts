import { describe, expect, it } from 'vitest';
import { forcedStepRefusal, isProofFresh } from './auth.ts';

describe('forcedStepRefusal: which due step an endpoint refuses the caller for', () => {
  it('refuses nothing when no step is due', () => {
    expect(forcedStepRefusal([], undefined)).toBeNull();
    expect(forcedStepRefusal([], ['CHANGE_PASSWORD'])).toBeNull();
  });

  it('refuses an endpoint that serves no step with the first due one', () => {
    expect(forcedStepRefusal(['VERIFY_MOBILE', 'CONFIRM_MIGRATION'], undefined)).toBe('VERIFY_MOBILE');
    expect(forcedStepRefusal(['CHANGE_PASSWORD'], ['VERIFY_MOBILE'])).toBe('CHANGE_PASSWORD');
  });

  it('lets through an endpoint that serves any due step, or every screen', () => {
    expect(forcedStepRefusal(['CHANGE_PASSWORD', 'CONFIRM_MIGRATION'], ['CONFIRM_MIGRATION'])).toBeNull();
    expect(forcedStepRefusal(['CHANGE_PASSWORD', 'VERIFY_MOBILE', 'CONFIRM_MIGRATION'], 'any')).toBeNull();
  });
});

describe('isProofFresh', () => {
  const window = 5 * 60_000;
  it('holds a proof for the window and not a moment longer', () => {
    expect(isProofFresh(1_000, 1_000, window)).toBe(true);
    expect(isProofFresh(1_000, 1_000 + window - 1, window)).toBe(true);
    expect(isProofFresh(1_000, 1_000 + window, window)).toBe(false);
  });

  it('has no proof without one', () => {
    expect(isProofFresh(null, 1_000, window)).toBe(false);
  });
});
