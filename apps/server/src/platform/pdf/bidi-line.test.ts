import { describe, expect, it } from 'vitest';
import { visualRuns, wrapLogical } from './bidi-line.ts';

const texts = (line: string, base: 'rtl' | 'ltr') => visualRuns(line, base).map((run) => `${run.direction}:${run.text}`);

describe('visualRuns: one line in the order it is drawn, left to right', () => {
  it('keeps an Arabic sentence as one right-to-left run, so its words stay in reading order', () => {
    expect(texts('شهادة استفادة من الضمان', 'rtl')).toEqual(['rtl:شهادة استفادة من الضمان']);
  });

  it('puts a number inside Arabic text to the left of the words before it and to the right of those after it', () => {
    expect(texts('رقم الهوية 1012345678 مسجل', 'rtl')).toEqual(['rtl: مسجل', 'ltr:1012345678', 'rtl:رقم الهوية ']);
  });

  it('mirrors brackets in right-to-left text', () => {
    const runs = visualRuns('محمد (رقم الهوية)', 'rtl');
    expect(runs).toHaveLength(1);
    expect(runs[0]?.text).toBe('محمد )رقم الهوية(');
  });

  it('lays an English line out left to right, with an Arabic name inside it as its own run', () => {
    expect(texts('Issued to محمد عبدالله today', 'ltr')).toEqual(['ltr:Issued to ', 'rtl:محمد عبدالله', 'ltr: today']);
  });

  it('reverses a right-to-left run without Arabic letters itself, which the font engine would leave as it is', () => {
    expect(texts('أ - ب', 'rtl')).toEqual(['rtl:أ - ب']);
    expect(texts('1 :ب', 'rtl').join('|')).toContain('ltr:1');
  });

  it('answers nothing for an empty line', () => {
    expect(visualRuns('', 'rtl')).toEqual([]);
  });
});

describe('wrapLogical', () => {
  const measure = (text: string) => text.length;

  it('cuts at spaces, greedily, keeping the logical order of words', () => {
    expect(wrapLogical('واحد اثنان ثلاثة أربعة', 12, measure)).toEqual(['واحد اثنان', 'ثلاثة أربعة']);
  });

  it('gives a word wider than the line a line of its own, and keeps explicit line breaks', () => {
    expect(wrapLogical('a verylongword b\nc', 5, measure)).toEqual(['a', 'verylongword', 'b', 'c']);
  });
});
