import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { buildCommonPasswords, listSize } from './generate-common-passwords.ts';
import { createPasswordPolicy, loadCommonPasswords, nameParts } from './password-policy.ts';

const context = { nin: '1010000006', names: ['محمد عبدالله الحربي', 'Mohammed Abdullah Alharbi'] };

describe('the common-password list', () => {
  it('ships 10,000 distinct lower-case entries, exactly what the generator writes', () => {
    const list = loadCommonPasswords();
    expect(list.size).toBe(listSize);
    expect([...list]).toEqual(buildCommonPasswords());
    for (const known of [
      '123456',
      'password',
      'qwerty',
      '111111',
      'iloveyou',
      'password1',
      'qwerty123',
      '1q2w3e4r',
      'mohammed123',
      'bismillah',
    ]) {
      expect(list.has(known)).toBe(true);
    }
  });
});

describe('the password policy', () => {
  const policy = createPasswordPolicy();

  it('accepts a long passphrase unrelated to the person', () => {
    expect(policy.problems('violet tractor under snow', context)).toEqual([]);
  });

  it('refuses a common password whatever its case', () => {
    expect(policy.problems('Password123', context)).toEqual(['password_common']);
    expect(policy.problems('QWERTYUIOP', context)).toEqual(['password_common']);
  });

  it('refuses a password containing the national id', () => {
    expect(policy.problems('x1010000006y', context)).toEqual(['password_contains_nin']);
  });

  it('refuses the first or family name, Arabic or English, with or without the article, ignoring case and alef forms', () => {
    expect(policy.problems('MOHAMMED-the-great', context)).toEqual(['password_contains_name']);
    expect(policy.problems('my name is alharbi!', context)).toEqual(['password_contains_name']);
    expect(policy.problems('harbi-rules-2024', context)).toEqual(['password_contains_name']);
    expect(policy.problems('كلمة-محمد-سرية', context)).toEqual(['password_contains_name']);
    expect(policy.problems('الحربي هو الاسم', context)).toEqual(['password_contains_name']);
    // The middle name is neither the first nor the family name.
    expect(policy.problems('abdullah is my father', context)).toEqual([]);
  });

  it('refuses the names of the portal and the programme (context-specific words), whatever the case or script', () => {
    for (const password of [
      'MySanad-Account-9',
      'خدمة سند 2026',
      'dhaman-forever-7',
      'DAMAN family 42',
      'الضمان الاجتماعي',
      'hrsd portal 123',
    ]) {
      expect(policy.problems(password, context), password).toContain('password_contains_service_name');
    }
    expect(policy.problems('granite lantern 7 harbour', context)).toEqual([]);
  });

  it('ignores names shorter than three letters', () => {
    expect(nameParts(['Al Bo', 'ي ع'])).toEqual([]);
    expect(nameParts(['Mohammed Abdullah Alharbi'])).toEqual(['mohammed', 'alharbi', 'harbi']);
    expect(nameParts(['أحمد علي'])).toEqual(['احمد', 'علي']);
  });

  it('reports every problem as a field error on the given field', () => {
    let caught: unknown;
    try {
      policy.assert('Alharbi1010000006', context, 'body.newPassword');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    const error = caught as DomainError;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details.fieldErrors).toEqual([
      { field: 'body.newPassword', code: 'password_contains_nin' },
      { field: 'body.newPassword', code: 'password_contains_name' },
    ]);
  });
});
