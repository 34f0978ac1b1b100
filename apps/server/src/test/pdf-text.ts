import { execFileSync } from 'node:child_process';

/** The text of a PDF as poppler extracts it (what copying from a viewer or a screen reader gets). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}
