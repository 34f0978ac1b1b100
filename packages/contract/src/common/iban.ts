import { latinDigits } from './digits.ts';

/**
 * Saudi IBANs (ISO 13616): `SA`, two check digits, then 20 digits whose first two name the bank (the SAMA code the
 * `bankName` lookup uses). 24 characters in all; people type them with spaces and in lower case, so both are allowed
 * on input and removed before any check, and Arabic-Indic or Persian digits are read as ASCII digits.
 */

/** Upper case without spaces, in ASCII digits: the form an IBAN is stored and compared in. */
export function normalizeIban(value: string): string {
  return latinDigits(value)
    .replace(/[\s-]+/g, '')
    .toUpperCase();
}

/** The Saudi shape alone: SA, 2 check digits, 22 digits. */
export function hasSaudiIbanFormat(value: string): boolean {
  return /^SA\d{22}$/.test(normalizeIban(value));
}

/**
 * The ISO 7064 MOD 97-10 check of ISO 13616: the first four characters move to the end, letters become 10–35, and
 * the number must leave 1 when divided by 97. Computed digit by digit so no big integers are needed.
 */
export function hasValidIbanChecksum(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z\d]{1,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A Saudi IBAN in the right shape with a valid check. */
export function isValidSaudiIban(value: string): boolean {
  return hasSaudiIbanFormat(value) && hasValidIbanChecksum(value);
}

/** The two-digit SAMA bank code of a Saudi IBAN (positions 5–6), or null for another shape. */
export function ibanBankCode(value: string): string | null {
  const iban = normalizeIban(value);
  return hasSaudiIbanFormat(iban) ? iban.slice(4, 6) : null;
}

/** For display: country, check digits and the last four digits, the rest hidden (SA03 **** **** **** **** 1234). */
export function maskIban(value: string): string {
  const iban = normalizeIban(value);
  if (iban.length < 8) return iban;
  const hidden = iban.slice(4, -4).replace(/./g, '*');
  return `${iban.slice(0, 4)}${hidden}${iban.slice(-4)}`.replace(/(.{4})(?=.)/g, '$1 ');
}
