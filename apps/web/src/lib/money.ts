import { latinDigits } from '@sanad/contract/client';

/**
 * Amounts travel as integer halalas (ARCHITECTURE rule 11); people type riyals. These two functions are the only
 * place the web app converts between them, so a form never sends 12.5 riyals as 12 or 1250.5 halalas.
 */

/**
 * Riyals as typed ("1,250.50", "١٢٥٠٫٥") to halalas; null when the text is not an amount of at most two decimals
 * (empty, negative, letters, three decimals).
 */
export function parseRiyals(text: string): number | null {
  const cleaned = latinDigits(text.trim())
    .replace(/[\s,\u066C]/g, '')
    .replace('\u066B', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const halalas = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(halalas) ? halalas : null;
}

/** Halalas as the text an amount field starts with: "1250.5" riyals becomes "1250.50", whole riyals stay "1250". */
export function riyalsInputValue(halalas: number | null): string {
  if (halalas === null) return '';
  const whole = Math.trunc(halalas / 100);
  const fraction = halalas % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}
