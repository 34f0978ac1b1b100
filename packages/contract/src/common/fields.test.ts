import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { contract } from '../index.ts';
import { nationalAddressSchema } from '../household/household.schemas.ts';
import {
  birthDateSchema,
  captchaAnswerSchema,
  halalasSchema,
  hijriDateSchema,
  isoDateSchema,
  mobileSchema,
  newPasswordSchema,
  ninSchema,
  otpCodeSchema,
  positiveHalalasSchema,
  usernameSchema,
  wholeNumberSchema,
} from './fields.ts';
import { issuesToFieldErrors } from './zod-issues.ts';

const messagesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

/** ASCII digits written in Arabic-Indic (U+0660…) or Persian (U+06F0…) digits, as an Arabic keyboard types them. */
const arabic = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
const persian = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

describe('ninSchema', () => {
  it('accepts a national ID with a right check digit, trimmed', () => {
    expect(ninSchema.parse(' 1010000006 ')).toBe('1010000006');
  });

  it('names one error per mistake: the shape when it is not 10 digits, else the check digit', () => {
    expect(messagesOf(ninSchema, '12ab')).toEqual(['nin_format']);
    expect(messagesOf(ninSchema, '1010000007')).toEqual(['nin_invalid']);
  });

  it('takes Arabic-Indic and Persian digits and gives the ASCII form, with the same checks', () => {
    expect(ninSchema.parse(arabic('1010000006'))).toBe('1010000006');
    expect(ninSchema.parse(` ${persian('1010000006')} `)).toBe('1010000006');
    expect(ninSchema.parse(`${arabic('10100')}${persian('00006')}`)).toBe('1010000006');
    expect(messagesOf(ninSchema, arabic('1010000007'))).toEqual(['nin_invalid']);
    expect(messagesOf(ninSchema, arabic('101000000'))).toEqual(['nin_format']);
  });
});

describe('the other digits-only fields take Arabic-Indic and Persian digits as ASCII digits', () => {
  it('mobile, one-time code, captcha answer and sign-in username', () => {
    expect(mobileSchema.parse(arabic('0550000001'))).toBe('0550000001');
    expect(mobileSchema.parse(persian('0550000001'))).toBe('0550000001');
    expect(messagesOf(mobileSchema, arabic('0650000001'))).toEqual(['mobile_format']);
    expect(otpCodeSchema.parse(arabic('123456'))).toBe('123456');
    expect(otpCodeSchema.parse(` ${persian('654321')} `)).toBe('654321');
    expect(messagesOf(otpCodeSchema, arabic('12345'))).toEqual(['otp_format']);
    expect(captchaAnswerSchema.parse(`AC${arabic('39')}X`)).toBe('AC39X');
    expect(usernameSchema.parse(arabic('1010000006'))).toBe('1010000006');
    expect(usernameSchema.parse('staff')).toBe('staff');
  });

  it('the national address numbers', () => {
    const address = {
      regionCode: 'RIYADH',
      cityCode: 'RIYADH_CITY',
      district: 'Al Olaya',
      street: 'King Fahd Road',
      buildingNumber: arabic('1234'),
      postalCode: persian('12345'),
      additionalNumber: arabic('5678'),
      unitNumber: `A-${arabic('12')}`,
      latitude: null,
      longitude: null,
    };
    expect(nationalAddressSchema.parse(address)).toMatchObject({
      buildingNumber: '1234',
      postalCode: '12345',
      additionalNumber: '5678',
      unitNumber: 'A-12',
    });
    expect(messagesOf(nationalAddressSchema, { ...address, postalCode: arabic('1234') })).toEqual(['postal_code_format']);
  });

  it('dates, Gregorian and Hijri', () => {
    expect(isoDateSchema.parse(arabic('1990-05-17'))).toBe('1990-05-17');
    expect(hijriDateSchema.parse(persian('26/05/1369'))).toBe('26/05/1369');
  });

  it('still documents each of them as a plain string in JSON Schema (no transform)', () => {
    for (const schema of [ninSchema, mobileSchema, otpCodeSchema, usernameSchema, isoDateSchema, birthDateSchema, hijriDateSchema]) {
      expect(z.toJSONSchema(schema, { io: 'input' })).toMatchObject({ type: 'string' });
      expect(z.toJSONSchema(schema, { io: 'output' })).toMatchObject({ type: 'string' });
    }
  });
});

describe('isoDateSchema', () => {
  it('refuses days that do not exist, with the date message', () => {
    expect(messagesOf(isoDateSchema, '1990-13-45')).toEqual(['date_format']);
    expect(messagesOf(isoDateSchema, '2023-02-29')).toEqual(['date_format']);
    expect(messagesOf(isoDateSchema, '2023-04-31')).toEqual(['date_format']);
    expect(messagesOf(isoDateSchema, '2023-00-10')).toEqual(['date_format']);
    expect(messagesOf(isoDateSchema, 'soon')).toEqual(['date_format']);
    expect(isoDateSchema.parse('2024-02-29')).toBe('2024-02-29');
  });

  it('keeps any real day, past or future: only birth dates have bounds', () => {
    expect(isoDateSchema.parse('2099-12-31')).toBe('2099-12-31');
    expect(isoDateSchema.parse('1850-01-01')).toBe('1850-01-01');
  });
});

describe('birthDateSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 22:00 UTC on the 25th: already the 26th in Riyadh.
    vi.setSystemTime(new Date('2026-11-25T22:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes a real day from 1900-01-01 up to today in Riyadh', () => {
    for (const date of ['1900-01-01', '1990-05-17', '2026-11-25', '2026-11-26']) expect(birthDateSchema.parse(date), date).toBe(date);
  });

  it('refuses a day after today, a day before 1900 and a day that does not exist, one message each', () => {
    expect(messagesOf(birthDateSchema, '2026-11-27')).toEqual(['birth_date_in_future']);
    expect(messagesOf(birthDateSchema, '2090-01-01')).toEqual(['birth_date_in_future']);
    expect(messagesOf(birthDateSchema, '1899-12-31')).toEqual(['birth_date_too_early']);
    expect(messagesOf(birthDateSchema, '0001-01-01')).toEqual(['birth_date_too_early']);
    expect(messagesOf(birthDateSchema, '1990-13-45')).toEqual(['date_format']);
  });

  it('says so in both languages', () => {
    const errors = (value: string, language: 'ar' | 'en') =>
      issuesToFieldErrors(birthDateSchema.safeParse(value).error?.issues ?? [], language, 'body.birthDate');
    expect(errors('2090-01-01', 'en')).toEqual([
      { field: 'body.birthDate', code: 'birth_date_in_future', message: 'The birth date cannot be in the future.' },
    ]);
    expect(errors('2090-01-01', 'ar')[0]?.message).toBe('لا يمكن أن يكون تاريخ الميلاد في المستقبل.');
    expect(errors('1899-12-31', 'en')[0]?.message).toBe('The birth date cannot be before 1 January 1900.');
    expect(errors('1899-12-31', 'ar')[0]?.message).toBe('لا يمكن أن يكون تاريخ الميلاد قبل 1 يناير 1900.');
    expect(errors('1990-13-45', 'en')[0]).toMatchObject({ code: 'date_format', message: 'Enter a valid date.' });
  });

  it('is the rule of every birth date the contract takes', () => {
    const future = '2090-01-01';
    const reset = contract.registration.resetPassword.body;
    const cases: Array<[string, z.ZodType, Record<string, unknown>, string]> = [
      ['register', contract.registration.register.body, { birthDate: future }, 'birthDate'],
      ['elderly registration', contract.registration.elderlyCreate.body, { birthDate: future }, 'birthDate'],
      ['reset password', reset, { nin: '1010000006', birthDate: future, captcha: 'AAAAA' }, 'birthDate'],
      ['white-list authenticate', contract.auth.whitelistAuthenticate.body, { dobGeorgian: future }, 'dobGeorgian'],
      ['white-list confirm-otp', contract.auth.whitelistConfirmOtp.body, { dobGeorgian: future }, 'dobGeorgian'],
      ['dependent', contract.household.saveRelative.body, { birthDate: future }, 'birthDate'],
    ];
    for (const [name, schema, body, field] of cases) {
      const issues = schema.safeParse(body).error?.issues ?? [];
      const mapped = issuesToFieldErrors(issues, 'en').filter((error) => error.field === field);
      expect(
        mapped.map((error) => error.code),
        name,
      ).toEqual(['birth_date_in_future']);
    }
  });
});

describe('hijriDateSchema', () => {
  it('takes both writings with month 1–12 and day 1–30, and refuses the rest with the date message', () => {
    expect(hijriDateSchema.parse(' 1369-05-26 ')).toBe('1369-05-26');
    expect(hijriDateSchema.parse('30/12/1445')).toBe('30/12/1445');
    for (const value of ['1369-13-40', '1369-00-26', '1369-05-31', '1369-05-00', '31/05/1369', '26/13/1369', '00/05/1369', 'yesterday']) {
      expect(messagesOf(hijriDateSchema, value), value).toEqual(['date_format']);
    }
  });
});

describe('whole numbers and amounts: one message per problem', () => {
  const codesOf = (schema: z.ZodType, value: unknown) =>
    issuesToFieldErrors(schema.safeParse(value).error?.issues ?? [], 'en').map(({ code, message }) => `${code}: ${message}`);

  it('reports a value out of range against its own bound only, never also against 0 or the safe integers', () => {
    expect(codesOf(positiveHalalasSchema, -500)).toEqual(['too_small_number: Enter a value of at least 1.']);
    expect(codesOf(positiveHalalasSchema, 0)).toEqual(['too_small_number: Enter a value of at least 1.']);
    expect(codesOf(halalasSchema, -1)).toEqual(['too_small_number: Enter a value of at least 0.']);
    for (const huge of [100_000_000_001, 1e16, 1e25]) {
      expect(codesOf(halalasSchema.nullable(), huge), String(huge)).toEqual(['too_big_number: Enter a value of at most 100000000000.']);
    }
    expect(codesOf(wholeNumberSchema(1, 100), 1e20)).toEqual(['too_big_number: Enter a value of at most 100.']);
  });

  it('reports a fraction in range as one problem, and takes whole values at both bounds', () => {
    expect(codesOf(halalasSchema, 10.5)).toEqual(['invalid_type: This value is not of the expected type.']);
    for (const value of [0, 100_000_000_000]) expect(halalasSchema.safeParse(value).success).toBe(true);
    expect(positiveHalalasSchema.safeParse(1).success).toBe(true);
  });

  it('says an over-long IBAN has the wrong shape, once', () => {
    expect(codesOf(contract.profile.updateIban.body, { interimIban: 'SA'.padEnd(60, '0') })).toEqual([
      'iban_format: Enter a Saudi IBAN: SA followed by 22 digits.',
    ]);
  });
});

describe('new passwords (ASVS 6.2.1, 6.2.9)', () => {
  it('take 8 to 128 characters of any kind, exactly as typed', () => {
    expect(newPasswordSchema.safeParse('seven77').error?.issues[0]?.message).toBe('password_too_short');
    for (const password of ['eight888', 'كلمة مرور طويلة', ' spaces kept ', 'x'.repeat(64), 'x'.repeat(128)]) {
      expect(newPasswordSchema.parse(password)).toBe(password);
    }
    expect(newPasswordSchema.safeParse('x'.repeat(129)).error?.issues[0]?.message).toBe('password_too_long');
  });
});
