import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';

/**
 * The Arabic files of the typeface (@fontsource) cover every Arabic-script language: Persian, Urdu and Kurdish
 * letters, Qur'anic marks, presentation forms, mathematical letters. Saudi names and the portal's own text use the
 * standard Arabic letters, so a first visit fetches a "core" subset of these characters only (15 kB a weight instead
 * of 43). The full file stays declared under it: the browser fetches it only for text with a character outside the
 * core (decision 007).
 */
export const arabicCoreRanges: ReadonlyArray<readonly [number, number]> = [
  [0x060c, 0x060c], // Arabic comma
  [0x061b, 0x061b], // Arabic semicolon
  [0x061f, 0x061f], // Arabic question mark
  [0x0621, 0x063a], // hamza to ghain
  [0x0640, 0x0655], // tatweel, fa to ya, the vowel marks, maddah and hamza marks
  [0x0660, 0x066d], // Arabic-Indic digits, percent and decimal signs
  [0x0670, 0x0670], // superscript alef
  [0x06f0, 0x06f9], // Eastern Arabic-Indic digits (typed on some keyboards)
  [0x200c, 0x200f], // zero-width non-joiner and joiner, directional marks
  [0x2010, 0x2011], // hyphens
];

export const arabicCoreWeights = [400, 700] as const;

export const isArabicCore = (codePoint: number) => arabicCoreRanges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** The ranges as a CSS `unicode-range` value. */
export const arabicCoreUnicodeRange = arabicCoreRanges
  .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
  .join(', ');

function hex(codePoint: number): string {
  return codePoint.toString(16).toUpperCase().padStart(4, '0');
}

/** Where the build reads the core files from (committed: the build needs no font tooling). */
export const arabicCoreFile = (weight: number) =>
  join(import.meta.dirname, `../src/app/fonts/ibm-plex-sans-arabic-arabic-core-${weight}-normal.woff2`);

/** The core subset of one weight, made from the installed @fontsource file with HarfBuzz's subsetter. */
export async function makeArabicCore(weight: number): Promise<Uint8Array> {
  const require = createRequire(import.meta.url);
  const source = require.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`);
  const text = arabicCoreRanges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)))
    .join('');
  return subsetFont(readFileSync(source), text, { targetFormat: 'woff2' });
}

// `node apps/web/build/arabic-core-fonts.ts` (npm run fonts -w apps/web) writes the core files after a typeface upgrade.
if (import.meta.filename === process.argv[1]) {
  for (const weight of arabicCoreWeights) {
    const font = await makeArabicCore(weight);
    writeFileSync(arabicCoreFile(weight), font);
    process.stdout.write(`${arabicCoreFile(weight)}: ${font.length} bytes\n`);
  }
}
