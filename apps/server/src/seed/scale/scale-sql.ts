import { cities } from '../reference/geography.lookups.ts';

/**
 * SQL helpers of the national-scale seed (scale-households.ts): expressions that turn numbers into the portal's
 * formats (a national ID with its check digit, a Saudi IBAN with its check digits, a mobile) and draws from small
 * lists, all computed by PostgreSQL row by row, so no row is ever built in JavaScript.
 */

/** A SQL text literal (the seed's own constants only: never data from outside). */
export const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** `array['a','b',…]` of SQL text literals. */
export const textArray = (values: readonly string[]) => `array[${values.map(literal).join(',')}]`;

/** One of `values`, picked by a number in [0, 1) (an expression). */
export const pick = (values: readonly string[], unit: string) => `(${textArray(values)})[1 + floor((${unit}) * ${values.length})::int]`;

/** A whole number in [low, high], from a number in [0, 1) raised to `skew` (above 1 leans to `low`). */
export const between = (low: number, high: number, unit: string, skew = 1) =>
  `(${low} + floor(power(${unit}, ${skew}) * ${high - low + 1}))::int`;

/**
 * The 10-digit national ID `1` + the 8 digits of `serial` + the check digit of the contract's `isValidNin` (Luhn:
 * digits in even places doubled, the sum a multiple of ten), as an expression of the integer expression `serial`.
 */
export function ninOf(serial: string): string {
  const digit = (place: number) => `((${serial}) / ${10 ** (8 - place)} % 10)`;
  const doubled = (expression: string) => `(case when ${expression} * 2 > 9 then ${expression} * 2 - 9 else ${expression} * 2 end)`;
  // Place 0 is the leading 1 (doubled: 2); places 1..8 are the serial's digits; place 9 is the check digit.
  const terms = ['2'];
  for (let place = 1; place <= 8; place += 1) terms.push(place % 2 === 0 ? doubled(digit(place)) : digit(place));
  return `('1' || lpad((${serial})::text, 8, '0') || ((10 - (${terms.join(' + ')}) % 10) % 10)::text)`;
}

/** A mobile 05XXXXXXXX from an integer expression. */
export const mobileOf = (serial: string) => `('05' || lpad(((${serial}) % 100000000)::text, 8, '0'))`;

/**
 * A Saudi IBAN (ISO 13616 check digits: 98 − the number rearranged modulo 97) of bank `bank` (two digits) and the
 * 18-digit account number `account` (both text expressions).
 */
export function ibanOf(bank: string, account: string): string {
  const bban = `(${bank} || ${account})`;
  return `('SA' || lpad((98 - ((${bban} || '281000')::numeric % 97))::int::text, 2, '0') || ${bban})`;
}

/** Banks the seed opens accounts at (SAMA codes of the bankName lookup). */
export const bankCodes = ['10', '80', '20', '45'] as const;

/** City codes of the reference lookups (a city's first two digits are its region). */
export const cityCodes: readonly string[] = cities.map(([code]) => code);

export const districts = [
  'Al Olaya',
  'Al Malaz',
  'Al Nahda',
  'Al Rawdah',
  'Al Aziziyah',
  'Al Faisaliyah',
  'Al Safa',
  'Al Shati',
  'Al Naseem',
  'Al Suwaidi',
  'Al Khalidiyah',
  'Al Andalus',
] as const;

export const streets = [
  'King Fahd Road',
  'Prince Sultan Street',
  'Al Madinah Road',
  'Omar bin Al Khattab Street',
  'Al Imam Street',
] as const;

export const maleNames: ReadonlyArray<readonly [string, string]> = [
  ['محمد', 'Mohammed'],
  ['أحمد', 'Ahmed'],
  ['عبدالله', 'Abdullah'],
  ['خالد', 'Khalid'],
  ['فهد', 'Fahad'],
  ['سعد', 'Saad'],
  ['علي', 'Ali'],
  ['عمر', 'Omar'],
  ['ناصر', 'Nasser'],
  ['يوسف', 'Yousef'],
  ['إبراهيم', 'Ibrahim'],
  ['سلمان', 'Salman'],
];

export const femaleNames: ReadonlyArray<readonly [string, string]> = [
  ['فاطمة', 'Fatimah'],
  ['نورة', 'Noura'],
  ['سارة', 'Sarah'],
  ['مريم', 'Maryam'],
  ['عائشة', 'Aisha'],
  ['هيا', 'Haya'],
  ['لطيفة', 'Latifa'],
  ['منيرة', 'Munira'],
  ['ريم', 'Reem'],
  ['أمل', 'Amal'],
];

export const familyNames: ReadonlyArray<readonly [string, string]> = [
  ['القحطاني', 'Al-Qahtani'],
  ['العتيبي', 'Al-Otaibi'],
  ['الشمري', 'Al-Shammari'],
  ['الدوسري', 'Al-Dossari'],
  ['الحربي', 'Al-Harbi'],
  ['الغامدي', 'Al-Ghamdi'],
  ['الزهراني', 'Al-Zahrani'],
  ['المطيري', 'Al-Mutairi'],
  ['السبيعي', 'Al-Subaie'],
  ['العنزي', 'Al-Anazi'],
  ['الشهري', 'Al-Shehri'],
  ['المالكي', 'Al-Malki'],
  ['البلوي', 'Al-Balawi'],
  ['الجهني', 'Al-Juhani'],
];

/** A person's name in one language: a first name by gender and the household's family name, picked by integers. */
export function nameOf(language: 0 | 1, gender: string, first: string, family: string): string {
  const firstOf = (names: ReadonlyArray<readonly [string, string]>) =>
    `(${textArray(names.map((name) => name[language]))})[1 + (${first}) % ${names.length}]`;
  const familyName = `(${textArray(familyNames.map((name) => name[language]))})[1 + (${family}) % ${familyNames.length}]`;
  return `(case when ${gender} = 'M' then ${firstOf(maleNames)} else ${firstOf(femaleNames)} end || ' ' || ${familyName})`;
}
