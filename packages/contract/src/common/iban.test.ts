import { describe, expect, it } from 'vitest';
import { hasSaudiIbanFormat, hasValidIbanChecksum, ibanBankCode, isValidSaudiIban, maskIban, normalizeIban } from './iban.ts';
import { updateIbanSchema } from '../profile/profile.schemas.ts';

describe('Saudi IBAN checks (ISO 13616, MOD 97-10)', () => {
  it.each([
    'SA03 8000 0000 6080 1016 7519', // the published example of Saudi Arabia's IBAN format
    'SA4420000001234567891234',
    'SA4210000001234567890123',
    'SA2945000000123456789012',
    'sa03 8000 0000 6080 1016 7519',
    'SA03-8000-0000-6080-1016-7519',
  ])('accepts %s', (iban) => {
    expect(isValidSaudiIban(iban)).toBe(true);
  });

  it.each([
    ['a changed last digit', 'SA0380000000608010167518'],
    ['two swapped digits', 'SA0380000000608010167591'],
    ['wrong check digits', 'SA0480000000608010167519'],
    ['a digit missing', 'SA038000000060801016751'],
    ['a digit too many', 'SA03800000006080101675190'],
    ['letters in the account part', 'SA03800000006080101675AB'],
    ['another country, valid for that country', 'GB82WEST12345698765432'],
    ['empty', ''],
  ])('refuses %s', (_case, iban) => {
    expect(isValidSaudiIban(iban)).toBe(false);
  });

  it('checks the checksum of any country, and the Saudi shape apart', () => {
    expect(hasValidIbanChecksum('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(hasSaudiIbanFormat('GB82WEST12345698765432')).toBe(false);
    expect(hasSaudiIbanFormat('SA0380000000608010167518')).toBe(true);
    expect(hasValidIbanChecksum('SA0380000000608010167518')).toBe(false);
  });

  it('normalises, names the bank and masks', () => {
    expect(normalizeIban(' sa03 8000-0000 6080 1016 7519 ')).toBe('SA0380000000608010167519');
    expect(ibanBankCode('SA03 8000 0000 6080 1016 7519')).toBe('80');
    expect(ibanBankCode('GB82WEST12345698765432')).toBeNull();
    expect(maskIban('SA0380000000608010167519')).toBe('SA03 **** **** **** **** 7519');
  });

  it('reads Arabic-Indic and Persian digits as ASCII digits, in the checks and in the update schema', () => {
    const arabic = 'SA٠٣ ٨٠٠٠ ٠٠٠٠ ٦٠٨٠ ١٠١٦ ٧٥١٩';
    expect(normalizeIban(arabic)).toBe('SA0380000000608010167519');
    expect(isValidSaudiIban('SA۰۳۸۰۰۰۰۰۰۰۶۰۸۰۱۰۱۶۷۵۱۹')).toBe(true);
    expect(updateIbanSchema.parse({ interimIban: arabic })).toEqual({ interimIban: 'SA03 8000 0000 6080 1016 7519' });
  });

  it('the update schema says which rule failed, once', () => {
    const issues = (value: string) => updateIbanSchema.safeParse({ interimIban: value }).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues('SA03 8000 0000 6080 1016 7519')).toEqual([]);
    expect(issues('SA03800000006080101675')).toEqual(['iban_format']);
    expect(issues('SA0380000000608010167518')).toEqual(['iban_checksum']);
  });
});
