import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt.ts';

const woffPath = fileURLToPath(import.meta.resolve('@ibm/plex-sans-arabic/fonts/complete/woff/IBMPlexSansArabic-Regular.woff'));

describe('woffToSfnt', () => {
  it('unwraps the WOFF font into an OpenType font with the same glyphs and the same Arabic shaping', () => {
    const woff = readFileSync(woffPath);
    const fromWoff = fontkit.create(woff);
    const fromSfnt = fontkit.create(woffToSfnt(woff));
    if (!('layout' in fromWoff) || !('layout' in fromSfnt)) throw new Error('a font collection');
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(fromSfnt.familyName).toBe(fromWoff.familyName);
    const ids = (font: typeof fromSfnt) => font.layout('الضمان الاجتماعي').glyphs.map((glyph) => glyph.id);
    expect(ids(fromSfnt)).toEqual(ids(fromWoff));
  });

  it('refuses what is not a WOFF font', () => {
    expect(() => woffToSfnt(Buffer.from('OTTO and more'))).toThrow('not a WOFF 1.0 font');
  });
});
