import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesToFieldErrors } from './zod-issues.ts';

/** A form with one problem per field, covering each kind of issue the API reports. */
const schema = z
  .object({
    name: z.string().min(1),
    nickname: z.string().min(3),
    bio: z.string().max(5),
    email: z.email(),
    age: z.number().int().min(18),
    rooms: z.number().max(10),
    children: z.array(z.string()).max(2),
    documents: z.array(z.string()).min(1),
    kind: z.enum(['house', 'flat']),
    mobile: z.string(),
    count: z.number(),
    step: z.number().multipleOf(5),
    address: z.object({ city: z.string().min(1) }),
    agreement: z.string().refine((value) => value === 'yes', { message: 'invalid_email' }),
    note: z.string().refine(() => false, { message: 'some free text, not a code' }),
  })
  .strict();

const input = {
  name: '',
  nickname: 'ab',
  bio: 'far too long',
  email: 'not-an-email',
  age: 12,
  rooms: 11,
  children: ['a', 'b', 'c'],
  documents: [],
  kind: 'tent',
  count: 'three',
  step: 7,
  address: { city: '' },
  agreement: 'no',
  note: 'x',
  extra: true,
};

function fieldErrors(language: 'ar' | 'en', prefix?: string) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('the input should fail');
  return issuesToFieldErrors(result.error.issues, language, prefix);
}

describe('issuesToFieldErrors', () => {
  it('reports every bad field, not only the first, with a code per kind of problem', () => {
    expect(fieldErrors('en').map(({ field, code }) => [field, code])).toEqual([
      ['name', 'required'],
      ['nickname', 'too_small_string'],
      ['bio', 'too_big_string'],
      ['email', 'invalid_email'],
      ['age', 'too_small_number'],
      ['rooms', 'too_big_number'],
      ['children', 'too_big_array'],
      ['documents', 'too_small_array'],
      ['kind', 'invalid_value'],
      ['mobile', 'required'],
      ['count', 'invalid_type'],
      ['step', 'not_multiple_of'],
      ['address.city', 'required'],
      ['agreement', 'invalid_email'],
      ['note', 'invalid'],
      ['extra', 'unrecognized_keys'],
    ]);
  });

  it('writes the messages in English with the bounds filled in', () => {
    const messages = Object.fromEntries(fieldErrors('en').map((error) => [error.field, error.message]));
    expect(messages).toMatchObject({
      name: 'This field is required.',
      nickname: 'Enter at least 3 characters.',
      bio: 'Enter at most 5 characters.',
      email: 'Enter a valid e-mail address.',
      age: 'Enter a value of at least 18.',
      rooms: 'Enter a value of at most 10.',
      children: 'Choose at most 2.',
      documents: 'Choose at least 1.',
      kind: 'Choose one of the allowed values.',
      mobile: 'This field is required.',
      count: 'This value is not of the expected type.',
      step: 'Enter a multiple of 5.',
      'address.city': 'This field is required.',
      agreement: 'Enter a valid e-mail address.',
      note: 'This value is not valid.',
      extra: 'This field is not expected here.',
    });
  });

  it('writes the same messages in Arabic', () => {
    const messages = Object.fromEntries(fieldErrors('ar').map((error) => [error.field, error.message]));
    expect(messages).toMatchObject({
      name: 'هذا الحقل مطلوب.',
      nickname: 'الحد الأدنى لعدد الأحرف: 3.',
      bio: 'الحد الأقصى لعدد الأحرف: 5.',
      email: 'أدخل بريداً إلكترونياً صحيحاً.',
      age: 'أدخل قيمة لا تقل عن 18.',
      rooms: 'أدخل قيمة لا تزيد عن 10.',
      kind: 'اختر إحدى القيم المسموح بها.',
      mobile: 'هذا الحقل مطلوب.',
      count: 'نوع القيمة غير صحيح.',
      step: 'أدخل مضاعفاً للعدد 5.',
      extra: 'هذا الحقل غير متوقع هنا.',
    });
    for (const error of fieldErrors('ar')) expect(error.message).toMatch(/[\u0600-\u06FF]/);
  });

  // zod adds the offending value to an issue only with `reportInput`; the answer must not depend on it.
  it.each([false, true])('tells a missing value (required) from a short or wrong-typed one (reportInput %s)', (reportInput) => {
    const form = z.object({ a: z.string(), b: z.string().min(1), c: z.string().min(4), d: z.string(), e: z.number() });
    const result = form.safeParse({ b: '', c: 'abc', d: 42, e: null }, { reportInput });
    if (result.success) throw new Error('the input should fail');
    expect(issuesToFieldErrors(result.error.issues, 'en').map((e) => [e.field, e.code])).toEqual([
      ['a', 'required'],
      ['b', 'required'],
      ['c', 'too_small_string'],
      ['d', 'invalid_type'],
      ['e', 'required'],
    ]);
  });

  it('prefixes the request part and keeps array indexes in the path', () => {
    const result = z
      .object({ members: z.array(z.object({ nin: z.string().length(10) })) })
      .safeParse({ members: [{ nin: '1' }, { nin: '1234567890' }, {}] });
    if (result.success) throw new Error('the input should fail');
    expect(issuesToFieldErrors(result.error.issues, 'en', 'body').map((e) => e.field)).toEqual([
      'body.members.0.nin',
      'body.members.2.nin',
    ]);
  });

  it('reports the fields of the union member the value came closest to, not one error for the whole body', () => {
    const steps = z.object({
      body: z.union([
        z.object({ nin: z.string(), birthDate: z.string(), captcha: z.string() }),
        z.object({ id: z.string(), oneTimePassword: z.string().length(6), newPassword: z.string().min(8) }),
      ]),
    });
    const fieldsOf = (body: unknown) => {
      const result = steps.safeParse({ body });
      if (result.success) throw new Error('the input should fail');
      return issuesToFieldErrors(result.error.issues, 'en', 'request').map((e) => [e.field, e.code]);
    };
    // Step 1 without its captcha: the missing field, not "body: invalid".
    expect(fieldsOf({ nin: '1010000006', birthDate: '1990-01-01' })).toEqual([['request.body.captcha', 'required']]);
    // Step 2 with a short code and password: both, with their own messages.
    expect(fieldsOf({ id: 'x', oneTimePassword: '1', newPassword: 'short' })).toEqual([
      ['request.body.oneTimePassword', 'too_small_string'],
      ['request.body.newPassword', 'too_small_string'],
    ]);
    // Nothing at all: as many problems either way, so the first member (step 1) names its fields.
    expect(fieldsOf({})).toEqual([
      ['request.body.nin', 'required'],
      ['request.body.birthDate', 'required'],
      ['request.body.captcha', 'required'],
    ]);
    // Not an object: one problem on the body itself.
    expect(fieldsOf('text')).toEqual([['request.body', 'invalid_type']]);
  });

  it('names each unexpected key separately', () => {
    const result = z.object({}).strict().safeParse({ a: 1, b: 2 });
    if (result.success) throw new Error('the input should fail');
    expect(issuesToFieldErrors(result.error.issues, 'en', 'query').map((e) => e.field)).toEqual(['query.a', 'query.b']);
  });
});
