// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { arabicCoreFile, arabicCoreUnicodeRange, arabicCoreWeights, isArabicCore, makeArabicCore } from './arabic-core-fonts.ts';

const web = join(import.meta.dirname, '..');
const fontsCss = readFileSync(join(web, 'src/app/fonts.css'), 'utf8');
const isArabicScript = (codePoint: number) => (codePoint >= 0x0600 && codePoint <= 0x08ff) || (codePoint >= 0xfb50 && codePoint <= 0xfeff);

describe('the Arabic core fonts', () => {
  it.each(arabicCoreWeights)('are what the subsetter makes of the installed typeface (weight %i)', async (weight) => {
    const committed = readFileSync(arabicCoreFile(weight));
    const made = Buffer.from(await makeArabicCore(weight));
    expect(committed.length).toBeLessThan(20_000);
    expect(made.equals(committed), 'run `npm run fonts -w apps/web` and commit the files').toBe(true);
  });

  it("hold every Arabic character of the translations, so the portal's own text never fetches the full files", () => {
    const outside = new Set<string>();
    for (const language of ['ar', 'en']) {
      for (const character of readFileSync(join(web, `src/locales/${language}.json`), 'utf8')) {
        const codePoint = character.codePointAt(0) ?? 0;
        if (isArabicScript(codePoint) && !isArabicCore(codePoint)) outside.add(character);
      }
    }
    expect([...outside]).toEqual([]);
  });

  it('are declared after the full Arabic faces, with their own ranges, so the browser tries them first', () => {
    for (const weight of arabicCoreWeights) {
      const full = fontsCss.indexOf(`ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`);
      const core = fontsCss.indexOf(`./fonts/ibm-plex-sans-arabic-arabic-core-${weight}-normal.woff2`);
      expect(full).toBeGreaterThan(-1);
      expect(core).toBeGreaterThan(full);
      const face = fontsCss.slice(core, fontsCss.indexOf('}', core));
      expect(face.replace(/\s+/g, ' ')).toContain(`unicode-range: ${arabicCoreUnicodeRange};`);
    }
  });
});
