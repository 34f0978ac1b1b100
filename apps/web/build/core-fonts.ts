import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';

/**
 * The typeface's files (@fontsource) cover far more than the portal writes: the Arabic ones every Arabic-script
 * language (Persian, Urdu and Kurdish letters, Qur'anic marks, presentation forms, mathematical letters), the Latin
 * ones all of Latin-1 and general punctuation. Saudi names and the portal's own text use the standard Arabic letters
 * and plain ASCII with a few marks, so a first visit fetches a "core" subset of each (15.6 and 13 kB a weight instead
 * of 43 and 19). The full files stay declared under them: the browser fetches one only for text with a character
 * outside its core, such as an accented letter in a name (decision 044).
 */
type Ranges = ReadonlyArray<readonly [number, number]>;

const arabicCoreRanges: Ranges = [
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

const latinCoreRanges: Ranges = [
  [0x0020, 0x007e], // ASCII: letters, digits, punctuation, space
  [0x00a0, 0x00a0], // no-break space
  [0x00ab, 0x00ab], // « (Arabic quotation)
  [0x00b7, 0x00b7], // middle dot (separators in lists)
  [0x00bb, 0x00bb], // »
  [0x00d7, 0x00d7], // multiplication sign
  [0x2013, 0x2014], // en and em dashes
  [0x2018, 0x2019], // single quotes
  [0x201c, 0x201d], // double quotes
  [0x2022, 0x2022], // bullet
  [0x2026, 0x2026], // ellipsis
];

export const coreSubsets = { arabic: arabicCoreRanges, latin: latinCoreRanges } as const;
export type CoreSubset = keyof typeof coreSubsets;
export const coreSubsetNames = Object.keys(coreSubsets) as CoreSubset[];
export const coreWeights = [400, 700] as const;

export const isInCore = (subset: CoreSubset, codePoint: number) =>
  coreSubsets[subset].some(([from, to]) => codePoint >= from && codePoint <= to);

/** A subset's ranges as a CSS `unicode-range` value. */
export const coreUnicodeRange = (subset: CoreSubset) =>
  coreSubsets[subset].map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');

function hex(codePoint: number): string {
  return codePoint.toString(16).toUpperCase().padStart(4, '0');
}

/** The core file's name, as fonts.css refers to it. */
export const coreFileName = (subset: CoreSubset, weight: number) => `ibm-plex-sans-arabic-${subset}-core-${weight}-normal.woff2`;

/** Where the build reads the core files from (committed: the build needs no font tooling). */
export const coreFile = (subset: CoreSubset, weight: number) => join(import.meta.dirname, '../src/app/fonts', coreFileName(subset, weight));

/** The core subset of one file, made from the installed @fontsource file with HarfBuzz's subsetter. */
export async function makeCore(subset: CoreSubset, weight: number): Promise<Uint8Array> {
  const require = createRequire(import.meta.url);
  const source = require.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subset}-${weight}-normal.woff2`);
  const text = coreSubsets[subset]
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)))
    .join('');
  return subsetFont(readFileSync(source), text, { targetFormat: 'woff2' });
}

// `node apps/web/build/core-fonts.ts` (npm run fonts -w apps/web) writes the core files after a typeface upgrade.
if (import.meta.filename === process.argv[1]) {
  for (const subset of coreSubsetNames) {
    for (const weight of coreWeights) {
      const font = await makeCore(subset, weight);
      writeFileSync(coreFile(subset, weight), font);
      process.stdout.write(`${coreFile(subset, weight)}: ${font.length} bytes\n`);
    }
  }
}
