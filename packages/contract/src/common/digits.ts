/**
 * Arabic-Indic (U+0660–U+0669) and Eastern Arabic/Persian (U+06F0–U+06F9) digits as ASCII digits. Phones with an
 * Arabic or Persian keyboard type them, while every digits-only rule of the portal (national ID, mobile, codes,
 * dates, address numbers, IBAN) counts ASCII digits, and the server stores and compares that form. The contract's
 * numeric fields apply it before their checks (`.overwrite(latinDigits)`); the web may apply it to what it shows.
 */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}
