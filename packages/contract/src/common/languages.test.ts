import { describe, expect, it } from 'vitest';
import { defaultLanguage, isRtl, languageFromHeader } from './languages.ts';

describe('languageFromHeader', () => {
  it('falls back to Arabic, the default language, without a header', () => {
    expect(defaultLanguage).toBe('ar');
    expect(languageFromHeader(undefined)).toBe('ar');
    expect(languageFromHeader('')).toBe('ar');
  });

  it('reads a plain or regional tag in any case', () => {
    expect(languageFromHeader('en')).toBe('en');
    expect(languageFromHeader('en-GB')).toBe('en');
    expect(languageFromHeader('AR-SA')).toBe('ar');
  });

  it('takes the first known language of a browser list, skipping unknown ones', () => {
    expect(languageFromHeader('en-US,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(languageFromHeader('fr-FR, de;q=0.9, en;q=0.8, ar;q=0.7')).toBe('en');
    expect(languageFromHeader('ur, ar-SA;q=0.9')).toBe('ar');
  });

  it('uses the given fallback when nothing is known', () => {
    expect(languageFromHeader('fr-FR, de;q=0.5')).toBe('ar');
    expect(languageFromHeader('fr', 'en')).toBe('en');
    expect(languageFromHeader('*', 'en')).toBe('en');
  });
});

describe('isRtl', () => {
  it('is true for Arabic only', () => {
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('en')).toBe(false);
  });
});
