import { toHijri } from '@sanad/contract';

/**
 * The Kingdom's official public holidays, on which a service-level promise does not run (decision 066): the two Eids
 * by the Umm al-Qura calendar (Eid al-Fitr 1 to 4 Shawwal; Eid al-Adha from the day of Arafah, 9 Dhu al-Hijjah, to 12
 * Dhu al-Hijjah) and the two fixed Gregorian days (Founding Day 22 February, National Day 23 September). The Eid
 * days announced on the sighting of the moon may differ from Umm al-Qura by a day; the promise is then a day off,
 * which is the calendar's own tolerance.
 */
const gregorianHolidays = new Set(['02-22', '09-23']);

const eids: readonly { month: string; from: number; to: number }[] = [
  { month: '10', from: 1, to: 4 },
  { month: '12', from: 9, to: 12 },
];

/** Hijri conversion costs a formatter call: the days asked are few and repeat across every clock of a list. */
const known = new Map<string, boolean>();

/** Whether the Riyadh day `YYYY-MM-DD` is an official public holiday. */
export function isPublicHoliday(day: string): boolean {
  const cached = known.get(day);
  if (cached !== undefined) return cached;
  let holiday = gregorianHolidays.has(day.slice(5));
  if (!holiday) {
    const [, month, date] = toHijri(day).split('-');
    holiday = eids.some((eid) => eid.month === month && Number(date) >= eid.from && Number(date) <= eid.to);
  }
  if (known.size > 10_000) known.clear();
  known.set(day, holiday);
  return holiday;
}
