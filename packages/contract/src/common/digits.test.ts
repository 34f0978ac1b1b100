import { describe, expect, it } from 'vitest';
import { latinDigits } from './digits.ts';

describe('latinDigits', () => {
  it('reads Arabic-Indic (U+0660–U+0669) and Persian (U+06F0–U+06F9) digits as ASCII digits', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(latinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('leaves everything else as it is, mixed scripts included', () => {
    expect(latinDigits('SA٠٣ 80۰0-x')).toBe('SA03 8000-x');
    expect(latinDigits('حي النخيل 12')).toBe('حي النخيل 12');
    expect(latinDigits('')).toBe('');
  });
});
