import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { visualRuns, wrapLogical, type TextDirection } from './bidi-line.ts';
import type { PdfBlock, PdfDocument, PdfRenderer } from './pdf.ts';
import { woffToSfnt } from './woff-to-sfnt.ts';

/** The complete IBM Plex Sans Arabic (Arabic and Latin in one font; STACK.md: the split @fontsource files are unfit). */
const fontPath = (weight: 'Regular' | 'Bold') =>
  fileURLToPath(import.meta.resolve(`@ibm/plex-sans-arabic/fonts/complete/woff/IBMPlexSansArabic-${weight}.woff`));

/** What pdfkit's registerFont takes; its types list file names and bytes only, its code takes a parsed font too. */
type PdfFontSource = Parameters<InstanceType<typeof PDFDocument>['registerFont']>[1];

function parsedFont(weight: 'Regular' | 'Bold'): PdfFontSource {
  const font = fontkit.create(woffToSfnt(readFileSync(fontPath(weight))));
  if (!('layout' in font)) throw new Error(`IBM Plex Sans Arabic ${weight} is a font collection`);
  return font as unknown as PdfFontSource;
}

const margin = 50;
const bodySize = 11;
const ink = '#1a1a1a';
const muted = '#555555';
const lineColour = '#b8c2cc';
const headerFill = '#eef2f5';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Without features pdfkit lays a string out a word at a time, each word after the other left to right (which is what
 * reverses Arabic word order); with a features list, even an empty one, it hands fontkit the whole run, which shapes
 * it and, for Arabic, reverses it as one.
 */
const wholeRun = { features: [] };

/** The parts of pdfkit's embedded font that map glyphs back to text (not in its public types). */
interface EmbeddedFontText {
  layout(text: string, features: string[]): { glyphs: Array<{ id: number; codePoints: number[] }> };
  subset: { includeGlyph(id: number): number };
  unicode: number[][];
}

function isEmbeddedFontText(font: unknown): font is EmbeddedFontText {
  const candidate = font as Partial<EmbeddedFontText> | null;
  return typeof candidate?.layout === 'function' && Array.isArray(candidate.unicode) && typeof candidate.subset === 'object';
}

/**
 * Text extraction (copying, pdftotext, screen readers) reads a right-to-left line's glyphs backwards, and with them the
 * characters of a ligature (لا, في): its text is stored reversed so that the whole reads back in logical order.
 */
function logicalLigatureText(doc: Doc, text: string): void {
  const font: unknown = (doc as unknown as { _font: unknown })._font;
  if (!isEmbeddedFontText(font)) return;
  for (const glyph of font.layout(text, []).glyphs) {
    if (glyph.codePoints.length > 1) font.unicode[font.subset.includeGlyph(glyph.id)] = [...glyph.codePoints].reverse();
  }
}

/** Where the next block goes, and the page's usable box. */
interface Cursor {
  y: number;
  readonly left: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * The PDF port on pdfkit 0.20 (docs/decisions/063-letters.md): A4, one font with both scripts, every line laid out by
 * `visualRuns` so Arabic keeps its word order, QR codes from `qrcode` as PNG images.
 */
export function createPdfkitRenderer(): PdfRenderer {
  /**
   * The two faces, parsed once on first use and shared by every document (pdfkit takes a parsed font as well as a
   * file): parsing the font for each document was most of a letter's time, with fontkit's layout caches lost each time.
   */
  let faces: { regular: PdfFontSource; bold: PdfFontSource } | null = null;
  const loadFaces = () => (faces ??= { regular: parsedFont('Regular'), bold: parsedFont('Bold') });

  /** Draws one logical line at `y`, aligned to the start side of `direction` within [left, right]. */
  function drawLine(doc: Doc, line: string, direction: TextDirection, y: number, left: number, right: number): void {
    const runs = visualRuns(line, direction).map((run) => ({ ...run, width: doc.widthOfString(run.text, wholeRun) }));
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    let x = direction === 'rtl' ? right - total : left;
    for (const run of runs) {
      doc.text(run.text, x, y, { lineBreak: false, ...wholeRun });
      if (run.direction === 'rtl') logicalLigatureText(doc, run.text);
      x += run.width;
    }
  }

  /** The lines a text takes within `width` at the current font and size. */
  function linesOf(doc: Doc, text: string, width: number): string[] {
    return wrapLogical(text, width, (value) => doc.widthOfString(value, wholeRun));
  }

  const lineHeight = (size: number) => size * 1.6;

  function ensureRoom(doc: Doc, cursor: Cursor, height: number): void {
    if (cursor.y + height <= cursor.bottom) return;
    doc.addPage();
    cursor.y = margin;
  }

  function paragraph(doc: Doc, cursor: Cursor, text: string, direction: TextDirection, size: number): void {
    doc.fontSize(size);
    for (const line of linesOf(doc, text, cursor.right - cursor.left)) {
      ensureRoom(doc, cursor, lineHeight(size));
      drawLine(doc, line, direction, cursor.y, cursor.left, cursor.right);
      cursor.y += lineHeight(size);
    }
  }

  /**
   * One row of cells: each cell's text wrapped in its column, columns placed from the start side of `direction`. The
   * row is as tall as its tallest cell; `fonts[i]` is the font of column i.
   */
  function row(
    doc: Doc,
    cursor: Cursor,
    cells: readonly string[],
    widths: readonly number[],
    direction: TextDirection,
    options: { fonts: readonly string[]; fill?: string; border?: boolean },
  ): void {
    const size = bodySize;
    const pad = 4;
    doc.fontSize(size);
    const wrapped = cells.map((cell, index) => {
      doc.font(options.fonts[index] ?? 'regular');
      return linesOf(doc, cell, (widths[index] ?? 0) - pad * 2);
    });
    const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight(size) + pad;
    ensureRoom(doc, cursor, height);
    const width = cursor.right - cursor.left;
    if (options.fill) doc.rect(cursor.left, cursor.y, width, height).fill(options.fill).fillColor(ink);
    let offset = 0;
    wrapped.forEach((lines, index) => {
      const columnWidth = widths[index] ?? 0;
      const left = direction === 'rtl' ? cursor.right - offset - columnWidth : cursor.left + offset;
      doc.font(options.fonts[index] ?? 'regular');
      lines.forEach((line, at) =>
        drawLine(doc, line, direction, cursor.y + pad / 2 + at * lineHeight(size), left + pad, left + columnWidth - pad),
      );
      offset += columnWidth;
    });
    if (options.border) {
      doc
        .moveTo(cursor.left, cursor.y + height)
        .lineTo(cursor.right, cursor.y + height)
        .lineWidth(0.5)
        .strokeColor(lineColour)
        .stroke();
    }
    cursor.y += height;
    doc.font('regular');
  }

  /**
   * A QR code drawn as squares (crisp at any zoom, and no image to encode and decode), with the quiet zone of four
   * modules the standard asks for inside `size`.
   */
  function drawQr(doc: Doc, data: string, x: number, y: number, size: number): void {
    const { modules } = QRCode.create(data, { errorCorrectionLevel: 'M' });
    const quiet = 4;
    const unit = size / (modules.size + quiet * 2);
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) doc.rect(x + (column + quiet) * unit, y + (row + quiet) * unit, unit, unit);
      }
    }
    doc.fill('#000000').fillColor(ink);
  }

  function block(doc: Doc, cursor: Cursor, item: PdfBlock): void {
    const width = cursor.right - cursor.left;
    switch (item.kind) {
      case 'heading':
        doc.font('bold').fillColor(ink);
        paragraph(doc, cursor, item.text, item.direction, item.size ?? 15);
        doc.font('regular');
        cursor.y += 2;
        return;
      case 'paragraph':
        doc.font('regular').fillColor(item.muted ? muted : ink);
        paragraph(doc, cursor, item.text, item.direction, item.size ?? bodySize);
        doc.fillColor(ink);
        return;
      case 'fields': {
        const labelWidth = Math.round(width * 0.38);
        for (const field of item.rows) {
          row(doc, cursor, [field.label, field.value], [labelWidth, width - labelWidth], item.direction, { fonts: ['bold', 'regular'] });
        }
        return;
      }
      case 'table': {
        const columnWidth = width / Math.max(item.columns.length, 1);
        const widths = item.columns.map(() => columnWidth);
        row(doc, cursor, item.columns, widths, item.direction, { fonts: item.columns.map(() => 'bold'), fill: headerFill, border: true });
        for (const cells of item.rows) {
          row(doc, cursor, cells, widths, item.direction, { fonts: cells.map(() => 'regular'), border: true });
        }
        return;
      }
      case 'qr': {
        const size = item.size ?? 110;
        ensureRoom(doc, cursor, size);
        const x = item.direction === 'rtl' ? cursor.right - size : cursor.left;
        drawQr(doc, item.data, x, cursor.y, size);
        const captionLeft = item.direction === 'rtl' ? cursor.left : cursor.left + size + 12;
        const captionRight = item.direction === 'rtl' ? cursor.right - size - 12 : cursor.right;
        doc.font('regular').fontSize(9).fillColor(muted);
        let y = cursor.y + 8;
        for (const caption of item.caption ?? []) {
          const direction: TextDirection = /[\u0600-\u06FF]/.test(caption) ? 'rtl' : 'ltr';
          for (const line of linesOf(doc, caption, captionRight - captionLeft)) {
            drawLine(doc, line, direction, y, captionLeft, captionRight);
            y += lineHeight(9);
          }
        }
        doc.fillColor(ink);
        cursor.y += Math.max(size, y - cursor.y) + 6;
        return;
      }
      case 'rule':
        ensureRoom(doc, cursor, 12);
        doc
          .moveTo(cursor.left, cursor.y + 6)
          .lineTo(cursor.right, cursor.y + 6)
          .lineWidth(0.8)
          .strokeColor(lineColour)
          .stroke();
        cursor.y += 12;
        return;
      case 'space':
        cursor.y += item.height;
        return;
    }
  }

  return {
    async render(document: PdfDocument): Promise<Buffer> {
      const doc = new PDFDocument({
        size: 'A4',
        margin,
        lang: document.language,
        info: { Title: document.title, Creator: 'Sanad', Producer: 'Sanad' },
        displayTitle: true,
      });
      const chunks: Buffer[] = [];
      const ended = new Promise<Buffer>((resolve, reject) => {
        doc.on('data', (chunk: Buffer) => chunks.push(chunk));
        doc.on('end', () => resolve(Buffer.concat(chunks)));
        doc.on('error', reject);
      });
      const { regular, bold } = loadFaces();
      doc.registerFont('regular', regular);
      doc.registerFont('bold', bold);
      doc.font('regular').fillColor(ink);
      const cursor: Cursor = { y: margin, left: margin, right: doc.page.width - margin, bottom: doc.page.height - margin };
      for (const item of document.blocks) block(doc, cursor, item);
      doc.end();
      return ended;
    },
  };
}
