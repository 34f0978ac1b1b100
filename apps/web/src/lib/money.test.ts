import { describe, expect, it } from 'vitest';
import { parseRiyals, riyalsInputValue } from './money.ts';

describe('riyals as typed, halalas on the wire', () => {
  it.each([
    ['1250', 125_000],
    ['1,250.50', 125_050],
    ['1250.5', 125_050],
    [' 0.01 ', 1],
    ['0', 0],
    ['١٢٥٠٫٥', 125_050],
    ['۱۲۵۰', 125_000],
  ])('reads %s as %i halalas', (text, halalas) => {
    expect(parseRiyals(text)).toBe(halalas);
  });

  it.each(['', 'abc', '-5', '12.345', '1.2.3', '12,5.5.5', '1e5'])('refuses %j', (text) => {
    expect(parseRiyals(text)).toBeNull();
  });

  it('writes halalas back as the text of an amount field', () => {
    expect(riyalsInputValue(125_000)).toBe('1250');
    expect(riyalsInputValue(125_050)).toBe('1250.50');
    expect(riyalsInputValue(1)).toBe('0.01');
    expect(riyalsInputValue(null)).toBe('');
    for (const halalas of [0, 1, 99, 100, 12_345, 987_654_321]) expect(parseRiyals(riyalsInputValue(halalas))).toBe(halalas);
  });
});
