import { describe, expect, it } from 'vitest';
import { errorCodes, formatMessage, isErrorCode } from './error-codes.ts';

describe('the error catalogue', () => {
  it.each(Object.entries(errorCodes))('%s has an HTTP error status and a message in both languages', (_code, entry) => {
    expect(entry.status).toBeGreaterThanOrEqual(400);
    expect(entry.status).toBeLessThan(600);
    expect(entry.message.en.trim()).not.toBe('');
    expect(entry.message.ar).toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps the phrase "Your support ID" and the request id in the 500 message of both languages (spec §8)', () => {
    for (const language of ['ar', 'en'] as const) {
      const text = formatMessage(errorCodes.INTERNAL_ERROR.message[language], { requestId: 'req-123' });
      expect(text).toContain('Your support ID');
      expect(text).toContain('req-123');
    }
  });

  it('recognises its own codes only, not inherited object keys', () => {
    expect(isErrorCode('VALIDATION_FAILED')).toBe(true);
    expect(isErrorCode('NO_SUCH_CODE')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('__proto__')).toBe(false);
  });
});

describe('formatMessage', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('Enter at least {minimum} characters.', { minimum: 8 })).toBe('Enter at least 8 characters.');
    expect(formatMessage('{a} and {b}', { a: 'x' })).toBe('x and {b}');
    expect(formatMessage('no placeholders')).toBe('no placeholders');
  });
});
