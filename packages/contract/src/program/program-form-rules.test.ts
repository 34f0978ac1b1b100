import { describe, expect, it } from 'vitest';
import { formValidation } from '../codes.ts';
import { isValidationMessageCode } from '../common/validation-messages.ts';
import { checkProgramForm, isRequiredField, normalizeFormValue, type ProgramFormRuleField } from './program-form-rules.ts';

/** A field with the given rules (spec §5 ids) and nothing else. */
function field(overrides: Partial<ProgramFormRuleField> & { rules?: [number, string][] } = {}): ProgramFormRuleField {
  const { rules = [], ...rest } = overrides;
  return {
    name: 'answer',
    type: 'text',
    required: false,
    options: [],
    validationList: rules.map(([validationId, value]) => ({ validationId, value })),
    ...rest,
  };
}

/** The failure of the one field `answer` for a value (undefined when it passes). */
function failureOf(definition: ProgramFormRuleField, value: string | undefined, isTaken?: (name: string, value: string) => boolean) {
  return checkProgramForm([definition], { answer: value }, isTaken).errors.answer;
}

describe('required (1001 and the required flag)', () => {
  it('refuses an empty, blank or missing answer when the list holds 1001', () => {
    const definition = field({ rules: [[formValidation.REQUIRED, '']] });
    expect(failureOf(definition, '')).toEqual({ code: 'required' });
    expect(failureOf(definition, '   ')).toEqual({ code: 'required' });
    expect(failureOf(definition, undefined)).toEqual({ code: 'required' });
    expect(failureOf(definition, 'x')).toBeUndefined();
  });

  it('a field flagged required is also required, without 1001', () => {
    const definition = field({ required: true });
    expect(isRequiredField(definition)).toBe(true);
    expect(failureOf(definition, '')).toEqual({ code: 'required' });
    expect(failureOf(definition, 'x')).toBeUndefined();
  });

  it('an empty optional answer skips every other rule', () => {
    const definition = field({
      type: 'number',
      rules: [
        [formValidation.MIN_LENGTH, '5'],
        [formValidation.MIN, '10'],
        [formValidation.PATTERN, '\\d{5}'],
        [formValidation.UNIQUE, ''],
      ],
    });
    const check = checkProgramForm([definition], { answer: '  ' });
    expect(check.errors).toEqual({});
    expect(check.uniqueToCheck).toEqual([]);
    expect(check.values).toEqual({ answer: '' });
  });
});

describe('minLength (1003) and maxLength (1004)', () => {
  const min = field({ rules: [[formValidation.MIN_LENGTH, '5']] });
  const max = field({ rules: [[formValidation.MAX_LENGTH, '5']] });

  it('minLength n: n-1 fails with its bound, n and n+1 pass', () => {
    expect(failureOf(min, 'abcd')).toEqual({ code: 'min_length', values: { minimum: 5 } });
    expect(failureOf(min, 'abcde')).toBeUndefined();
    expect(failureOf(min, 'abcdef')).toBeUndefined();
  });

  it('maxLength n: n-1 and n pass, n+1 fails with its bound', () => {
    expect(failureOf(max, 'abcd')).toBeUndefined();
    expect(failureOf(max, 'abcde')).toBeUndefined();
    expect(failureOf(max, 'abcdef')).toEqual({ code: 'max_length', values: { maximum: 5 } });
  });

  it('counts the trimmed answer, Arabic letters one each', () => {
    expect(failureOf(min, '  abcd  ')).toEqual({ code: 'min_length', values: { minimum: 5 } });
    expect(failureOf(max, 'مرحبا')).toBeUndefined();
    expect(failureOf(max, 'مرحباً')).toEqual({ code: 'max_length', values: { maximum: 5 } });
  });
});

describe('min (1005) and max (1006)', () => {
  const min = field({ type: 'number', rules: [[formValidation.MIN, '10']] });
  const max = field({ type: 'number', rules: [[formValidation.MAX, '100000']] });

  it('min: equal passes, just below fails with its bound', () => {
    expect(failureOf(min, '10')).toBeUndefined();
    expect(failureOf(min, '9.99')).toEqual({ code: 'min', values: { minimum: 10 } });
    expect(failureOf(min, '9')).toEqual({ code: 'min', values: { minimum: 10 } });
    expect(failureOf(min, '11')).toBeUndefined();
  });

  it('max: equal passes, just above fails with its bound', () => {
    expect(failureOf(max, '100000')).toBeUndefined();
    expect(failureOf(max, '100000.01')).toEqual({ code: 'max', values: { maximum: 100000 } });
    expect(failureOf(max, '100001')).toEqual({ code: 'max', values: { maximum: 100000 } });
  });

  it('reads Arabic-Indic and Persian digits and the Arabic decimal separator', () => {
    expect(failureOf(min, '١٠')).toBeUndefined();
    expect(failureOf(min, '٩')).toEqual({ code: 'min', values: { minimum: 10 } });
    expect(failureOf(max, '۱۰۰۰۰۱')).toEqual({ code: 'max', values: { maximum: 100000 } });
    expect(failureOf(min, '١٠٫٥')).toBeUndefined();
    expect(checkProgramForm([min], { answer: '١٢' }).values.answer).toBe('12');
  });

  it('a number field refuses what is not a number before its bounds', () => {
    expect(failureOf(min, 'ten')).toEqual({ code: 'number_format' });
    expect(failureOf(min, '1e3')).toEqual({ code: 'number_format' });
    expect(failureOf(min, '10 ')).toBeUndefined();
  });

  it('a text field with a numeric bound wants a number too', () => {
    expect(failureOf(field({ rules: [[formValidation.MAX, '5']] }), 'abc')).toEqual({ code: 'number_format' });
  });

  it('a date field compares ISO dates, equal passing', () => {
    const dates = field({
      type: 'date',
      rules: [
        [formValidation.MIN, '2020-01-01'],
        [formValidation.MAX, '2020-12-31'],
      ],
    });
    expect(failureOf(dates, '2020-01-01')).toBeUndefined();
    expect(failureOf(dates, '2019-12-31')).toEqual({ code: 'min', values: { minimum: '2020-01-01' } });
    expect(failureOf(dates, '2020-12-31')).toBeUndefined();
    expect(failureOf(dates, '2021-01-01')).toEqual({ code: 'max', values: { maximum: '2020-12-31' } });
    expect(failureOf(dates, '٢٠٢٠-٠٦-١٥')).toBeUndefined();
    expect(failureOf(dates, '2020-02-30')).toEqual({ code: 'date_format' });
  });
});

describe('pattern (1007)', () => {
  const mobile = field({ rules: [[formValidation.PATTERN, '05\\d{8}']] });

  it('matches the whole answer (anchored), whether or not the bound has ^ and $', () => {
    expect(failureOf(mobile, '0512345678')).toBeUndefined();
    expect(failureOf(mobile, '05123456789')).toEqual({ code: 'pattern' });
    expect(failureOf(mobile, 'x0512345678')).toEqual({ code: 'pattern' });
    expect(failureOf(mobile, '051234567')).toEqual({ code: 'pattern' });
    const anchored = field({ rules: [[formValidation.PATTERN, '^05\\d{8}$']] });
    expect(failureOf(anchored, '0512345678')).toBeUndefined();
    expect(failureOf(anchored, '05123456789')).toEqual({ code: 'pattern' });
  });

  it('an alternation stays anchored as a whole', () => {
    const either = field({ rules: [[formValidation.PATTERN, 'a|b']] });
    expect(failureOf(either, 'a')).toBeUndefined();
    expect(failureOf(either, 'ab')).toEqual({ code: 'pattern' });
  });

  it('reads a mobile typed in Arabic-Indic digits as ASCII', () => {
    expect(failureOf(mobile, '٠٥١٢٣٤٥٦٧٨')).toBeUndefined();
    expect(checkProgramForm([mobile], { answer: '٠٥١٢٣٤٥٦٧٨' }).values.answer).toBe('0512345678');
  });

  it('a broken pattern in a definition is skipped rather than refusing every answer', () => {
    expect(failureOf(field({ rules: [[formValidation.PATTERN, '(']] }), 'anything')).toBeUndefined();
  });
});

describe('unique (1002)', () => {
  const unique = field({ rules: [[formValidation.UNIQUE, '']] });

  it('without an isTaken answer (the browser) lists the value still to check and reports nothing', () => {
    const check = checkProgramForm([unique], { answer: ' 0512345678 ' });
    expect(check.errors).toEqual({});
    expect(check.uniqueToCheck).toEqual([{ name: 'answer', value: '0512345678' }]);
  });

  it('with an isTaken answer (the server) fails a taken value and passes a free one', () => {
    const taken = (name: string, value: string) => name === 'answer' && value === '0512345678';
    expect(failureOf(unique, '0512345678', taken)).toEqual({ code: 'unique' });
    expect(failureOf(unique, '0599999999', taken)).toBeUndefined();
  });

  it('is judged last: an answer breaking another rule is not looked up', () => {
    const both = field({
      rules: [
        [formValidation.UNIQUE, ''],
        [formValidation.PATTERN, '05\\d{8}'],
      ],
    });
    const check = checkProgramForm([both], { answer: '123' }, () => true);
    expect(check.errors.answer).toEqual({ code: 'pattern' });
    expect(checkProgramForm([both], { answer: '123' }).uniqueToCheck).toEqual([]);
  });
});

describe('types and order', () => {
  it('a select answer must be one of its choices', () => {
    const select = field({ type: 'select', options: [{ code: 'RENTED', nameAr: 'مستأجر', nameEn: 'Rented' }] });
    expect(failureOf(select, 'RENTED')).toBeUndefined();
    expect(failureOf(select, 'OWNED')).toEqual({ code: 'invalid_value' });
  });

  it('reports the first failing rule in id order (1003 before 1007)', () => {
    const both = field({
      rules: [
        [formValidation.PATTERN, '\\d+'],
        [formValidation.MIN_LENGTH, '3'],
      ],
    });
    expect(failureOf(both, 'a')).toEqual({ code: 'min_length', values: { minimum: 3 } });
    expect(failureOf(both, 'abc')).toEqual({ code: 'pattern' });
  });

  it('a textarea keeps its digits as typed; other types store ASCII digits', () => {
    expect(normalizeFormValue({ type: 'textarea' }, ' عمري ٤٠ سنة ')).toBe('عمري ٤٠ سنة');
    expect(normalizeFormValue({ type: 'text' }, ' ٤٠ ')).toBe('40');
  });

  it('returns every field of the form, unanswered ones empty, and one failure per field', () => {
    const fields = [field({ name: 'a', required: true }), field({ name: 'b' }), field({ name: 'c', required: true })];
    const check = checkProgramForm(fields, { a: 'x' });
    expect(check.values).toEqual({ a: 'x', b: '', c: '' });
    expect(check.errors).toEqual({ c: { code: 'required' } });
  });

  it('every code it can return has a message in both languages', () => {
    for (const code of [
      'required',
      'unique',
      'min_length',
      'max_length',
      'min',
      'max',
      'pattern',
      'number_format',
      'date_format',
      'invalid_value',
    ]) {
      expect(isValidationMessageCode(code)).toBe(true);
    }
  });
});
