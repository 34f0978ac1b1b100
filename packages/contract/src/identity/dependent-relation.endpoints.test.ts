import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from '../common/zod-issues.ts';
import { dependentRelation } from './dependent-relation.endpoints.ts';

const errorsOf = (reason: string, language: 'ar' | 'en') =>
  issuesToFieldErrors(dependentRelation.reject.params.safeParse({ id: 'x', reason }).error?.issues ?? [], language, 'params');

describe('the reason of a rejected relation', () => {
  it('asks for the reason when there is none, rather than counting characters', () => {
    for (const reason of ['', '   ']) {
      expect(errorsOf(reason, 'en'), JSON.stringify(reason)).toEqual([
        { field: 'params.reason', code: 'reject_reason_required', message: 'Enter the reason for rejecting.' },
      ]);
    }
    expect(errorsOf('', 'ar')[0]?.message).toBe('أدخل سبب الرفض.');
  });

  it('keeps the length messages for a reason too short or too long', () => {
    expect(errorsOf('ab', 'en')).toEqual([{ field: 'params.reason', code: 'too_small_string', message: 'Enter at least 3 characters.' }]);
    expect(errorsOf('x'.repeat(301), 'en').map((error) => error.code)).toEqual(['too_big_string']);
    expect(errorsOf('not mine', 'en')).toEqual([]);
  });
});
