import { describe, expect, it } from 'vitest';
import { ninSchema } from './fields.ts';

const messagesOf = (value: string) => ninSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('ninSchema', () => {
  it('accepts a national ID with a right check digit, trimmed', () => {
    expect(ninSchema.parse(' 1010000006 ')).toBe('1010000006');
  });

  it('names one error per mistake: the shape when it is not 10 digits, else the check digit', () => {
    expect(messagesOf('12ab')).toEqual(['nin_format']);
    expect(messagesOf('1010000007')).toEqual(['nin_invalid']);
  });
});
