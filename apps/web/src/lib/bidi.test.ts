import { splitCodes } from './bidi.ts';

describe('splitCodes', () => {
  it('finds each code of a message and leaves the rest as text', () => {
    expect(splitCodes('استرداد دفعة فبراير (P-202602-0000002) المكررة')).toEqual([
      { text: 'استرداد دفعة فبراير (', code: false },
      { text: 'P-202602-0000002', code: true },
      { text: ') المكررة', code: false },
    ]);
    expect(splitCodes('File 0101-1436-048215').map((part) => part.code)).toEqual([false, true]);
    expect(splitCodes('No code here, 30-day ban.')).toEqual([{ text: 'No code here, 30-day ban.', code: false }]);
  });
});
