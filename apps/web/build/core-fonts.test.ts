// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  coreFile,
  coreFileName,
  coreSubsetNames,
  coreUnicodeRange,
  coreWeights,
  isInCore,
  makeCore,
  type CoreSubset,
} from './core-fonts.ts';

const web = join(import.meta.dirname, '..');
const fontsCss = readFileSync(join(web, 'src/app/fonts.css'), 'utf8');

/** Which file of the typeface a character is drawn from (the package's ranges, fonts.css), if either. */
function subsetOf(codePoint: number): CoreSubset | null {
  if ((codePoint >= 0x0600 && codePoint <= 0x08ff) || (codePoint >= 0xfb50 && codePoint <= 0xfefc)) return 'arabic';
  if ((codePoint >= 0x0020 && codePoint <= 0x00ff) || (codePoint >= 0x2012 && codePoint <= 0x206f)) return 'latin';
  return null;
}

/** Code without its comments, which never reach the screen (a URL's `//` is kept). */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** Every file of the web app's source whose text reaches the screen: translations and the components' own marks. */
function sourceTexts(): string[] {
  const texts = ['ar', 'en'].map((language) => readFileSync(join(web, `src/locales/${language}.json`), 'utf8'));
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) texts.push(withoutComments(readFileSync(path, 'utf8')));
    }
  };
  walk(join(web, 'src'));
  return texts;
}

const files = coreSubsetNames.flatMap((subset) => coreWeights.map((weight) => [subset, weight] as const));

describe('the core font subsets', () => {
  it.each(files)('are what the subsetter makes of the installed typeface (%s %i)', async (subset, weight) => {
    const committed = readFileSync(coreFile(subset, weight));
    const made = Buffer.from(await makeCore(subset, weight));
    expect(committed.length).toBeLessThan(16_000);
    expect(made.equals(committed), 'run `npm run fonts -w apps/web` and commit the files').toBe(true);
  });

  it("hold every character of the translations and the components, so the portal's own text never fetches a full file", () => {
    const outside = new Set<string>();
    for (const text of sourceTexts()) {
      for (const character of text) {
        const codePoint = character.codePointAt(0) ?? 0;
        const subset = subsetOf(codePoint);
        if (subset && !isInCore(subset, codePoint)) outside.add(`${character} U+${codePoint.toString(16)}`);
      }
    }
    expect([...outside]).toEqual([]);
  });

  it.each(files)('are declared after the full faces, with their own ranges, so the browser tries them first (%s %i)', (subset, weight) => {
    const full = fontsCss.indexOf(`ibm-plex-sans-arabic-${subset}-${weight}-normal.woff2`);
    const core = fontsCss.indexOf(`./fonts/${coreFileName(subset, weight)}`);
    expect(full).toBeGreaterThan(-1);
    expect(core).toBeGreaterThan(full);
    const lastFull = Math.max(...files.map(([s, w]) => fontsCss.indexOf(`ibm-plex-sans-arabic-${s}-${w}-normal.woff2`)));
    expect(core).toBeGreaterThan(lastFull);
    const face = fontsCss.slice(core, fontsCss.indexOf('}', core));
    expect(face.replace(/\s+/g, ' ')).toContain(`unicode-range: ${coreUnicodeRange(subset)};`);
    expect(fontsCss.slice(fontsCss.lastIndexOf('@font-face', core), core)).toContain(`font-weight: ${weight};`);
  });
});
