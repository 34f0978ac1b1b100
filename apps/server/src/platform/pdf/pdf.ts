import type { TextDirection } from './bidi-line.ts';

/**
 * The PDF port (ARCHITECTURE rule 17): modules describe a document as blocks and get its bytes; only the adapter knows
 * the PDF library, the font and the bidi layout. Letters use it now; the tamkeen CV and the plan report will too.
 * Every block of text has its own direction, so one document holds Arabic and English side by side.
 */
export type PdfBlock =
  /** A title line, bold and larger. */
  | { kind: 'heading'; text: string; direction: TextDirection; size?: number }
  /** Running text, wrapped to the width, aligned to the start of its direction. */
  | { kind: 'paragraph'; text: string; direction: TextDirection; size?: number; muted?: boolean }
  /** Label and value pairs, one a line (a table of two columns): the label at the start side, bold. */
  | { kind: 'fields'; direction: TextDirection; rows: ReadonlyArray<{ label: string; value: string }> }
  /** A table with a header row; columns share the width equally, starting from the direction's start side. */
  | { kind: 'table'; direction: TextDirection; columns: readonly string[]; rows: ReadonlyArray<readonly string[]> }
  /** A QR code of `data` at the start of `direction`'s side, with caption lines beside it. */
  | { kind: 'qr'; data: string; size?: number; direction: TextDirection; caption?: readonly string[] }
  /** A thin line across the page. */
  | { kind: 'rule' }
  /** Empty space, in points. */
  | { kind: 'space'; height: number };

export interface PdfDocument {
  /** The document's title in its metadata. */
  title: string;
  /** The language of the document's metadata (`ar`, `en`). */
  language: string;
  blocks: readonly PdfBlock[];
}

export interface PdfRenderer {
  /** The bytes of an A4 PDF of the blocks, one after the other, onto new pages as needed. */
  render(document: PdfDocument): Promise<Buffer>;
}
