import { z } from 'zod';
import { isValidNin } from '@sanad/contract';
import type { Clock } from '../clock/clock.ts';

/** What the civil registry knows of a person, as registration stores it. */
export interface CivilRecord {
  nin: string;
  nameAr: string;
  nameEn: string;
  gender: 'M' | 'F';
  /** ISO calendar date (Gregorian). */
  birthDate: string;
  /** ISO 3166 alpha-2 code: SA for citizens (NIN 1…), the country of residents (NIN 2…). */
  nationality: string;
}

/**
 * The civil-registry port: confirms that a national id and a birth date belong together. Returns null when the
 * registry does not confirm them, without saying which part is wrong.
 */
export interface CivilRegistry {
  lookup(nin: string, birthDate: string): Promise<CivilRecord | null>;
}

/** A real calendar date (rejects 2001-02-30), in UTC, or null. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

const earliestBirth = Date.UTC(1900, 0, 1);

type NamePair = readonly [ar: string, en: string];

const maleFirst: readonly NamePair[] = [
  ['محمد', 'Mohammed'],
  ['عبدالله', 'Abdullah'],
  ['فهد', 'Fahad'],
  ['سلطان', 'Sultan'],
  ['تركي', 'Turki'],
  ['ماجد', 'Majed'],
  ['يوسف', 'Yousef'],
  ['عمر', 'Omar'],
];
const femaleFirst: readonly NamePair[] = [
  ['نورة', 'Noura'],
  ['سارة', 'Sarah'],
  ['لطيفة', 'Latifa'],
  ['هيا', 'Haya'],
  ['منيرة', 'Munira'],
  ['ريم', 'Reem'],
  ['العنود', 'Alanoud'],
  ['جواهر', 'Jawaher'],
];
const fatherNames: readonly NamePair[] = [
  ['سعد', 'Saad'],
  ['ناصر', 'Nasser'],
  ['إبراهيم', 'Ibrahim'],
  ['علي', 'Ali'],
  ['صالح', 'Saleh'],
  ['حمد', 'Hamad'],
  ['خالد', 'Khalid'],
  ['سليمان', 'Sulaiman'],
  ['عبدالعزيز', 'Abdulaziz'],
  ['منصور', 'Mansour'],
];
const familyNames: readonly NamePair[] = [
  ['الغامدي', 'Alghamdi'],
  ['السبيعي', 'Alsubaie'],
  ['العنزي', 'Alanazi'],
  ['الشمري', 'Alshammari'],
  ['المالكي', 'Almalki'],
  ['البقمي', 'Albuqami'],
  ['الرشيدي', 'Alrashidi'],
  ['الجهني', 'Aljohani'],
  ['السهلي', 'Alsahli'],
  ['العمري', 'Alomari'],
];
const residentCountries = ['EG', 'PK', 'IN', 'YE', 'SD', 'JO', 'SY', 'BD', 'PH', 'ID'] as const;

function pick<T>(list: readonly T[], digits: string): T {
  const item = list[Number(digits) % list.length];
  if (item === undefined) throw new Error('empty name list');
  return item;
}

/**
 * Local adapter (demo mode, tests): confirms any valid NIN with a plausible birth date (a real date, from 1900, not
 * in the future), and derives a name, gender and nationality from the NIN so the same NIN always gives the same person.
 */
export function createLocalCivilRegistry(clock: Clock): CivilRegistry {
  return {
    async lookup(nin, birthDate) {
      const born = parseIsoDate(birthDate);
      if (!isValidNin(nin) || !born || born.getTime() < earliestBirth || born > clock.now()) return null;
      const gender = Number(nin[8]) % 2 === 0 ? 'M' : 'F';
      const [firstAr, firstEn] = pick(gender === 'M' ? maleFirst : femaleFirst, nin.slice(1, 4));
      const [fatherAr, fatherEn] = pick(fatherNames, nin.slice(4, 7));
      const [familyAr, familyEn] = pick(familyNames, nin.slice(6, 9));
      return {
        nin,
        nameAr: `${firstAr} ${fatherAr} ${familyAr}`,
        nameEn: `${firstEn} ${fatherEn} ${familyEn}`,
        gender,
        birthDate,
        nationality: nin.startsWith('1') ? 'SA' : pick(residentCountries, nin.slice(2, 5)),
      };
    },
  };
}

const civilRecordSchema = z.object({
  nin: z.string(),
  nameAr: z.string().min(1),
  nameEn: z.string().min(1),
  gender: z.enum(['M', 'F']),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  nationality: z.string().min(2).max(10),
});

/** Production adapter: asks the national civil-registry service, which answers 404 for an unknown pair. */
export function createHttpCivilRegistry(options: { url: string; token: string; fetchImpl?: typeof fetch }): CivilRegistry {
  const doFetch = options.fetchImpl ?? fetch;
  return {
    async lookup(nin, birthDate) {
      const response = await doFetch(`${options.url.replace(/\/$/, '')}/persons/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ nin, birthDate }),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Civil registry answered ${response.status}`);
      return civilRecordSchema.parse(await response.json());
    },
  };
}
