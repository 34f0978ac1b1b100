import { toHijri } from '@sanad/contract/client';
import { dateOf, fromHijri, partsOf } from './date-parts.ts';

const dayMs = 24 * 60 * 60 * 1000;
const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('fromHijri', () => {
  it('is the inverse of the contract’s toHijri on every date from 1900 to 2077 (every 11th day)', () => {
    const misses: string[] = [];
    for (let time = Date.UTC(1900, 0, 1); time < Date.UTC(2078, 0, 1); time += 11 * dayMs) {
      const iso = isoOf(time);
      if (fromHijri(toHijri(iso)) !== iso) misses.push(iso);
    }
    expect(misses).toEqual([]);
  });

  it('knows a birth date of the white list in both calendars', () => {
    expect(toHijri('1950-03-15')).toBe('1369-05-26');
    expect(fromHijri('1369-05-26')).toBe('1950-03-15');
  });

  it('finds no day for the 30th of a month of 29 days, nor for what is not a Hijri date', () => {
    // The first Umm al-Qura month of 2024 that has 29 days: its 29th is followed by the 1st of the next month.
    let short: string | undefined;
    for (let time = Date.UTC(2024, 0, 1); short === undefined; time += dayMs) {
      if (toHijri(isoOf(time)).endsWith('-29') && toHijri(isoOf(time + dayMs)).endsWith('-01')) short = toHijri(isoOf(time));
    }
    expect(fromHijri(String(short).replace(/-29$/, '-30'))).toBeNull();
    expect(fromHijri('1445-13-01')).toBeNull();
    expect(fromHijri('1445-00-10')).toBeNull();
    expect(fromHijri('26/05/1369')).toBeNull();
  });
});

describe('dateOf', () => {
  it('is empty while every box is, and no date while one is (an optional date half typed is not dropped)', () => {
    expect(dateOf({ day: '', month: '', year: '' }, 'gregorian')).toBe('');
    expect(dateOf({ day: ' ', month: '', year: '' }, 'hijri')).toBe('');
    expect(dateOf({ day: '7', month: '3', year: '' }, 'gregorian')).toBe('-3-7');
    expect(dateOf({ day: ' ', month: '3', year: '1990' }, 'hijri')).toBe('1990-3-');
  });

  it('writes a Gregorian date as ISO, padding the day and month', () => {
    expect(dateOf({ day: '7', month: '3', year: '1990' }, 'gregorian')).toBe('1990-03-07');
    expect(dateOf({ day: ' 17 ', month: '05', year: '1990' }, 'gregorian')).toBe('1990-05-17');
  });

  it('converts a Hijri date to the Gregorian one the contract takes', () => {
    expect(dateOf({ day: '26', month: '5', year: '1369' }, 'hijri')).toBe('1950-03-15');
  });

  it('gives a text the contract refuses as a date when the boxes make none, never an empty one', () => {
    expect(dateOf({ day: '7', month: '3', year: '90' }, 'gregorian')).toBe('90-3-7');
    expect(dateOf({ day: '31', month: '2', year: '1990' }, 'gregorian')).toBe('1990-02-31');
    expect(dateOf({ day: '40', month: '1', year: '1445' }, 'hijri')).toBe('hijri:1445-01-40');
  });
});

describe('partsOf', () => {
  it('shows a stored date in either calendar, and empty boxes for no date', () => {
    expect(partsOf('1950-03-15', 'gregorian')).toEqual({ day: '15', month: '03', year: '1950' });
    expect(partsOf('1950-03-15', 'hijri')).toEqual({ day: '26', month: '05', year: '1369' });
    expect(partsOf('', 'hijri')).toEqual({ day: '', month: '', year: '' });
    expect(partsOf('1990-02-31', 'gregorian')).toEqual({ day: '', month: '', year: '' });
  });
});
